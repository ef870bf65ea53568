import LabEngine
import LabScript
import LabSession
import LayoutWorkloads
import PipelineWorkloads

// pipeline-timer: the workloads of the package-benchmark suites outside package-benchmark,
// as plain release code: one Markdown table row per case (median of --runs runs), for the
// scaling tables of Benchmarks/README.md and for profiling one case under callgrind:
//
//     pipeline-timer [--runs 7] playhead:10000 scrub:1000 viewfile:1000 parse:1000 repl \
//       transcripts memory:10000 row:10000 tree:10000 paste:1000 picture:1000 custom:1000 \
//       customPeer:1000 customVStack:1000
//
// Each case builds its inputs first; only the work named in the "timed" column is timed.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var runs = 7
var cases: [(String, Int)] = []
var arguments = CommandLine.arguments.dropFirst()
let usage =
  "usage: pipeline-timer [--runs N] (playhead|scrub|viewfile|parse|memory|row|tree|repl|transcripts|paste|picture|custom|customPeer|customVStack)[:N] …\n       pipeline-timer --source paste:ROWS   (the pasted screen's text)"
while let argument = arguments.popFirst() {
  if argument == "--runs", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 {
    runs = value
    continue
  }
  // `--source paste:ROWS`: print the pasted screen's text (for Benchmarks/paste.sh) and stop.
  if argument == "--source", let spec = arguments.popFirst(), spec.hasPrefix("paste:"),
    let rows = Int(spec.dropFirst("paste:".count)), rows > 0
  {
    print(PastedScreenWorkload.source(rows: rows))
    exit(0)
  }
  let parts = argument.split(separator: ":")
  let name = String(parts[0])
  let n = parts.count > 1 ? Int(parts[1]) : 0
  guard let n,
    [
      "playhead", "scrub", "viewfile", "parse", "memory", "row", "tree", "repl", "transcripts",
      "paste", "picture", "custom", "customPeer", "customVStack",
    ]
      .contains(name)
  else {
    print(usage)
    exit(2)
  }
  cases.append((name, n))
}
if cases.isEmpty {
  cases = [
    ("playhead", 1_000), ("playhead", 10_000), ("playhead", 100_000), ("scrub", 1_000),
    ("viewfile", 1_000), ("repl", 0), ("transcripts", 0), ("memory", 10_000),
  ]
}

func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` `runs` times and returns the median and minimum in ns.
@MainActor func time(_ body: () -> Void) -> (median: Double, min: Double) { time(runs: runs, body) }

func time(runs: Int, _ body: () -> Void) -> (median: Double, min: Double) {
  var times: [UInt64] = []
  for _ in 0..<runs {
    let start = now()
    body()
    times.append(now() - start)
  }
  times.sort()
  return (Double(times[times.count / 2]), Double(times[0]))
}

@inline(never) func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

func fmt(_ v: Double, _ digits: Int = 1) -> String {
  var s = ""
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let r = (v * scale).rounded() / scale
  s = "\(r)"
  if s.hasSuffix(".0") && digits == 0 { s.removeLast(2) }
  return s
}

print("| case | N | timed | median | min | per unit |")
print("|---|---|---|---|---|---|")
func row(
  _ name: String, _ n: Int, _ timed: String, _ t: (median: Double, min: Double), per: Double,
  unit: String
) {
  let ms = { (v: Double) in v >= 1e6 ? fmt(v / 1e6, 2) + " ms" : fmt(v / 1e3, 1) + " µs" }
  print(
    "| \(name) | \(n) | \(timed) | \(ms(t.median)) | \(ms(t.min)) | \(fmt(t.median / per)) \(unit) |"
  )
}

for (name, n) in cases {
  switch name {
  case "row", "tree":
    let w: Workload = name == "row" ? .row(leaves: n) : .tree(leaves: n)
    let tree = w.viewTree()
    let t = time { consume(Layout(tree: tree, window: Workload.window)) }
    row(
      w.name, tree.count, "Layout(tree:window:)", t, per: Double(tree.count),
      unit: "ns/ViewTree node")
  case "playhead":
    let w = PlayheadWorkload(leaves: n)
    let steps = 60
    let times = PlayheadWorkload.times(steps)
    let check = w.step(at: 0.5)
    precondition(check.animating.filter { $0 }.count == n, "not every leaf is animating")
    let t = time { for s in times { consume(w.step(at: s)) } }
    row(
      "playhead step", n, "\(steps) × shown(layout, at: t)", t, per: Double(steps * n),
      unit: "ns/animating leaf")
  case "scrub":
    let w = ScrubWorkload(leaves: n)
    let steps = 1_000
    let t = time { w.scrubBackwards(steps: steps) { consume($0) } }
    row(
      "scrub 10 s / 100 events", n, "\(steps + 1) × scrub + shown()", t,
      per: Double((steps + 1) * n), unit: "ns/leaf/step")
  case "viewfile":
    let text = ViewFile.text(lines: n)
    var contexts = (0..<runs).map { _ in ScriptContext() }
    let t = time { consume(ViewFileWorkload.evaluate(text, in: contexts.removeLast())) }
    row(
      "view file", text.lineCount, "ScriptContext().evaluate", t, per: Double(text.lineCount),
      unit: "ns/line")
  case "parse":
    let text = ViewFile.text(lines: n)
    let t = time { consume(ViewFileWorkload.parse(text)) }
    row(
      "parse only", text.lineCount, "ParsedSource(text)", t, per: Double(text.lineCount),
      unit: "ns/line")
  case "repl" where n == 0:
    var sessions = (0..<runs).map { _ in Lab.makeSession(color: false) }
    let t = time { consume(SeedSceneWorkload.roundTrip(in: sessions.removeLast())) }
    row(
      "REPL seed 000 round trip", SeedSceneWorkload.scene.count, "lines → :frames text", t,
      per: 1e6, unit: "ms")
  case "repl":
    let lines = SeedSceneWorkload.scaledScene(leaves: n)
    var sessions = (0..<runs).map { _ in Lab.makeSession(color: false) }
    let t = time {
      let out = SeedSceneWorkload.run(lines, in: sessions.removeLast())
      precondition(out.contains("frames at t = 0.25 s"), "scaled scene printed no frames:\n\(out)")
      consume(out)
    }
    row(
      "REPL round trip, N leaves", n, "\(lines.count) lines → :frames text", t, per: Double(n),
      unit: "ns/leaf")
  case "paste":
    // Issue 21: paste a screen of about N views into a fresh session, print one view's frames.
    let rows = PastedScreenWorkload.rows(forViews: n)
    var sessions = (0..<runs).map { _ in Lab.makeSession(color: false) }
    let t = time { consume(PastedScreenWorkload.run(rows: rows, in: sessions.removeLast())) }
    row(
      "pasted screen → :frames Circle#1", PastedScreenWorkload.views(rows: rows),
      "paste (parse, evaluate, tree, layout, record) + one view's frames", t,
      per: Double(PastedScreenWorkload.views(rows: rows)), unit: "ns/view")
  case "picture":
    // Issue 19: the pasted screen of about N views as :export svg (screen, then with outlines)
    // and a one-sample :export html page; the paste is outside the timing.
    let rows = PastedScreenWorkload.rows(forViews: n)
    let scene = PictureWorkload.prepared(rows: rows)
    var bytes = 0
    let t = time { bytes = PictureWorkload.run(scene) }
    row(
      "picture of the pasted screen", PastedScreenWorkload.views(rows: rows),
      "SVG (screen), SVG (outlines), HTML page: \(bytes / 1024) KiB", t,
      per: Double(PastedScreenWorkload.views(rows: rows)), unit: "ns/view")
  case "custom", "customPeer", "customVStack":
    // A user Layout (a flow written in the paste) holding N tiles, or the same paste with a
    // built-in container in its place (LazyVGrid of adaptive columns, VStack), then
    // `:frames Color#1`; a fresh session per run.
    let container: CustomLayoutWorkload.Container =
      name == "custom" ? .flow : name == "customPeer" ? .grid : .vstack
    var sessions = (0..<runs).map { _ in Lab.makeSession(color: false) }
    let t = time {
      consume(CustomLayoutWorkload.run(subviews: n, in: container, session: sessions.removeLast()))
    }
    let views = CustomLayoutWorkload.views(subviews: n, in: container)
    row(
      "\(container) of N tiles → :frames Color#1 (\(views) tree nodes)", n,
      "paste (parse, evaluate, tree, layout, record) + one view's frames", t, per: Double(n),
      unit: "ns/subview")
  case "transcripts":
    let w = TranscriptWorkload()
    let times = max(n, 1)
    var failed = 0
    let t = time { failed = w.replayAll(times: times) }
    if failed > 0 {
      print("warning: \(failed) transcript replays failed: \(w.failures().joined(separator: ", "))")
    }
    let inputs = w.inputs * times
    row(
      "transcript replay ×\(times)", inputs, "TranscriptCheck.run, \(w.files.count * times) files",
      t, per: Double(inputs) * 1e3, unit: "µs/input")
    print("|  |  | throughput |  |  | \(fmt(Double(inputs) / (t.median / 1e9), 0)) inputs/s |")
  case "memory":
    let m = MemoryFootprint.measure(leaves: n)
    let nodes = Double(m.treeNodes)
    print(
      "| memory | \(n) leaves, \(m.treeNodes) nodes | bytes/ViewTree node | tree+layout \(fmt(Double(m.tree.totalBytes) / nodes)) (arrays: tree \(fmt(Double(m.tree.treeBytes) / nodes)), layout \(fmt(Double(m.tree.layoutBytes) / nodes)); heap \(fmt(Double(m.treeAndLayoutHeap) / nodes))) | presentation heap \(fmt(Double(m.presentationHeap) / nodes)) (\(fmt(Double(m.presentationHeap) / Double(n))) per leaf) | shown() result \(fmt(Double(m.shownHeap) / nodes)) |"
    )
  default:
    break
  }
}
