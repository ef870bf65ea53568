/// A closure of user code that SwiftUI runs at a moment rather than while building the view:
/// a tap, a button press, appearing, disappearing, a value change, a task. The engine only
/// carries it (it has no layout effect); the front end keeps the closure under `token` and runs
/// it when the session reaches that moment (issue 3, "closures run at SwiftUI's moments").
///
///     ActionHandler(.tap, token: 3, name: "onTapGesture", detail: "{ … }")
public struct ActionHandler: Hashable, Sendable {
  /// When SwiftUI runs the closure.
  public enum Moment: String, Hashable, Sendable, CaseIterable {
    /// `Button`'s action: fired by a tap on the button or anything inside it.
    case button
    /// `.onTapGesture(count:perform:)`.
    case tap
    /// `.onAppear`: after the update in which the view first joins the tree.
    case appear
    /// `.onDisappear`: after the update in which the view leaves the tree.
    case disappear
    /// `.onChange(of:initial:)`: after an update in which the value changed.
    case change
    /// `.task(id:)`: on appearing and whenever the id changes.
    case task
    /// `.gesture(DragGesture()…)`: `:drag` delivers its changes and its end.
    case drag
    /// `.onLongPressGesture`, `.gesture(LongPressGesture()…)`: `:longpress` performs it.
    case longPress
    /// `.gesture(MagnifyGesture()…)`: `:pinch` delivers its changes and its end.
    case magnify
    /// `.gesture(RotateGesture()…)`: `:rotate` delivers its changes and its end.
    case rotate
    /// `.onReceive(timer)`: each time the timer fires on the clock, while the view is shown.
    case receive
    /// A value given from the prompt (`:set <view> "text"` types into a TextField, `:set <view>
    /// 0.3` moves a Slider).
    case input
    /// A `TimelineView`'s schedule: while it is shown, an update at each of its dates.
    case timeline
    /// `.onGeometryChange(for:of:action:)`: after an update whose layout changed the value its
    /// `of` closure reads from the view's geometry (and after the first).
    case geometryChange
    /// `.scrollPosition(id:anchor:)`: after an update, the scroll view below follows a value the
    /// program wrote to the binding, or the binding follows the scroll view once it scrolled.
    case scrollPosition
    /// A `PhaseAnimator`'s cycle: it starts when the view appears (or its trigger changes),
    /// and each next phase when the move before it is logically complete.
    case phases
    /// A `KeyframeAnimator`'s runs: started when it appears (repeating) or its trigger changes,
    /// drawn frame by frame on the clock.
    case keyframes

    /// True for the moments a user triggers (`:tap`), as opposed to lifecycle moments.
    public var isGesture: Bool { self == .button || self == .tap }
  }

  public var moment: Moment
  /// The front end's key for the closure (and, for `onChange`/`task`, the watched value).
  public var token: Int
  /// The modifier as written, without the dot (`onTapGesture`, `button`).
  public var name: String
  /// The arguments as written, for listing (`count: 2, { … }`, or a button's title).
  public var detail: String
  /// Taps needed (`onTapGesture(count:)`); 1 for everything else.
  public var count: Int

  /// For a drag: the distance it must travel before it begins (`minimumDistance`, 10 by
  /// default) and the space its locations are given in (`.local` by default).
  public var minimumDistance: Double = 10
  public var space: CoordinateSpace = .local

  public init(_ moment: Moment, token: Int, name: String, detail: String = "", count: Int = 1) {
    self.moment = moment
    self.token = token
    self.name = name
    self.detail = detail
    self.count = count
  }
}
