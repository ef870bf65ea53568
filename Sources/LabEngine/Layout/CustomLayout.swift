/// A layout written in user code: a type conforming to SwiftUI's `Layout` protocol
/// (docs/semantics.md §9). The engine calls it where it would run a stack's algorithm; the code
/// calls back through `LayoutSubviewsAccess` to measure and place its subviews.
///
/// The script layer implements `CustomLayoutCode` (it runs the user's `sizeThatFits` and
/// `placeSubviews`); the engine knows nothing of the interpreter.
public protocol CustomLayoutCode: AnyObject, Sendable {
  /// Called once per layout pass before the other calls: makes (or updates) the layout's cache
  /// for the node with this identity.
  func prepare(identity: UInt64, subviews: LayoutSubviewsAccess) throws
  func sizeThatFits(
    identity: UInt64, proposal: ProposedSize, subviews: LayoutSubviewsAccess
  ) throws -> Size
  /// Calls `subviews.place(…)` for the subviews it places; `bounds` is in the space of the
  /// layout's nearest geometry group (the window, or the nearest geometry effect).
  func placeSubviews(
    identity: UInt64, in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviewsAccess
  ) throws
  /// Whether the code has an `explicitAlignment` of its own (for either axis).
  var hasExplicitAlignment: Bool { get }
  /// `explicitAlignment(of:in:proposal:subviews:cache:)` for the guide, in bounds at zero.
  func explicitAlignment(
    identity: UInt64, key: AlignmentKey, in bounds: Rect, proposal: ProposedSize,
    subviews: LayoutSubviewsAccess
  ) throws -> CustomAlignmentAnswer
}

/// What a custom layout's `explicitAlignment` answered for one guide.
public enum CustomAlignmentAnswer: Sendable {
  /// The code has none for the guide's axis: SwiftUI's default (the subviews' guides).
  case useDefault
  /// Its answer, nil for no explicit value.
  case guide(Double?)
}

/// What user layout code made go wrong, reported at its source: the pass stops asking the code
/// anything and the layout is refused (docs/architecture.md §7: a wrong number is worse than
/// an error).
public struct CustomLayoutFailure: Error, Sendable {
  public var diagnostic: Diagnostic
  public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// `ViewSpacing` (docs/semantics.md §2.1): the spacing a view wants on each edge. nil on an edge
/// is no preference (the platform default, 8, applies); a Spacer has 0 everywhere. The
/// distance between two views is the larger preference of the facing edges, or 8 when neither
/// has one — the rule the stacks use.
public struct ViewSpacing: Hashable, Sendable, CustomStringConvertible {
  public var top: Double?
  public var leading: Double?
  public var bottom: Double?
  public var trailing: Double?

  public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// No preference on any edge (`ViewSpacing()`).
  public static let none = ViewSpacing()
  /// `ViewSpacing.zero`: 0 on every edge (a Spacer's).
  public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)
  public static let defaultDistance = 8.0

  /// `distance(to:along:)`: from this view's trailing (bottom) edge to `next`'s leading (top).
  public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
    let mine = axis == .horizontal ? trailing : bottom
    let theirs = axis == .horizontal ? next.leading : next.top
    switch (mine, theirs) {
    case (nil, nil): return ViewSpacing.defaultDistance
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (let a?, let b?): return Swift.max(a, b)
    }
  }

  /// `formUnion(_:edges:)`: the larger preference on each edge.
  public func union(_ other: ViewSpacing) -> ViewSpacing {
    func m(_ a: Double?, _ b: Double?) -> Double? {
      switch (a, b) {
      case (nil, nil): return nil
      case (let x?, nil), (nil, let x?): return x
      case (let x?, let y?): return Swift.max(x, y)
      }
    }
    return ViewSpacing(
      top: m(top, other.top), leading: m(leading, other.leading), bottom: m(bottom, other.bottom),
      trailing: m(trailing, other.trailing))
  }

  public var description: String {
    func f(_ v: Double?) -> String { v.map { NumberFormat.format($0) } ?? "default" }
    return "ViewSpacing(top: \(f(top)), leading: \(f(leading)), bottom: \(f(bottom)), trailing: \(f(trailing)))"
  }
}

/// One call a custom layout made about a subview, as `:explain` lists it.
public enum CustomLayoutCall: Sendable, Hashable {
  case sizeThatFits(ProposedSize, Size)
  /// `at` is in the space of `bounds`, the rectangle `placeSubviews` was given.
  case place(at: Point, anchor: UnitPoint, proposal: ProposedSize, bounds: Rect)
  /// `placeSubviews` never placed it: centred, with the layout's own proposal.
  case centred(ProposedSize)
}

/// The layout pass a custom layout's subviews belong to: the engine while one of the pass's
/// calls into user code runs, nil between calls and once the pass is over.
final class LayoutPassHandle: @unchecked Sendable {
  var engine: UnsafeMutablePointer<LayoutEngine>?
}

/// The subviews of one custom layout in one layout pass (`LayoutSubviews`): measuring asks the
/// engine (memoised per proposal, as every parent's questions are), placing records where each
/// goes. One per layout node and pass, so subviews a layout keeps in its cache work in its
/// later calls, as in SwiftUI; used after the pass (a cache kept from an earlier update) they
/// are an error, not a dangling engine.
public final class LayoutSubviewsAccess: @unchecked Sendable {
  private let pass: LayoutPassHandle
  let children: [ViewTree.NodeID]
  /// While `placeSubviews` runs: the bounds it places in and where each subview went.
  var bounds: Rect?
  var placements: [Placement?]
  /// The calls made about each subview in this pass, for `:explain`.
  var calls: [[CustomLayoutCall]]

  init(pass: LayoutPassHandle, children: [ViewTree.NodeID]) {
    self.pass = pass
    self.children = children
    placements = Array(repeating: nil, count: children.count)
    calls = Array(repeating: [], count: children.count)
  }

  public var count: Int { children.count }

  /// The engine, checked: inside a call of this pass, and a subview that exists.
  private var engine: UnsafeMutablePointer<LayoutEngine> {
    get throws {
      guard let e = pass.engine else { throw LayoutSubviewsAccessError.outsideCall }
      return e
    }
  }

  private func check(_ i: Int) throws {
    guard pass.engine != nil else { throw LayoutSubviewsAccessError.outsideCall }
    guard i >= 0 && i < children.count else { throw LayoutSubviewsAccessError.index(i, children.count) }
  }

  public func sizeThatFits(_ i: Int, _ proposal: ProposedSize) throws -> Size {
    try check(i)
    let size = try engine.pointee.sizeThatFits(children[i], proposal)
    calls[i].append(.sizeThatFits(proposal, size))
    return size
  }

  /// `dimensions(in:)`: the size and every guide it has an explicit value for.
  public func dimensions(_ i: Int, _ proposal: ProposedSize) throws -> ViewDimensions {
    try check(i)
    let size = try engine.pointee.sizeThatFits(children[i], proposal)
    calls[i].append(.sizeThatFits(proposal, size))
    return try engine.pointee.dimensions(children[i], proposal, size)
  }

  public func priority(_ i: Int) throws -> Double {
    try check(i)
    return try engine.pointee.layoutPriority(children[i])
  }

  /// The subview's spacing preferences: a Spacer's are 0, every other view has none.
  public func spacing(_ i: Int) throws -> ViewSpacing {
    try check(i)
    return try engine.pointee.isSpacer(children[i]) ? .zero : .none
  }

  /// `subviews[i][Key.self]`: the value of the outermost `.layoutValue(key:value:)` for the key on
  /// the subview's modifier chain, nil when it has none (the key's default applies).
  public func layoutValue(_ i: Int, key: String) throws -> LayoutValueBox? {
    try check(i)
    let tree = try engine.pointee.tree
    var n = children[i]
    while true {
      let kind = tree.kind(n)
      if case .layoutValue(let entry) = kind, entry.key == key { return entry.value }
      guard kind.isModifier, tree.childCount(of: n) > 0 else { return nil }
      n = tree.content(of: n)
    }
  }

  /// `place(at:anchor:proposal:)`: the subview's `anchor` point goes to `position` (in the
  /// bounds' space); the last call for a subview wins.
  public func place(_ i: Int, at position: Point, anchor: UnitPoint, proposal: ProposedSize) throws {
    try check(i)
    guard let bounds else { throw LayoutSubviewsAccessError.placeOutsidePlacement }
    let size = try engine.pointee.sizeThatFits(children[i], proposal)
    calls[i].append(.place(at: position, anchor: anchor, proposal: proposal, bounds: bounds))
    placements[i] = Placement(
      child: children[i], proposal: proposal,
      origin: Point(
        x: position.x - anchor.x * size.width - bounds.minX,
        y: position.y - anchor.y * size.height - bounds.minY))
  }
}

/// Misuses of `LayoutSubviews` the engine catches; the script layer words them at the source.
public enum LayoutSubviewsAccessError: Error, Sendable {
  /// The subviews were used after the pass that gave them (kept in a cache).
  case outsideCall
  case index(Int, Int)
  /// `place` called from `sizeThatFits` (SwiftUI ignores it; the lab says so).
  case placeOutsidePlacement
}
