import LabEngine
import SwiftSyntax

/// Core Location as a screen's code reaches for it (docs/semantics.md §1.2): a
/// `CLLocationManager` the app makes and asks for permission and a location, and `CLLocation`
/// values. The lab's phone has no position and nobody answers the permission prompt, so the
/// manager never calls its delegate: its `authorizationStatus` stays `.notDetermined` and its
/// `location` nil, and the screen is laid out as it looks while it waits. The first request
/// says so, once per input.
///
///     let manager = CLLocationManager()
///     manager.requestWhenInUseAuthorization()   // warning: no answer, no location in the lab
enum CoreLocationBuiltins {
  static let typeNames = ["CLLocationManager", "CLLocation"]
  static let settings = [
    "delegate", "desiredAccuracy", "distanceFilter", "allowsBackgroundLocationUpdates",
    "pausesLocationUpdatesAutomatically", "activityType", "showsBackgroundLocationIndicator", "headingFilter",
  ]
  static let requests: Set = [
    "requestWhenInUseAuthorization", "requestAlwaysAuthorization", "requestLocation", "startUpdatingLocation",
    "stopUpdatingLocation", "startMonitoringSignificantLocationChanges", "stopMonitoringSignificantLocationChanges",
    "startUpdatingHeading", "stopUpdatingHeading", "requestTemporaryFullAccuracyAuthorization",
  ]

  /// `kCLLocationAccuracyBest` and the other accuracies, in metres as Core Location defines
  /// them (the best ones are negative markers).
  static let accuracies: [String: Double] = [
    "kCLLocationAccuracyBestForNavigation": -2, "kCLLocationAccuracyBest": -1,
    "kCLLocationAccuracyNearestTenMeters": 10, "kCLLocationAccuracyHundredMeters": 100,
    "kCLLocationAccuracyKilometer": 1000, "kCLLocationAccuracyThreeKilometers": 3000,
  ]

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "CLLocationManager":
      try c.checkLabels([])
      return BuiltinClasses.make(
        name, properties: settings, initial: [("delegate", .null), ("desiredAccuracy", .double(-1)), ("distanceFilter", .double(-1))],
        interp
      ).0
    default:
      // `CLLocation(latitude:longitude:)`: a position, its `coordinate`.
      try c.checkLabels(["latitude", "longitude"])
      guard let lat = try c.double("latitude"), let lon = try c.double("longitude") else {
        throw c.fail("`CLLocation` needs `latitude:` and `longitude:`", kind: .argument)
      }
      let coordinate = BuiltinClasses.value(
        "CLLocationCoordinate2D", ["latitude": .double(lat), "longitude": .double(lon)], interp)
      return BuiltinClasses.value("CLLocation", ["coordinate": coordinate], interp)
    }
  }

  /// The manager's state and requests; nil for a name it does not have here.
  static func member(_ name: String, _ interp: Interpreter, at node: Syntax) -> Value? {
    switch name {
    case "authorizationStatus":
      return .implicitMember(ImplicitMember(name: "notDetermined", arguments: nil))
    case "location", "heading": return .null
    case "accuracyAuthorization": return .implicitMember(ImplicitMember(name: "fullAccuracy", arguments: nil))
    case _ where requests.contains(name):
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels([])
          c.interpreter.warn(
            "the lab's phone has no location and nobody answers its permission prompt: `CLLocationManager` never "
              + "calls its delegate, so `authorizationStatus` stays `.notDetermined` and `location` nil",
            at: c.node)
          return .void
        })
    default: return nil
    }
  }
}
