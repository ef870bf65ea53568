import LabGeometry

/// A colour as drawn: red, green, blue and opacity, each from 0 to 1 (sRGB).
///
///     RGBA(red: 1, green: 59 / 255, blue: 48 / 255).css   // "rgb(255,59,48)"
public struct RGBA: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var opacity: Double

  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func unit(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
    self.red = unit(red)
    self.green = unit(green)
    self.blue = unit(blue)
    self.opacity = unit(opacity)
  }

  /// From 0–255 channels, as colour tables print them.
  public init(_ r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
  }

  /// `Color(white:)`: the same value on every channel.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// `Color(hue:saturation:brightness:)`: HSB (HSV) to RGB, hue in turns.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
    let s = min(1, max(0, saturation.isFinite ? saturation : 0))
    let v = min(1, max(0, brightness.isFinite ? brightness : 0))
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * f)
    let t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  public func withOpacity(_ factor: Double) -> RGBA {
    var copy = self
    copy.opacity = min(1, max(0, opacity * (factor.isFinite ? factor : 1)))
    return copy
  }

  /// A channel in 0–255, rounded half away from zero.
  public static func byte(_ v: Double) -> Int { Int((v * 255).rounded(.toNearestOrAwayFromZero)) }

  /// The colour in CSS syntax, without its opacity: `rgb(255,59,48)`.
  public var css: String { "rgb(\(Self.byte(red)),\(Self.byte(green)),\(Self.byte(blue)))" }

  /// As SwiftUI prints a resolved colour: `#RRGGBBAA` (OpenSwiftUI `Color.Resolved.description`,
  /// `Int(c × 255 + 0.5)` per channel — `byte`'s rounding for channels in 0…1).
  public var hex: String {
    "#" + [red, green, blue, opacity].map { v -> String in
      let digits = String(Self.byte(v), radix: 16, uppercase: true)
      return digits.count < 2 ? "0" + digits : digits
    }.joined()
  }
}

/// What a shape, a `Color` or a `Text` is painted with: a colour, a gradient, or a style the lab
/// cannot colour (an asset catalogue colour, a material), drawn hatched and named.
///
///     Paint.resolve("blue.opacity(0.5)")   // .color(RGBA(0, 122, 255, opacity: 0.5))
public enum Paint: Hashable, Sendable {
  case color(RGBA)
  case gradient(GradientPaint)
  /// Known by name only: `Color("Brand")` from an asset catalogue, `.regularMaterial`.
  case unknown(String)

  /// The paint with its opacity multiplied by `factor` (`.opacity` on a colour).
  public func withOpacity(_ factor: Double) -> Paint {
    switch self {
    case .color(let c): return .color(c.withOpacity(factor))
    case .gradient(var g):
      g.stops = g.stops.map { GradientPaint.Stop(color: $0.color.withOpacity(factor), location: $0.location) }
      return .gradient(g)
    case .unknown: return self
    }
  }
}

/// `LinearGradient`, `RadialGradient`, `AngularGradient` or `EllipticalGradient` with its stops and
/// geometry in unit points of the frame it fills (docs/semantics.md §14).
public struct GradientPaint: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case linear, radial, angular, elliptical
  }

  public struct Stop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
      self.color = color
      self.location = location
    }
  }

  public var kind: Kind
  public var stops: [Stop]
  /// Linear: the start and end points.
  public var start: UnitPoint
  public var end: UnitPoint
  /// Radial and angular: the centre; radial: the radii in points.
  public var center: UnitPoint
  public var startRadius: Double
  public var endRadius: Double

  public init(
    kind: Kind, stops: [Stop], start: UnitPoint = .top, end: UnitPoint = .bottom,
    center: UnitPoint = .center, startRadius: Double = 0, endRadius: Double = 0
  ) {
    self.kind = kind
    self.stops = stops
    self.start = start
    self.end = end
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Colours with no locations are spread evenly from 0 to 1, as `Gradient(colors:)` does.
  public static func evenStops(_ colors: [RGBA]) -> [Stop] {
    guard colors.count > 1 else { return colors.map { Stop(color: $0, location: 0) } }
    return colors.enumerated().map {
      Stop(color: $0.element, location: Double($0.offset) / Double(colors.count - 1))
    }
  }
}
