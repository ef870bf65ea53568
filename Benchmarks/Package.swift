// swift-tools-version:6.1
// GeometryLab benchmarks: its own package so the main package does not depend on
// package-benchmark. `make bench` runs the suites; `make bench-peers` runs `layout-timer`
// beside Taffy and Yoga on the same trees (Benchmarks/peers/run.sh).
import PackageDescription

let package = Package(
  name: "GeometryLabBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "GeometryLab", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    /// The benchmark trees (flat row, nested stacks), shared by the suite and the timer.
    .target(
      name: "LayoutWorkloads",
      dependencies: [.product(name: "LabEngine", package: "GeometryLab")]),
    /// A plain release executable that times one layout pass per case and prints JSON lines,
    /// for the side-by-side comparison with the peers.
    /// glibc's heap counter (`mallinfo2`), for measured bytes per node.
    .target(name: "CHeapUsage"),
    .executableTarget(
      name: "layout-timer",
      dependencies: [
        "LayoutWorkloads", "CHeapUsage", .product(name: "LabEngine", package: "GeometryLab"),
      ]),
    .executableTarget(
      name: "Layout",
      dependencies: [
        "LayoutWorkloads",
        .product(name: "LabEngine", package: "GeometryLab"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Layout",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ]
)
