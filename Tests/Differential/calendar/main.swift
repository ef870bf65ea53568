// The lab's Gregorian arithmetic (Sources/LabScript/Builtins/GregorianCalendar.swift) against this
// machine's Foundation, on random dates, component sets and amounts: components of a date,
// adding one component or several, differences, date(from:) and the start of a day, for
// first weekdays 1, 2, 7 and minimum days 1 and 4. Run by Tests/Differential/calendar.sh.
import Foundation
typealias G = GregorianCalendar
var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let map: [G.Component: Calendar.Component] = [.era: .era, .year: .year, .month: .month, .day: .day, .hour: .hour, .minute: .minute, .second: .second, .nanosecond: .nanosecond, .weekday: .weekday, .weekdayOrdinal: .weekdayOrdinal, .quarter: .quarter, .weekOfMonth: .weekOfMonth, .weekOfYear: .weekOfYear, .dayOfYear: .dayOfYear, .yearForWeekOfYear: .yearForWeekOfYear]
var rng = SystemRandomNumberGenerator()
var fails = 0
var skipped = 0
func check(_ ok: Bool, _ msg: @autoclosure () -> String) { if !ok { fails += 1; if fails < 30 { print("FAIL", msg()) } } }
func toDC(_ c: G.Components) -> DateComponents { var d = DateComponents(); for (k, v) in c.values { d.setValue(v, for: map[k]!) }; d.isLeapMonth = c.isLeapMonth; return d }
let lo = -63_114_076_800.0, hi = 252_000_000_000.0
func randDate() -> Double {
  switch Int.random(in: 0..<4) {
  case 0: return Double(Int.random(in: Int(lo)...Int(hi)))
  case 1: return Bool.random() ? Double(Int.random(in: -1_000_000_000...1_500_000_000)) : lo + Double(Int.random(in: 0...400 * 86400))
  case 2: return Double(Int.random(in: -1_000_000_000...1_500_000_000)) + Double(Int.random(in: 0..<1000)) / 1000
  default: return (Double(Int.random(in: -20000...20000)) * 86400) + Double([0, 1, 43200, 86399].randomElement()!)
  }
}
for fw in [1, 2, 7] { for md in [1, 4] {
  var g = G(); g.firstWeekday = fw; g.minimumDaysInFirstWeek = md
  var c = cal; c.firstWeekday = fw; c.minimumDaysInFirstWeek = md
  for _ in 0..<(Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20000) {
    let t = randDate(); let d = Date(timeIntervalSinceReferenceDate: t)
    // components
    let all = Set(G.Component.allCases)
    let want = Set(all.filter { _ in Bool.random() })
    let mine = try! g.components(want, at: t)
    let theirs = c.dateComponents(Set(want.map { map[$0]! }), from: d)
    check(toDC(mine) == theirs && mine.isLeapMonth == theirs.isLeapMonth, "components \(t) \(want) \(toDC(mine)) vs \(theirs)")
    // add single
    let comp: G.Component = [.year, .month, .day, .hour, .minute, .second, .weekOfYear, .weekOfMonth, .weekday, .weekdayOrdinal, .yearForWeekOfYear, .nanosecond, .dayOfYear].randomElement()!
    let amt = [Int.random(in: -3...3), Int.random(in: -50...50), Int.random(in: -1000...1000)].randomElement()!
    guard let a1 = try? g.add(comp, amt, to: t) else { skipped += 1; continue }
    let a2 = c.date(byAdding: map[comp]!, value: amt, to: d)!.timeIntervalSinceReferenceDate
    check(a1 == a2, "add \(comp) \(amt) \(t): \(a1) vs \(a2)")
    // difference
    let t2 = randDate()
    let dwant = Set([G.Component.era, .year, .month, .day, .hour, .minute, .second, .nanosecond, .weekOfYear, .weekOfMonth, .weekday, .weekdayOrdinal, .yearForWeekOfYear, .dayOfYear].filter { _ in Int.random(in: 0..<3) == 0 })
    guard let m1 = try? g.difference(dwant, from: t, to: t2) else { skipped += 1; continue }
    let m2 = c.dateComponents(Set(dwant.map { map[$0]! }), from: d, to: Date(timeIntervalSinceReferenceDate: t2))
    check(toDC(m1) == m2, "diff \(dwant) \(t) \(t2): \(toDC(m1)) vs \(m2)")
    // date(from:)
    var dc = G.Components()
    for k in [G.Component.year, .month, .day, .hour, .minute, .second, .weekday, .weekdayOrdinal, .weekOfYear, .weekOfMonth, .yearForWeekOfYear, .nanosecond, .dayOfYear, .era] where Int.random(in: 0..<3) == 0 {
      switch k {
      case .year, .yearForWeekOfYear: dc[k] = Int.random(in: 1...2500)
      case .era: dc[k] = Int.random(in: 0...1)
      case .nanosecond: dc[k] = Int.random(in: 0...999_999_999)
      default: dc[k] = Int.random(in: -40...70)
      }
    }
    if dc[.year] == nil && dc[.yearForWeekOfYear] == nil && Bool.random() { dc[.year] = Int.random(in: 1...2500) }
    guard let f1o = try? g.date(from: dc) else { skipped += 1; continue }; let f1 = f1o; let f2 = c.date(from: toDC(dc))?.timeIntervalSinceReferenceDate
    check(f1 == f2, "from \(toDC(dc)) \(String(describing: f1)) vs \(String(describing: f2))")
    // add components
    var ac = G.Components()
    for k in [G.Component.year, .month, .day, .hour, .minute, .second, .weekOfYear, .weekday] where Bool.random() { ac[k] = Int.random(in: -30...30) }
    guard let b1 = try? g.add(ac, to: t) else { skipped += 1; continue }; let b2 = c.date(byAdding: toDC(ac), to: d)!.timeIntervalSinceReferenceDate
    check(b1 == b2, "addc \(toDC(ac)) \(t) \(b1) vs \(b2)")
    check(try! G.startOfDay(t) == c.startOfDay(for: d).timeIntervalSinceReferenceDate, "sod \(t)")
  }
}}
print("calendar: \(fails) differences, \(skipped) refused as version-dependent")
exit(fails == 0 ? 0 : 1)
