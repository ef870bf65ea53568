// The layout pass on the benchmark trees (issue 2, docs/architecture.md §8): a flat row and a nested
// tree of N = 1k, 10k, 100k, 1M leaves. Only `Layout(tree:window:)` is measured; the tree is
// built in `setup`. Besides wall-clock time per pass, each case reports custom metrics:
//   ns/node (view tree) — per ViewTree node (a fixed leaf is 2: frame + color);
//   ns/node (peer)      — per leaf + container, as Taffy and Yoga count (make bench-peers);
//   bytes/node          — ViewTree + Layout arrays, capacity × stride, per ViewTree node.
import Benchmark
import LabEngine
import LayoutWorkloads

let benchmarks: @Sendable () -> Void = {
  let nsPerTreeNode = BenchmarkMetric.custom("ns/node (view tree)", useScalingFactor: false)
  let nsPerPeerNode = BenchmarkMetric.custom("ns/node (peer count)", useScalingFactor: false)
  let bytesPerNode = BenchmarkMetric.custom("bytes/node (tree+layout)", useScalingFactor: false)

  for workload in Workload.suite {
    let configuration = Benchmark.Configuration(
      metrics: [
        .wallClock, .mallocCountTotal, .peakMemoryResident, nsPerTreeNode, nsPerPeerNode,
        bytesPerNode,
      ],
      timeUnits: .microseconds,
      warmupIterations: 1,
      maxDuration: .seconds(3),
      maxIterations: workload.leaves >= 1_000_000 ? 5 : 50)

    Benchmark("Layout \(workload.name)", configuration: configuration) { benchmark, tree in
      for _ in benchmark.scaledIterations {
        let start = ContinuousClock.now
        let layout = Layout(tree: tree, window: Workload.window)
        let elapsed = ContinuousClock.now - start
        benchmark.stopMeasurement()
        let ns =
          Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
        benchmark.measurement(nsPerTreeNode, Int((ns / Double(tree.count)).rounded()))
        benchmark.measurement(nsPerPeerNode, Int((ns / Double(workload.peerNodes)).rounded()))
        let footprint = Footprint(tree: tree, layout: layout)
        benchmark.measurement(bytesPerNode, footprint.totalBytes / tree.count)
        blackHole(layout)
      }
    } setup: {
      workload.viewTree()
    }
  }
}
