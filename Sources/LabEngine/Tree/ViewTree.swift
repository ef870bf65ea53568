/// The flattened, layout-ready form of a `ViewDescription`: one slot per node in flat arrays
/// indexed by node id (pre-order), so passes are loops over arrays rather than walks over a
/// graph of objects (docs/architecture.md §8).
///
/// Building resolves what the description leaves implicit: `Group`/`ForEach` children join
/// their container, a modifier on a group applies to each member, `EmptyView` drops out, Text
/// takes the environment's font and line limit, and Spacer/Divider learn their stack's axis.
///
///     let tree = ViewTree(ViewDescription(.color("red")).frame(width: 10, height: 10))
///     tree.count  // 2
public struct ViewTree: Sendable {
  public typealias NodeID = Int32

  public private(set) var kinds: [ViewKind] = []
  /// What passes over this tree derive from its kinds once and reuse (the layout's node
  /// classes); the tree keeps them without knowing what they are.
  let memo = TreeMemo()
  public private(set) var parents: [NodeID] = []
  /// Whether any node is a `.matchedGeometryEffect`: noted while building, so that a layout
  /// pass or an update without one never scans the tree for it.
  public private(set) var hasMatchedGeometry = false
  /// Whether any node is a `.containerRelativeFrame`: its layout then takes a second pass, with
  /// the containers' sizes from the first.
  public private(set) var hasContainerRelativeFrames = false
  /// Whether any node is a `List` or `Form`: an update checks its rows only then.
  public private(set) var hasLists = false
  /// The layout direction each node is in where an `.environment(\.layoutDirection, _)` above
  /// it sets one (nil: the window's). Empty while the tree has no such modifier, as most do.
  private(set) var directionsSet: [LayoutDirection?] = []
  /// `children(of:)` reads `childList[childStart[n] ..< childStart[n] + childCount[n]]`.
  /// Internal for the layout engine's per-pass sweep; everything else goes through
  /// `children(of:)`, `childCount(of:)` and `content(of:)`.
  private(set) var childStart: [Int32] = []
  private(set) var childCount: [Int32] = []
  private(set) var childList: [NodeID] = []
  /// The axis of the stack a node sits in (through unary modifiers), for Spacer and Divider.
  public private(set) var stackAxes: [Axis?] = []
  public private(set) var sources: [SourceLocation?] = []
  /// The node's structural slot among its parent's children (its identity, docs/architecture.md §4).
  public private(set) var slots: [Int32] = []
  /// Each node's identity (docs/architecture.md §4): its parent's identity combined with its structural
  /// key — the child position in the builder, through every `Group`, `if` branch and
  /// `ForEach` (which uses the element's id), or an explicit `.id`. Two trees' nodes with the
  /// same identity are the same view at two moments: what changed animates; a new identity
  /// transitions in. A stable FNV-1a hash, the same in every process.
  public private(set) var identities: [UInt64] = []
  /// `.contentMargins` in effect at each ScrollView.
  public private(set) var scrollMargins: [NodeID: EdgeInsets] = [:]
  /// `.defaultScrollAnchor` in effect at each ScrollView that has one (docs/semantics.md §2.14).
  public private(set) var scrollAnchors: [NodeID: ScrollAnchors] = [:]
  /// Corrections made to invalid numbers while building (SwiftUI's console warnings).
  public private(set) var warnings: [LayoutWarning] = []

  public var count: Int { kinds.count }
  public static let root: NodeID = 0

  public init(_ description: ViewDescription) {
    var roots = ViewTree.expand(description, key: 0)
    if roots.count != 1 {
      // Several views at the root stack vertically, as in a window's content.
      roots = [(ViewDescription(.vstack(alignment: .hCenter, spacing: nil), roots.map(\.view)), 0)]
    }
    reserve(ViewTree.estimateCount(roots[0].view))
    _ = add(
      roots[0].view, parent: -1, slot: 0, key: roots[0].key, environment: Environment(),
      stackAxis: nil)
  }

  public func children(of n: NodeID) -> ArraySlice<NodeID> {
    let s = Int(childStart[Int(n)])
    return childList[s..<(s + Int(childCount[Int(n)]))]
  }

  public func childCount(of n: NodeID) -> Int { Int(childCount[Int(n)]) }

  /// The first child of a modifier node (the modified view).
  public func content(of n: NodeID) -> NodeID { childList[Int(childStart[Int(n)])] }

  public func kind(_ n: NodeID) -> ViewKind { kinds[Int(n)] }

  /// Whether some `.environment(\.layoutDirection, _)` sets a direction in this tree.
  public var setsLayoutDirection: Bool { !directionsSet.isEmpty }

  /// The direction node `n` is placed in: the one an `.environment(\.layoutDirection, _)`
  /// above it sets, else the window's (`base`).
  public func layoutDirection(of n: NodeID, base: LayoutDirection) -> LayoutDirection {
    directionsSet.isEmpty ? base : (directionsSet[Int(n)] ?? base)
  }
  public func parent(_ n: NodeID) -> NodeID? {
    let p = parents[Int(n)]
    return p < 0 ? nil : p
  }

  // MARK: - Building

  /// What the environment carries down to leaves while flattening.
  private struct Environment {
    var font: Font = .body
    var lineLimit: Int? = nil
    var reservedLines: Int? = nil
    /// `.minimumScaleFactor`, `.kerning`, `.tracking`, `.lineSpacing` above, innermost last.
    var textOptions: [TextOption] = []
    var contentMargins = EdgeInsets.zero
    var scrollAnchors: ScrollAnchors? = nil
    var textCase: TextCase? = nil
    /// `.bold()` / `.fontWeight(_:)` above: the weight of every font below.
    var weight: Font.Weight? = nil
    var imageScale = 1.0
    /// What `.listStyle`, `.environment(\.defaultMinListRowHeight, _)` and
    /// `.listSectionSpacing` set for the lists below (docs/semantics.md §2.10).
    var listStyle: ListStyle? = nil
    var minRowHeight: Double? = nil
    var sectionSpacing: Double? = nil
    /// Below a `List` or `Form` (a `.listStyle` above one sets `listStyle` without this).
    var inList = false
    /// `.environment(\.layoutDirection, _)` above (nil: the window's direction).
    var direction: LayoutDirection? = nil
  }

  private mutating func reserve(_ n: Int) {
    kinds.reserveCapacity(n)
    parents.reserveCapacity(n)
    childStart.reserveCapacity(n)
    childCount.reserveCapacity(n)
    childList.reserveCapacity(n)
    stackAxes.reserveCapacity(n)
    sources.reserveCapacity(n)
    slots.reserveCapacity(n)
    identities.reserveCapacity(n)
  }

  private static func estimateCount(_ d: ViewDescription) -> Int {
    var total = 1
    for c in d.children { total += estimateCount(c) }
    return total
  }

  /// Appends `d` and its subtree; children occupy a contiguous run of `childList`.
  /// `rows`: for an implicit list section, its rows as the list expanded them (with their keys).
  private mutating func add(
    _ d: ViewDescription, parent: NodeID, slot: Int, key: UInt64, environment: Environment,
    stackAxis: Axis?, rows: [Keyed]? = nil
  ) -> NodeID {
    let id = NodeID(kinds.count)
    var (kind, notes) = d.kind.sanitized()
    for note in notes { warnings.append(LayoutWarning(message: note, source: d.source, node: id)) }
    var env = environment
    if let d = env.direction {
      // The node is in the direction set above it (a `.layoutDirection` node itself is in
      // its parent's; its content in its own).
      if directionsSet.isEmpty { directionsSet = Array(repeating: nil, count: Int(id)) }
      directionsSet.append(d)
    } else if !directionsSet.isEmpty {
      directionsSet.append(nil)
    }
    switch kind {
    case .font(let f): env.font = f
    case .layoutDirection(let d):
      env.direction = d
      if directionsSet.isEmpty { directionsSet = Array(repeating: nil, count: Int(id) + 1) }
    case .fontWeight(let w): env.weight = w
    case .imageScale(let k): env.imageScale = k
    case .lineLimit(let l, let reserved): (env.lineLimit, env.reservedLines) = (l, reserved)
    case .textOption(let o): env.textOptions.append(o)
    case .contentMargins(let m): env.contentMargins = m
    case .textCase(let c): env.textCase = c
    case .matchedGeometry: hasMatchedGeometry = true
    case .containerRelativeFrame: hasContainerRelativeFrames = true
    case .scrollView:
      scrollMargins[id] = env.contentMargins
      if let anchors = env.scrollAnchors { scrollAnchors[id] = anchors }
    case .drawing(let d) where d.name == "defaultScrollAnchor":
      env.scrollAnchors = ScrollAnchors.applying(d.value, to: env.scrollAnchors ?? ScrollAnchors())
    case .text(var content):
      let font = content.font ?? env.font
      content.font = (content.weight ?? env.weight).map(font.weighted) ?? font
      if let w = content.weight ?? env.weight {
        // `.bold()` on a joined Text reaches the parts with a font of their own too.
        for k in content.runs.indices where content.runs[k].font != nil && content.runs[k].weight == nil {
          content.runs[k].weight = w
        }
      }
      content.weight = nil
      if content.lineLimit == nil { (content.lineLimit, content.reservedLines) = (.some(env.lineLimit), env.reservedLines) }
      if content.textCase == nil { content.textCase = env.textCase }
      // The innermost setting of each option wins; the Text's own before any.
      for o in env.textOptions.reversed() { o.apply(to: &content, override: false) }
      kind = .text(content)
    case .image(var image) where image.scalesWithFont:
      // A symbol is drawn at the font's size: its body-size box scaled by size / 17.
      let k = env.font.size / Font.body.size * env.imageScale
      image.intrinsicSize = Size(width: image.intrinsicSize.width * k, height: image.intrinsicSize.height * k)
      image.scalesWithFont = false
      kind = .image(image)
    case .listOption(let option):
      switch option {
      case .style(let style): env.listStyle = style
      case .minRowHeight(let h): env.minRowHeight = h
      case .sectionSpacing(let s):
        if env.inList {
          // Inside a list: on one section, whose spacing SwiftUI shares with its neighbours.
          warnings.append(
            LayoutWarning(
              message: "`.listSectionSpacing` on one section is not modelled yet: the list's spacing "
                + "applies (put it on the List)", source: d.source, node: id))
        }
        env.sectionSpacing = s
      case .rowInsets, .rowSeparator: break
      }
    case .list(var spec):
      // A Form is grouped whatever `.listStyle` says (docs/semantics.md §2.10).
      if spec.name == "List" { spec.style = env.listStyle ?? .insetGrouped }
      spec.sectionSpacing = spec.sectionSpacing ?? env.sectionSpacing
      env.listStyle = spec.style
      env.inList = true
      hasLists = true
      kind = .list(spec)
    case .listSection(var spec):
      spec.style = env.listStyle ?? .insetGrouped
      kind = .listSection(spec)
    default: break
    }
    kinds.append(kind)
    parents.append(parent)
    childStart.append(0)
    childCount.append(0)
    stackAxes.append(stackAxis)
    sources.append(d.source)
    slots.append(Int32(truncatingIfNeeded: slot))
    var identity = Identity.combine(parent < 0 ? Identity.seed : identities[Int(parent)], key)
    if case .identifier(let name) = kind { identity = Identity.combine(identity, "id", name) }
    identities.append(identity)

    let kids: [Keyed]
    let childAxis: (Int) -> Axis?
    var sectionRows: [[Keyed]?] = []
    switch kind {
    case .hstack:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in .horizontal }
    case .vstack:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in .vertical }
    case .gridRow:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in .horizontal }
    case .customLayout(let layout):
      kids = ViewTree.expandChildren(d.children)
      let axis = layout.stackOrientation
      childAxis = { _ in axis }
    case .lazyGrid(var spec):
      // Sections join the grid's children; where each begins and ends is kept for its layout
      // (a header or footer takes a line of its own, docs/semantics.md §2.7).
      var marked = ViewTree.expandChildren(d.children, marksSections: true)
      var start: (index: Int, header: Bool)?
      for i in marked.indices {
        let (view, roles) = ViewTree.unmarked(marked[i].view)
        guard !roles.isEmpty else { continue }
        marked[i].view = view
        if roles.contains("first") { start = (i, roles.contains("header")) }
        if roles.contains("last"), let s = start {
          spec.sections.append(LazySection(first: s.index, last: i, hasHeader: s.header, hasFooter: roles.contains("footer")))
          start = nil
        }
      }
      kids = marked
      if !spec.sections.isEmpty { kinds[Int(id)] = .lazyGrid(spec) }
      childAxis = { _ in nil }
    case .zstack, .geometryReader, .grid, .viewThatFits, .scrollView, .group, .barred:
      kids = ViewTree.expandChildren(d.children)
      childAxis = { _ in nil }
    case .list:
      let sections = ViewTree.listSections(ViewTree.expandChildren(d.children, inList: true))
      kids = sections.map(\.section)
      sectionRows = sections.map(\.rows)
      childAxis = { _ in nil }
    case .listSection(let spec):
      kids = ViewTree.sectionMembers(d, spec, rows: rows, environment: env)
      childAxis = { _ in nil }
    case .presentation:
      // The presenting view keeps its place; the presented content is a root of its own.
      let primary = d.children.first.map { ViewTree.single(ViewTree.expand($0, key: 0)) } ?? []
      let presented = ViewTree.single(ViewTree.expandChildren(Array(d.children.dropFirst()), firstKey: 1))
      kids = primary + presented.map { ($0.view, Identity.combine(0, "presented", "1")) }
      childAxis = { $0 == 0 ? stackAxis : nil }
    case .safeAreaInset:
      // The view keeps the stack context; the inset content is one view (an implicit ZStack).
      let primary = d.children.first.map { ViewTree.single(ViewTree.expand($0, key: 0)) } ?? []
      let inset = ViewTree.expandChildren(Array(d.children.dropFirst()), firstKey: 1)
      kids = primary + (inset.count == 1 ? inset : [(ViewDescription(.zstack(alignment: .center), inset.map(\.view)), UInt64(1))])
      childAxis = { $0 == 0 ? stackAxis : nil }
    case .overlay, .background:
      // The primary keeps the stack context; secondaries form their own implicit ZStack.
      let primary = d.children.first.map { ViewTree.single(ViewTree.expand($0, key: 0)) } ?? []
      kids = primary + ViewTree.expandChildren(Array(d.children.dropFirst()), firstKey: 1)
      childAxis = { $0 == 0 ? stackAxis : nil }
    default:
      if d.children.isEmpty {
        kids = []
      } else {
        kids = ViewTree.single(ViewTree.expand(d.children[0], key: 0))
      }
      childAxis = { _ in stackAxis }
    }
    // Children first (each subtree contiguous in pre-order), then record their ids as a run.
    var ids: [NodeID] = []
    ids.reserveCapacity(kids.count)
    for (i, k) in kids.enumerated() {
      var childEnv = env
      if case .listSection(let spec) = kind, spec.isHeaderOrFooter(i, of: kids.count) {
        // A header or footer takes the footnote style (docs/semantics.md §2.10).
        childEnv.font = ListMetrics.headerFont
        if spec.style != .plain, i == 0, spec.hasHeader { childEnv.textCase = .uppercase }
      }
      ids.append(
        add(
          k.view, parent: id, slot: i, key: k.key, environment: childEnv, stackAxis: childAxis(i),
          rows: sectionRows.isEmpty ? nil : sectionRows[i]))
    }
    childStart[Int(id)] = Int32(truncatingIfNeeded: childList.count)
    childCount[Int(id)] = Int32(truncatingIfNeeded: ids.count)
    childList.append(contentsOf: ids)
    return id
  }

  /// A view in a container's child list with its structural key.
  typealias Keyed = (view: ViewDescription, key: UInt64)

  /// The name of the marker a lazy grid's expansion puts on each Section's first and last
  /// member (and says which is the header and the footer), taken off before the tree is built.
  static let sectionMarker = "_section"

  /// A view without its section marker (looked for through the modifiers on it, in their
  /// primary content), and the marker's roles ("first", "last", "header", "footer").
  static func unmarked(_ d: ViewDescription) -> (ViewDescription, Set<Substring>) {
    if case .drawing(let m) = d.kind, m.name == sectionMarker, let content = d.children.first {
      return (content, Set((m.value ?? "").split(separator: " ")))
    }
    guard d.kind.isModifier, !d.children.isEmpty else { return (d, []) }
    let (inner, roles) = unmarked(d.children[0])
    guard !roles.isEmpty else { return (d, []) }
    var copy = d
    copy.children[0] = inner
    return (copy, roles)
  }

  /// The children of a container, expanded, keyed by their position in the builder; a lazy
  /// grid's with its Sections' members marked (`marksSections`).
  static func expandChildren(
    _ children: [ViewDescription], firstKey: Int = 0, inList: Bool = false, marksSections: Bool = false
  ) -> [Keyed] {
    var result: [Keyed] = []
    for (i, c) in children.enumerated() {
      result += expand(c, key: UInt64(firstKey + i), inList: inList, marksSections: marksSections)
    }
    return result
  }

  /// The layout children a description contributes to its container: groups dissolve,
  /// `EmptyView` vanishes, and a modifier on several views applies to each of them. Each keeps
  /// the path of builder positions it came through (a `ForEach` element: its id) as its key.
  static func expand(_ d: ViewDescription, key: UInt64, inList: Bool = false, marksSections: Bool = false)
    -> [Keyed]
  {
    switch d.kind {
    case .empty:
      return []
    case .listSection(let spec):
      if inList { return [(d, key)] }
      // Outside a list a Section is no container: header, rows and footer join the parent.
      let rows = Array(d.children[spec.rowRange(childCount: d.children.count)])
      var parts: [ViewDescription] = []
      if spec.hasHeader, let h = d.children.first { parts.append(h) }
      parts += rows
      if spec.hasFooter, let f = d.children.last { parts.append(f) }
      var members = expand(ViewDescription(.group, parts, source: d.source), key: key)
      if marksSections, !members.isEmpty {
        // Where the section begins and ends, for a lazy grid's layout (§2.7).
        func mark(_ k: Int, _ roles: [String]) {
          let marker = DrawingModifier(sectionMarker, value: roles.joined(separator: " "))
          members[k].view = ViewDescription(.drawing(marker), [members[k].view], source: members[k].view.source)
        }
        let last = members.count - 1
        var firstRoles = ["first"]
        if spec.hasHeader { firstRoles.append("header") }
        var lastRoles = ["last"]
        if spec.hasFooter, last > 0 || !spec.hasHeader { lastRoles.append("footer") }
        if last == 0 { mark(0, firstRoles + lastRoles) } else {
          mark(0, firstRoles)
          mark(last, lastRoles)
        }
      }
      return members
    case .group:
      var result: [Keyed] = []
      for (i, c) in d.children.enumerated() {
        let k: UInt64
        if case .element(let id) = c.kind {
          k = Identity.combine(key, "element", id)
        } else {
          k = Identity.combine(key, UInt64(i))
        }
        result += expand(c, key: k, inList: inList, marksSections: marksSections)
      }
      return result
    case .custom:
      // A body of several views (a TupleView) joins the parent view by view: there is no one
      // view to name, so the marker goes rather than repeating on each member.
      guard let content = d.children.first else { return [] }
      let members = expand(content, key: key, inList: inList, marksSections: marksSections)
      return members.count == 1 ? [(d, key)] : members
    case .presentation:
      // Presented once, from the first of several views it modifies.
      guard let primary = d.children.first else { return [] }
      let members = expand(primary, key: key, inList: inList, marksSections: marksSections)
      if members.count == 1 { return [(d, key)] }
      return members.enumerated().map { i, m in
        i == 0 ? (ViewDescription(d.kind, [m.view] + d.children.dropFirst(), source: d.source), m.key) : m
      }
    case .overlay, .background, .safeAreaInset:
      guard let primary = d.children.first else { return [] }
      let members = expand(primary, key: key)
      if members.count == 1 { return [(d, key)] }
      return members.map {
        (ViewDescription(d.kind, [$0.view] + d.children.dropFirst(), source: d.source), $0.key)
      }
    default:
      guard d.kind.isModifier else { return [(d, key)] }
      // A modifier of nothing is nothing, as on an `EmptyView` (it applies to each view of
      // its content, and there is none).
      guard let content = d.children.first else { return [] }
      let members = expand(content, key: key, inList: inList, marksSections: marksSections)
      if inList {
        // A modifier on a Section in a list applies to its rows (and, unless it is a list
        // row option, to its header and footer).
        return members.map { m in
          guard case .listSection(let spec) = m.view.kind else {
            return (ViewDescription(d.kind, [m.view], source: d.source), m.key)
          }
          let rows = spec.rowRange(childCount: m.view.children.count)
          let parts = m.view.children.enumerated().map { (i, part) -> ViewDescription in
            if case .listOption = d.kind, !rows.contains(i) { return part }
            return ViewDescription(d.kind, [part], source: d.source)
          }
          return (ViewDescription(m.view.kind, parts, source: m.view.source), m.key)
        }
      }
      if members.count == 1 { return [(d, key)] }
      return members.map { (ViewDescription(d.kind, [$0.view], source: d.source), $0.key) }
    }
  }

  // MARK: Lists (docs/semantics.md §2.10)

  /// A list's children: its sections, with each run of rows outside any `Section` gathered
  /// into an implicit one (keyed by its ordinal among the implicit sections, so that rows
  /// coming and going do not change its identity).
  static func listSections(_ members: [Keyed]) -> [(section: Keyed, rows: [Keyed]?)] {
    var result: [(section: Keyed, rows: [Keyed]?)] = []
    var loose: [Keyed] = []
    var implicitCount = 0
    func flush() {
      guard !loose.isEmpty else { return }
      let spec = ListSectionSpec(hasHeader: false, hasFooter: false, isImplicit: true)
      let section = ViewDescription(.listSection(spec), loose.map(\.view), source: loose[0].view.source)
      result.append(((section, Identity.combine(0, "implicit section", String(implicitCount))), loose))
      implicitCount += 1
      loose = []
    }
    for m in members {
      if case .listSection = m.view.kind {
        flush()
        result.append((m, nil))
      } else {
        loose.append(m)  // keeps its key (a ForEach element's id) inside the implicit section
      }
    }
    flush()
    return result
  }

  /// A section's children in the tree: its header, each of its rows in a `.listRow` cell, its
  /// footer.
  private static func sectionMembers(
    _ d: ViewDescription, _ spec: ListSectionSpec, rows presetRows: [Keyed]?, environment env: Environment
  ) -> [Keyed] {
    var kids: [Keyed] = []
    if spec.hasHeader, let h = d.children.first { kids += single(expand(h, key: 0)) }
    let rows =
      presetRows
      ?? expandChildren(Array(d.children[spec.rowRange(childCount: d.children.count)]), firstKey: 1)
    for (i, row) in rows.enumerated() {
      var insets: EdgeInsets??
      var separator: Bool?
      var link: ViewDescription? = row.view
      while let cur = link, cur.kind.isModifier {
        switch cur.kind {
        case .listOption(.rowInsets(let e)) where insets == nil: insets = .some(e)
        case .listOption(.rowSeparator(let visible)) where separator == nil: separator = visible
        default: break
        }
        link = cur.children.first
      }
      let cell = ListRowSpec(
        insets: insets ?? nil, minHeight: env.minRowHeight ?? ListMetrics.defaultMinRowHeight,
        style: spec.style, separator: (separator ?? true) && i < rows.count - 1, isFirst: i == 0,
        isLast: i == rows.count - 1)
      kids.append((ViewDescription(.listRow(cell), [row.view], source: row.view.source), row.key))
    }
    if spec.hasFooter, let f = d.children.last {
      kids += single(expand(f, key: UInt64(d.children.count)))
    }
    return kids
  }

  /// A modifier's content: exactly one view; a modified `EmptyView` lays out as an empty leaf.
  private static func single(_ members: [Keyed]) -> [Keyed] {
    switch members.count {
    case 0: return [(ViewDescription(.empty), 0)]
    case 1: return members
    default:
      return [(ViewDescription(.vstack(alignment: .hCenter, spacing: nil), members.map(\.view)), 0)]
    }
  }
}

extension ViewKind {
  /// True for modifiers: nodes whose first child is the view they modify.
  public var isModifier: Bool {
    switch self {
    case .color, .shape, .spacer, .divider, .text, .image, .empty, .group, .hstack, .vstack,
      .zstack, .geometryReader, .grid, .gridRow, .viewThatFits, .scrollView, .lazyGrid,
      .barred, .customLayout, .list, .listSection:
      return false
    default:
      return true
    }
  }
}

/// `.defaultScrollAnchor(_:)` and `(_:for:)` (docs/semantics.md §2.14): the unit point a scroll
/// view uses for each role; iOS 17's form sets all three.
///
///     ScrollAnchors.applying("0 1 all", to: ScrollAnchors())   // .bottom for every role
public struct ScrollAnchors: Hashable, Sendable {
  /// Where the scroll view starts.
  public var initialOffset: UnitPoint?
  /// The point of the content kept in place when the content's size changes.
  public var sizeChanges: UnitPoint?
  /// Where content smaller than the scroll view sits.
  public var alignment: UnitPoint?

  public init(initialOffset: UnitPoint? = nil, sizeChanges: UnitPoint? = nil, alignment: UnitPoint? = nil) {
    (self.initialOffset, self.sizeChanges, self.alignment) = (initialOffset, sizeChanges, alignment)
  }

  /// The modifier's value as the front end writes it: "x y role" (role `all`,
  /// `initialOffset`, `sizeChanges` or `alignment`), or "nil role" for no anchor.
  public static func applying(_ value: String?, to base: ScrollAnchors) -> ScrollAnchors {
    let parts = (value ?? "").split(separator: " ").map(String.init)
    guard let role = parts.last else { return base }
    var point: UnitPoint?
    if parts.count == 3, let x = Double(parts[0]), let y = Double(parts[1]) { point = UnitPoint(x: x, y: y) }
    var anchors = base
    switch role {
    case "initialOffset": anchors.initialOffset = point
    case "sizeChanges": anchors.sizeChanges = point
    case "alignment": anchors.alignment = point
    default: anchors = ScrollAnchors(initialOffset: point, sizeChanges: point, alignment: point)
    }
    return anchors
  }
}
