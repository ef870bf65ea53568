/// Random valid view programs (issue 20): a view with two `@State` flags whose body nests
/// stacks, frames, padding, offsets, overlays and backgrounds, effects (rotation, scale,
/// opacity), a GeometryReader sizing its content from its proxy and an inserted branch with a
/// transition — each modifier's values switching with the flags — then a session of state changes
/// under random animations (and none), ticks and scrubs. The same seed gives the same programs.
/// `geolab-diff views` runs them against the lab's invariants.
///
///     var g = ViewProgramGenerator(rng: SplitMix64(seed: 1)); g.program().inputs
public struct ViewProgramGenerator {
  var rng: SplitMix64
  var depth = 0
  var ids = 0

  public init(rng: SplitMix64) { self.rng = rng }

  public struct Program: Sendable {
    /// The inputs, as typed at the prompt: the window, the declaration, the root, then moves.
    public var inputs: [String]
  }

  static let animations = [
    "nil", ".linear(duration: 0.6)", ".easeInOut(duration: 0.4)", ".easeIn(duration: 0.3).delay(0.1)",
    ".bouncy", ".smooth(duration: 0.8)", ".snappy", ".spring(response: 0.4, dampingFraction: 0.7)",
    ".linear(duration: 0.5).speed(2)",
  ]

  public mutating func program() -> Program {
    depth = 0
    ids = 0
    let width = 200 + 20 * rng.below(11)
    let height = 200 + 20 * rng.below(11)
    let body = view()
    let source = """
      struct G: View {
        @State var a = false
        @State var b = false
        var body: some View {
      \(indent(body, 4))
        }
      }
      """
    var inputs = [":window \(width) \(height)", source, "G()"]
    for _ in 0..<(1 + rng.below(4)) {
      let flag = rng.chance(0.5) ? "a" : "b"
      let animation = rng.pick(Self.animations)
      inputs.append(
        animation == "nil"
          ? "\(flag).toggle()" : "withAnimation(\(animation)) { \(flag).toggle() }")
      switch rng.below(3) {
      case 0: inputs.append(":tick \(Self.number(Double(rng.below(40)) / 100))")
      case 1: inputs.append(":scrub \(Self.number(Double(rng.below(120)) / 100))")
      default: break
      }
    }
    return Program(inputs: inputs)
  }

  /// A value that switches with a flag: `a ? x : y`.
  mutating func flip(_ x: String, _ y: String) -> String {
    rng.chance(0.5) ? "(\(rng.chance(0.5) ? "a" : "b") ? \(x) : \(y))" : x
  }

  mutating func length(_ low: Int, _ high: Int) -> String {
    let x = low + rng.below(high - low + 1)
    let y = low + rng.below(high - low + 1)
    return flip("\(x)", "\(y)")
  }

  mutating func leaf() -> String {
    ids += 1
    let id = ids
    switch rng.below(5) {
    case 0: return "Color.red.frame(width: \(length(5, 80)), height: \(length(5, 60))).id(\"v\(id)\")"
    case 1: return "Circle().fill(.blue).frame(width: \(length(5, 60)), height: \(length(5, 60))).id(\"v\(id)\")"
    case 2: return "Text(\"t\(id)\").id(\"v\(id)\")"
    case 3: return "RoundedRectangle(cornerRadius: \(rng.below(12))).frame(width: \(length(10, 90)), height: \(length(10, 40))).id(\"v\(id)\")"
    default: return "Color.green.id(\"v\(id)\")"
    }
  }

  mutating func view() -> String {
    depth += 1
    defer { depth -= 1 }
    var base: String
    if depth > 3 || rng.chance(0.3) {
      base = leaf()
    } else {
      switch rng.below(6) {
      case 0, 1:
        let stack = rng.pick(["HStack", "VStack"])
        let alignment =
          stack == "HStack" ? rng.pick([".top", ".center", ".bottom"]) : rng.pick([".leading", ".center", ".trailing"])
        let children = (0..<(1 + rng.below(3))).map { _ in view() }
        base = "\(stack)(alignment: \(alignment), spacing: \(rng.below(16))) {\n\(indent(children.joined(separator: "\n"), 2))\n}"
      case 2:
        let children = (0..<(1 + rng.below(2))).map { _ in view() }
        base = "ZStack(alignment: \(rng.pick([".topLeading", ".center", ".bottomTrailing"]))) {\n\(indent(children.joined(separator: "\n"), 2))\n}"
      case 3:
        // A branch inserted and removed with a transition.
        let inner = view()
        let flag = rng.chance(0.5) ? "a" : "b"
        let transition = rng.pick([".opacity", ".scale", ".slide", ".move(edge: .leading)", ".identity"])
        base = "VStack {\n  if \(flag) {\n\(indent(inner, 4))\n      .transition(\(transition))\n  }\n  \(leaf())\n}"
      case 4:
        // A reader whose content shows its size.
        base = "GeometryReader { proxy in\n  Color.orange.frame(width: proxy.size.width / 2, height: min(proxy.size.height, 30))\n}\n.frame(width: \(length(40, 160)), height: \(length(20, 80)))"
      default:
        base = leaf()
      }
    }
    for _ in 0..<rng.below(3) { base += modifier() }
    return base
  }

  mutating func modifier() -> String {
    switch rng.below(11) {
    case 8: return "\n.geometryGroup()"
    case 9: return "\n.animation(\(rng.pick(Array(Self.animations.dropFirst()))), value: \(rng.chance(0.5) ? "a" : "b"))"
    case 10: return "\n.scaleEffect(x: \(flip("1", "0.5")), y: \(flip("1", "2")), anchor: \(rng.pick([".topLeading", ".center", ".bottom"])))"
    case 0: return "\n.padding(\(length(0, 20)))"
    case 1: return "\n.frame(width: \(length(20, 180)))"
    case 2: return "\n.offset(x: \(length(-40, 40)), y: \(length(-30, 30)))"
    case 3: return "\n.rotationEffect(.degrees(\(length(-45, 45))))"
    case 4: return "\n.scaleEffect(\(flip("1", "1.5")))"
    case 5: return "\n.background(Color.yellow.opacity(0.5))"
    case 6: return "\n.overlay(alignment: .topLeading) { Circle().frame(width: 8, height: 8) }"
    default: return "\n.opacity(\(flip("1", "0.5")))"
    }
  }

  func indent(_ text: String, _ spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { pad + $0 }.joined(separator: "\n")
  }

  static func number(_ v: Double) -> String {
    v == v.rounded() ? String(Int(v)) : String(v)
  }
}
