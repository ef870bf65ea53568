// `.dateTime` narrowed to fields (`.year().month(.wide).day()`), written as Foundation's
// date format style writes them in en_US. This machine's time zone is UTC, the lab's phone's
// too; each style names en_US, the lab's `Locale.current`.
import Foundation

// case: date-fields
let us = Locale(identifier: "en_US")
let moments: [Double] = [0, 1_700_000_000, 951_782_400, 1_234_567_890.5, 2_000_000_000, -86_400 * 400]
for t in moments {
  let d = Date(timeIntervalSince1970: t)
  print(d.formatted(.dateTime.year().month().day().locale(us)), "|", d.formatted(.dateTime.month(.wide).day().locale(us)), "|",
        d.formatted(.dateTime.weekday(.wide).locale(us)), "|", d.formatted(.dateTime.hour().minute().locale(us)))
  print(d.formatted(.dateTime.year(.twoDigits).month(.twoDigits).day(.twoDigits).locale(us)), "|",
        d.formatted(.dateTime.day().month(.abbreviated).year().hour().minute().second().locale(us)), "|",
        d.formatted(.dateTime.weekday(.abbreviated).month(.narrow).day().locale(us)), "|",
        d.formatted(.dateTime.minute(.twoDigits).second(.twoDigits).locale(us)))
}
