import Foundation
import LabDifferential
import LabSession

/// `geolab-diff views`: generated view programs (`ViewProgramGenerator`) run against the lab's
/// invariants (issue 20):
/// 1. every input runs without an error (the programs are valid SwiftUI);
/// 2. no frame printed is NaN or infinite (`:frames` text, and every rect of `--json`);
/// 3. scrubbing back to 0 and forward again to a moment prints the bytes it printed there;
/// 4. at rest (10 s past the last update) every view is drawn at its LAYOUT frame, to the pixel;
/// 5. two fresh sessions given the same inputs print the same bytes;
/// 6. `:why` answers for every view at a moment in flight without an error (issue 24), a
///    geometry-group anomaly is one its replayed fix changes, and the anomalies named are
///    counted by kind for the report;
/// 7. the session saved with `:save` replays, as `geolab check` replays it, to the same output;
/// 8. right-to-left (`:set direction rtl`) every view's LAYOUT frame is its left-to-right frame
///    mirrored in the window (docs/semantics.md §3.1: each x mirrored within its parent, each
///    effect conjugated by the mirror), for programs whose views do not read their geometry.
/// A failure prints its program and what broke; the same seed replays it.
enum ViewChecks {
  struct Finding {
    var program: Int
    var rule: String
    var detail: String
    var inputs: [String]
  }

  /// The findings, and the anomalies `:why` named, by their first line.
  static func run(count: Int, seed: UInt64, verbose: Bool)
    -> (findings: [Finding], anomalies: [String: Int])
  {
    var generator = ViewProgramGenerator(rng: SplitMix64(seed: seed))
    var findings: [Finding] = []
    var anomalies: [String: Int] = [:]
    for k in 0..<count {
      let program = generator.program()
      let first = transcript(program.inputs, moment: Double(k % 7) / 10, anomalies: &anomalies)
      if verbose { print("program \(k):\n\(first.text)") }
      findings += first.findings.map { Finding(program: k, rule: $0.0, detail: $0.1, inputs: program.inputs) }
      var again: [String: Int] = [:]
      let second = transcript(program.inputs, moment: Double(k % 7) / 10, anomalies: &again)
      if second.text != first.text {
        findings.append(
          Finding(program: k, rule: "two sessions print different bytes", detail: firstDifference(first.text, second.text), inputs: program.inputs))
      }
    }
    return (findings, anomalies)
  }

  /// The program run in a fresh session, then the checks' commands; everything printed, and
  /// what broke. The anomalies `:why` names are counted into `anomalies`.
  static func transcript(_ inputs: [String], moment: Double, anomalies: inout [String: Int])
    -> (text: String, findings: [(String, String)])
  {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    var text = ""
    var findings: [(String, String)] = []
    func handle(_ input: String) -> Output {
      let out = session.handle(input)
      text += "geo> \(input)\n\(out.text)\n"
      return out
    }
    for input in inputs {
      let out = handle(input)
      if out.status == .error { findings.append(("an input failed", "\(input)\n\(out.text)")) }
    }
    guard scene.root != nil else { return (text, findings + [("no root", "")]) }
    let t = moment
    _ = handle(":scrub \(t)")
    let before = handle(":frames --json").text
    let table = handle(":frames").text
    if table.contains("nan") || table.contains("∞") {
      findings.append(("a frame is not a finite number", table))
    }
    findings += finiteRects(before).map { ("a rect is not finite", $0) }
    _ = handle(":scrub 0")
    _ = handle(":scrub 10")
    _ = handle(":scrub \(t)")
    let after = handle(":frames --json").text
    if after != before {
      findings.append(("scrubbing back and forth changed the frames at \(t) s", firstDifference(before, after)))
    }
    for v in views(after) {
      guard let name = v["name"] as? String else { continue }
      let why = handle(":why \(name)")
      if why.status == .error { findings.append((":why failed", "\(name)\n\(why.text)")) }
      for line in why.text.split(separator: "\n") where line.hasPrefix("anomaly:") {
        anomalies[String(line.prefix(80)), default: 0] += 1
        // A geometry-group anomaly is a claim about what is drawn at its update's first moment:
        // its fix, replayed to that moment, must draw the view elsewhere, or it was a false
        // alarm. (Later, at rest, the fix changes nothing, rightly.)
        guard line.contains("inserted into a moving container"),
          let update = why.text.range(of: "was inserted by the update at "),
          let seconds = why.text[update.upperBound...].split(separator: " ").first.flatMap({ Double($0) })
        else { continue }
        let fix = handle(":why \(name) --at \(seconds) --fix")
        _ = handle(":scrub \(t)")
        let rows = fix.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func shown(_ label: String) -> String? {
          rows.first { $0.hasPrefix(label) }.map { row in
            row.dropFirst(label.count).components(separatedBy: "  ").filter { !$0.isEmpty }.dropFirst().first ?? ""
          }
        }
        if fix.status == .error || shown("now") == nil || shown("now") == shown("with the fix") {
          findings.append(("an anomaly whose fix changes nothing", "\(name)\n\(why.text)\n\(fix.text)"))
        }
      }
    }
    let end = (scene.timeline.end ?? 0) + 10
    _ = handle(":scrub \(end)")
    let rest = handle(":frames --json").text
    findings += restMismatches(rest, scale: scene.window.displayScale)
      .map { ("at rest a view is not drawn at its layout frame", $0) }
    if !inputs.contains(where: { $0.contains("GeometryReader") || $0.contains("Preference") }) {
      // What a view reads of its geometry may legitimately differ when mirrored.
      _ = handle(":set direction rtl")
      _ = handle(":scrub \((scene.timeline.end ?? 0) + 10)")
      findings += mirrorMismatches(rest, handle(":frames --json").text, width: scene.window.size.width)
        .map { ("right-to-left a frame is not the mirror of its left-to-right one", $0) }
    }
    // The whole session, saved and replayed in a fresh one.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("geolab-views-\(ProcessInfo.processInfo.processIdentifier).md").path
    session.settings.allowOutside = true
    let saved = session.handle(":save \(file)")
    defer { try? FileManager.default.removeItem(atPath: file) }
    if saved.status == .error {
      findings.append((":save failed", saved.text))
    } else if let markdown = try? String(contentsOfFile: file, encoding: .utf8) {
      let replay = TranscriptCheck.run(Transcript(text: markdown, file: file), handler: Lab.makeSession())
      if !replay.passed { findings.append(("the saved session does not replay", replay.failureReport())) }
    }
    return (text, findings)
  }

  static func views(_ json: String) -> [[String: Any]] {
    guard let data = json.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let views = object["views"] as? [[String: Any]]
    else { return [] }
    return views
  }

  static func rect(_ any: Any?) -> (Double, Double, Double, Double)? {
    guard let r = any as? [String: Any], let x = r["x"] as? Double, let y = r["y"] as? Double,
      let w = r["width"] as? Double, let h = r["height"] as? Double
    else { return nil }
    return (x, y, w, h)
  }

  /// Rects whose numbers are null (the writer's spelling of NaN and infinity).
  static func finiteRects(_ json: String) -> [String] {
    var problems: [String] = []
    if views(json).isEmpty { problems.append("no views in --json") }
    for v in views(json) {
      let name = v["name"] as? String ?? "?"
      let global = (v["frames"] as? [String: Any])?["global"]
      if let g = global as? [String: Any], rect(g) == nil { problems.append("\(name) global \(g)") }
      if let s = v["shown"] as? [String: Any], rect(s) == nil { problems.append("\(name) shown \(s)") }
    }
    return problems
  }

  /// Views whose SHOWN frame differs from their LAYOUT frame (through effects) by more than the
  /// pixel grid's rounding.
  static func restMismatches(_ json: String, scale: Double) -> [String] {
    var problems: [String] = []
    let tolerance = 1 / scale + 0.011
    for v in views(json) {
      guard let g = rect((v["frames"] as? [String: Any])?["global"]), let s = rect(v["shown"]) else { continue }
      let d = [abs(g.0 - s.0), abs(g.1 - s.1), abs(g.2 - s.2), abs(g.3 - s.3)]
      if d.contains(where: { $0 > tolerance }) {
        problems.append("\(v["name"] as? String ?? "?"): layout \(g), shown \(s)")
      }
    }
    return problems
  }

  /// Views whose global LAYOUT frame in `rtl` is not the one in `ltr` mirrored in a window
  /// `width` wide (to the printed precision).
  static func mirrorMismatches(_ ltr: String, _ rtl: String, width: Double) -> [String] {
    var mirrored: [String: (Double, Double, Double, Double)] = [:]
    for v in views(rtl) {
      if let name = v["name"] as? String, let g = rect((v["frames"] as? [String: Any])?["global"]) { mirrored[name] = g }
    }
    var problems: [String] = []
    for v in views(ltr) {
      guard let name = v["name"] as? String, let g = rect((v["frames"] as? [String: Any])?["global"]) else { continue }
      guard let m = mirrored[name] else {
        problems.append("\(name) is not in the right-to-left frames")
        continue
      }
      let expected = (width - g.0 - g.2, g.1, g.2, g.3)
      let d = [abs(m.0 - expected.0), abs(m.1 - expected.1), abs(m.2 - expected.2), abs(m.3 - expected.3)]
      if d.contains(where: { $0 > 0.011 }) { problems.append("\(name): ltr \(g), rtl \(m)") }
    }
    return problems
  }

  static func firstDifference(_ a: String, _ b: String) -> String {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false)
    let y = b.split(separator: "\n", omittingEmptySubsequences: false)
    for (k, (p, q)) in zip(x, y).enumerated() where p != q {
      return "line \(k + 1):\n- \(p.prefix(300))\n+ \(q.prefix(300))"
    }
    return "lengths differ: \(x.count) and \(y.count) lines"
  }
}
