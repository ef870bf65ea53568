// The front end (issue 9), in release. Inputs made inside an iteration are made before its
// explicit `startMeasurement()`, which restarts the clock (and the counters).
//   View file 1,000 lines: `ScriptContext().evaluate(text, file:)` on a generated SwiftUI file
//     (ContentView with @State, nested stacks, frames, padding, overlays, ForEach, cards),
//     parse + evaluate + build of the root view; the context is made outside the timing.
//   Parse 1,000 lines: `ParsedSource` alone (swift-syntax + the lab's checks), for the split.
//   REPL round trip, seed 000: a fresh `Lab.makeSession` (made outside the timing) is fed the
//     scene of transcripts/seed-000 line by line through the REPL's shell loop, then `:tick`
//     and `:frames`; timed from the first line to the printed frames.
//   Pasted screen, N views: a feed screen (ScrollView, ForEach of rows of a circle, text,
//     spacer and capsule, padded on a rounded background) pasted into a fresh session, then
//     `:frames Circle#1`; 100, 1,000 and 2,400 views (issue 21).
//   Custom layout, N subviews: a user `Layout` (a flow that measures each tile with
//     `sizeThatFits(.unspecified)` and puts it with `place(at:proposal:)`) holding N fixed tiles
//     from `ForEach(0..<N)`, pasted into a fresh session, then `:frames Color#1`; and its peer,
//     the same paste with a `LazyVGrid` of adaptive columns in the flow's place; N = 100, 1,000.
//   Ctrl-C during a runaway loop: a session runs `while true {}`; another thread raises the
//     session's interrupt flag (as the SIGINT handler does) 5 ms in; the custom metric is the
//     time from raising the flag to `handle` returning (target ≤ 100 ms, issue 10 §7).
import Benchmark
import Foundation
import LabScript
import LabSession
import PipelineWorkloads

let benchmarks: @Sendable () -> Void = {
  let text = ViewFile.text(lines: 1_000)
  let lines = text.lineCount
  let usPerLine = BenchmarkMetric.custom("µs/line", useScalingFactor: false)

  Benchmark(
    "View file \(lines) lines: parse + evaluate",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, usPerLine],
      timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let context = ScriptContext()
      benchmark.startMeasurement()
      let start = ContinuousClock.now
      blackHole(ViewFileWorkload.evaluate(text, in: context))
      let elapsed = ContinuousClock.now - start
      benchmark.stopMeasurement()
      benchmark.measurement(usPerLine, Int((microseconds(elapsed) / Double(lines)).rounded()))
      blackHole(context)
    }
  }

  Benchmark(
    "Parse \(lines) lines",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
      maxDuration: .seconds(3), maxIterations: 100)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(ViewFileWorkload.parse(text))
    }
  }

  Benchmark(
    "REPL round trip, seed 000 scene (\(SeedSceneWorkload.scene.count) lines → :frames)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 2,
      maxDuration: .seconds(5), maxIterations: 100)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let session = Lab.makeSession(color: false)
      benchmark.startMeasurement()
      blackHole(SeedSceneWorkload.roundTrip(in: session))
      benchmark.stopMeasurement()
      blackHole(session)
    }
  }

  // Issue 21: paste a feed screen of about N views into a fresh session (made outside the
  // timing) and print one view's frames — parse, evaluate, tree, settle, layout, record, report.
  let usPerView = BenchmarkMetric.custom("µs/view", useScalingFactor: false)
  for views in [100, 1_000, 2_400] {
    let rows = PastedScreenWorkload.rows(forViews: views)
    let count = PastedScreenWorkload.views(rows: rows)
    perItemBenchmark(
      "Pasted screen, \(count) views → :frames Circle#1", metric: usPerView, items: count
    ) { session in PastedScreenWorkload.run(rows: rows, in: session) }
  }

  // Issue 19: the pasted feed screen drawn — :export svg with and without outlines and a
  // one-sample page — from a session the screen was pasted into outside the timing.
  for views in [100, 2_400] {
    let rows = PastedScreenWorkload.rows(forViews: views)
    let count = PastedScreenWorkload.views(rows: rows)
    let scene = PictureWorkload.prepared(rows: rows)
    Benchmark(
      "Picture of the pasted screen, \(count) views → SVG ×2 + page",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, .instructions], timeUnits: .milliseconds,
        warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 50)
    ) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(PictureWorkload.run(scene)) }
    }
  }

  // A user Layout run by the interpreter during the layout pass, against the built-in grid that
  // wraps the same tiles; a fresh session per iteration, made outside the timing.
  let usPerSubview = BenchmarkMetric.custom("µs/subview", useScalingFactor: false)
  for subviews in [100, 1_000] {
    for container in [CustomLayoutWorkload.Container.flow, .grid] {
      let title =
        container == .flow
        ? "Custom layout (user Flow), \(subviews) subviews → :frames Color#1"
        : "Custom layout peer (LazyVGrid adaptive), \(subviews) subviews → :frames Color#1"
      perItemBenchmark(title, metric: usPerSubview, items: subviews) { session in
        CustomLayoutWorkload.run(subviews: subviews, in: container, session: session)
      }
    }
  }

  let usToPrompt = BenchmarkMetric.custom("µs Ctrl-C→return", useScalingFactor: false)
  Benchmark(
    "Ctrl-C during a runaway loop (while true {})",
    configuration: .init(
      metrics: [usToPrompt], warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let flag = InterruptFlag()
      let session = Lab.makeSession(color: false, interrupt: flag)
      benchmark.measurement(usToPrompt, Int(microseconds(ctrlCLatency(session, flag)).rounded()))
    }
  }
}

/// Runs `while true {}` in `session` and raises `flag` from another thread 5 ms in; returns the
/// time from the raise to the input's return.
func ctrlCLatency(_ session: Session, _ flag: InterruptFlag) -> Duration {
  let raisedAt = RaisedAt()
  let thread = Thread {
    Thread.sleep(forTimeInterval: 0.005)
    raisedAt.set(ContinuousClock.now)
    flag.raise()
  }
  thread.start()
  blackHole(session.handle("while true {}"))
  let end = ContinuousClock.now
  return end - raisedAt.get()
}

/// The moment the flag went up, shared with the raising thread.
final class RaisedAt: @unchecked Sendable {
  private let lock = NSLock()
  private var instant = ContinuousClock.now
  func set(_ i: ContinuousClock.Instant) { lock.withLock { instant = i } }
  func get() -> ContinuousClock.Instant { lock.withLock { instant } }
}

func microseconds(_ d: Duration) -> Double {
  Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6
}

/// A benchmark of one paste into a fresh session (made outside the timing), also reported per
/// item (a view, a subview) as `metric`.
func perItemBenchmark(
  _ title: String, metric: BenchmarkMetric, items: Int, _ run: @escaping (Session) -> Any
) {
  Benchmark(
    title,
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .instructions, metric],
      timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 50)
  ) { benchmark in
    for _ in benchmark.scaledIterations {
      let session = Lab.makeSession(color: false)
      benchmark.startMeasurement()
      let start = ContinuousClock.now
      blackHole(run(session))
      let elapsed = ContinuousClock.now - start
      benchmark.stopMeasurement()
      benchmark.measurement(metric, Int((microseconds(elapsed) / Double(items)).rounded()))
      blackHole(session)
    }
  }
}
