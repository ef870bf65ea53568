/// LazyVGrid and LazyHGrid (docs/semantics.md §2.7). The tracks (columns of a LazyVGrid, rows of a
/// LazyHGrid) are sized from the proposal alone, never from the children: the spacing between
/// tracks is taken off first; fixed tracks take their size; the others, in order, are proposed
/// what remains divided by how many remain — a flexible track clamps that to its bounds, an
/// adaptive one takes it and then holds as many items of at least its minimum as fit. The
/// children fill the tracks in order, a line at a time, each proposed its track's width and
/// nothing along the growth axis; a line is as long as its longest child.
extension LayoutEngine {
  struct LazyGridResult {
    var size: Size
    var placements: [Placement]
  }

  /// The lengths of the resolved tracks across the grid, and the spacing after each.
  static func lazyGridTracks(_ spec: LazyGridSpec, available: Double) -> [(length: Double, spacing: Double, alignment: Alignment?)] {
    let tracks = spec.tracks
    guard !tracks.isEmpty else { return [] }
    let spacings = tracks.map { $0.spacing ?? LazyGridSpec.defaultSpacing }
    var remaining = available - spacings.dropLast().reduce(0, +)
    var lengths = [Double](repeating: 0, count: tracks.count)
    for (i, t) in tracks.enumerated() {
      if case .fixed(let size) = t.size {
        lengths[i] = size
        remaining -= size
      }
    }
    var left = tracks.filter { if case .fixed = $0.size { false } else { true } }.count
    for (i, t) in tracks.enumerated() {
      let offer = left > 0 ? max(remaining, 0) / Double(left) : 0
      switch t.size {
      case .fixed: continue
      case .flexible(let minimum, let maximum): lengths[i] = min(max(offer, minimum), maximum)
      case .adaptive: lengths[i] = offer
      }
      remaining -= lengths[i]
      left -= 1
    }
    var resolved: [(length: Double, spacing: Double, alignment: Alignment?)] = []
    for (i, t) in tracks.enumerated() {
      guard case .adaptive(let minimum, let maximum) = t.size else {
        resolved.append((lengths[i], spacings[i], t.alignment))
        continue
      }
      let s = spacings[i]
      let count = max(1, Int(((lengths[i] + s) / (minimum + s)).rounded(.down)))
      let item = min((lengths[i] - Double(count - 1) * s) / Double(count), maximum)
      for _ in 0..<count { resolved.append((item, s, t.alignment)) }
    }
    return resolved
  }

  mutating func lazyGridLayout(_ n: NodeID, _ p: ProposedSize) -> LazyGridResult {
    guard case .lazyGrid(let spec) = tree.kind(n) else { return LazyGridResult(size: .zero, placements: []) }
    let vertical = spec.axis == .vertical
    let children = Array(tree.children(of: n))
    let tracks: [(length: Double, spacing: Double, alignment: Alignment?)]
    if spec.isStack {
      // One track, as long as the proposal across; with none, the widest child's ideal
      // length [INF].
      let across = vertical ? p.width : p.height
      let length = across ?? children.map { c -> Double in
        let s = sizeThatFits(c, .unspecified)
        return vertical ? s.width : s.height
      }.max() ?? 0
      tracks = [(length, 0, nil)]
    } else {
      // Across: the proposal's width for a LazyVGrid, its height for a LazyHGrid (nil → 0).
      tracks = Self.lazyGridTracks(spec, available: (vertical ? p.width : p.height) ?? 0)
    }
    guard !tracks.isEmpty else {
      for c in children { unplaced.insert(c) }
      return LazyGridResult(size: .zero, placements: [])
    }
    // A stack's gaps are a stack's: the spacing given, or 8, 0 next to a Spacer (§2.1).
    let gaps =
      spec.isStack
      ? stackGaps(children[...], spacing: spec.spacing)
      : [Double](repeating: spec.spacing ?? LazyGridSpec.defaultSpacing, count: max(children.count - 1, 0))
    var across = [Double](repeating: 0, count: tracks.count)
    for j in 1..<max(tracks.count, 1) where j < tracks.count {
      across[j] = across[j - 1] + tracks[j - 1].length + tracks[j - 1].spacing
    }
    let acrossTotal = (across.last ?? 0) + (tracks.last?.length ?? 0)
    // Each child's line, and its track (nil: a Section's header or footer, which takes a line
    // of its own, as wide as the grid); a Section starts on a new line and the line after it
    // is new too (docs/semantics.md §2.7).
    var fullWidth = Set<Int>()
    var starts = Set<Int>()
    var ends = Set<Int>()
    for section in spec.sections {
      if let h = section.header { fullWidth.insert(h) }
      if let f = section.footer { fullWidth.insert(f) }
      starts.insert(section.first)
      ends.insert(section.last)
    }
    var lineOf = [Int](repeating: 0, count: children.count)
    var trackOf = [Int?](repeating: nil, count: children.count)
    var line = -1
    var column = tracks.count
    for i in children.indices {
      if fullWidth.contains(i) {
        line += 1
        lineOf[i] = line
        column = tracks.count
        continue
      }
      if column >= tracks.count || starts.contains(i) || ends.contains(i - 1) {
        line += 1
        column = 0
      }
      lineOf[i] = line
      trackOf[i] = column
      column += 1
    }
    func proposal(_ i: Int) -> ProposedSize {
      let t = trackOf[i].map { tracks[$0].length } ?? acrossTotal
      return vertical ? ProposedSize(width: t, height: nil) : ProposedSize(width: nil, height: t)
    }
    // Each child's size, proposed its track's length (or the grid's) across and nothing along.
    let sizes = children.indices.map { sizeThatFits(children[$0], proposal($0)) }
    var lineLengths = [Double](repeating: 0, count: line + 1)
    for i in children.indices {
      lineLengths[lineOf[i]] = max(lineLengths[lineOf[i]], vertical ? sizes[i].height : sizes[i].width)
    }
    var along = [Double](repeating: 0, count: lineLengths.count)
    for r in 1..<max(lineLengths.count, 1) where r < lineLengths.count {
      along[r] = along[r - 1] + lineLengths[r - 1] + (spec.isStack ? gaps[r - 1] : gaps.first ?? 0)
    }
    let alongTotal = (along.last ?? 0) + (lineLengths.last ?? 0)
    var placements: [Placement] = []
    for (i, c) in children.enumerated() {
      let length = trackOf[i].map { tracks[$0].length } ?? acrossTotal
      let start = trackOf[i].map { across[$0] } ?? 0
      let cell =
        vertical
        ? Size(width: length, height: lineLengths[lineOf[i]])
        : Size(width: lineLengths[lineOf[i]], height: length)
      let cp = proposal(i)
      let o = aligned(c, cp, trackOf[i].flatMap { tracks[$0].alignment } ?? spec.alignment, in: cell)
      let origin =
        vertical
        ? Point(x: start + o.x, y: along[lineOf[i]] + o.y)
        : Point(x: along[lineOf[i]] + o.x, y: start + o.y)
      placements.append(Placement(child: c, proposal: cp, origin: origin))
    }
    let size = vertical ? Size(width: acrossTotal, height: alongTotal) : Size(width: alongTotal, height: acrossTotal)
    return LazyGridResult(size: size, placements: placements)
  }
}

extension LayoutEngine {
  /// `pinnedViews` (docs/semantics.md §2.7): in the nearest scroll view above that scrolls
  /// along the grid's axis, a section's header keeps to the leading edge of what is in view
  /// (less the scroll view's content margins) while its section is there, and is pushed out by
  /// the section's end; a footer keeps to the trailing edge, no further up than its section's
  /// start. Without such a scroll view they stay where they are. Called while the grid is
  /// placed, when its and the scroll view's global origins are known.
  mutating func pinnedPlacements(_ n: NodeID, _ spec: LazyGridSpec, _ placements: [Placement]) -> [Placement] {
    let vertical = spec.axis == .vertical
    var up = tree.parent(n)
    var scroll: NodeID?
    while let cur = up {
      if case .scrollView(let axes) = tree.kind(cur), axes.contains(spec.axis) {
        scroll = cur
        break
      }
      up = tree.parent(cur)
    }
    guard let s = scroll else { return placements }
    let margins = tree.scrollMargins[s] ?? .zero
    let grid = globalOrigins[Int(n)]
    let view = globalOrigins[Int(s)]
    let viewSize = sizes[Int(s)]
    // What is in view, in the grid's own coordinates along its axis.
    let visibleStart = vertical ? view.y + margins.top - grid.y : view.x + margins.leading - grid.x
    let visibleEnd =
      vertical
      ? view.y + viewSize.height - margins.bottom - grid.y
      : view.x + viewSize.width - margins.trailing - grid.x
    var result = placements
    func along(_ i: Int) -> Double { vertical ? placements[i].origin.y : placements[i].origin.x }
    func length(_ i: Int) -> Double {
      let size = sizeThatFits(placements[i].child, placements[i].proposal)
      return vertical ? size.height : size.width
    }
    func move(_ i: Int, to v: Double) {
      if vertical { result[i].origin.y = v } else { result[i].origin.x = v }
    }
    for section in spec.sections where section.last < placements.count {
      let start = along(section.first)
      let end = along(section.last) + length(section.last)
      if spec.pinsHeaders, let h = section.header {
        move(h, to: min(max(along(h), visibleStart), end - length(h)))
      }
      if spec.pinsFooters, let f = section.footer {
        move(f, to: max(min(along(f), visibleEnd - length(f)), start))
      }
    }
    return result
  }
}

/// A `LazyVGrid`'s columns or a `LazyHGrid`'s rows, its alignment and line spacing.
public struct LazyGridSpec: Hashable, Sendable {
  /// The spacing between tracks and between lines when none is given [ART objc.io].
  public static let defaultSpacing = 8.0

  /// The axis the grid grows along: vertical for a LazyVGrid.
  public var axis: Axis
  public var tracks: [GridTrack]
  /// Where a child sits in its cell unless its track says otherwise.
  public var alignment: Alignment
  /// Between lines (rows of a LazyVGrid).
  public var spacing: Double?
  /// A `LazyVStack` or `LazyHStack`: one track as long as the proposal across (the widest
  /// child's ideal length when the proposal has none), and a stack's default gaps between
  /// lines (docs/semantics.md §2.7).
  public var isStack: Bool
  /// `pinnedViews`: section headers (footers) stay at the scroll view's leading (trailing)
  /// edge while their section is in view (docs/semantics.md §2.7).
  public var pinsHeaders: Bool
  public var pinsFooters: Bool
  /// The `Section`s among the children, found when the tree is built.
  public var sections: [LazySection] = []

  public init(
    axis: Axis, tracks: [GridTrack], alignment: Alignment, spacing: Double?, isStack: Bool = false,
    pinsHeaders: Bool = false, pinsFooters: Bool = false
  ) {
    self.axis = axis
    self.tracks = tracks
    self.alignment = alignment
    self.spacing = spacing
    self.isStack = isStack
    self.pinsHeaders = pinsHeaders
    self.pinsFooters = pinsFooters
  }
}

/// A `Section` among a lazy grid's children: the indices of its first and last member, and
/// whether the first is its header and the last its footer.
public struct LazySection: Hashable, Sendable {
  public var first: Int
  public var last: Int
  public var hasHeader: Bool
  public var hasFooter: Bool

  public init(first: Int, last: Int, hasHeader: Bool, hasFooter: Bool) {
    self.first = first
    self.last = last
    self.hasHeader = hasHeader
    self.hasFooter = hasFooter
  }

  /// The header's or footer's index, if the section has one.
  public var header: Int? { hasHeader ? first : nil }
  public var footer: Int? { hasFooter && (last > first || !hasHeader) ? last : nil }
}

/// One `GridItem`: its size rule, the spacing after it, and its alignment.
public struct GridTrack: Hashable, Sendable {
  public enum Size: Hashable, Sendable {
    case fixed(Double)
    case flexible(minimum: Double, maximum: Double)
    case adaptive(minimum: Double, maximum: Double)
  }
  public var size: Size
  public var spacing: Double?
  public var alignment: Alignment?

  public init(size: Size, spacing: Double?, alignment: Alignment?) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

extension Layout {
  /// Lazy grids whose tracks need more than they were proposed (flexible minimums that add up
  /// to more): SwiftUI then lays the grid out again with the wider width it found, a second pass
  /// the lab does not model (docs/semantics.md §2.7), so it says so instead of printing those
  /// frames as if right.
  public var lazyGridWarnings: [LayoutWarning] {
    var warnings: [LayoutWarning] = []
    for i in 0..<tree.count {
      guard case .lazyGrid(let spec) = tree.kinds[i], !spec.isStack else { continue }
      let p = proposals[i]
      guard let available = spec.axis == .vertical ? p.width : p.height else {
        warnings.append(
          LayoutWarning(
            message: "this lazy grid was proposed no \(spec.axis == .vertical ? "width" : "height") "
              + "(nil, as in a ScrollView along that axis): its tracks are sized from 0 here, which "
              + "the lab has no source for", source: tree.sources[i], node: ViewTree.NodeID(i)))
        continue
      }
      let tracks = LayoutEngine.lazyGridTracks(spec, available: available)
      let total = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacing).reduce(0, +)
      guard total > available + 1e-9 else { continue }
      warnings.append(
        LayoutWarning(
          message: "this lazy grid's \(spec.axis == .vertical ? "columns" : "rows") need "
            + "\(NumberFormat.format(total)) pt where \(NumberFormat.format(available)) were proposed: SwiftUI "
            + "then lays it out a second time, which the lab does not model; its frames here are "
            + "the first pass's", source: tree.sources[i], node: ViewTree.NodeID(i)))
    }
    return warnings
  }
}
