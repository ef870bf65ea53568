// swift-tools-version:6.1
// GeometryLab's fuzz target: its own package, so the main package stays free of unsafe flags.
// `make fuzz` builds it with coverage instrumentation of every module and runs it under
// libFuzzer for FUZZ_SECONDS (see the Makefile and Fuzz/README.md).
import PackageDescription

let package = Package(
  name: "GeometryLabFuzz",
  dependencies: [
    .package(name: "GeometryLab", path: "..")
  ],
  targets: [
    /// `LLVMFuzzerTestOneInput`: arbitrary bytes through a fresh session, every renderer.
    .executableTarget(
      name: "geolab-fuzz",
      dependencies: [
        .product(name: "LabSession", package: "GeometryLab")
      ],
      path: "Sources/GeolabFuzz",
      swiftSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])],
      linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])])
  ],
  swiftLanguageModes: [.v5]
)
