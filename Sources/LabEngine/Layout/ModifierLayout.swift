/// The layout modifiers (docs/semantics.md §3): each sizes itself from its content and says where the
/// content goes. Modifiers with no layout effect pass the proposal through unchanged.
extension LayoutEngine {
  mutating func modifierSize(_ n: NodeID, _ p: ProposedSize) -> Size {
    let content = tree.content(of: n)
    switch tree.kind(n) {
    case .frame(let w, let h, _):
      // Fixed frame: both given → (W, H); otherwise the child fills in the missing axis.
      if let w, let h { return Size(width: w, height: h) }
      let c = sizeThatFits(content, ProposedSize(width: w ?? p.width, height: h ?? p.height))
      return Size(width: w ?? c.width, height: h ?? c.height)
    case .flexFrame(let f):
      return flexFrameSize(f, content, p)
    case .containerRelativeFrame(let f):
      // A fixed frame on its axes, the proposal passed through on the others.
      let (w, h) = containerRelativeLengths(n, f)
      let c = sizeThatFits(content, ProposedSize(width: w ?? p.width, height: h ?? p.height))
      return Size(width: w ?? c.width, height: h ?? c.height)
    case .padding(let insets):
      let c = sizeThatFits(content, p.inset(by: insets))
      return Size(
        width: c.width + insets.total(.horizontal), height: c.height + insets.total(.vertical))
    case .position:
      // The whole proposal; a nil axis takes the child's size.
      if let w = p.width, let h = p.height { return Size(width: w, height: h) }
      let c = sizeThatFits(content, p)
      return Size(width: p.width ?? c.width, height: p.height ?? c.height)
    case .fixedSize(let horizontal, let vertical):
      return sizeThatFits(content, fixedSizeProposal(horizontal, vertical, p))
    case .aspectRatio(let ratio, let mode):
      return sizeThatFits(content, aspectRatioProposal(content, ratio, mode, p))
    case .listRow(let row):
      return listRowSize(n, row, p)
    case .safeAreaInset(let s):
      return safeAreaInsetLayout(n, s, p, size: nil).size
    default:
      // overlay/background take the primary's size; offset, layoutPriority, alignmentGuide,
      // zIndex, identifiers and drawing modifiers pass the proposal straight through.
      return sizeThatFits(content, p)
    }
  }

  /// Where a modifier puts its content (and secondary views).
  mutating func modifierPlacements(_ n: NodeID, _ p: ProposedSize, _ size: Size) -> [Placement] {
    let primary = contentPlacement(n, p, size)
    switch tree.kind(n) {
    case .overlay(let alignment), .background(let alignment):
      return [primary]
        + secondaryPlacements(n, primary: primary.child, primaryProposal: p, alignment, size)
    case .safeAreaInset(let s):
      return safeAreaInsetLayout(n, s, p, size: size).placements
    default:
      return [primary]
    }
  }

  /// Where a modifier puts its content (the modified view); for overlay and background the
  /// primary view. Returns one value rather than an array: placement asks it for every
  /// modifier node, and most nodes of a real tree are modifiers.
  mutating func contentPlacement(_ n: NodeID, _ p: ProposedSize, _ size: Size) -> Placement {
    let content = tree.content(of: n)
    switch tree.kind(n) {
    case .frame(let w, let h, let alignment):
      let cp = ProposedSize(width: w ?? p.width, height: h ?? p.height)
      return Placement(child: content, proposal: cp, origin: aligned(content, cp, alignment, in: size))
    case .flexFrame(let f):
      let cp = flexFrameChildProposal(f, p, size)
      return Placement(child: content, proposal: cp, origin: aligned(content, cp, f.alignment, in: size))
    case .containerRelativeFrame(let f):
      let (w, h) = containerRelativeLengths(n, f)
      let cp = ProposedSize(width: w ?? p.width, height: h ?? p.height)
      return Placement(child: content, proposal: cp, origin: aligned(content, cp, f.alignment, in: size))
    case .padding(let insets):
      return Placement(child: content, proposal: p.inset(by: insets), origin: Point(x: insets.leading, y: insets.top))
    case .offset(let v):
      // Post-layout: the content moves; the modifier's own frame and the parent do not.
      return Placement(child: content, proposal: p, origin: Point(x: v.dx, y: v.dy))
    case .position(let point):
      let cp = ProposedSize(size)
      let c = sizeThatFits(content, cp)
      return Placement(child: content, proposal: cp, origin: Point(x: point.x - c.width / 2, y: point.y - c.height / 2))
    case .fixedSize(let horizontal, let vertical):
      let cp = fixedSizeProposal(horizontal, vertical, p)
      return Placement(child: content, proposal: cp, origin: centred(content, cp, in: size))
    case .aspectRatio(let ratio, let mode):
      let cp = aspectRatioProposal(content, ratio, mode, p)
      return Placement(child: content, proposal: cp, origin: centred(content, cp, in: size))
    case .listRow(let row):
      return listRowContentPlacement(n, row, size)
    default:
      return Placement(child: content, proposal: p, origin: .zero)
    }
  }

  /// `origin = frameGuide(alignment) − child[alignment]` (docs/semantics.md §3, Placement.swift).
  mutating func aligned(_ child: NodeID, _ cp: ProposedSize, _ alignment: Alignment, in size: Size)
    -> Point
  {
    let c = sizeThatFits(child, cp)
    return Point(
      x: alignment.horizontal.defaultValue(in: size)
        - guide(child, alignment.horizontal, cp, c),
      y: alignment.vertical.defaultValue(in: size) - guide(child, alignment.vertical, cp, c))
  }

  mutating func centred(_ child: NodeID, _ cp: ProposedSize, in size: Size) -> Point {
    let c = sizeThatFits(child, cp)
    return Point(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2)
  }

  /// A container-relative frame's lengths on its axes (nil on the others), from its
  /// container's size (the window's safe area until the first pass found the container).
  func containerRelativeLengths(_ n: NodeID, _ f: ContainerRelativeFrame) -> (Double?, Double?) {
    let container = options.containerSizes[n] ?? window.safeArea.size
    func length(_ axis: Axis) -> Double? {
      guard f.axes.contains(axis) else { return nil }
      let l = f.length(container: container[axis], axis: axis)
      return l.isFinite ? max(0, l) : 0
    }
    return (length(.horizontal), length(.vertical))
  }

  // MARK: fixedSize and aspectRatio

  func fixedSizeProposal(_ horizontal: Bool, _ vertical: Bool, _ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }

  /// docs/semantics.md §3 `aspectRatio`: scale the ratio (or the content's ideal size) to fit or fill.
  mutating func aspectRatioProposal(
    _ content: NodeID, _ ratio: Double?, _ mode: ContentMode, _ p: ProposedSize
  ) -> ProposedSize {
    if p.width == nil && p.height == nil { return p }
    var r: Size
    if let ratio {
      r = Size(width: ratio, height: 1)
    } else {
      r = sizeThatFits(content, .unspecified)
      if r.width == r.height { r = Size(width: 1, height: 1) }
    }
    guard r.width > 0, r.height > 0, r.isFinite else { return p }
    let sx = p.width.map { $0 / r.width } ?? .infinity
    let sy = p.height.map { $0 / r.height } ?? .infinity
    let s = mode == .fit ? min(sx, sy) : max(sx, sy)
    return ProposedSize(width: r.width * s, height: r.height * s)
  }

  // MARK: Flexible frame

  /// docs/semantics.md §3 flexible frame, per axis.
  mutating func flexFrameSize(_ f: FlexFrame, _ content: NodeID, _ p: ProposedSize) -> Size {
    func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
      var x = v
      if let hi { x = min(x, hi) }
      if let lo { x = max(x, lo) }
      return x
    }
    struct AxisSpec {
      var q: Double?
      var min, ideal, max: Double?
    }
    let axes = [
      AxisSpec(q: p.width, min: f.minWidth, ideal: f.idealWidth, max: f.maxWidth),
      AxisSpec(q: p.height, min: f.minHeight, ideal: f.idealHeight, max: f.maxHeight),
    ]
    var result: [Double?] = [nil, nil]
    var childProposal: [Double?] = [nil, nil]
    var needsChild = false
    for (k, a) in axes.enumerated() {
      if let q = a.q, a.min != nil, a.max != nil {
        result[k] = clamp(q, a.min, a.max)  // the child is not consulted on this axis
        childProposal[k] = result[k]
      } else if a.q == nil, let ideal = a.ideal {
        result[k] = ideal
        childProposal[k] = ideal
      } else {
        childProposal[k] = (a.q ?? a.ideal).map { clamp($0, a.min, a.max) }
        needsChild = true
      }
    }
    guard needsChild else { return Size(width: result[0] ?? 0, height: result[1] ?? 0) }
    let c = sizeThatFits(content, ProposedSize(width: childProposal[0], height: childProposal[1]))
    let childLength = [c.width, c.height]
    for (k, a) in axes.enumerated() where result[k] == nil {
      let cq = childProposal[k]
      let cl = childLength[k]
      switch (a.min, a.max) {
      case (let lo?, let hi?): result[k] = clamp(cl, lo, hi)
      case (let lo?, nil): result[k] = max(min(cq ?? .infinity, cl), lo)
      case (nil, let hi?): result[k] = min(max(cq ?? -.infinity, cl), hi)
      case (nil, nil): result[k] = cl
      }
    }
    return Size(width: result[0] ?? 0, height: result[1] ?? 0)
  }

  /// The child is proposed the frame's final size — except (iOS 17+) on an axis with no ideal,
  /// a nil parent proposal and a size strictly inside (min, max), where it gets nil.
  func flexFrameChildProposal(_ f: FlexFrame, _ p: ProposedSize, _ size: Size) -> ProposedSize {
    func axis(_ q: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?, _ s: Double) -> Double? {
      if q == nil, ideal == nil, s > (lo ?? -.infinity), s < (hi ?? .infinity) { return nil }
      return s
    }
    return ProposedSize(
      width: axis(p.width, f.minWidth, f.idealWidth, f.maxWidth, size.width),
      height: axis(p.height, f.minHeight, f.idealHeight, f.maxHeight, size.height))
  }

  // MARK: safeAreaInset

  /// `.safeAreaInset` [CODE Core/Layout/Modifier/InsetViewModifier.swift, `InsetViewLayout`]:
  /// the inset content is proposed what is left along the axis once the spacing and the
  /// view's minimum (its length for a zero proposal) are taken off; the view is proposed what
  /// is left after the content and the spacing. The modifier is as long as both and the
  /// spacing, as wide as the wider. With its final `size`, the view sits against the opposite
  /// edge and the content against `edge`, aligned across by `alignment`.
  mutating func safeAreaInsetLayout(_ n: NodeID, _ s: SafeAreaInset, _ p: ProposedSize, size: Size?)
    -> (size: Size, placements: [Placement])
  {
    let kids = tree.children(of: n)
    let primary = kids[kids.startIndex]
    let secondary = kids[kids.startIndex + 1]
    let axis = s.axis
    let spacing = stackGaps(kids, spacing: s.spacing).first ?? 0
    var proposal = p
    if let size {
      // Placement: the final size stands for an axis proposed nothing across.
      if proposal[axis.other] == nil { proposal[axis.other] = size[axis.other] }
    }
    var sp = proposal
    if let length = proposal[axis] {
      var minimumProposal = proposal
      minimumProposal[axis] = 0
      let withoutSpacing = max(length - spacing, 0)
      minimumProposal[axis] = 0
      let minimum = sizeThatFits(primary, minimumProposal)[axis]
      sp[axis] = max(withoutSpacing - minimum, 0)
    }
    let secondarySize = sizeThatFits(secondary, sp)
    var pp = proposal
    if let length = proposal[axis] { pp[axis] = max(length - (secondarySize[axis] + spacing), 0) }
    let primarySize = sizeThatFits(primary, pp)
    let total: Size
    if axis == .vertical {
      total = Size(width: max(secondarySize.width, primarySize.width), height: secondarySize.height + spacing + primarySize.height)
    } else {
      total = Size(width: secondarySize.width + spacing + primarySize.width, height: max(secondarySize.height, primarySize.height))
    }
    guard let size else { return (total, []) }
    // The view against the opposite edge, centred across; the content against `edge`.
    func origin(_ child: Size, at edge: Edge) -> Point {
      let ux: Double = edge == .leading ? 0 : edge == .trailing ? 1 : 0.5
      let uy: Double = edge == .top ? 0 : edge == .bottom ? 1 : 0.5
      return Point(x: ux * (size.width - child.width), y: uy * (size.height - child.height))
    }
    let opposite: Edge = [.top: .bottom, .bottom: .top, .leading: .trailing, .trailing: .leading][s.edge]!
    let po = origin(primarySize, at: opposite)
    var so = origin(secondarySize, at: s.edge)
    // Across: the content's alignment guide on the view's.
    let across = axis.other
    let pGuide = guide(primary, s.alignment, pp, primarySize)
    let sGuide = guide(secondary, s.alignment, sp, secondarySize)
    if across == .horizontal { so.x = po.x + pGuide - sGuide } else { so.y = po.y + pGuide - sGuide }
    return (size, [Placement(child: primary, proposal: pp, origin: po), Placement(child: secondary, proposal: sp, origin: so)])
  }

  // MARK: overlay / background

  /// Secondaries are proposed the primary's final size and aligned on it; several form an
  /// implicit ZStack (docs/semantics.md §3).
  mutating func secondaryPlacements(
    _ n: NodeID, primary: NodeID, primaryProposal: ProposedSize, _ alignment: Alignment,
    _ size: Size
  ) -> [Placement] {
    let secondaries = Array(tree.children(of: n).dropFirst())
    guard !secondaries.isEmpty else { return [] }
    let sp = ProposedSize(size)
    let primaryX = guide(primary, alignment.horizontal, primaryProposal, size)
    let primaryY = guide(primary, alignment.vertical, primaryProposal, size)
    if secondaries.count == 1 {
      let s = secondaries[0]
      let c = sizeThatFits(s, sp)
      return [
        Placement(
          child: s, proposal: sp,
          origin: Point(
            x: primaryX - guide(s, alignment.horizontal, sp, c),
            y: primaryY - guide(s, alignment.vertical, sp, c)))
      ]
    }
    let z = zstackSize(secondaries[...], alignment: alignment, sp)
    let zOrigin = Point(
      x: primaryX - alignment.horizontal.defaultValue(in: z),
      y: primaryY - alignment.vertical.defaultValue(in: z))
    return zstackPlacements(secondaries, alignment: alignment, in: z).map {
      Placement(
        child: $0.child, proposal: $0.proposal,
        origin: Point(x: zOrigin.x + $0.origin.x, y: zOrigin.y + $0.origin.y))
    }
  }
}
