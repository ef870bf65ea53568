/// Grid and GridRow (docs/semantics.md §2.5, [DOC] with our modelling where the docs are silent): like
/// HStacks in a VStack whose columns line up. A column is as wide as its widest cell and a row
/// as tall as its tallest; flexible cells (a max size beyond the ideal, like Color or Spacer)
/// don't size their column or row but share out the proposal the fixed cells leave, unless
/// `.gridCellUnsizedAxes` says otherwise. A view outside any GridRow spans every column.
extension LayoutEngine {
  struct GridResult {
    var size: Size
    var placements: [Placement]
    var cells: [Placement] = []
    var rowOrigins: [Double] = []
  }

  private struct GridCell {
    var node: NodeID
    var row: Int
    var column: Int
    var span: Int
    var options: GridCellOptions
    var ideal: Size
    var flexible: (h: Bool, v: Bool)
  }

  mutating func gridLayout(_ n: NodeID, _ p: ProposedSize) -> GridResult {
    guard case .grid(let alignment, let hSpacing, let vSpacing) = tree.kind(n) else {
      return GridResult(size: .zero, placements: [])
    }
    let hs = hSpacing ?? 8
    let vs = vSpacing ?? 8
    // 1. Rows and cells; a non-GridRow child spans every column (span 0 marks that).
    var cells: [GridCell] = []
    var rowAlignments: [VerticalAlignment?] = []
    var columnCount = 0
    for (r, child) in tree.children(of: n).enumerated() {
      if case .gridRow(let rowAlignment) = tree.kind(child) {
        rowAlignments.append(rowAlignment)
        var column = 0
        for cell in tree.children(of: child) {
          let options = gridCellOptions(cell)
          let span = max(1, options.columns ?? 1)
          cells.append(makeCell(cell, row: r, column: column, span: span, options: options))
          column += span
        }
        columnCount = max(columnCount, column)
      } else {
        rowAlignments.append(nil)
        cells.append(makeCell(child, row: r, column: 0, span: 0, options: gridCellOptions(child)))
      }
    }
    let rowCount = rowAlignments.count
    columnCount = max(columnCount, cells.contains { $0.span == 0 } ? 1 : 0)
    guard rowCount > 0, columnCount > 0 else { return GridResult(size: .zero, placements: []) }

    // 2. Columns: widest fixed single-column cell; flexible columns share what is left.
    var widths = [Double](repeating: 0, count: columnCount)
    var flexibleColumns = Set<Int>()
    for c in cells where c.span == 1 {
      if c.flexible.h { flexibleColumns.insert(c.column) } else {
        widths[c.column] = max(widths[c.column], c.ideal.width)
      }
    }
    for j in flexibleColumns where widths[j] == 0 { widths[j] = 0 }
    let hGaps = hs * Double(columnCount - 1)
    if let pw = p.width, !flexibleColumns.isEmpty {
      let fixed = (0..<columnCount).filter { !flexibleColumns.contains($0) }.map { widths[$0] }
        .reduce(0, +)
      let share = max(0, (pw - hGaps - fixed) / Double(flexibleColumns.count))
      for j in flexibleColumns { widths[j] = max(widths[j], share.isFinite ? share : widths[j]) }
    } else {
      for c in cells where c.span == 1 && c.flexible.h {
        widths[c.column] = max(widths[c.column], c.ideal.width)
      }
    }
    var gridWidth = widths.reduce(0, +) + hGaps
    // A spanning view wider than its columns widens the grid (its last column absorbs it).
    for c in cells where c.span == 0 && !c.flexible.h { gridWidth = max(gridWidth, c.ideal.width) }
    if gridWidth > widths.reduce(0, +) + hGaps { widths[columnCount - 1] += gridWidth - widths.reduce(0, +) - hGaps }

    // 3. Rows: tallest fixed cell measured at its column width; flexible rows share the rest.
    var heights = [Double](repeating: 0, count: rowCount)
    var flexibleRows = Set<Int>()
    for c in cells {
      let w = cellWidth(c, widths, hs)
      let s = sizeThatFits(c.node, ProposedSize(width: c.options.unsizedAxes?.contains(.horizontal) == true ? nil : w, height: nil))
      if c.flexible.v { flexibleRows.insert(c.row) } else { heights[c.row] = max(heights[c.row], s.height) }
    }
    let vGaps = vs * Double(rowCount - 1)
    let rowsWithFixed = Set(cells.filter { !$0.flexible.v }.map(\.row))
    let purelyFlexibleRows = flexibleRows.subtracting(rowsWithFixed)
    if let ph = p.height, !purelyFlexibleRows.isEmpty {
      let fixed = heights.reduce(0, +)
      let share = max(0, (ph - vGaps - fixed) / Double(purelyFlexibleRows.count))
      for r in purelyFlexibleRows { heights[r] = share.isFinite ? share : heights[r] }
    } else {
      for c in cells where c.flexible.v && purelyFlexibleRows.contains(c.row) {
        heights[c.row] = max(heights[c.row], c.ideal.height)
      }
    }
    let size = Size(width: widths.reduce(0, +) + hGaps, height: heights.reduce(0, +) + vGaps)

    // 4. Placement: each cell is proposed its cell rectangle (its own ideal on unsized axes)
    //    and aligned in it by the column, row or grid alignment.
    var xs = [Double](repeating: 0, count: columnCount)
    for j in 1..<max(columnCount, 1) where j < columnCount { xs[j] = xs[j - 1] + widths[j - 1] + hs }
    var ys = [Double](repeating: 0, count: rowCount)
    for r in 1..<max(rowCount, 1) where r < rowCount { ys[r] = ys[r - 1] + heights[r - 1] + vs }
    var columnAlignments = [HorizontalAlignment?](repeating: nil, count: columnCount)
    for c in cells where c.span == 1 {
      if let a = c.options.columnAlignment { columnAlignments[c.column] = a }
    }
    var placements: [Placement] = []
    for c in cells {
      let w = cellWidth(c, widths, hs)
      let x = c.span == 0 ? 0 : xs[c.column]
      let cellSize = Size(width: w, height: heights[c.row])
      let cp = ProposedSize(
        width: c.options.unsizedAxes?.contains(.horizontal) == true ? nil : w,
        height: c.options.unsizedAxes?.contains(.vertical) == true ? nil : heights[c.row])
      let cellAlignment = Alignment(
        horizontal: (c.span == 1 ? columnAlignments[c.column] : nil) ?? alignment.horizontal,
        vertical: rowAlignments[c.row] ?? alignment.vertical)
      let o = aligned(c.node, cp, cellAlignment, in: cellSize)
      placements.append(Placement(child: c.node, proposal: cp, origin: Point(x: x + o.x, y: ys[c.row] + o.y)))
    }
    // GridRows are placed across the grid at their row's origin; their cells keep the grid's
    // columns (see `gridRowPlacements`). A spanning view is placed directly.
    var result: [Placement] = []
    for (r, child) in tree.children(of: n).enumerated() {
      if case .gridRow = tree.kind(child) {
        result.append(
          Placement(
            child: child, proposal: ProposedSize(width: size.width, height: heights[r]),
            origin: Point(x: 0, y: ys[r])))
      } else if let cell = placements.first(where: { $0.child == child }) {
        result.append(cell)
      }
    }
    return GridResult(size: size, placements: result, cells: placements, rowOrigins: ys)
  }

  /// The cells of a GridRow inside a Grid, relative to the row.
  mutating func gridRowPlacements(_ row: NodeID, grid: NodeID) -> [Placement] {
    let layout = gridLayout(grid, proposals[Int(grid)])
    guard let index = tree.children(of: grid).firstIndex(of: row) else { return [] }
    let y = layout.rowOrigins[index - tree.children(of: grid).startIndex]
    return layout.cells.filter { tree.parent($0.child) == row }.map {
      Placement(child: $0.child, proposal: $0.proposal, origin: Point(x: $0.origin.x, y: $0.origin.y - y))
    }
  }

  private func cellWidth(_ c: GridCell, _ widths: [Double], _ hs: Double) -> Double {
    if c.span == 0 { return widths.reduce(0, +) + hs * Double(widths.count - 1) }
    let end = min(widths.count, c.column + c.span)
    guard c.column < end else { return 0 }
    return widths[c.column..<end].reduce(0, +) + hs * Double(end - c.column - 1)
  }

  private mutating func makeCell(_ node: NodeID, row: Int, column: Int, span: Int, options: GridCellOptions) -> GridCell {
    let ideal = sizeThatFits(node, .unspecified)
    let maximum = sizeThatFits(node, .infinity)
    let unsized = options.unsizedAxes ?? []
    return GridCell(
      node: node, row: row, column: column, span: span, options: options, ideal: ideal,
      flexible: (
        h: maximum.width > ideal.width && !unsized.contains(.horizontal),
        v: maximum.height > ideal.height && !unsized.contains(.vertical)
      ))
  }

  /// `.gridCellColumns` and friends, seen through the cell's modifiers.
  func gridCellOptions(_ n: NodeID) -> GridCellOptions {
    var result = GridCellOptions()
    var node = n
    while tree.kind(node).isModifier, tree.childCount(of: node) > 0 {
      if case .gridCell(let o) = tree.kind(node) {
        result.columns = result.columns ?? o.columns
        result.columnAlignment = result.columnAlignment ?? o.columnAlignment
        result.unsizedAxes = result.unsizedAxes ?? o.unsizedAxes
      }
      node = tree.content(of: node)
    }
    return result
  }
}
