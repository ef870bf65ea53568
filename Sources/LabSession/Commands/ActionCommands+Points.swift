import LabEngine

/// Touches at a point of the window (docs/semantics.md §12.1): `:hit x y` says which view a touch
/// there lands on and why each view under it does or does not take it; `:tap at x y` taps there.
extension ActionCommands {
  /// `:hit <x> <y>`: the views under a point, front to back, and what a tap there reaches.
  static func hit(_ scene: Scene) -> Command {
    Command(
      name: "hit", group: "Geometry",
      summary: "Hit-test a point of the window: which view a touch there lands on, and why.",
      arguments: "<x> <y>",
      details: """
        The point is in window coordinates (.global), as :frames prints them. The views that \
        draw there are listed front to back, as SwiftUI tests them: a shape takes touches on its \
        outline (a stroke on its line), a Text, Image or Color on its frame, a contentShape \
        anywhere in its shape; .allowsHitTesting(false), a clear colour, opacity 0 and a scroll \
        view's bounds let the touch go on to the views behind. Clipping does not change where a \
        view takes touches. The first view that takes it is the one a :tap at x y reaches; the \
        line after says which Button or onTapGesture then runs.
        """,
      example: ":hit 120 300",
      run: { invocation in
        guard let p = point(invocation.arguments[...]) else {
          throw invocation.usageError("expected: :hit <x> <y> (window coordinates)")
        }
        let (layout, names) = try scene.requireLayout()
        let test = try hitTest(scene, layout, at: p)
        var lines = ["at \(Format.point(p)), front to back:"]
        // After the view that takes the touch (or the one that stops it), the rest are behind.
        var stopped = false
        let rows = test.candidates.map { c -> (String, String) in
          defer {
            switch c.outcome {
            case .takes, .onEdge, .undecided: stopped = true
            default: break
            }
          }
          return (name(of: c, names), stopped ? "behind, not reached" : verdict(c, names))
        }
        let width = rows.map(\.0.count).max() ?? 0
        for (n, v) in rows { lines.append("  " + n.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + v) }
        if rows.isEmpty { lines.append("  (nothing is drawn there)") }
        if let hit = test.hit {
          lines.append(reach(from: hit.node, in: layout.tree, names: names))
        } else if let stop = test.undecided {
          lines.append("the lab cannot say which view takes a touch there (see \(name(of: stop, names)))")
        } else {
          lines.append(nothingTakes(test, layout: layout, names: names))
        }
        return .text(lines.joined(separator: "\n"))
      })
  }

  /// A note when a touch at the centre of `n` as drawn would land on another view, neither
  /// inside `n` nor around it (a view in front of it, or one behind it where `n` draws nothing):
  /// a named tap reaches `n` all the same, but a finger there would not.
  static func cover(of n: ViewTree.NodeID, _ scene: Scene, _ layout: Layout, _ names: ViewNames) -> String? {
    let tree = layout.tree
    guard let frame = scene.gestureSpaces(layout).frame(of: n, in: .global), frame.isFinite,
      let test = try? hitTest(scene, layout, at: Point(x: frame.midX, y: frame.midY)), let hit = test.hit
    else { return nil }
    func isAncestor(_ a: ViewTree.NodeID, of b: ViewTree.NodeID) -> Bool {
      var node: ViewTree.NodeID? = b
      while let cur = node {
        if cur == a { return true }
        node = tree.parent(cur)
      }
      return false
    }
    guard !isAncestor(n, of: hit.node), !isAncestor(hit.node, of: n) else { return nil }
    return "note: a finger at the centre of \(names.name(of: names.row(of: n))), \(Format.point(test.point)), "
      + "would land on \(name(of: hit, names)) (`:hit \(NumberFormat.format(test.point.x)) \(NumberFormat.format(test.point.y))` shows why); "
      + "the named tap reaches it all the same"
  }

  /// "x y" or "x,y".
  static func point(_ words: ArraySlice<String>) -> Point? {
    let parts = words.joined(separator: " ").split(whereSeparator: { $0 == "," || $0 == " " })
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
      return nil
    }
    return Point(x: x, y: y)
  }

  /// The hit test at `p` in the scene as shown at the playhead; a point outside the window is
  /// an error.
  static func hitTest(_ scene: Scene, _ layout: Layout, at p: Point) throws -> HitTest {
    let bounds = layout.window.bounds
    guard p.x >= bounds.minX, p.x <= bounds.maxX, p.y >= bounds.minY, p.y <= bounds.maxY else {
      throw CommandError(
        "\(Format.point(p)) is outside the window, which is \(NumberFormat.format(bounds.width)) × \(NumberFormat.format(bounds.height)) pt",
        notes: ["points are in window coordinates (.global), as :frames prints them"])
    }
    return HitTest(at: p, layout: layout, spaces: scene.gestureSpaces(layout), shown: scene.shown())
  }

  /// The view a touch at the test's point lands on, or the error that says why none does.
  static func touched(_ test: HitTest, layout: Layout, names: ViewNames) throws -> ViewTree.NodeID {
    if let hit = test.hit { return hit.node }
    if let stop = test.undecided {
      throw CommandError(
        "the lab cannot say which view a touch at \(Format.point(test.point)) lands on: "
          + "\(name(of: stop, names)) \(verdict(stop, names))",
        notes: [":hit \(NumberFormat.format(test.point.x)) \(NumberFormat.format(test.point.y)) lists the views there"])
    }
    throw CommandError(
      "no view takes a touch at \(Format.point(test.point))",
      notes: [nothingTakes(test, layout: layout, names: names)])
  }

  static func name(of c: HitTest.Candidate, _ names: ViewNames) -> String {
    let row = names.name(of: names.row(of: c.node))
    return c.isContentShape ? "contentShape on \(row)" : row
  }

  /// What a candidate did with the touch, in words.
  static func verdict(_ c: HitTest.Candidate, _ names: ViewNames) -> String {
    let tree = names.tree
    func line(_ n: ViewTree.NodeID) -> String { tree.sources[Int(n)].map { " (line \($0.line))" } ?? "" }
    switch c.outcome {
    case .takes: return "takes the touch (\(c.region))"
    case .outsideShape: return "does not: the point is outside \(c.region)"
    case .onEdge: return "is not decided: the point is on the edge of \(c.region) (within 0.01 pt)"
    case .clear: return "does not: it is clear there"
    case .invisible: return "does not: it is drawn at opacity 0"
    case .passesThrough(let m):
      return "lets it through: `.allowsHitTesting(false)`\(line(m))"
    case .clippedBy(let s):
      return "does not: the point is outside \(names.name(of: names.row(of: s))), which it scrolls in"
    case .outsideContentShape(let m):
      return "does not: the point is outside the contentShape on \(names.name(of: names.row(of: m)))\(line(m))"
    case .undecided(let why): return "is not decided: \(why)"
    }
  }

  /// What a tap on `n` runs: the nearest Button or onTapGesture at or above it.
  static func reach(from n: ViewTree.NodeID, in tree: ViewTree, names: ViewNames) -> String {
    guard let (handler, node) = gesture(at: n, count: 1, in: tree) else {
      return "a tap there reaches no Button or onTapGesture"
    }
    let row = names.name(of: names.row(of: node))
    let line = tree.sources[Int(node)].map { " (line \($0.line))" } ?? ""
    return handler.moment == .button
      ? "a tap there presses the Button on \(row)\(line)"
      : "a tap there runs the .onTapGesture on \(row)\(line)"
  }

  /// Where a touch that no view takes landed: the innermost frames around the point.
  static func nothingTakes(_ test: HitTest, layout: Layout, names: ViewNames) -> String {
    var rows: [String] = []
    for n in test.framesAt() {
      let name = names.name(of: names.row(of: n))
      if !rows.contains(name) { rows.append(name) }
    }
    guard !rows.isEmpty else { return "no view's frame holds the point" }
    return "the point is in the frame of " + rows.joined(separator: ", ")
      + ", where nothing that takes touches is drawn; `.contentShape(Rectangle())` makes a whole frame take them"
  }
}
