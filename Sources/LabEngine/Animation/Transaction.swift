/// The context an update runs in (docs/semantics.md §8.5): the animation its changes carry,
/// whether implicit `.animation(_:value:)` overrides may replace it, and where it came from.
/// One value serves everywhere a transaction travels: a `Transaction` written in view code,
/// the one `withAnimation` opens around a state change, the one an update is recorded with on
/// the timeline, and the one the SHOWN layer animates by.
///
///     Transaction(animation: .bouncy, animationText: ".bouncy", origin: .withAnimation)
public struct Transaction: Hashable, Sendable {
  /// Which API opened the transaction: what `:timeline` and `:why` name as its source.
  public enum Origin: Hashable, Sendable {
    /// A change made outside `withAnimation` and `withTransaction`: no animation.
    case none
    /// `withAnimation(_:_:)`.
    case withAnimation
    /// `withTransaction(_:_:)` or `withTransaction(_:_:_:)`.
    case withTransaction
    /// A `Transaction` value built in view code and not (yet) used by an update.
    case value
    /// A `PhaseAnimator` moving to its next phase, with the animation its closure gives.
    case phaseAnimator
  }

  /// The animation its changes animate with; nil: they jump (unless an implicit
  /// `.animation(_:value:)` below supplies one).
  public var animation: Animation?
  /// Implicit `.animation(_:value:)` overrides below must not replace `animation`.
  public var disablesAnimations: Bool
  /// The animation as written in user code (`.smooth(duration: 1)`, `.default` for a bare
  /// `withAnimation { }`, `nil`); nil when no code set it.
  public var animationText: String?
  public var origin: Origin

  public init(
    animation: Animation? = nil, disablesAnimations: Bool = false, animationText: String? = nil,
    origin: Origin = .none
  ) {
    self.animation = animation
    self.disablesAnimations = disablesAnimations
    self.animationText = animationText
    self.origin = origin
  }

  /// A change made outside any transaction-opening call.
  public static let none = Transaction()

  /// The transaction of one update made of several changes (docs/semantics.md §8.5): the last
  /// change that carries an animation decides it, as the innermost `withAnimation` does when
  /// calls nest; `disablesAnimations` holds when any change asked for it.
  public init(combining changes: [Transaction]) {
    self = changes.last { $0.animation != nil } ?? changes.last ?? .none
    disablesAnimations = changes.contains { $0.disablesAnimations }
  }
}
