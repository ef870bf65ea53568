import LabEngine
import LabScript

/// The session clock and its event log (docs/architecture.md §5): each update of the view tree
/// is an event at the playhead's time with its transaction; the playhead moves forward (`tick`)
/// or anywhere in the recorded span (`scrub`). Each event keeps the layout and the SHOWN
/// layer's state after it, so showing any moment costs one presentation pass, not a replay.
/// `Update` (Sources/LabSession/Update) is what records events; this type only keeps them.
///
///     let discarded = timeline.discardFuture()
///     timeline.append(root, layout: layout, transaction: t, label: "grown.toggle()",
///                     presentation: timeline.presentation(after: layout, transaction: t))
///     timeline.scrub(to: 0.5); timeline.shown()   // what is drawn half-way
public final class Timeline {
  /// One update of the scene.
  public struct Event: Sendable {
    public var time: Double
    /// The input that caused it, for `:timeline`.
    public var label: String
    public var root: ViewDescription
    public var layout: Layout
    /// The transaction the update ran in (its animation, `disablesAnimations`, its source).
    public var transaction: Transaction
    /// The SHOWN layer's state after this update.
    public var presentation: Presentation
    /// The `@State` values after this update, if the script layer gave them.
    public var state: StateSnapshot?
    /// Frames whose size came from a measurement (a GeometryReader fed back through state or
    /// a preference during the update) and moved their neighbours: by identity, the frame as
    /// first laid out, before the measurement (what `:why` names).
    public var measured: [UInt64: Rect] = [:]

    /// The update's own animation (`transaction.animation`).
    public var animation: Animation? { transaction.animation }
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
    times = []
    playhead = 0
    forgotten = 0
  }

  /// The event in effect at the playhead (the last one at or before it).
  public var current: Event? {
    events.isEmpty ? nil : events[currentIndex ?? 0]
  }

  /// The index of the last event at or before the playhead, found by binary search over the
  /// event times (which never decrease): an update costs the same after ten thousand events
  /// (a timer firing for minutes) as after ten.
  public var currentIndex: Int? {
    let after = firstIndexAfter(playhead)
    return after > 0 ? after - 1 : nil
  }

  /// The times of the events, kept beside them so that searching never copies an event.
  private var times: [Double] = []

  /// The index of the first event later than `t` (`events.count` when none is).
  private func firstIndexAfter(_ t: Double) -> Int {
    var lo = 0
    var hi = times.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if times[mid] <= t { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// How many recorded events lie after the playhead (they are discarded by the next update).
  public var eventsAfterPlayhead: Int { times.count - firstIndexAfter(playhead) }

  /// Discards the events after the playhead, as an update made there must (changing the past
  /// rewrites the future); returns how many there were.
  @discardableResult
  public func discardFuture() -> Int {
    let discarded = eventsAfterPlayhead
    events.removeLast(discarded)
    times.removeLast(discarded)
    return discarded
  }

  /// The SHOWN layer after an update to `layout` at the playhead under `transaction`: the
  /// current event's presentation carried forward. The first update of a scene never
  /// animates. `drawn` is the layout drawn at the playhead when it was rebuilt for that moment
  /// (readers re-run while effects animate): the update starts from it.
  public func presentation(
    after layout: Layout, transaction: Transaction, drawn: Layout? = nil
  ) -> Presentation {
    var presentation = current?.presentation ?? Presentation()
    var effective = transaction
    if events.isEmpty { effective.animation = nil }
    presentation.update(to: layout, at: playhead, transaction: effective, drawn: drawn)
    return presentation
  }

  /// Appends an update at the playhead (call `discardFuture()` first).
  public func append(
    _ root: ViewDescription, layout: Layout, transaction: Transaction, label: String,
    presentation: Presentation, state: StateSnapshot? = nil, measured: [UInt64: Rect] = [:]
  ) {
    events.append(
      Event(
        time: playhead, label: label, root: root, layout: layout, transaction: transaction,
        presentation: presentation, state: state, measured: measured))
    times.append(playhead)
    if events.count > maxEvents {
      times.removeFirst(events.count - maxEvents)
      events.removeFirst(events.count - maxEvents)
      forgotten += 1
    }
  }

  /// Records an update whose layout nothing re-reads at its first moment: `discardFuture`,
  /// `presentation(after:)` and `append` in one call. Returns how many later events were
  /// discarded.
  @discardableResult
  public func record(
    _ root: ViewDescription, layout: Layout, animation: Animation?, label: String
  ) -> Int {
    let discarded = discardFuture()
    let transaction = Transaction(animation: animation)
    append(
      root, layout: layout, transaction: transaction, label: label,
      presentation: presentation(after: layout, transaction: transaction))
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

  /// What is drawn at the playhead, for the event's layout or one taken at the playhead: every
  /// view's row, those that draw nothing included (`Presentation.shownRows`).
  public func shown(_ layout: Layout? = nil) -> ShownFrames? {
    guard let event = current else { return nil }
    return event.presentation.shownRows(layout ?? event.layout, at: playhead)
  }
}
