/// One plain-Swift program run both ways: through the lab's interpreter and compiled by the
/// local `swiftc`, its standard output compared byte for byte (docs/architecture.md §6.1).
public struct DifferentialCase: Sendable {
  /// `topic/name`, for reports.
  public var name: String
  public var code: String
  /// Whether the case must be compiled as a program of its own: it declares what a function
  /// body cannot hold (an extension, a protocol), or a batch could not compile it.
  public var alone: Bool
  /// Declarations that must live at file scope even in a batch (types whose debug text names
  /// them: `GeometryLab.S3(…)`, where a type declared in a function prints as
  /// `GeometryLab.(unknown context at $…).S3`). Their names must be unique across a batch.
  public var fileScope: String

  public init(name: String, code: String, alone: Bool? = nil, fileScope: String = "") {
    self.name = name
    self.code = code
    self.fileScope = fileScope
    self.alone = alone ?? DifferentialCase.needsOwnProgram(code)
  }

  /// The whole program, as the lab runs it and a program of its own holds it.
  public var program: String { fileScope.isEmpty ? code : fileScope + "\n" + code }

  /// Top-level declarations Swift allows only at file scope, and types: a type declared in a
  /// function prints as `GeometryLab.(unknown context at $…).P` in debug text, one declared at
  /// file scope as `GeometryLab.P`, which is what the lab shows.
  static func needsOwnProgram(_ code: String) -> Bool {
    code.split(separator: "\n").contains { line in
      [
        "extension ", "protocol ", "import ", "precedencegroup ", "infix operator ", "@main",
        "struct ", "enum ", "class ", "final class ",
      ]
      .contains { line.hasPrefix($0) }
    }
  }

  /// Reads a suite file: cases begin at a line `// case: <name>`; text before the first one
  /// is the file's commentary and belongs to no case.
  public static func parseSuite(_ text: String, topic: String) -> [DifferentialCase] {
    var cases: [DifferentialCase] = []
    var name: String?
    var lines: [Substring] = []
    func finish() {
      guard let name else { return }
      let code = lines.joined(separator: "\n").trimmingTrailingNewlines()
      cases.append(DifferentialCase(name: "\(topic)/\(name)", code: code))
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("// case: ") {
        finish()
        name = String(line.dropFirst("// case: ".count))
        lines = []
      } else if name != nil {
        lines.append(line)
      }
    }
    finish()
    return cases
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var s = Substring(self)
    while s.last == "\n" || s.last == " " { s.removeLast() }
    return String(s)
  }
}
