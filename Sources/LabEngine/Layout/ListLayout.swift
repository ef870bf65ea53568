/// `List`, `Form` and `Section` (docs/semantics.md §2.10). A list takes its proposal and
/// stacks its sections down from the top, each proposed the list's width and no height; it
/// scrolls like a vertical ScrollView. A section stacks its header, its rows and its footer;
/// in the inset-grouped style the rows sit on a card inset from the list's edges. A row (the
/// cell the tree makes around each view) is as wide as the section's rows, at least the
/// minimum row height, its content inside the row insets at the leading edge, centred
/// vertically.
extension LayoutEngine {
  struct ListLayout {
    var size: Size
    var placements: [Placement]
  }

  // MARK: The list

  mutating func listLayout(_ n: NodeID, _ spec: ListSpec, _ p: ProposedSize) -> ListLayout {
    let metrics = ListMetrics(style: spec.style, windowWidth: window.size.width)
    let sections = Array(tree.children(of: n))
    let sp = ProposedSize(width: p.width, height: nil)
    var placements: [Placement] = []
    placements.reserveCapacity(sections.count)
    var y = 0.0
    var width = 0.0
    let offset = scrollOffset(n)
    for (i, s) in sections.enumerated() {
      y += i == 0 ? metrics.topGap(spacing: spec.sectionSpacing) : metrics.sectionGap(spacing: spec.sectionSpacing)
      let size = sizeThatFits(s, sp)
      placements.append(Placement(child: s, proposal: sp, origin: Point(x: -offset.dx, y: y - offset.dy)))
      y += size.height
      width = max(width, size.width)
    }
    if !sections.isEmpty { y += metrics.bottomGap }
    // Like a ScrollView: the whole proposal; an axis proposed nothing takes the content's length.
    let size = Size(width: p.width ?? width, height: p.height ?? y)
    return ListLayout(size: size, placements: placements)
  }

  // MARK: A section

  mutating func sectionLayout(_ n: NodeID, _ spec: ListSectionSpec, _ p: ProposedSize) -> ListLayout {
    let metrics = ListMetrics(style: spec.style, windowWidth: window.size.width)
    let kids = Array(tree.children(of: n))
    let card = metrics.cardInset
    let rowWidth = p.width.map { max(0, $0 - 2 * card) }
    var placements: [Placement] = []
    placements.reserveCapacity(kids.count)
    var y = 0.0
    var width = 0.0
    for (i, k) in kids.enumerated() {
      let isHeader = spec.hasHeader && i == 0
      let isFooter = spec.hasFooter && i == kids.count - 1
      if isHeader || isFooter {
        let insets = isHeader ? metrics.headerInsets : metrics.footerInsets
        let hp = ProposedSize(width: rowWidth.map { max(0, $0 - insets.total(.horizontal)) }, height: nil)
        let s = sizeThatFits(k, hp)
        placements.append(
          Placement(child: k, proposal: hp, origin: Point(x: card + insets.leading, y: y + insets.top)))
        y += insets.top + s.height + insets.bottom
        width = max(width, s.width + insets.total(.horizontal) + 2 * card)
      } else {
        let rp = ProposedSize(width: rowWidth, height: nil)
        let s = sizeThatFits(k, rp)
        placements.append(Placement(child: k, proposal: rp, origin: Point(x: card, y: y)))
        y += s.height
        width = max(width, s.width + 2 * card)
      }
    }
    return ListLayout(size: Size(width: p.width ?? width, height: y), placements: placements)
  }

  // MARK: A row

  /// The row insets a cell uses: its own `.listRowInsets`, else the style's default.
  func rowInsets(_ row: ListRowSpec) -> EdgeInsets {
    row.insets ?? ListMetrics(style: row.style, windowWidth: window.size.width).rowInsets
  }

  mutating func listRowSize(_ n: NodeID, _ row: ListRowSpec, _ p: ProposedSize) -> Size {
    let insets = rowInsets(row)
    let c = sizeThatFits(tree.content(of: n), ProposedSize(width: p.width, height: nil).inset(by: insets))
    return Size(
      width: p.width ?? c.width + insets.total(.horizontal),
      height: max(row.minHeight, c.height + insets.total(.vertical)))
  }

  /// The content is proposed the cell less its insets and sits at its leading edge, centred
  /// vertically.
  mutating func listRowContentPlacement(_ n: NodeID, _ row: ListRowSpec, _ size: Size) -> Placement {
    let insets = rowInsets(row)
    let content = tree.content(of: n)
    let cp = ProposedSize(size).inset(by: insets)
    let c = sizeThatFits(content, cp)
    let inner = size.height - insets.total(.vertical)
    return Placement(
      child: content, proposal: cp,
      origin: Point(x: insets.leading, y: insets.top + (inner - c.height) / 2))
  }
}
