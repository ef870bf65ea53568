import LabEngine

/// A coordinate space as commands take it (`:frames --space`, `:convert`): `global`, `local`,
/// `scrollView`, a `.coordinateSpace` name (`stack` or `.named("stack")`), or a view by name
/// (its local space). One parser, so every command spells spaces the same way; a named space
/// is found as SwiftUI finds it — the nearest marker above the view that asks.
///
///     try SpaceArgument(".named(\"stack\")", scene: scene)   // .named("stack")
struct SpaceArgument {
  var space: CoordinateSpace
  /// How output names it.
  var label: String

  init(_ text: String, scene: Scene) throws {
    let (layout, names) = try scene.requireLayout()
    var bare = text.hasPrefix(".") ? String(text.dropFirst()) : text
    let spelledNamed = bare.hasPrefix("named(") && bare.hasSuffix(")")
    if spelledNamed {
      bare = String(bare.dropFirst(6).dropLast()).trimmingCharacters(in: .init(charactersIn: "\""))
    }
    let declared = layout.tree.coordinateSpaceNames
    switch bare {
    case "global" where !spelledNamed: (space, label) = (.global, "global")
    case "local" where !spelledNamed: (space, label) = (.local, ".local")
    case "scrollView" where !spelledNamed: (space, label) = (.scrollView, ".scrollView")
    default:
      if declared.contains(bare) {
        (space, label) = (.named(bare), ".named(\"\(bare)\")")
      } else if spelledNamed {
        throw CommandError(
          "no coordinate space named \"\(bare)\" in the scene",
          notes: ["SwiftUI would fall back to global; add .coordinateSpace(name: \"\(bare)\")"])
      } else if case .success(let n) = names.resolve(text) {
        (space, label) = (.view(n), text)
      } else if scene.leaving(text) != nil {
        // It has no place in the layout any more: say so rather than "no view".
        _ = try scene.resolve(text)
        throw CommandError("\(text) is leaving")
      } else {
        let near = EditDistance.suggestions(
          for: bare, among: ["global", "local", "scrollView"] + declared)
        throw CommandError(
          "no coordinate space or view named '\(text)'",
          notes: near.isEmpty
            ? ["spaces: global, local, scrollView, a .coordinateSpace name, or a view"]
            : ["did you mean \(orList(near))?"])
      }
    }
  }

}
