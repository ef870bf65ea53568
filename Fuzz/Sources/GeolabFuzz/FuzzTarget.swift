import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer's entry point: the bytes become the lines of one session, typed into a fresh
/// `Lab.makeSession()` the way `geolab run` feeds a script (continuation lines joined), and then
/// every report is drawn from whatever the session ended with — `:tree`, `:frames`,
/// `:frames --json`, `:explain` of the first views, `:state`, a `:tap` and a `:window` change.
/// A crash, a trap or a hang anywhere in parse, interpret, layout or presentation is a finding.
///
///     .build/fuzz/debug/geolab-fuzz .build/fuzz-corpus
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  FuzzScratch.enter()
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  // On a large stack, as geolab runs: a deeply nested value is freed recursively.
  LargeStack.run { GeolabFuzzRun.run(String(decoding: bytes, as: UTF8.self)) }
  return 0
}

/// One fuzz input's session; also what the regression tests replay (`FuzzRegressionTests`).
enum GeolabFuzzRun {
  /// Reports drawn after the inputs, whatever they were.
  static let reports = [":tree", ":frames", ":frames --json", ":state", ":tap #1"]

  static func run(_ text: String) {
    let session = Lab.makeSession(color: false)
    let sink = StringSink()
    let shell = Shell(handler: session, sink: sink)
    shell.run(PlainLineSource(text: text))
    for report in reports { _ = session.handle(report) }
    for name in viewNames(session.handle(":frames").text).prefix(4) {
      _ = session.handle(":explain \(name)")
      _ = session.handle(":frames \(name) --json")
    }
    _ = session.handle(":window 120 80")
    _ = session.handle(":frames")
  }

  /// The first column of `:frames`' rows (`VStack#1`, `.frame#1` …), after its two header lines.
  static func viewNames(_ frames: String) -> [String] {
    frames.split(separator: "\n").dropFirst(2).compactMap { row in
      row.split(separator: " ", omittingEmptySubsequences: true).first.map(String.init)
    }
  }
}

/// The fuzzer's inputs may `:save` anywhere inside the working directory: run them in a scratch
/// folder, never in the checkout.
enum FuzzScratch {
  nonisolated(unsafe) static var entered = false

  static func enter() {
    guard !entered else { return }
    entered = true
    let path = getenv("GEOLAB_FUZZ_WORK").map { String(cString: $0) } ?? "/tmp/geolab-fuzz-work"
    mkdir(path, 0o755)
    if chdir(path) != 0 { perror("geolab-fuzz: chdir \(path)") }
  }
}
