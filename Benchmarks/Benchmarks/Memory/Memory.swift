// Bytes per node of the live tree and both layers (issue 9), for the playhead workload's row
// of N animated leaves (2N + 1 ViewTree nodes). Each figure is a custom metric, per ViewTree
// node: the ViewTree and the Layout by array capacity × stride, the same two measured on the
// heap, and the Presentation (SHOWN layer after an animated update) measured on the heap.
// The timed part is the measurement itself (building both layouts and the presentation).
import Benchmark
import LabEngine
import PipelineWorkloads

let benchmarks: @Sendable () -> Void = {
  let treeBytes = BenchmarkMetric.custom("ViewTree bytes/node", useScalingFactor: false)
  let layoutBytes = BenchmarkMetric.custom("Layout bytes/node", useScalingFactor: false)
  let heapBytes = BenchmarkMetric.custom("tree+layout heap bytes/node", useScalingFactor: false)
  let presentationBytes = BenchmarkMetric.custom(
    "Presentation heap bytes/node", useScalingFactor: false)
  let presentationLeafBytes = BenchmarkMetric.custom(
    "Presentation heap bytes/leaf", useScalingFactor: false)

  for leaves in [1_000, 10_000, 100_000] {
    Benchmark(
      "Memory, row of \(leaves / 1_000)k animated leaves",
      configuration: .init(
        metrics: [
          treeBytes, layoutBytes, heapBytes, presentationBytes, presentationLeafBytes,
          .peakMemoryResident,
        ],
        warmupIterations: 0, maxDuration: .seconds(2), maxIterations: 3)
    ) { benchmark in
      for _ in benchmark.scaledIterations {
        let m = MemoryFootprint.measure(leaves: leaves)
        benchmark.stopMeasurement()
        let nodes = m.treeNodes
        benchmark.measurement(treeBytes, m.tree.treeBytes / nodes)
        benchmark.measurement(layoutBytes, m.tree.layoutBytes / nodes)
        benchmark.measurement(heapBytes, m.treeAndLayoutHeap / nodes)
        benchmark.measurement(presentationBytes, m.presentationHeap / nodes)
        benchmark.measurement(presentationLeafBytes, m.presentationHeap / leaves)
        blackHole(m)
      }
    }
  }
}
