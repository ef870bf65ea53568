import Foundation
import Testing

@testable import LabSession

/// NaN and ±∞ from user code never reach output silently (issue 10 §3): a hostile input either
/// gets a warning or error that names the number, or `:frames`, `:frames --json`, `:tree` and
/// `:explain` of its views print only finite numbers. Integer conversions never trap.
@Suite struct HostileNumbersTests {
  static let hostile = [
    "Color.red.frame(width: .infinity)",
    "Color.red.frame(width: .infinity, height: .infinity)",
    "Color.red.frame(width: .nan, height: 10)",
    "Color.red.frame(minWidth: .infinity, maxWidth: -.infinity)",
    "Color.red.frame(width: 1e308, height: 1e308).padding(1e308)",
    "Color.red.frame(width: 10, height: 10).offset(x: .nan)",
    "Color.red.frame(width: 10, height: 10).offset(x: .infinity, y: -.infinity)",
    "Color.red.frame(width: 10, height: 10).offset(x: 1e308).offset(x: 1e308)",
    "Color.red.frame(width: 10, height: 10).scaleEffect(0)",
    "Color.red.frame(width: 10, height: 10).scaleEffect(.nan)",
    "Color.red.frame(width: 10, height: 10).scaleEffect(1e308).scaleEffect(1e308)",
    "Color.red.frame(width: 10, height: 10).scaleEffect(1e200)",
    "Color.red.frame(width: 10, height: 10).transformEffect(.init(scaleX: 0, y: 1))",
    "Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(90), axis: (0, 1, 0))",
    "Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(90), axis: (1, 0, 0))",
    "Color.red.frame(width: 10, height: 10).rotation3DEffect(.degrees(45), axis: (0, 0, 0))",
    "Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(.nan))",
    "Color.red.frame(width: 10, height: 10).rotationEffect(.radians(.infinity))",
    "Color.red.frame(width: 10, height: 10).position(x: .nan, y: .infinity)",
    "Color.red.padding(.nan)",
    "Color.red.padding(-.infinity)",
    "Color.red.aspectRatio(.nan, contentMode: .fit)",
    "Color.red.aspectRatio(0, contentMode: .fill)",
    "VStack(spacing: .nan) { Color.red; Color.blue }",
    "HStack(spacing: .infinity) { Color.red; Color.blue }",
    "Text(\"hi\").font(.system(size: .nan))",
    "Color.red.frame(width: 0.0 / 0.0, height: 1.0 / 0.0)",
    "Color.red.layoutPriority(.nan)",
    "Color.red.frame(width: 10, height: 10).transformEffect(.init(scaleX: .nan, y: 1))",
    "GeometryReader { g in Color.red.frame(width: g.size.width / 0) }",
  ]

  /// `nan`, `inf`, `-inf`, `infinity` as a number (not inside a word like `.infinity`).
  static func nonFiniteNumbers(in text: String) -> [String] {
    let pattern = #"(?<![A-Za-z.])[-+]?(nan|inf(inity)?)(?![A-Za-z])"#
    guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    else { return ["bad pattern"] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap {
      Range($0.range, in: text).map { String(text[$0]) }
    }
  }

  @Test func anEffectWithoutAnInverseIsReportedNotSilentlyDropped() {
    for input in [
      "Color.red.frame(width: 10, height: 10).scaleEffect(1e200)",
      "Color.red.frame(width: 10, height: 10).scaleEffect(1e308).scaleEffect(1e308)",
    ] {
      let output = Lab.makeSession().handle(input)
      #expect(output.text.contains("has no inverse"), "\(input): \(output.text)")
    }
    let zero = Lab.makeSession().handle("Color.red.frame(width: 10, height: 10).scaleEffect(0)")
    #expect(!zero.text.contains("warning"), "\(zero.text)")
  }

  @Test func thePatternFindsWhatItShould() {
    #expect(
      Self.nonFiniteNumbers(in: "(nan, 3) 4×inf -inf Infinity") == [
        "nan", "inf", "-inf", "Infinity",
      ])
    #expect(Self.nonFiniteNumbers(in: ".frame(width: .infinity) Rotation information").isEmpty)
  }

  @Test(arguments: hostile)
  func noNonFiniteNumberReachesTheReports(input: String) {
    let session = Lab.makeSession()
    let output = session.handle(input)
    let reports = [":frames", ":frames --json", ":tree"].map { session.handle($0).text }
    let names = session.viewNames() + (reports.first.map(Self.rowNames) ?? [])
    let explained = names.prefix(12).map { session.handle(":explain \($0)").text }
    // A non-finite number may be named only in a warning or error about it, never silently.
    let reported = output.text.contains("warning:") || output.text.contains("error:")
    guard !reported else { return }
    for text in [output.text] + reports + explained {
      #expect(Self.nonFiniteNumbers(in: text).isEmpty, "\(input) printed:\n\(text)")
    }
  }

  /// The first column of `:frames`' rows (`VStack#1`, `.frame#1` …).
  static func rowNames(_ frames: String) -> [String] {
    frames.split(separator: "\n").dropFirst(2).compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }

  @Test(arguments: [
    "Int(Double.nan)", "Int(Double.infinity)", "Int(1e300)", "Int.max + 1", "Int.min - 1",
    "Int.max * 2", "-Int.min", "Int.min / -1", "Int.min % -1", "1 << 64",
    "Int(\"99999999999999999999\")!",
    "[1, 2][Int.max]", "Array(repeating: 0, count: -1)", "0..<(-1)",
    "stride(from: 0, to: 10, by: 0)",
  ])
  func integerConversionsNeverTrap(input: String) {
    let session = Lab.makeSession()
    _ = session.handle(input)
    #expect(session.handle("1 + 1").text == "2")
  }
}
