import Foundation
import LabEngine
import SwiftSyntax

/// `DatePicker` in its compact style, the default on iPhone (docs/semantics.md §2.9): the label
/// leading and, trailing, a pill for the date and one for the time, each its text in the body
/// font padded 12 across and 7 down over a rounded rectangle of radius 8, 4 apart. The lab's
/// phone is set to US English in UTC, so a date reads `Jan 1, 2001` and a time `12:00 AM`.
///
///     DatePicker("Due", selection: $due, displayedComponents: .date)
enum DatePickers {
  static func view(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "selection", "in", "displayedComponents", "label"])
    guard let binding = c.binding("selection") else {
      throw c.fail("`DatePicker` needs `selection:` a binding to a `Date`, such as `$date`", kind: .argument)
    }
    guard case .date(let date) = try interp.read(binding, at: c.node) else {
      throw c.fail("`DatePicker`'s `selection:` must be a binding to a `Date`", kind: .typeMismatch)
    }
    var style = "compact"
    if case .implicitMember(let m)? = interp.environmentOverrides["datePickerStyle"], m.name != "automatic" {
      style = m.name
    }
    guard ["compact", "wheel", "graphical"].contains(style) else {
      throw c.fail(
        "`.datePickerStyle(.\(style))` is not an iPhone style: the lab lays a DatePicker out as "
          + "`.compact` (the default), `.wheel` or `.graphical`", kind: .notSupported)
    }
    var showsDate = true
    var showsTime = true
    if let components = c.argument("displayedComponents")?.value {
      let names: [String]
      switch components {
      case .implicitMember(let m): names = [m.name]
      case .array(let items): names = items.compactMap { if case .implicitMember(let m) = $0 { m.name } else { nil } }
      default: names = []
      }
      guard !names.isEmpty, names.allSatisfy({ ["date", "hourAndMinute"].contains($0) }) else {
        throw c.fail("`displayedComponents:` takes `.date`, `.hourAndMinute` or both", kind: .argument)
      }
      showsDate = names.contains("date")
      showsTime = names.contains("hourAndMinute")
    }
    // The range limits what can be picked, not the layout; it must be one of dates.
    if let range = c.argument("in") {
      let partial = { if case .opaque(let o) = range.value { o.kind.hasSuffix("<Date>") } else { false } }()
      guard partial || { if case .floatingRange(let r) = range.value { r.isDate } else { false } }() else {
        throw interp.error(
          "`in:` takes a range of dates, such as `start...end`; got a value of type `\(range.value.typeName)`",
          at: range.node, kind: .typeMismatch)
      }
    }
    if style != "compact" {
      return try calendarOrWheel(style, date: date, showsDate: showsDate, showsTime: showsTime, &c)
    }
    let (day, time) = texts(date)
    var pills: [ViewDescription] = []
    if showsDate { pills.append(pill(day, c.nameLocation)) }
    // The time is drawn with digits of one width (UIKit's compact date picker), measured as
    // the lab's widest digit [INF].
    if showsTime { pills.append(pill(time, c.nameLocation, tabular: true)) }
    try interp.countView(at: c.node)
    let control = ViewDescription(.hstack(alignment: .vCenter, spacing: ControlMetrics.datePillSpacing), pills, source: c.nameLocation)
    let label = try ViewBuiltins.label(&c, trailing: c.closure("label") ?? c.closure) ?? ViewDescription(.empty, source: c.nameLocation)
    let row = ViewBuiltins.labelledRow(label, control, c)
    return .view(row.modified(.drawing(DrawingModifier("datePicker", detail: c.argumentText)), source: c.nameLocation))
  }

  /// The wheel and graphical styles (docs/semantics.md §2.9): UIKit's date picker as wheels
  /// (320 × 216 unproposed, as wide as offered, 216 high) or as the inline calendar (as wide as
  /// offered from 280 to 375; 348 high, 392 with the time). Neither draws its label, which is
  /// still built (its errors are the user's). What they show inside is drawn, not laid out.
  private static func calendarOrWheel(
    _ style: String, date: Double, showsDate: Bool, showsTime: Bool, _ c: inout CallContext
  ) throws -> Value {
    let interp = c.interpreter
    _ = try ViewBuiltins.label(&c, trailing: c.closure("label") ?? c.closure)
    let (day, time) = texts(date)
    let shown = [showsDate ? day : nil, showsTime ? time : nil].compactMap { $0 }.joined(separator: " ")
    // What the picker shows inside is drawn, not laid out: the box holds a clear colour.
    let inside = [ViewDescription(.color(ColorValue(named: "clear")), source: c.nameLocation)]
    let box: ViewDescription
    if style == "wheel" {
      let m = ControlMetrics.datePickerWheel
      box = ViewDescription(
        .frame(width: nil, height: m.height, alignment: .center),
        [ViewDescription(.flexFrame(FlexFrame(idealWidth: m.width, maxWidth: .infinity)), inside, source: c.nameLocation)],
        source: c.nameLocation)
    } else {
      guard showsDate else {
        throw c.fail(
          "a graphical DatePicker of the time alone is not supported yet: its size on an iPhone "
            + "was not found (`.graphical` with `.date`, or `.wheel` or `.compact` for the time, are)",
          kind: .notSupported)
      }
      let m = ControlMetrics.datePickerCalendar
      box = ViewDescription(
        .frame(width: nil, height: showsTime ? m.heightWithTime : m.height, alignment: .center),
        [ViewDescription(
          .flexFrame(FlexFrame(minWidth: m.minWidth, idealWidth: m.maxWidth, maxWidth: m.maxWidth)),
          inside, source: c.nameLocation)],
        source: c.nameLocation)
    }
    for _ in 0..<3 { try interp.countView(at: c.node) }  // the frame, the flexible frame, the colour
    return .view(box.modified(.drawing(DrawingModifier("datePicker", detail: "\(style): \(shown)")), source: c.nameLocation))
  }

  /// One pill: the text padded over its rounded rectangle, whose grey is not published (hatched
  /// in pictures).
  private static func pill(_ text: String, _ source: SourceLocation?, tabular: Bool = false) -> ViewDescription {
    var line = ViewDescription(.text(TextContent(text, lineLimit: .some(1))), source: source)
    if tabular {
      // Digits of one width: the text is as wide as it is with each digit a "0", the widest in
      // the lab's SF Pro table.
      let measured = ViewDescription(.text(TextContent(String(text.map { $0.isNumber ? "0" : $0 }), lineLimit: .some(1))))
      let width = Layout.sizeThatFits(measured, .unspecified).width
      line = ViewDescription(.frame(width: width, height: nil, alignment: .center), [line], source: source)
    }
    let insets = ControlMetrics.datePillInsets
    let padded = ViewDescription(.padding(insets), [line], source: source)
    let fill = ColorValue("date picker pill fill", rgba: nil)
    let background = ViewDescription(.shape(.roundedRectangle(cornerRadius: ControlMetrics.datePillRadius)), source: source)
      .modified(.drawing(DrawingModifier("fill", detail: fill.description, style: DrawStyle(paint: fill.paint))), source: source)
    return padded.modified(.background(alignment: .center), secondaries: [background], source: source)
      .modified(.drawing(DrawingModifier("datePill", detail: text)), source: source)
  }

  /// `Text(date, style: .date)` and `.time` (docs/semantics.md §2.9): the date as a long date,
  /// `January 1, 2001`, or the time as the compact picker writes it, `12:00 AM`, on the lab's
  /// US-English phone in UTC. The styles that count (`.relative`, `.offset`, `.timer`) change
  /// with the clock and are refused.
  static func text(_ date: Argument, style: Argument, _ interp: Interpreter) throws -> String {
    guard case .date(let t) = date.value else {
      throw interp.error(
        "`Text(_:style:)` shows a `Date`; got a value of type `\(date.value.typeName)`", at: date.node,
        kind: .typeMismatch)
    }
    guard case .implicitMember(let m) = style.value, m.arguments == nil else {
      throw interp.error("`style:` is a `Text.DateStyle` such as `.date` or `.time`", at: style.node, kind: .argument)
    }
    switch m.name {
    case "date":
      let d = utcComponents(t)
      return "\(CalendarBuiltins.months[(d.month ?? 1) - 1]) \(d.day ?? 1), \(d.year ?? 2001)"
    case "time":
      return texts(t).time
    case "relative", "offset", "timer":
      throw interp.error(
        "`Text(_:style: .\(m.name))` counts with the clock, and its text (and so its width) changes as time "
          + "passes, which the lab does not model yet: `.date` and `.time` are supported", at: style.node,
        kind: .notSupported)
    default:
      throw interp.error(
        "`.\(m.name)` is not a `Text.DateStyle`: `.date`, `.time`, `.relative`, `.offset` or `.timer`",
        at: style.node, kind: .argument)
    }
  }

  private static func utcComponents(_ t: Double) -> DateComponents {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: Date(timeIntervalSinceReferenceDate: t))
  }

  /// The date and the time as a US-English phone in UTC shows them: `Jan 1, 2001`, `12:00 AM`.
  static func texts(_ secondsSinceReferenceDate: Double) -> (date: String, time: String) {
    let d = utcComponents(secondsSinceReferenceDate)
    let month = CalendarBuiltins.months[((d.month ?? 1) - 1) % 12].prefix(3)
    let hour = d.hour ?? 0
    let h12 = hour % 12 == 0 ? 12 : hour % 12
    let minute = d.minute ?? 0
    return (
      "\(month) \(d.day ?? 1), \(d.year ?? 2001)",
      "\(h12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    )
  }
}
