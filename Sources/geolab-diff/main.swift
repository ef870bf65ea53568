// geolab-diff: runs plain-Swift programs through the lab's interpreter and through the local
// `swiftc`, and compares what they print (issue 25; docs/architecture.md §5).
//
//   geolab-diff suite [DIR]                 the cases by topic (default Tests/Differential/suite)
//   geolab-diff fuzz [--count N] [--seed S] [--batch B]   generated programs
//   geolab-diff files FILE…                 each file one case (the corpus's non-view parts)
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
defer { try? FileManager.default.removeItem(at: work) }

func run(_ cases: [DifferentialCase], retryAlone: Bool = true) throws -> DifferentialReport {
  var oracle = SwiftOracle(workDirectory: work)
  oracle.retryAlone = retryAlone
  let answers = try oracle.answers(for: cases)
  let results = zip(cases, answers).map { LabRunner.compare($0, with: $1) }
  FileHandle.standardError.write(Data("(\(oracle.compilations) programs compiled)\n".utf8))
  return DifferentialReport(results: results)
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
  let batch = option("--batch", default: 400)
  var generator = ProgramGenerator(seed: UInt64(seed))
  var total = DifferentialReport(results: [])
  var done = 0
  while done < count {
    let n = min(batch, count - done)
    let cases = (0..<n).map { generator.program(named: "seed\(seed)/\(done + $0)") }
    let report = try run(cases, retryAlone: false)
    total.results += report.results
    done += n
    FileHandle.standardError.write(
      Data("\(done)/\(count): \(total.agreed) agree, \(total.refused.count) refused, \(total.disagreed.count) disagree, \(total.invalid.count) not Swift\n".utf8))
  }
  print(total.text(verbose: verbose), terminator: "")
  exit(total.disagreed.isEmpty ? 0 : 1)
case "files":
  let cases = try arguments.dropFirst().map {
    DifferentialCase(name: $0, code: try String(contentsOfFile: $0, encoding: .utf8))
  }
  let report = try run(cases)
  print(report.text(verbose: verbose), terminator: "")
  exit(report.disagreed.isEmpty ? 0 : 1)
default:
  FileHandle.standardError.write(Data("usage: geolab-diff suite [DIR] | fuzz [--count N] [--seed S] [--batch B] | files FILE…\n".utf8))
  exit(2)
}
