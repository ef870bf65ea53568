import LabEngine
import SwiftSyntax

/// Map coordinates as values (docs/semantics.md §1.2): `CLLocationCoordinate2D`, and MapKit's
/// `MKCoordinateSpan` and `MKCoordinateRegion` made from them, as their memberwise
/// initialisers make them. The lab draws no map, so a region made from distances in metres (a
/// projection) is refused.
enum MapValues {
  static let typeNames = ["CLLocationCoordinate2D", "MKCoordinateSpan", "MKCoordinateRegion"]

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    func number(_ label: String) throws -> Value {
      switch c.argument(label)?.value {
      case .double(let d)?: return .double(d)
      case .int(let i)?: return .double(Double(i))
      default: throw c.fail("`\(name)` needs `\(label):`, a number", kind: .argument)
      }
    }
    func value(_ fields: [String: Value]) -> Value { BuiltinClasses.value(name, fields, interp) }
    switch name {
    case "CLLocationCoordinate2D", "MKCoordinateSpan":
      let labels = name == "MKCoordinateSpan" ? ["latitudeDelta", "longitudeDelta"] : ["latitude", "longitude"]
      try c.checkLabels(labels)
      if c.arguments.isEmpty { return value([labels[0]: .double(0), labels[1]: .double(0)]) }
      return value([labels[0]: try number(labels[0]), labels[1]: try number(labels[1])])
    default:
      try c.checkLabels(["center", "span", "latitudinalMeters", "longitudinalMeters"])
      if c.arguments.isEmpty {
        // `MKCoordinateRegion()`: the zero region (a state's starting value, set on appear).
        let zero = { (labels: [String], type: String) in
          BuiltinClasses.value(type, [labels[0]: .double(0), labels[1]: .double(0)], interp)
        }
        return value([
          "center": zero(["latitude", "longitude"], "CLLocationCoordinate2D"),
          "span": zero(["latitudeDelta", "longitudeDelta"], "MKCoordinateSpan"),
        ])
      }
      if c.has("latitudinalMeters") || c.has("longitudinalMeters") {
        throw c.fail(
          "a region from distances in metres needs MapKit's projection, which the lab does not have; "
            + "give `span: MKCoordinateSpan(latitudeDelta:longitudeDelta:)`", kind: .notSupported)
      }
      guard let center = c.argument("center")?.value, let span = c.argument("span")?.value else {
        throw c.fail("`MKCoordinateRegion` needs `center:` and `span:`", kind: .argument)
      }
      return value(["center": center, "span": span])
    }
  }
}
