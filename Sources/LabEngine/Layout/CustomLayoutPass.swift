/// The layout pass's side of the `Layout` protocol (docs/semantics.md §9): a `.customLayout`
/// node is sized by its code's `sizeThatFits` and places its children where its
/// `placeSubviews` said, each subview it did not place centred with the layout's own proposal.
/// The first failure stops every later call of user code in the pass; the layout records it
/// (`Layout.failure`) and whoever shows the layout refuses to.
extension LayoutEngine {
  mutating func customLayoutSize(_ n: NodeID, _ layout: CustomLayout, _ p: ProposedSize) -> Size {
    runCustomLayout(n, layout, otherwise: .zero) { code, identity, access in
      try code.sizeThatFits(identity: identity, proposal: p, subviews: access)
    }
  }

  /// A user Shape's own `sizeThatFits(_:)` (docs/semantics.md §9); a failure stops the pass's
  /// user code like a layout's.
  mutating func customShapeSize(_ source: ShapeSource, _ p: ProposedSize) -> Size {
    guard customFailure == nil, let sizing = source.sizing else { return p.replacingUnspecifiedDimensions() }
    do {
      return try sizing(p)
    } catch let failure as CustomLayoutFailure {
      customFailure = failure.diagnostic
    } catch {
      customFailure = .error("`\(source.key)`: \(error)")
    }
    return p.replacingUnspecifiedDimensions()
  }

  /// The layout's own answer for an alignment guide, when its code has one.
  mutating func customLayoutAlignment(
    _ n: NodeID, _ layout: CustomLayout, _ key: AlignmentKey, _ p: ProposedSize, _ size: Size
  ) -> CustomAlignmentAnswer {
    guard layout.implementation.hasExplicitAlignment else { return .useDefault }
    let bounds = Rect(origin: .zero, size: size)
    return runCustomLayout(n, layout, otherwise: .guide(nil)) { code, identity, access in
      try code.explicitAlignment(identity: identity, key: key, in: bounds, proposal: p, subviews: access)
    }
  }

  /// Where the layout puts its children for a proposal and the size it chose. `boundsOrigin`
  /// is the layout's origin in its nearest geometry group (zero while alignment guides are
  /// worked out, as SwiftUI places for them).
  mutating func customLayoutPlacements(
    _ n: NodeID, _ layout: CustomLayout, _ p: ProposedSize, _ size: Size, boundsOrigin: Point
  ) -> [Placement] {
    let bounds = Rect(origin: boundsOrigin, size: size)
    let placed: [Placement?] = runCustomLayout(n, layout, otherwise: []) { code, identity, access in
      access.bounds = bounds
      access.placements = Array(repeating: nil, count: access.count)
      defer { access.bounds = nil }
      try code.placeSubviews(identity: identity, in: bounds, proposal: p, subviews: access)
      return access.placements
    }
    var result: [Placement] = []
    for (k, c) in tree.children(of: n).enumerated() {
      if k < placed.count, let placement = placed[k] {
        result.append(placement)
        continue
      }
      // Never placed: at the centre of the layout, proposed what the layout was proposed
      // (Apple's documentation of `LayoutSubview.place(at:anchor:proposal:)`).
      let s = sizeThatFits(c, p)
      if customFailure == nil { customAccess[n]?.calls[k].append(.centred(p)) }
      result.append(
        Placement(
          child: c, proposal: p,
          origin: Point(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2)))
    }
    return result
  }

  /// The layout's origin relative to its nearest geometry group: SwiftUI starts positions
  /// again from zero inside every geometry effect (`.offset` included) and `.geometryGroup()`.
  func boundsOrigin(of n: NodeID) -> Point {
    let mine = globalOrigins[Int(n)]
    var node = tree.parent(n)
    while let a = node {
      let kind = tree.kind(a)
      var resets = GeometryGroups.isGroup(kind)
      if case .offset = kind { resets = true }
      if resets {
        // Where the group's content starts: the effect's own origin, or for `.offset` (which
        // the lab lays out as a shift) the shifted origin SwiftUI draws the content at.
        let theirs = globalOrigins[Int(tree.content(of: a))]
        return Point(x: mine.x - theirs.x, y: mine.y - theirs.y)
      }
      node = tree.parent(a)
    }
    return mine
  }

  /// Ends the pass for user code: subviews kept past it fail when used, and the calls each
  /// layout made are gathered for `:explain`.
  mutating func finishCustomLayouts() {
    customPass.engine = nil
    for access in customAccess.values {
      for (k, c) in access.children.enumerated() where !access.calls[k].isEmpty {
        customLayoutCalls[c, default: []] += access.calls[k]
      }
    }
  }

  /// Runs one call of the layout's code with its subviews, preparing its cache first in this
  /// pass; after a failure, answers `otherwise` without running anything.
  private mutating func runCustomLayout<T>(
    _ n: NodeID, _ layout: CustomLayout, otherwise: T,
    _ body: (any CustomLayoutCode, UInt64, LayoutSubviewsAccess) throws -> T
  ) -> T {
    guard customFailure == nil else { return otherwise }
    let identity = tree.identities[Int(n)]
    let code = layout.implementation
    let name = layout.name
    let prepared = customAccess[n] != nil
    let access =
      customAccess[n] ?? LayoutSubviewsAccess(pass: customPass, children: Array(tree.children(of: n)))
    customAccess[n] = access
    let handle = customPass
    return withUnsafeMutablePointer(to: &self) { engine in
      // Nested custom layouts run inside this call: each restores what it found.
      let outer = handle.engine
      handle.engine = engine
      defer { handle.engine = outer }
      do {
        if !prepared {
          try code.prepare(identity: identity, subviews: access)
        }
        return try body(code, identity, access)
      } catch let failure as CustomLayoutFailure {
        engine.pointee.customFailure = failure.diagnostic
      } catch {
        engine.pointee.customFailure = .error("`\(name)`: \(error)")
      }
      return otherwise
    }
  }
}
