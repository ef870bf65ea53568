import Foundation
import LabEngine

/// Commands that convert between coordinate spaces and show preferences (issue 5):
/// `:convert`, `:anchor`, `:prefs`. Conversions go through the four corners and their bounding
/// box, as SwiftUI's do (docs/semantics.md §4.2–4.3), and each answer says why it is as large as it is.
public enum SpaceCommands {
  public static func all(_ scene: Scene, _ bridge: ScriptBridge) -> [Command] {
    [convert(scene), anchor(scene), prefs(scene, bridge)]
  }

  // MARK: :convert

  static func convert(_ scene: Scene) -> Command {
    Command(
      name: "convert", group: "Geometry",
      summary: "Convert a rect or point between views and spaces: corners, bounding box, why.",
      arguments: "<rect|point|bounds> from <view|global|.named(\"n\")> to <view|space>",
      details: """
        A rect is (x, y, width, height), a point (x, y); `bounds` is the source view's own \
        rect. Views are named as :tree prints them.
        """,
      example: ":convert bounds from GeometryReader#1 to global",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        let text = invocation.rawArguments
        guard let fromRange = text.range(of: " from "),
          let toRange = text.range(of: " to ", range: fromRange.upperBound..<text.endIndex)
        else {
          throw invocation.usageError("write: <rect or point> from <view|space> to <view|space>")
        }
        let (layout, _) = try scene.requireLayout()
        let spaces = scene.spaces(layout)
        let fromText = text[fromRange.upperBound..<toRange.lowerBound].trimmed
        let toText = text[toRange.upperBound...].trimmed
        // A view at either end is where a named space is looked up from.
        let fromView = (try? SpaceArgument(fromText, scene: scene)).flatMap {
          if case .view(let n) = $0.space { return n } else { return nil }
        }
        let toView = (try? SpaceArgument(toText, scene: scene)).flatMap {
          if case .view(let n) = $0.space { return n } else { return nil }
        }
        let from = try space(fromText, scene, layout, spaces, from: toView)
        let to = try space(toText, scene, layout, spaces, from: fromView)
        let what = text[..<fromRange.lowerBound].trimmed
        var geometry: Geometry
        if what == "bounds" {
          guard let n = from.node else {
            throw CommandError("`bounds` needs a view to convert from, not \(from.label)")
          }
          geometry = .rect(Rect(size: layout.sizes[Int(n)]))
        } else {
          geometry = try parseGeometry(what)
        }
        guard let t = transform(from: from, to: to, spaces) else {
          return .text(
            "cannot convert: the transform of \(to.label) is singular (a scale of 0 or a "
              + "degenerate projection), so global → \(to.label) has no inverse")
        }
        return .text(render(geometry, from: from, to: to, through: t))
      })
  }

  /// Where a conversion starts or ends: a view's local space, or the window.
  struct Space {
    var node: ViewTree.NodeID?
    var label: String
  }

  enum Geometry {
    case rect(Rect)
    case point(Point)
  }

  /// A space of `:convert`. A named space is looked up from `context` (the other end of the
  /// conversion when it is a view), as a GeometryReader there would find it; with no view to
  /// ask from, the first marker in the tree.
  static func space(
    _ text: String, _ scene: Scene, _ layout: Layout, _ spaces: SpaceGeometry,
    from context: ViewTree.NodeID? = nil
  ) throws -> Space {
    let argument = try SpaceArgument(text, scene: scene)
    switch argument.space {
    case .global: return Space(node: nil, label: "global")
    case .local:
      throw CommandError(
        "`.local` is ambiguous here", notes: ["name the view whose local space you mean"])
    case .view(let n): return Space(node: n, label: argument.label)
    case .named(let name):
      if let context {
        let found = spaces.spaceNode(.named(name), from: context)
        if !found.missing { return Space(node: found.node, label: argument.label) }
      }
      for i in 0..<layout.tree.count {
        if case .coordinateSpace(let s) = layout.tree.kinds[i], s == name {
          return Space(node: ViewTree.NodeID(i), label: argument.label)
        }
      }
      return Space(node: nil, label: "global")
    case .scrollView, .scrollViewAlong:
      if let context {
        let found = spaces.spaceNode(argument.space, from: context)
        if !found.missing { return Space(node: found.node, label: argument.label) }
      }
      throw CommandError(
        "no ScrollView above the view", notes: ["`.scrollView` is the nearest enclosing ScrollView"])
    }
  }

  /// The matrix from `from`'s space to `to`'s; nil when `to`'s chain cannot be inverted.
  static func transform(from: Space, to: Space, _ spaces: SpaceGeometry) -> ProjectionTransform? {
    switch (from.node, to.node) {
    case (nil, nil): return .identity
    case (let a?, nil): return spaces.toGlobal[Int(a)]
    case (let a?, let b?): return spaces.transform(from: a, to: .view(b))
    case (nil, let b?): return spaces.toGlobal[Int(b)].inverted
    }
  }

  static func parseGeometry(_ text: String) throws -> Geometry {
    let numbers = text.split { "(), ".contains($0) }.map { Double($0) }
    guard numbers.allSatisfy({ $0 != nil }) else {
      throw CommandError(
        "expected a rect (x, y, width, height), a point (x, y) or `bounds`, got '\(text)'")
    }
    let v = numbers.compactMap { $0 }
    guard v.allSatisfy(\.isFinite) else { throw CommandError("numbers must be finite") }
    switch v.count {
    case 2: return .point(Point(x: v[0], y: v[1]))
    case 4: return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    default:
      throw CommandError(
        "expected 2 numbers (a point) or 4 (a rect), got \(v.count)")
    }
  }

  static func render(_ g: Geometry, from: Space, to: Space, through t: ProjectionTransform)
    -> String
  {
    let f = NumberFormat.format
    let head = "from \(from.label) to \(to.label)"
    switch g {
    case .point(let p):
      guard let q = t.map(p) else {
        return "\(Format.point(p)) \(head): goes to infinity (w ≤ 0: it lies at or behind the "
          + "eye plane of a 3D effect), so it has no position in \(to.label)"
      }
      return "\(Format.point(p)) \(head) → \(Format.point(q))"
    case .rect(let r):
      guard let quad = r.corners.applying(t) else {
        return "\(Format.rect(r)) \(head): a corner goes to infinity (w ≤ 0: at or behind the "
          + "eye plane of a 3D effect), so there is no bounding box"
      }
      let box = quad.boundingBox
      var lines = ["\(Format.rect(r)) \(head)"]
      let labels = ["topLeading", "topTrailing", "bottomTrailing", "bottomLeading"]
      for (label, p) in zip(labels, quad.points) {
        let padded = label.padding(toLength: 15, withPad: " ", startingAt: 0)
        lines.append("  " + padded + Format.point(p))
      }
      lines.append("  bounding box   " + Format.rect(box))
      lines.append("  why            " + why(r, t, box, f))
      return lines.joined(separator: "\n")
    }
  }

  /// One line on why the box is as large as it is.
  static func why(_ r: Rect, _ t: ProjectionTransform, _ box: Rect, _ f: (Double) -> String)
    -> String
  {
    guard let a = t.affine else {
      return "a projection: bounding box of the four mapped corners"
    }
    let scaleX = (a.a * a.a + a.b * a.b).squareRoot()
    let scaleY = (a.c * a.c + a.d * a.d).squareRoot()
    let isRotation =
      abs(scaleX - 1) < 1e-9 && abs(scaleY - 1) < 1e-9 && abs(a.a - a.d) < 1e-9
      && abs(a.b + a.c) < 1e-9
    if abs(a.b) < 1e-12 && abs(a.c) < 1e-12 {
      if abs(a.a - 1) < 1e-12 && abs(a.d - 1) < 1e-12 {
        return "a translation by (\(f(a.tx)), \(f(a.ty))): the corners stay axis-aligned"
      }
      return "scale ×\(f(a.a)) by ×\(f(a.d)) and a translation: the corners stay axis-aligned"
    }
    guard isRotation else { return "bounding box of the four mapped corners" }
    let theta = atan2(a.b, a.a) * 180 / .pi
    let c = abs(cos(theta * .pi / 180))
    let s = abs(sin(theta * .pi / 180))
    let deg = f(theta) + "°"
    if abs(r.width - r.height) < 1e-9 {
      return "\(f(box.width)) = \(f(r.width))·(|cos \(deg)| + |sin \(deg)|): a pure rotation, "
        + "so the box of the turned corners is wider than the rect"
    }
    return "\(f(box.width)) = \(f(r.width))·|cos \(deg)| + \(f(r.height))·|sin \(deg)| and "
      + "\(f(box.height)) = \(f(r.width))·|sin \(deg)| + \(f(r.height))·|cos \(deg)| "
      + "(= \(f(r.width * c + r.height * s)) × \(f(r.width * s + r.height * c))): a pure rotation"
  }

  // MARK: :anchor

  static func anchor(_ scene: Scene) -> Command {
    Command(
      name: "anchor", group: "Geometry",
      summary: "An anchor of a view as stored (global) and as a reader resolves it.",
      arguments: "<view> <.bounds|.topLeading|… unit point> in <reader view>",
      details: """
        Anchors are stored in global space, rects as the bounding box of their corners; \
        proxy[anchor] converts back through another bounding box, so a rotation between the \
        view and the reader inflates a rect twice (docs/semantics.md §4.3).
        """,
      example: ":anchor Text#1 .bounds in GeometryReader#1",
      completeArgument: SceneCommands.viewNameCompletion(scene),
      run: { invocation in
        let args = invocation.arguments
        guard args.count == 4, args[2] == "in" else {
          throw invocation.usageError("write: <view> <.bounds|unit point> in <reader view>")
        }
        let (layout, names) = try scene.requireLayout()
        let source = try scene.resolve(args[0])
        let reader = try scene.resolve(args[3])
        let anchorSource = try parseAnchorSource(args[1])
        let spaces = scene.spaces(layout)
        return .text(
          renderAnchor(anchorSource, source, reader, spaces, names))
      })
  }

  static func parseAnchorSource(_ text: String) throws -> AnchorSource {
    let bare = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if bare == "bounds" { return .bounds }
    if let u = UnitPoint.named.first(where: { $0.name == bare })?.point { return .unitPoint(u) }
    throw CommandError(
      "unknown anchor source '\(text)'",
      notes: [
        "use .bounds or a unit point: "
          + UnitPoint.named.map { "." + $0.name }.joined(separator: ", ")
      ])
  }

  static func renderAnchor(
    _ source: AnchorSource, _ n: ViewTree.NodeID, _ reader: ViewTree.NodeID,
    _ spaces: SpaceGeometry, _ names: ViewNames
  ) -> String {
    let size = spaces.layout.sizes[Int(n)]
    var lines = ["anchor \(source) of \(names.name(of: n)) (\(Format.size(size))), read in "
      + names.name(of: reader)]
    guard let stored = spaces.anchor(source, at: n) else {
      lines.append("  stored    none: a corner goes to infinity (w ≤ 0) on the way to global")
      return lines.joined(separator: "\n")
    }
    let up = effects(above: n, spaces, names)
    lines.append(
      "  stored    \(stored) in global"
        + (up.isEmpty ? "" : " · through " + up.joined(separator: ", ")))
    guard let resolved = spaces.resolve(stored, in: reader) else {
      lines.append(
        "  resolved  none: \(names.name(of: reader))'s transform is singular or sends a corner "
          + "to infinity (w ≤ 0)")
      return lines.joined(separator: "\n")
    }
    let down = effects(above: reader, spaces, names)
    lines.append(
      "  resolved  \(resolved) in \(names.name(of: reader))"
        + (down.isEmpty ? "" : " · back through " + down.joined(separator: ", ")))
    // The value without the global round trip: what a named space on the reader gives.
    let direct: AnchorValue? =
      spaces.transform(from: n, to: .view(reader)).flatMap {
        AnchorValue.stored(source, size: size, toGlobal: $0)
      }
    if let direct { lines.append("  direct    \(direct) (converted straight, no global stop)") }
    if case .rect(let s) = stored, case .rect(let r) = resolved {
      let f = NumberFormat.format
      if abs(r.width - size.width) < 0.005 && abs(r.height - size.height) < 0.005 {
        lines.append("  inflation none: no rotation, skew or projection between the two")
      } else {
        lines.append(
          "  inflation \(Format.size(size)) → \(f(s.width))×\(f(s.height)) when stored "
            + "(bounding box in global) → \(f(r.width))×\(f(r.height)) when resolved "
            + "(bounding box again, docs/semantics.md §4.3)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The geometry effects GeometryReaders and anchors see above `n` (not ignoredByLayout).
  static func effects(above n: ViewTree.NodeID, _ spaces: SpaceGeometry, _ names: ViewNames)
    -> [String]
  {
    var found: [String] = []
    var cur = spaces.layout.tree.parent(n)
    while let p = cur {
      if case .effect(let e, let affects) = spaces.layout.tree.kind(p), affects {
        found.append(e.summary)
      }
      cur = spaces.layout.tree.parent(p)
    }
    return found
  }

  // MARK: :prefs

  static func prefs(_ scene: Scene, _ bridge: ScriptBridge) -> Command {
    Command(
      name: "prefs", group: "Geometry",
      summary: "Every preference key's value at the root, and the views that contribute it.",
      example: ":prefs",
      run: { invocation in
        guard invocation.arguments.isEmpty else {
          throw invocation.usageError("':prefs' takes no arguments")
        }
        let (layout, names) = try scene.requireLayout()
        let summaries = bridge.context.preferenceSummaries(layout.tree)
        guard !summaries.isEmpty else { return .text("no preference keys in the scene") }
        var lines: [String] = []
        for s in summaries {
          if let error = s.error {
            lines.append("\(s.key): error: \(error)")
            continue
          }
          let count = s.contributors.count
          lines.append(
            "\(s.key) = \(s.value ?? s.defaultValue)"
              + (s.value == nil ? " (defaultValue: nothing writes it)" : "")
              + " · \(count) contributor\(count == 1 ? "" : "s")")
          for c in s.contributors {
            lines.append("  \(names.name(of: c.node))  .\(c.modifier.name) → \(c.value)")
          }
          for w in s.watchers {
            lines.append("  watched by \(names.name(of: w))")
          }
        }
        return .text(lines.joined(separator: "\n"))
      })
  }
}

extension Substring {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
