/// Leaf sizing (docs/semantics.md §1.2).
extension LayoutEngine {
  mutating func leafSize(_ n: NodeID, _ p: ProposedSize) -> Size {
    var kind = tree.kind(n)
    // A transformed shape lays out as its base (its path moves, not its frame).
    if case .shape(let shape) = kind { kind = .shape(shape.sizingShape) }
    switch kind {
    case .shape(.filling(_, _, _, let source?)) where source.hasSizing:
      return customShapeSize(source, p)
    case .color, .shape(.rectangle), .shape(.roundedRectangle), .shape(.unevenRoundedRectangle), .shape(.capsule),
      .shape(.ellipse), .shape(.path), .shape(.filling):
      // The default engine and the Shape default: the proposal, nil → 10.
      return p.replacingUnspecifiedDimensions()
    case .shape(.circle):
      // Circle: the min-square of the proposal (nil → 10).
      let s = p.replacingUnspecifiedDimensions()
      let side = min(s.width, s.height)
      return Size(width: side, height: side)
    case .spacer(let minLength):
      return spacerSize(minLength: minLength ?? 8, axis: tree.stackAxes[Int(n)], p)
    case .divider:
      // A line of one pixel across the stack axis; the other axis follows the proposal.
      let thickness = 1 / window.displayScale
      if tree.stackAxes[Int(n)] == .horizontal {
        return Size(width: thickness, height: p.height ?? 10)
      }
      return Size(width: p.width ?? 10, height: thickness)
    case .text(let content):
      return textMeasurement(content, p).size
    case .image(let image):
      guard image.resizable else { return image.intrinsicSize }
      // Resizable: the proposal on each axis (at least the cap insets), intrinsic when nil.
      return Size(
        width: p.width.map { max($0, image.capInsets.total(.horizontal)) }
          ?? image.intrinsicSize.width,
        height: p.height.map { max($0, image.capInsets.total(.vertical)) }
          ?? image.intrinsicSize.height)
    default:
      return .zero
    }
  }

  /// Spacer: along its stack's axis `max(p ?? −∞, minLength)` and 0 across; with no stack,
  /// that rule on both axes.
  func spacerSize(minLength: Double, axis: Axis?, _ p: ProposedSize) -> Size {
    func along(_ q: Double?) -> Double { max(q ?? -.infinity, minLength) }
    switch axis {
    case .horizontal: return Size(width: along(p.width), height: 0)
    case .vertical: return Size(width: 0, height: along(p.height))
    case nil: return Size(width: along(p.width), height: along(p.height))
    }
  }

  func textMeasurement(_ content: TextContent, _ p: ProposedSize) -> TextMeasurement {
    let font = content.font ?? .body
    return TextLayout.measure(
      content.shown, font: font, lineLimit: content.lineLimit ?? nil,
      proposal: p, metrics: options.textMetrics, displayScale: window.displayScale,
      runs: content.resolvedRuns(font: font), reservedLines: content.reservedLines,
      minimumScaleFactor: content.minimumScaleFactor, letterSpacing: content.letterSpacing,
      lineSpacing: content.lineSpacing ?? 0)
  }
}
