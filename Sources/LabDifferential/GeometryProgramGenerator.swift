/// Random programs over the values views lay out with: `CGRect`, `CGPoint` and `CGSize` built
/// from literals of both kinds and from each other's members (`midX`, `maxY`, `width / 2`),
/// then their members, `insetBy`, `offsetBy`, `union`, `intersection`, `contains`,
/// `intersects`, `standardized` and `isEmpty` printed, alone, in arrays and in interpolation.
/// Widths and heights are sometimes zero or negative, and insets sometimes larger than the
/// rectangle, where CoreGraphics' rules (standardising, the null rectangle) decide.
///
/// Part of the fuzz (`ProgramGenerator` hands a share of its programs here); the same seed
/// gives the same programs.
struct GeometryProgramGenerator {
  var rng: SplitMix64
  var lines: [String] = []
  var rects: [String] = []
  var points: [String] = []
  var sizes: [String] = []

  init(rng: SplitMix64) { self.rng = rng }

  mutating func program() -> [String] {
    lines = []
    rects = []
    points = []
    sizes = []
    let rectCount = 1 + rng.below(3)
    for i in 0..<rectCount { declareRect(i) }
    for i in 0..<(1 + rng.below(2)) { declarePoint(i) }
    if rng.chance(0.5) { declareSize(0) }
    for _ in 0..<(3 + rng.below(5)) { lines.append(printStatement()) }
    return lines
  }

  // MARK: Declarations

  private mutating func declareRect(_ i: Int) {
    let name = "r\(i)"
    let typed = rng.chance(0.3) ? ": CGRect" : ""
    if !rects.isEmpty, rng.chance(0.3) {
      let base = rng.pick(rects)
      lines.append("let \(name)\(typed) = \(base).\(derivedRect())")
    } else if rng.chance(0.2) {
      lines.append(
        "let \(name)\(typed) = CGRect(origin: CGPoint(x: \(coordinate()), y: \(coordinate())), "
          + "size: CGSize(width: \(length()), height: \(length())))")
    } else {
      lines.append(
        "let \(name)\(typed) = CGRect(x: \(coordinate()), y: \(coordinate()), "
          + "width: \(length()), height: \(length()))")
    }
    rects.append(name)
  }

  private mutating func declarePoint(_ i: Int) {
    let name = "p\(i)"
    if let r = rects.first, rng.chance(0.6) {
      let xs = ["\(r).midX", "\(r).minX", "\(r).maxX", "\(r).minX + \(r).width / 2"]
      let ys = ["\(r).midY", "\(r).minY", "\(r).maxY", "\(r).maxY - 1"]
      lines.append("let \(name) = CGPoint(x: \(rng.pick(xs)), y: \(rng.pick(ys)))")
    } else {
      lines.append("let \(name) = CGPoint(x: \(coordinate()), y: \(coordinate()))")
    }
    points.append(name)
  }

  private mutating func declareSize(_ i: Int) {
    let name = "s\(i)"
    if let r = rects.last, rng.chance(0.6) {
      lines.append("let \(name) = CGSize(width: \(r).width / \(rng.pick(["2", "3", "4.0"])), height: \(r).height * \(rng.pick(["2", "0.5", "1.5"])))")
    } else {
      lines.append("let \(name) = CGSize(width: \(length()), height: \(length()))")
    }
    sizes.append(name)
  }

  // MARK: Printing

  private mutating func printStatement() -> String {
    let r = rng.pick(rects)
    switch rng.below(9) {
    case 0:
      let members = ["minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height"]
      let chosen = (0..<(1 + rng.below(4))).map { _ in "\(r).\(rng.pick(members))" }
      return "print(\(chosen.joined(separator: ", ")))"
    case 1: return "print(\(r).\(derivedRect()))"
    case 2: return "print(\(r), \(r).isEmpty, \(r).isNull)"
    case 3:
      let p = points.isEmpty ? "CGPoint(x: \(coordinate()), y: \(coordinate()))" : rng.pick(points)
      return "print(\(r).contains(\(p)))"
    case 4:
      let other = rng.pick(rects)
      return "print(\(r).\(rng.pick(["union", "intersection"]))(\(other)), \(r).intersects(\(other)))"
    case 5: return "print([\(r).origin, CGPoint(x: \(r).maxX, y: \(r).maxY)])"
    case 6:
      let size = sizes.isEmpty ? "\(r).size" : rng.pick(sizes)
      return "print(\(size), \(size).width + \(size).height)"
    case 7: return "print(\"\\(\(r).midX) × \\(\(r).height)\")"
    default:
      let p = points.isEmpty ? "\(r).origin" : rng.pick(points)
      return "print(\(p).x - \(r).midX, \(p).y / 2)"
    }
  }

  private mutating func derivedRect() -> String {
    switch rng.below(3) {
    case 0: return "insetBy(dx: \(inset()), dy: \(inset()))"
    case 1: return "offsetBy(dx: \(coordinate()), dy: \(coordinate()))"
    default: return "standardized"
    }
  }

  // MARK: Numbers

  /// A position: an integer or fractional literal, sometimes negative.
  private mutating func coordinate() -> String {
    switch rng.below(4) {
    case 0: return String(rng.below(400))
    case 1: return "-\(1 + rng.below(50))"
    case 2: return "\(rng.below(200)).\(rng.pick(["5", "25", "75", "1"]))"
    default: return rng.pick(["0", "10 / 4", "100 / 3", "2 * 8"])
    }
  }

  /// A width or height: mostly positive; sometimes zero or negative.
  private mutating func length() -> String {
    switch rng.below(6) {
    case 0: return "0"
    case 1: return "-\(1 + rng.below(40))"
    case 2: return "\(1 + rng.below(100)).5"
    default: return String(1 + rng.below(300))
    }
  }

  /// An inset: sometimes negative (grows), sometimes beyond half the size (null rectangle).
  private mutating func inset() -> String {
    switch rng.below(4) {
    case 0: return "-\(1 + rng.below(20))"
    case 1: return String(100 + rng.below(200))
    case 2: return "\(rng.below(10)).5"
    default: return String(rng.below(20))
    }
  }
}
