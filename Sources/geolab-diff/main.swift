// geolab-diff: runs plain-Swift programs through the lab's interpreter and through the local
// `swiftc`, and compares what they print (issue 25; docs/architecture.md §6.1).
//
//   geolab-diff suite [DIR]                 the cases by topic (default Tests/Differential/suite)
//   geolab-diff fuzz [--count N] [--seed S] [--batch B]   generated programs
//   geolab-diff files FILE…                 each file one case, as it is
//   geolab-diff parts FILE…                 each file's plain-Swift part, with lines that print
//                                           what it offers (the corpus's non-view parts)
//   geolab-diff views [--count N] [--seed S]  generated view programs against the lab's own
//                                           invariants (issue 20; ViewChecks.swift)
//
// Exit status 1 when any case disagrees (or a suite case is not Swift), 0 otherwise.
import Foundation
import LabDifferential

var arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String, default value: Int) -> Int {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count,
    let n = Int(arguments[i + 1])
  else { return value }
  arguments.removeSubrange(i...(i + 1))
  return n
}
let verbose = arguments.contains("--verbose")
arguments.removeAll { $0 == "--verbose" }

let work = FileManager.default.temporaryDirectory
  .appendingPathComponent("geolab-diff-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
// GEOLAB_DIFF_KEEP=1 keeps the compiled programs, to look at them.
defer {
  if ProcessInfo.processInfo.environment["GEOLAB_DIFF_KEEP"] == nil {
    try? FileManager.default.removeItem(at: work)
  }
}

func run(_ cases: [DifferentialCase], retryAlone: Bool = true) throws -> DifferentialReport {
  var oracle = SwiftOracle(workDirectory: work)
  oracle.retryAlone = retryAlone
  let clock = ContinuousClock()
  let start = clock.now
  let answers = try oracle.answers(for: cases)
  let compiled = clock.now
  let results = zip(cases, answers).map { LabRunner.compare($0, with: $1) }
  let ran = clock.now
  func seconds(_ d: Duration) -> String { String(format: "%.1f s", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18) }
  FileHandle.standardError.write(
    Data("(\(oracle.compilations) programs compiled and run in \(seconds(compiled - start)); the lab ran \(cases.count) cases in \(seconds(ran - compiled)))\n".utf8))
  return DifferentialReport(results: results)
}

func format(_ d: Duration) -> String {
  String(format: "%.1f s", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
}

/// Each chunk compiled and run by its own oracle, the chunks at once.
func compileConcurrently(_ chunks: [[DifferentialCase]]) throws -> [OracleAnswer] {
  final class Box: @unchecked Sendable { var answers: [[OracleAnswer]?]; var error: Error?; init(_ n: Int) { answers = Array(repeating: nil, count: n) } }
  let box = Box(chunks.count)
  let lock = NSLock()
  DispatchQueue.concurrentPerform(iterations: chunks.count) { i in
    var oracle = SwiftOracle(workDirectory: work)
    oracle.retryAlone = false
    oracle.prefix = "job\(i)-"
    do {
      let a = try oracle.answers(for: chunks[i])
      lock.lock(); box.answers[i] = a; lock.unlock()
    } catch {
      lock.lock(); box.error = error; lock.unlock()
    }
  }
  if let error = box.error { throw error }
  return box.answers.flatMap { $0! }
}

let command = arguments.first ?? "suite"
switch command {
case "suite":
  let dir = arguments.count > 1 ? arguments[1] : "Tests/Differential/suite"
  let files = try FileManager.default.contentsOfDirectory(atPath: dir)
    .filter { $0.hasSuffix(".swift") }.sorted()
  var cases: [DifferentialCase] = []
  for file in files {
    let text = try String(contentsOfFile: dir + "/" + file, encoding: .utf8)
    let topic = String(file.dropLast(".swift".count))
    cases += DifferentialCase.parseSuite(text, topic: topic)
  }
  let report = try run(cases)
  print(report.text(verbose: verbose), terminator: "")
  exit(report.disagreed.isEmpty && report.invalid.isEmpty ? 0 : 1)
case "fuzz":
  let count = option("--count", default: 1_000)
  let seed = option("--seed", default: 1)
  // The compiler's time per case grows with the program: 100 cases a program is the knee
  // (56 ms a case at 50 or 100, 75 ms at 200, 100 ms at 400 on this machine).
  let batch = option("--batch", default: 100)
  let jobs = option("--jobs", default: ProcessInfo.processInfo.activeProcessorCount)
  // --skip N generates and drops the first N programs, to look again at a case a long run
  // reported; --geometry PERCENT and --values PERCENT set the shares of geometry programs and
  // of struct-and-enum programs (0 replays runs made before there was one).
  let skip = option("--skip", default: 0)
  let geometry = option("--geometry", default: 25)
  let values = option("--values", default: 30)
  var generator = ProgramGenerator(
    seed: UInt64(seed), geometryShare: Double(geometry) / 100, valuesShare: Double(values) / 100)
  for i in 0..<skip { _ = generator.program(named: "\(i)") }
  var total = DifferentialReport(results: [])
  var done = 0
  while done < count {
    // `jobs` programs compile at once; the lab then runs their cases in order.
    let n = min(batch * jobs, count - done)
    let cases = (0..<n).map { generator.program(named: "seed\(seed)/\(skip + done + $0)") }
    let chunks = stride(from: 0, to: n, by: batch).map { Array(cases[$0..<min($0 + batch, n)]) }
    let clock = ContinuousClock()
    let start = clock.now
    let answers = try compileConcurrently(chunks)
    let compiled = clock.now
    let results = zip(cases, answers).map { LabRunner.compare($0, with: $1) }
    FileHandle.standardError.write(
      Data("(swiftc: \(format(compiled - start)); the lab: \(format(clock.now - compiled)))\n".utf8))
    total.results += results
    done += n
    FileHandle.standardError.write(
      Data("\(done)/\(count): \(total.agreed) agree, \(total.refused.count) refused, \(total.disagreed.count) disagree, \(total.invalid.count) not Swift\n".utf8))
  }
  print(total.text(verbose: verbose), terminator: "")
  exit(total.disagreed.isEmpty ? 0 : 1)
case "parts":
  // Each file's plain-Swift part (its models, helpers, extensions), with lines that print what
  // it offers; the pieces swiftc rejects with Foundation alone are dropped until it compiles.
  var oracle = SwiftOracle(workDirectory: work)
  var results: [CaseResult] = []
  var nothing: [String] = []
  var offered = 0
  for path in arguments.dropFirst() {
    var part = PlainSwiftPart(file: try String(contentsOfFile: path, encoding: .utf8))
    if part.printsSomething { offered += 1 }
    var answer: OracleAnswer?
    while part.printsSomething, answer == nil {
      switch try oracle.answer(program: part.compiledProgram) {
      case .success(let a): answer = a
      case .failure(let errors):
        let smaller = part.removing(linesOf: errors.lines)
        if smaller.pieces.count == part.pieces.count { part = smaller.removing(linesOf: Array(1...100_000)) }
        else { part = smaller }
      }
    }
    guard let answer, part.printsSomething else {
      nothing.append(path)
      continue
    }
    let c = DifferentialCase(name: path, code: part.program, alone: true)
    results.append(LabRunner.compare(c, with: answer))
  }
  let report = DifferentialReport(results: results)
  print(
    "\(arguments.count - 1) files: \(offered) offer something to print, \(results.count) of them "
      + "still do after what does not compile with Foundation alone is dropped; those are compared")
  print(report.text(verbose: verbose), terminator: "")
  exit(report.disagreed.isEmpty ? 0 : 1)
case "files":
  let cases = try arguments.dropFirst().map {
    DifferentialCase(name: $0, code: try String(contentsOfFile: $0, encoding: .utf8))
  }
  let report = try run(cases)
  print(report.text(verbose: verbose), terminator: "")
  exit(report.disagreed.isEmpty ? 0 : 1)
case "views":
  // Generated view programs against the lab's own invariants (no swiftc: SwiftUI is not here).
  let count = option("--count", default: 200)
  let seed = option("--seed", default: 1)
  let clock = ContinuousClock()
  let start = clock.now
  let (findings, anomalies) = ViewChecks.run(count: count, seed: UInt64(seed), verbose: verbose)
  for f in findings.prefix(5) {
    print("program \(f.program): \(f.rule)\n\(f.detail)\n--- inputs:\n\(f.inputs.joined(separator: "\n"))\n")
  }
  let rules = Dictionary(grouping: findings, by: \.rule).map { "\($0.value.count) \($0.key)" }.sorted()
  for (anomaly, n) in anomalies.sorted(by: { $0.key < $1.key }) {
    print(":why named \(n) × \(anomaly)")
  }
  print(
    "\(count) view programs (seed \(seed)) in \(format(clock.now - start)): "
      + (findings.isEmpty ? "every invariant held" : rules.joined(separator: "; ")))
  exit(findings.isEmpty ? 0 : 1)
default:
  FileHandle.standardError.write(Data("usage: geolab-diff suite [DIR] | fuzz [--count N] [--seed S] [--batch B] | files FILE… | views [--count N] [--seed S]\n".utf8))
  exit(2)
}
