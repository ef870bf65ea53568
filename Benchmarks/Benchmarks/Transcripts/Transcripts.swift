// Transcript replay throughput (issue 9): every file under transcripts/ through
// `TranscriptCheck.run` with a fresh `Lab.transcriptSession()` per file, as `geolab check`
// does. Files are read in `setup`. Custom metric: inputs (geo> prompts) per second.
import Benchmark
import PipelineWorkloads

let benchmarks: @Sendable () -> Void = {
  let inputsPerSecond = BenchmarkMetric.custom(
    "inputs/s", polarity: .prefersLarger, useScalingFactor: false)

  Benchmark(
    "Replay transcripts/",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, inputsPerSecond],
      timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(10), maxIterations: 20)
  ) { (benchmark: Benchmark, workload: TranscriptWorkload) in
    for _ in benchmark.scaledIterations {
      let start = ContinuousClock.now
      let failed = workload.replayAll()
      let elapsed = ContinuousClock.now - start
      benchmark.stopMeasurement()
      blackHole(failed)
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      benchmark.measurement(inputsPerSecond, Int((Double(workload.inputs) / seconds).rounded()))
    }
  } setup: {
    let w = TranscriptWorkload()
    print("Replay transcripts/: \(w.files.count) files, \(w.inputs) inputs")
    let failures = w.failures()
    if !failures.isEmpty {
      print(
        "warning: these transcripts do not replay as written: \(failures.joined(separator: ", "))")
    }
    return w
  }
}
