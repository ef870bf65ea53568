/// The version `geolab --version` prints.
///
///     GeolabVersion.string   // "0.1.0"
enum GeolabVersion {
  static let string = "0.1.0"
}
