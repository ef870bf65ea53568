import Foundation
import LabScript

/// What the compiled program did with one case.
public enum OracleAnswer: Sendable, Equatable {
  /// It compiled, ran to the end and printed this.
  case printed(String)
  /// It compiled and stopped with a runtime trap (overflow, division by zero, a failed
  /// unwrap) after printing this.
  case trapped(String)
  /// `swiftc` rejected it: the case is not Swift, so it measures nothing.
  case doesNotCompile(String)
}

/// Runs cases with the local Swift compiler. Cases are batched into one program, each in a
/// function of its own, so that the compiler's start-up (about half a second) is paid once per
/// batch; a case that cannot live in a function, or that a batch fails on, gets a program of
/// its own.
public struct SwiftOracle {
  public var swiftc: String
  public var workDirectory: URL
  /// Programs compiled, for the report.
  public private(set) var compilations = 0
  /// Whether a case a batch cannot compile is tried again as a program of its own (suite
  /// cases, which may need file scope) or counted as not Swift (generated ones, which never do).
  public var retryAlone = true
  /// Keeps the files of oracles that share a work directory apart.
  public var prefix = ""

  public init(swiftc: String = "swiftc", workDirectory: URL) {
    self.swiftc = swiftc
    self.workDirectory = workDirectory
  }

  /// Cases the last batch's compilation rejected.
  private var rejected: Set<Int> = []

  static let marker = "\u{1}geolab-diff case "

  /// A program writing to a pipe buffers its standard output, and a trap loses the buffer: what
  /// a case printed before it trapped would never be compared. Every program turns the
  /// buffering off before its first case runs.
  static let unbuffered = "_ = setvbuf(stdout, nil, _IONBF, 0)\n"

  public mutating func answers(for cases: [DifferentialCase]) throws -> [OracleAnswer] {
    var answers = [OracleAnswer?](repeating: nil, count: cases.count)
    var pending = cases.indices.filter { !cases[$0].alone }
    while !pending.isEmpty {
      rejected = []
      let (answered, retryAlone) = try runBatch(pending.map { ($0, cases[$0]) })
      for (i, answer) in answered { answers[i] = answer }
      for i in retryAlone {
        answers[i] = try self.retryAlone || !rejected.contains(i)
          ? runAlone(cases[i]) : .doesNotCompile("rejected inside a batch")
      }
      pending = pending.filter { answers[$0] == nil }
    }
    for i in cases.indices where answers[i] == nil {
      answers[i] = try runAlone(cases[i])
    }
    return answers.map { $0! }
  }

  /// One program of the given cases. Returns the answers it gave and the cases to retry alone
  /// (those the compiler rejected inside a function, and the one that trapped).
  private mutating func runBatch(_ batch: [(Int, DifferentialCase)]) throws -> (
    [(Int, OracleAnswer)], [Int]
  ) {
    var source = "import Foundation\n"
    var lineRanges: [(Int, Range<Int>)] = []
    var line = 2
    for (i, c) in batch {
      if !c.fileScope.isEmpty {
        let count = c.fileScope.split(separator: "\n", omittingEmptySubsequences: false).count
        lineRanges.append((i, line..<(line + count)))
        source += c.fileScope + "\n"
        line += count
      }
      let body = c.code.split(separator: "\n", omittingEmptySubsequences: false)
      source += "func geolabCase\(i)() {\n"
      line += 1
      lineRanges.append((i, line..<(line + body.count)))
      source += c.code + "\n}\n"
      line += body.count + 1
    }
    source += Self.unbuffered
    for (i, _) in batch {
      // The marker's control character, escaped: Swift rejects it raw in a literal.
      source += "print(\"\\u{1}geolab-diff case \(i)\")\ngeolabCase\(i)()\n"
    }
    let compiled = try compile(source, name: "batch")
    switch compiled {
    case .failure(let errors):
      let lines = errorLines(errors.text)
      let badRanges = lineRanges.filter { _, r in lines.contains { r.contains($0) } }.map(\.0)
      let bad = Array(Set(badRanges)).sorted()
      if bad.isEmpty {
        // An error outside every case: halve the batch until it is found.
        guard batch.count > 1 else { return ([], batch.map(\.0)) }
        let half = batch.count / 2
        let (a, failedA) = try runBatch(Array(batch[..<half]))
        let (b, failedB) = try runBatch(Array(batch[half...]))
        return (a + b, failedA + failedB)
      }
      rejected.formUnion(bad)
      let rest = batch.filter { !bad.contains($0.0) }
      if rest.isEmpty { return ([], bad) }
      let (answers, failed) = try runBatch(rest)
      return (answers, failed + bad)
    case .success(let binary):
      let (status, output) = try run(binary)
      var answers: [(Int, OracleAnswer)] = []
      let parts = output.components(separatedBy: SwiftOracle.marker).dropFirst()
      var lastIndex: Int?
      for part in parts {
        guard let newline = part.firstIndex(of: "\n"), let i = Int(part[..<newline]) else {
          continue
        }
        answers.append((i, .printed(String(part[part.index(after: newline)...]))))
        lastIndex = i
      }
      if status != 0, lastIndex == nil { return ([], batch.map(\.0)) }
      if status != 0, let last = lastIndex {
        // The last case to start trapped: it runs again alone; the batch after it is unanswered.
        answers.removeAll { $0.0 == last }
        return (answers, [last])
      }
      return (answers, [])
    }
  }

  /// Compiles and runs one whole program (a file's plain-Swift part): its answer, or the lines
  /// the compiler reports errors on.
  public mutating func answer(program source: String) throws -> Result<OracleAnswer, ProgramErrors> {
    switch try compile(source, name: "program") {
    case .failure(let errors):
      return .failure(ProgramErrors(lines: errorLines(errors.text), text: errors.text))
    case .success(let binary):
      let (status, output) = try run(binary)
      return .success(status == 0 ? .printed(output) : .trapped(output))
    }
  }

  public struct ProgramErrors: Error, Sendable {
    public var lines: [Int]
    public var text: String
  }

  private mutating func runAlone(_ c: DifferentialCase) throws -> OracleAnswer {
    // The buffering goes off after the imports, before the case's first statement.
    var lines = c.program.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if !lines.contains("import Foundation") { lines.insert("import Foundation", at: 0) }
    let lastImport = lines.lastIndex { $0.hasPrefix("import ") } ?? 0
    lines.insert(Self.unbuffered, at: lastImport + 1)
    let source = lines.joined(separator: "\n")
    switch try compile(source, name: "alone") {
    case .failure(let errors): return .doesNotCompile(errors.text)
    case .success(let binary):
      let (status, output) = try run(binary)
      return status == 0 ? .printed(output) : .trapped(output)
    }
  }

  private func errorLines(_ errors: String) -> [Int] {
    errors.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: ":")
      guard parts.count > 3, parts[0].hasSuffix(".swift"), line.contains(": error:") else {
        return nil
      }
      return Int(parts[1])
    }
  }

  private mutating func compile(_ source: String, name: String) throws -> Result<URL, CompileError>
  {
    compilations += 1
    let file = workDirectory.appendingPathComponent("\(prefix)\(name)-\(compilations).swift")
    let binary = workDirectory.appendingPathComponent("\(prefix)\(name)-\(compilations)")
    try source.write(to: file, atomically: true, encoding: .utf8)
    // A generated expression the type checker cannot solve within a second is given up on
    // (it is not Swift anyone could compile either); the default limit makes each cost minutes.
    let (status, output) = try Self.execute(
      swiftc,
      [
        file.path, "-o", binary.path, "-suppress-warnings", "-module-name", Value.moduleName,
        "-Xfrontend", "-solver-expression-time-threshold=1",
      ])
    return status == 0 ? .success(binary) : .failure(CompileError(text: output))
  }

  /// Programs run in UTC, whatever this machine's zone: the lab's phone is a phone in UTC
  /// (docs/semantics.md §13), and `Calendar.current` and `TimeZone.current` read the zone from
  /// `TZ` (`TimeZone.current.identifier` is then "GMT", as the lab's).
  private func run(_ binary: URL) throws -> (Int32, String) {
    try Self.execute(binary.path, [], mergeStandardError: false, environment: ["TZ": "UTC"])
  }

  struct CompileError: Error { var text: String }

  static func execute(
    _ path: String, _ arguments: [String], mergeStandardError: Bool = true, environment: [String: String] = [:]
  ) throws -> (Int32, String) {
    let process = Process()
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.executableURL = URL(fileURLWithPath: path)
    if !path.contains("/") {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [path] + arguments
    } else {
      process.arguments = arguments
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = mergeStandardError ? pipe : FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

