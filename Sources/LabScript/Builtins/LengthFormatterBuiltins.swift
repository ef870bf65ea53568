import Foundation

/// `LengthFormatter` (Apple's Landmarks: `Hike.formatter.string(fromValue: distance, unit:
/// .kilometer)`), run on this machine's Foundation in the lab phone's locale (`en_US`): the
/// number as a decimal with up to three fraction digits, then the unit's abbreviation.
enum LengthFormatterBuiltins {
  static let typeNames = ["LengthFormatter"]

  static let units: [String: LengthFormatter.Unit] = [
    "millimeter": .millimeter, "centimeter": .centimeter, "meter": .meter, "kilometer": .kilometer,
    "inch": .inch, "foot": .foot, "yard": .yard, "mile": .mile,
  ]

  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([])
    return .opaque(OpaqueValue(kind: "LengthFormatter", text: ""))
  }

  static func member(_ name: String) -> Value? {
    switch name {
    case "string":
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["fromValue", "unit"])
          guard let value = try c.double("fromValue") else { throw c.fail("`string` needs `fromValue:`", kind: .argument) }
          guard case .implicitMember(let m)? = c.argument("unit")?.value, let unit = units[m.name] else {
            throw c.fail(
              "`unit:` takes a length unit: " + units.keys.sorted().map { "`.\($0)`" }.joined(separator: ", "),
              kind: .argument)
          }
          let formatter = LengthFormatter()
          formatter.numberFormatter.locale = Locale(identifier: Locales.phone)
          return .string(formatter.string(fromValue: value, unit: unit))
        })
    case "unitStyle", "isForPersonHeightUse", "numberFormatter":
      return .function(
        FunctionValue(name: name) { c in
          throw c.fail("`\(name)` of a `LengthFormatter` is not supported yet: the lab formats in the medium style", kind: .notSupported)
        })
    default: return nil
    }
  }
}
