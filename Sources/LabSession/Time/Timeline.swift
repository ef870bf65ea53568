import LabEngine
import LabScript

/// The session clock and its event log (DESIGN.md §5): each update of the view tree is an event
/// at the playhead's time with the transaction's animation; the playhead moves forward (`tick`)
/// or anywhere in the recorded span (`scrub`). Each event keeps the layout and the SHOWN
/// layer's state after it, so showing any moment costs one presentation pass, not a replay.
///
///     timeline.record(layout, animation: .smooth(duration: 1), label: "grown.toggle()")
///     timeline.scrub(to: 0.5)
///     timeline.shown()   // what is drawn half-way
public final class Timeline {
  /// One update of the scene.
  public struct Event: Sendable {
    public var time: Double
    /// The input that caused it, for `:timeline`.
    public var label: String
    public var root: ViewDescription
    public var layout: Layout
    public var animation: Animation?
    /// The SHOWN layer's state after this update.
    public var presentation: Presentation
    /// The `@State` values after this update, if the script layer gave them.
    public var state: StateSnapshot?
  }

  public private(set) var events: [Event] = []
  /// At most this many updates are kept; older ones are forgotten (the session stays usable).
  public static let defaultMaxEvents = 10_000
  public let maxEvents: Int
  /// How many old updates were forgotten because of `maxEvents`.
  public private(set) var forgotten = 0
  public private(set) var playhead: Double = 0

  public init(maxEvents: Int = Timeline.defaultMaxEvents) { self.maxEvents = max(1, maxEvents) }

  /// Forgets everything: a new scene starts at time 0.
  public func reset() {
    events = []
    playhead = 0
    forgotten = 0
  }

  /// The event in effect at the playhead (the last one at or before it).
  public var current: Event? {
    events.last { $0.time <= playhead } ?? events.first
  }

  /// How many recorded events lie after the playhead (they are discarded by the next update).
  public var eventsAfterPlayhead: Int { events.filter { $0.time > playhead }.count }

  /// Records an update at the playhead. Later events are discarded (the returned count):
  /// changing the past rewrites the future.
  ///
  /// While the update's effects animate, GeometryReaders see them at their values of the moment,
  /// so what the update itself changes is the model as laid out at its start — the layout
  /// `startOfMotion` gives for the updated presentation (nil: nothing reads geometry). The
  /// views animate towards that; what readers change later, as the effects move, jumps
  /// (`Presentation.shown`), and is not animated a second time. `drawn` is the layout drawn at
  /// the playhead when it was rebuilt for that moment: the update starts from it.
  @discardableResult
  public func record(
    _ root: ViewDescription, layout: Layout, animation: Animation?, label: String,
    state: StateSnapshot? = nil, disablesAnimations: Bool = false,
    drawn: Layout? = nil, startOfMotion: ((Presentation) -> Layout?)? = nil
  ) -> Int {
    let discarded = eventsAfterPlayhead
    events.removeAll { $0.time > playhead }
    let before = current?.presentation ?? Presentation()
    let effective = events.isEmpty ? nil : animation
    var presentation = before
    presentation.update(
      to: layout, at: playhead, animation: effective, disablesAnimations: disablesAnimations,
      drawn: drawn)
    if presentation.parametersAnimate(at: playhead), let start = startOfMotion?(presentation) {
      presentation = before
      presentation.update(
        to: start, at: playhead, animation: effective, disablesAnimations: disablesAnimations,
        drawn: drawn)
    }
    events.append(
      Event(
        time: playhead, label: label, root: root, layout: layout, animation: animation,
        presentation: presentation, state: state))
    if events.count > maxEvents {
      events.removeFirst(events.count - maxEvents)
      forgotten += 1
    }
    return discarded
  }

  /// When the last recorded animation settles (nil while one repeats forever).
  public var end: Double? {
    guard let last = events.last else { return 0 }
    guard let settle = last.presentation.settleTime else { return nil }
    return max(last.time, settle)
  }

  public func tick(_ seconds: Double) { playhead += seconds }

  public func scrub(to t: Double) { playhead = t }

  /// The geometry-effect parameters at the playhead (what GeometryReaders and anchors see
  /// while an effect animates).
  public func effectParameters() -> EffectParameters {
    guard let event = current else { return .model }
    return event.presentation.effectParameters(event.layout, at: playhead)
  }

  /// What is drawn at the playhead, for the event's layout or one taken at the playhead.
  public func shown(_ layout: Layout? = nil) -> ShownFrames? {
    guard let event = current else { return nil }
    return event.presentation.shown(layout ?? event.layout, at: playhead)
  }
}
