// The SHOWN layer over time (issue 9). Inputs (layouts, the presentation, the recorded
// timeline) are built in `setup`; only the named calls are timed.
//   Playhead step N leaves: one `presentation.shown(layout, at: t)` with N leaves animating
//     (a row whose leaves all grow under `.linear(duration: 1)`); t advances 1/60 s a step.
//     Custom metric: ns per animating leaf.
//   Scrub backwards: a 10 s timeline of 100 updates (1k leaves), scrubbed from the end to 0 in
//     1,000 steps with `shown()` at each. Custom metric: ns per step.
import Benchmark
import LabEngine
import PipelineWorkloads

let benchmarks: @Sendable () -> Void = {
  let nsPerLeaf = BenchmarkMetric.custom("ns/animating leaf", useScalingFactor: false)
  let nsPerStep = BenchmarkMetric.custom("µs/scrub step", useScalingFactor: false)

  for leaves in [1_000, 10_000, 100_000] {
    let configuration = Benchmark.Configuration(
      metrics: [.wallClock, .mallocCountTotal, nsPerLeaf],
      timeUnits: .microseconds,
      warmupIterations: 2,
      maxDuration: .seconds(3),
      maxIterations: leaves >= 100_000 ? 30 : 300)
    Benchmark("Playhead step \(leaves / 1_000)k leaves", configuration: configuration) {
      (benchmark: Benchmark, workload: PlayheadWorkload) in
      for _ in benchmark.scaledIterations {
        let t = Double(benchmark.currentIteration % 59 + 1) / 60
        let start = ContinuousClock.now
        blackHole(workload.step(at: t))
        let elapsed = ContinuousClock.now - start
        benchmark.stopMeasurement()
        benchmark.measurement(nsPerLeaf, Int((nanoseconds(elapsed) / Double(leaves)).rounded()))
      }
    } setup: {
      let w = PlayheadWorkload(leaves: leaves)
      precondition(w.step(at: 0.5).animating.filter { $0 }.count == leaves)
      return w
    }
  }

  let steps = 1_000
  Benchmark(
    "Scrub backwards 10 s, 100 events, 1k leaves",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, nsPerStep], timeUnits: .milliseconds,
      warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 20)
  ) { (benchmark: Benchmark, workload: ScrubWorkload) in
    for _ in benchmark.scaledIterations {
      let start = ContinuousClock.now
      workload.scrubBackwards(steps: steps) { blackHole($0) }
      let elapsed = ContinuousClock.now - start
      benchmark.stopMeasurement()
      benchmark.measurement(
        nsPerStep, Int((nanoseconds(elapsed) / 1e3 / Double(steps + 1)).rounded()))
    }
  } setup: {
    ScrubWorkload(leaves: 1_000)
  }
}

func nanoseconds(_ d: Duration) -> Double {
  Double(d.components.attoseconds) / 1e9 + Double(d.components.seconds) * 1e9
}
