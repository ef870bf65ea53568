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
    /// The other workloads of issue 9: the playhead and scrubbing (SHOWN layer), the front end
    /// (a 1,000-line view file, a REPL round trip), transcript replay, memory per node.
    .target(
      name: "PipelineWorkloads",
      dependencies: [
        "LayoutWorkloads", "CHeapUsage",
        .product(name: "LabEngine", package: "GeometryLab"),
        .product(name: "LabScript", package: "GeometryLab"),
        .product(name: "LabSession", package: "GeometryLab"),
      ]),
    /// glibc's heap counter (`mallinfo2`), for measured bytes per node.
    .target(name: "CHeapUsage"),
    /// A plain release executable that times one layout pass per case and prints JSON lines,
    /// for the side-by-side comparison with the peers.
    .executableTarget(
      name: "layout-timer",
      dependencies: [
        "LayoutWorkloads", "CHeapUsage", .product(name: "LabEngine", package: "GeometryLab"),
      ]),
    /// The same for every other workload (median of N runs, one line per case): the scaling
    /// tables of Benchmarks/README.md and the target under callgrind.
    .executableTarget(
      name: "pipeline-timer",
      dependencies: [
        "PipelineWorkloads", "LayoutWorkloads", "CHeapUsage",
        .product(name: "LabEngine", package: "GeometryLab"),
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
    .executableTarget(
      name: "Presentation",
      dependencies: [
        "PipelineWorkloads",
        .product(name: "LabEngine", package: "GeometryLab"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Presentation",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "FrontEnd",
      dependencies: [
        "PipelineWorkloads",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/FrontEnd",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "Transcripts",
      dependencies: [
        "PipelineWorkloads",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Transcripts",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    .executableTarget(
      name: "Memory",
      dependencies: [
        "PipelineWorkloads", "LayoutWorkloads",
        .product(name: "LabEngine", package: "GeometryLab"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/Memory",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
  ]
)
