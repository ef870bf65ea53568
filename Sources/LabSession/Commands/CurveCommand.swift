import Foundation
import LabEngine
import LabScript

/// `:curve <animation>`: plots an animation's progress and velocity over its duration, with a
/// table of values, its settling time and the parameters it resolved to (docs/semantics.md §8.2–8.4).
///
///     :curve .bouncy(duration: 0.4)
public enum CurveCommand {
  /// Plot size in characters; each braille character holds 2 × 4 dots.
  static let columns = 60
  static let progressRows = 15
  static let velocityRows = 6
  /// Fractions of the plotted span sampled in the table.
  static let tableFractions: [Double] = [0, 0.1, 0.25, 0.5, 0.75, 1]

  public static func command(_ bridge: ScriptBridge) -> Command {
    Command(
      name: "curve", group: "Time",
      summary: "Plot an animation's progress and velocity over time, with its parameters.",
      arguments: "<animation>",
      details: """
        The animation is any expression your code could pass to withAnimation: .smooth, \
        .easeInOut(duration: 1), .spring(response: 0.4, dampingFraction: 0.7), \
        .linear.delay(0.5).repeatCount(3), or a Spring. Progress is the fraction of a change \
        shown after t seconds (springs overshoot 1); velocity is its rate per second. Springs \
        show stiffness k and damping c for mass 1, the damping ratio ζ, and the settling time \
        (within 0.001 of the target). repeatForever is plotted over two passes.
        """,
      example: ":curve .bouncy",
      run: { invocation in
        let text = invocation.rawArguments.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw invocation.usageError("expected an animation") }
        let result = bridge.context.evaluateAnimation(text)
        guard case .animation(let animation)? = result.value, !result.hasErrors else {
          return .failure(result.renderedDiagnostics)
        }
        return .text(report(animation))
      })
  }

  /// The whole report for one animation.
  public static func report(_ animation: Animation) -> String {
    var lines = [animation.description + " · " + kind(animation)]
    lines += parameters(animation)
    if let problem = animation.problem {
      lines.append("cannot run: \(problem); a change under it jumps to its new value")
      return lines.joined(separator: "\n")
    }
    let span = animation.previewDuration(foreverPasses: 2)
    lines.append(timing(animation, span: span))
    guard span > 0, span.isFinite else {
      lines.append("nothing to plot: the change is immediate")
      return lines.joined(separator: "\n")
    }
    lines.append("(seconds, k and c rounded to 2 decimals; plots \(columns) columns wide)")
    // A finite animation is sampled through its end (where a repeat snaps); a repeatForever
    // up to just before its third pass begins.
    let count = columns * 2
    let last = Double(animation.duration == nil ? count : count - 1)
    let samples = (0..<count).map { i -> (value: Double, velocity: Double) in
      animation.progress(at: span * Double(i) / last)
    }
    lines.append("progress")
    lines += plot(samples.map(\.value), rows: progressRows, marks: [0, 1])
    lines.append(axis(span))
    lines.append("velocity (per second)")
    lines += plot(samples.map(\.velocity), rows: velocityRows, marks: [0])
    lines.append(axis(span))
    lines += table(animation, span: span)
    return lines.joined(separator: "\n")
  }

  // MARK: Text

  private static func kind(_ a: Animation) -> String {
    switch a {
    case .curve: return "timing curve (chains on retarget)"
    case .fluidSpring: return "fluid spring (merges on retarget, keeping velocity)"
    case .analyticSpring: return "interpolating spring (chains on retarget)"
    case .delayed(let base, _), .sped(let base, _), .repeated(let base, _, _):
      return kind(base).replacingOccurrences(
        of: "merges on retarget, keeping velocity", with: "chains on retarget when modified")
    case .logicallyComplete(let base, _):
      return kind(base).replacingOccurrences(
        of: "merges on retarget", with: "merges on retarget by the same modifier")
    case .custom: return "custom animation (chains on retarget)"
    }
  }

  /// The resolved numbers, innermost animation first, then each modifier.
  private static func parameters(_ a: Animation) -> [String] {
    let f = NumberFormat.format
    switch a {
    case .curve(let curve, let duration):
      var line = "curve \(curve.name ?? "bezier")"
      if let (p1, p2) = curve.controlPoints {
        line += " · control points (\(f(p1.x)), \(f(p1.y))) (\(f(p2.x)), \(f(p2.y)))"
      }
      return [line + " · duration \(f(duration)) s"]
    case .fluidSpring(let s, let blend):
      return springLines(s) + (blend != 0 ? ["blendDuration \(f(blend)) s"] : [])
    case .analyticSpring(let s, let v0):
      return springLines(s) + (v0 != 0 ? ["initialVelocity \(f(v0)) (fractions per second)"] : [])
    case .delayed(let base, let seconds): return parameters(base) + ["delay \(f(seconds)) s"]
    case .sped(let base, let speed): return parameters(base) + ["speed ×\(f(speed))"]
    case .repeated(let base, let count, let autoreverses):
      let passes = count.map { "\($0) passes" } ?? "forever"
      return parameters(base) + ["repeat \(passes)" + (autoreverses ? ", autoreversing" : "")]
    case .logicallyComplete(let base, let seconds):
      return parameters(base) + ["logically complete after \(f(seconds)) s at the latest"]
    case .custom(let body):
      return ["\(body.name).animate(value:time:context:) for a change of 1; a change of another size may move otherwise"]
    }
  }

  private static func springLines(_ s: Spring) -> [String] {
    let f = NumberFormat.format
    return [
      "response \(f(s.response)) s · ζ \(f(s.dampingRatio)) · bounce \(f(s.bounce))"
        + " · mass \(f(s.mass)) · k \(f(s.stiffness)) · c \(f(s.damping))"
    ]
  }

  private static func timing(_ a: Animation, span: Double) -> String {
    let f = NumberFormat.format
    var parts: [String] = []
    if let logical = a.logicalDuration { parts.append("logically complete \(f(logical)) s") }
    if let end = a.duration {
      parts.append((a.resolvedSpring != nil ? "settles" : "ends") + " at \(f(end)) s")
    } else {
      parts.append("never ends (repeatForever); two passes shown")
    }
    return parts.joined(separator: " · ")
  }

  private static func table(_ a: Animation, span: Double) -> [String] {
    let f = NumberFormat.format
    let header = ["t (s)", "progress", "velocity"]
    var rows: [[String]] = []
    for fraction in tableFractions {
      let t = span * fraction
      let p = a.progress(at: t)
      rows.append([f(t), f(p.value), f(p.velocity)])
    }
    let widths = header.indices.map { i in
      ([header[i]] + rows.map { $0[i] }).map(\.count).max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      cells.indices.map { i in
        String(repeating: " ", count: widths[i] - cells[i].count) + cells[i]
      }.joined(separator: "  ")
    }
    return [line(header)] + rows.map(line)
  }

  // MARK: Plot

  /// Left margin: labels of the marked values and the extremes.
  private static let labelWidth = 6

  /// A braille plot of `values` (two per character column), `rows` characters high, scaled to
  /// include `marks` (drawn as a dotted guide where no curve is).
  static func plot(_ values: [Double], rows: Int, marks: [Double]) -> [String] {
    let finite = values.filter(\.isFinite)
    var low = (finite + marks).min() ?? 0
    var high = (finite + marks).max() ?? 1
    if high - low < 1e-9 {
      low -= 0.5
      high += 0.5
    }
    let dotRows = rows * 4
    let dotColumns = values.count
    func dotRow(_ v: Double) -> Int {
      let u = (high - v) / (high - low)
      return Swift.min(dotRows - 1, Swift.max(0, Int((u * Double(dotRows - 1)).rounded())))
    }
    var dots = [[Bool]](
      repeating: [Bool](repeating: false, count: dotColumns), count: dotRows)
    var previous: Int?
    for (x, v) in values.enumerated() where v.isFinite {
      let y = dotRow(v)
      let from = previous ?? y
      for row in Swift.min(from, y)...Swift.max(from, y) { dots[row][x] = true }
      previous = y
    }
    let markRows = Set(marks.map { dotRow($0) / 4 })
    var labels = [Int: String]()
    for mark in marks { labels[dotRow(mark) / 4] = NumberFormat.format(mark) }
    labels[0] = labels[0] ?? NumberFormat.format(high)
    labels[rows - 1] = labels[rows - 1] ?? NumberFormat.format(low)
    var lines: [String] = []
    for row in 0..<rows {
      var text = ""
      for column in 0..<(dotColumns / 2) {
        var bits = 0
        let dotBits = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
        for dy in 0..<4 {
          for dx in 0..<2 where dots[row * 4 + dy][column * 2 + dx] {
            bits |= dotBits[dy][dx]
          }
        }
        if bits == 0 {
          text += markRows.contains(row) && column % 2 == 0 ? "·" : " "
        } else {
          text += String(UnicodeScalar(0x2800 + bits).map(Character.init) ?? " ")
        }
      }
      let label = labels[row] ?? ""
      let pad = String(repeating: " ", count: Swift.max(0, labelWidth - label.count))
      lines.append(pad + label + " ┤" + trimmedRight(text))
    }
    return lines
  }

  private static func axis(_ span: Double) -> String {
    let end = NumberFormat.format(span) + " s"
    let rule =
      String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: columns)
    let under =
      String(repeating: " ", count: labelWidth + 2) + "0"
      + String(repeating: " ", count: Swift.max(1, columns - 1 - end.count)) + end
    return rule + "\n" + under
  }

  private static func trimmedRight(_ s: String) -> String {
    var s = s
    while s.last == " " { s.removeLast() }
    return s
  }
}
