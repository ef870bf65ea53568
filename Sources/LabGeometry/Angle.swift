import Foundation

/// A plane angle (`Angle`); positive values turn clockwise on screen because y points down.
///
///     Angle.degrees(10).radians  // 0.17453…
public struct Angle: Hashable, Sendable, Comparable {
  public var radians: Double

  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static let zero = Angle(radians: 0)

  public var degrees: Double { radians * 180 / .pi }

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}
