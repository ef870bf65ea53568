/// Animations spelled as in SwiftUI code. Presets are recognised by value, so `.spring` (the
/// same spring as `.smooth`) reads `.smooth`, and `.default` reads `.default`.
extension Animation: CustomStringConvertible {
  public var description: String {
    switch self {
    case .curve(let curve, let duration): return Self.describe(curve, duration)
    case .fluidSpring(let spring, let blend): return Self.describeFluid(spring, blend)
    case .analyticSpring(let s, let v0):
      var args: [String]
      if s.mass == 1, Self.isRound(s.stiffness), Self.isRound(s.damping) {
        args = ["stiffness: \(n(s.stiffness))", "damping: \(n(s.damping))"]
      } else if s.mass != 1 {
        args = ["mass: \(n(s.mass))", "stiffness: \(n(s.stiffness))", "damping: \(n(s.damping))"]
      } else {
        args = ["duration: \(n(s.duration))"]
        if !Self.same(s.bounce, 0) { args.append("bounce: \(n(s.bounce))") }
      }
      if v0 != 0 { args.append("initialVelocity: \(n(v0))") }
      return ".interpolatingSpring(" + args.joined(separator: ", ") + ")"
    case .delayed(let a, let seconds): return "\(a).delay(\(n(seconds)))"
    case .sped(let a, let speed): return "\(a).speed(\(n(speed)))"
    case .repeated(let a, let count?, let autoreverses):
      return "\(a).repeatCount(\(count)\(autoreverses ? "" : ", autoreverses: false"))"
    case .repeated(let a, nil, let autoreverses):
      return "\(a).repeatForever(\(autoreverses ? "" : "autoreverses: false"))"
    case .logicallyComplete(let a, let seconds): return "\(a).logicallyComplete(after: \(n(seconds)))"
    case .custom(let body): return "Animation(\(body.name))"
    }
  }

  private static func describe(_ curve: UnitCurve, _ duration: Double) -> String {
    let named = ["linear", "easeIn", "easeOut", "easeInOut"]
    if let name = curve.name, named.contains(name) {
      return same(duration, defaultCurveDuration)
        ? ".\(name)" : ".\(name)(duration: \(n(duration)))"
    }
    if let (p1, p2) = curve.controlPoints {
      let points = [p1.x, p1.y, p2.x, p2.y].map(n).joined(separator: ", ")
      return ".timingCurve(\(points), duration: \(n(duration)))"
    }
    return ".timingCurve(.\(curve.name ?? "curve"), duration: \(n(duration)))"
  }

  private static func describeFluid(_ s: Spring, _ blend: Double) -> String {
    let r = s.response
    let zeta = s.dampingRatio
    if s.mass == 1, same(blend, 0) {
      if same(r, 0.55), same(zeta, 1) { return ".default" }
      let presets: [(String, Double)] = [("smooth", 0), ("snappy", 0.15), ("bouncy", 0.3)]
      for (name, bounce) in presets where same(s.bounce, bounce) {
        return same(r, 0.5) ? ".\(name)" : ".\(name)(duration: \(n(r)))"
      }
    }
    if s.mass == 1, same(blend, 0.25), same(r, 0.15), same(zeta, 0.86) {
      return ".interactiveSpring"
    }
    var args = ["response: \(n(r))", "dampingFraction: \(n(zeta))"]
    if !same(blend, 0) { args.append("blendDuration: \(n(blend))") }
    return ".spring(" + args.joined(separator: ", ") + ")"
  }

  private static func same(_ a: Double, _ b: Double) -> Bool { Swift.abs(a - b) < 1e-9 }

  /// Whole numbers or two decimals: written by hand rather than derived.
  private static func isRound(_ x: Double) -> Bool {
    Swift.abs(x * 100 - (x * 100).rounded()) < 1e-6
  }
}

private func n(_ x: Double) -> String { NumberFormat.source(x) }
