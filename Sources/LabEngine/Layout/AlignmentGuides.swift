/// Alignment guides (docs/semantics.md §1.3): a view's guide is its explicit value when it has one,
/// else the default (leading 0, center half, trailing the full length; baselines the height).
/// Explicit values come from `.alignmentGuide` and Text baselines; unary modifiers pass them
/// up shifted by where they put their content; stacks combine custom guides by their mean and
/// baselines by min (first) or max (last); built-in frame guides never leave a container.
extension LayoutEngine {
  mutating func guide(_ n: NodeID, _ key: AlignmentKey, _ p: ProposedSize, _ size: Size) -> Double {
    if let v = explicitGuide(n, key, p, size) { return v }
    if !key.isBuiltIn, let f = options.customAlignmentDefaults[key.name] {
      return f(ViewDimensions(size: size))
    }
    return key.defaultValue(in: size)
  }

  mutating func explicitGuide(_ n: NodeID, _ key: AlignmentKey, _ p: ProposedSize, _ size: Size)
    -> Double?
  {
    guard mayHaveExplicitGuides(n) else { return nil }
    let kind = tree.kind(n)
    switch kind {
    case .alignmentGuide(let k, let computation):
      let content = tree.content(of: n)
      if k == key {
        return computation.compute(dimensions(content, p, size))
      }
      return explicitGuide(content, key, p, size)
    case .text(let content):
      guard key.axis == .vertical else { return nil }
      let m = textMeasurement(content, p)
      if key == .firstTextBaseline { return m.firstBaseline }
      if key == .lastTextBaseline { return m.lastBaseline }
      return nil
    case .customLayout(let layout):
      // docs/semantics.md §9: the layout's own `explicitAlignment` where it has one for the
      // guide's axis, asked with bounds at zero; else the stacks' rule.
      if case .guide(let v) = customLayoutAlignment(n, layout, key, p, size) { return v }
      return containerGuide(n, key, p, size)
    case .hstack, .vstack, .zstack, .grid, .gridRow, .group, .lazyGrid:
      return containerGuide(n, key, p, size)
    case .viewThatFits:
      guard let c = containerPlacements(n, p, size).first else { return nil }
      return explicitGuide(c.child, key, c.proposal, sizeThatFits(c.child, c.proposal))
    default:
      guard kind.isModifier, tree.childCount(of: n) > 0,
        let c = modifierPlacements(n, p, size).first
      else { return nil }
      let cs = sizeThatFits(c.child, c.proposal)
      guard let v = explicitGuide(c.child, key, c.proposal, cs) else { return nil }
      if case .offset = kind { return v }  // offset moves drawing, not guides
      return v + c.origin[key.axis]
    }
  }

  /// A container's explicit guide: its children's, where they have one, placed, combined by
  /// their mean (baselines: first min, last max); built-in frame guides never leave it.
  mutating func containerGuide(_ n: NodeID, _ key: AlignmentKey, _ p: ProposedSize, _ size: Size)
    -> Double?
  {
      if key.isBuiltIn && key != .firstTextBaseline && key != .lastTextBaseline { return nil }
      var values: [Double] = []
      for c in containerPlacements(n, p, size) {
        let cs = sizeThatFits(c.child, c.proposal)
        if let v = explicitGuide(c.child, key, c.proposal, cs) {
          values.append(v + c.origin[key.axis])
        }
      }
      guard !values.isEmpty else { return nil }
      if key == .firstTextBaseline { return values.min() }
      if key == .lastTextBaseline { return values.max() }
      return values.reduce(0, +) / Double(values.count)
  }

  /// The `ViewDimensions` an `.alignmentGuide` closure sees: the content's size and every
  /// guide it can be asked for, resolved now.
  mutating func dimensions(_ n: NodeID, _ p: ProposedSize, _ size: Size) -> ViewDimensions {
    var explicit: [AlignmentKey: Double] = [:]
    for key in knownKeys {
      if let v = explicitGuide(n, key, p, size) { explicit[key] = v }
    }
    let table = explicit
    return ViewDimensions(size: size) { table[$0] }
  }
}
