// swift-tools-version:6.1
// GeometryLab: a command-line lab that simulates SwiftUI's geometry pipeline.
// Module map: see docs/architecture.md §2 (LabGeometry → LabEngine → LabScript → LabSession → geolab).
import PackageDescription

let package = Package(
  name: "GeometryLab",
  products: [
    .library(name: "LabGeometry", targets: ["LabGeometry"]),
    .library(name: "LabEngine", targets: ["LabEngine"]),
    .library(name: "LabScript", targets: ["LabScript"]),
    .library(name: "LabSession", targets: ["LabSession"]),
    .executable(name: "geolab", targets: ["geolab"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The HTTP server of `geolab preview` only (issue 19): no SwiftNIO, a short first build.
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    .target(name: "LabGeometry"),
    .target(name: "LabEngine", dependencies: ["LabGeometry"]),
    .target(
      name: "LabScript",
      dependencies: [
        "LabEngine",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]),
    .target(name: "LabSession", dependencies: ["LabScript", "LabEngine"]),
    // `geolab preview`: the page of a file, served and kept current (its own target, so the
    // engine's modules never link an HTTP server).
    .target(
      name: "GeolabPreview",
      dependencies: ["LabSession", .product(name: "FlyingFox", package: "FlyingFox")]),
    .systemLibrary(
      name: "CEditLine", pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]),
    .executableTarget(
      name: "geolab",
      dependencies: [
        "LabSession", "GeolabPreview", "CEditLine",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The differential test against the local `swiftc` (issue 25): a library, so that unit
    // tests can run the generator, and the `geolab-diff` tool `make test` runs.
    .target(name: "LabDifferential", dependencies: ["LabScript"]),
    .executableTarget(name: "geolab-diff", dependencies: ["LabDifferential", "LabSession"]),
    .testTarget(name: "LabGeometryTests", dependencies: ["LabGeometry"]),
    .testTarget(name: "LabEngineTests", dependencies: ["LabEngine"]),
    .testTarget(name: "LabScriptTests", dependencies: ["LabScript"]),
    .testTarget(name: "LabSessionTests", dependencies: ["LabSession"]),
    .testTarget(name: "LabDifferentialTests", dependencies: ["LabDifferential"]),
  ],
  swiftLanguageModes: [.v5]
)
