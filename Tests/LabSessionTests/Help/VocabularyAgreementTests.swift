import LabScript
import Testing

@testable import LabSession

/// Tab completion, `:help` and the interpreter read one table (LabScript's `Vocabulary`); this
/// suite enumerates it and checks that the three agree, and that every example runs clean.
@Suite struct VocabularyAgreementTests {
  static let supported = Vocabulary.entries.filter(\.isSupported)

  @Test func noNameIsDeclaredTwice() {
    let keys = Vocabulary.entries.map { "\($0.kind) \($0.name)" }
    #expect(Set(keys).count == keys.count)
  }

  @Test func tabCompletesExactlyTheSupportedViewsAndModifiers() {
    let vocabulary = SwiftUIVocabulary.standard
    #expect(
      Set(vocabulary.modifiers)
        == Set(Self.supported.filter { $0.kind == .modifier }.map { $0.name + "(" }))
    #expect(Set(vocabulary.viewTypes) == Set(Self.supported.filter { $0.kind == .view }.map(\.name)))
    for e in Vocabulary.entries where !e.isSupported {
      #expect(!vocabulary.modifiers.contains(e.name + "("), "\(e.name) is completed but rejected")
      #expect(!vocabulary.viewTypes.contains(e.name), "\(e.name) is completed but rejected")
    }
  }

  @Test func helpHasATopicForEverySupportedNameAndNoOther() {
    let topics = ModifierTopics.all
    #expect(topics.map(\.name) == Self.supported.filter { $0.kind == .modifier }.map(\.name)
      + Self.supported.filter { $0.kind == .view }.map(\.name))
    for e in Self.supported {
      #expect(!e.summary.isEmpty && !e.example.isEmpty, "\(e.name)")
      #expect(e.example.contains(e.name), "\(e.name)'s example does not use it")
    }
  }

  /// Every `:help` example runs in a fresh session without an error, and without a "not
  /// supported" warning: the interpreter accepts every name the table says is supported. (A
  /// warning that explains, such as "pinned section headers and footers are not modelled", is allowed.)
  @Test(arguments: supported.map(\.name))
  func theExampleRuns(name: String) {
    let e = Vocabulary.entries.first { $0.name == name && $0.isSupported }!
    let out = Lab.makeSession().handle(e.example)
    #expect(out.status == .ok, "\(name): \(out.text)")
    #expect(!out.text.contains("not supported"), "\(name): \(out.text)")
  }

  /// An argument label a modifier does not have is an error, never an argument dropped: each
  /// example's own call of the modifier, given one more label, must fail, naming it.
  @Test(arguments: supported.filter { $0.kind == .modifier }.map(\.name))
  func anUnknownLabelIsAnError(name: String) throws {
    let e = Vocabulary.entries.first { $0.name == name && $0.isSupported && $0.kind == .modifier }!
    try Self.expectUnknownLabelRejected(name, in: e.example, call: "." + name, backwards: true)
  }

  /// The same for a view's initialiser: its first call in its example, given one more label.
  @Test(arguments: supported.filter { $0.kind == .view }.map(\.name))
  func anUnknownViewLabelIsAnError(name: String) throws {
    let e = Vocabulary.entries.first { $0.name == name && $0.isSupported && $0.kind == .view }!
    try Self.expectUnknownLabelRejected(name, in: e.example, call: name, backwards: false)
  }

  /// Runs `example` with `zzUnknown: 1` added to its call `call(…)` (or `call { … }`, or, with
  /// no call in it, `name(zzUnknown: 1)` alone) and expects an error that names the label.
  static func expectUnknownLabelRejected(_ name: String, in s: String, call: String, backwards: Bool) throws {
    let options: String.CompareOptions = backwards ? .backwards : []
    var probe = "\(name)(zzUnknown: 1)"
    if let open = s.range(of: call + "(", options: options) {
      var depth = 0
      var close: String.Index?
      var i = s.index(before: open.upperBound)
      while i < s.endIndex {
        if s[i] == "(" { depth += 1 }
        if s[i] == ")" {
          depth -= 1
          if depth == 0 { close = i; break }
        }
        i = s.index(after: i)
      }
      let end = try #require(close)
      let empty = s[open.upperBound..<end].allSatisfy(\.isWhitespace)
      probe = String(s[..<end]) + (empty ? "zzUnknown: 1" : ", zzUnknown: 1") + String(s[end...])
    } else if let bare = s.range(of: call + " {", options: options) {
      // Called with a trailing closure alone (`.onAppear { … }`): the label goes in parentheses.
      let at = s.index(bare.lowerBound, offsetBy: call.count)
      probe = String(s[..<at]) + "(zzUnknown: 1)" + String(s[at...])
    }
    let out = Lab.makeSession().handle(probe)
    #expect(out.status != .ok && out.text.contains("zzUnknown"), "\(name): \(probe)\n\(out.text)")
  }

  /// A name the lab does not model yet is never silent: a modifier warns and is left out, a
  /// view is an error that says so.
  @Test(arguments: Vocabulary.entries.filter { !$0.isSupported }.map { "\($0.kind) \($0.name)" })
  func anUnsupportedNameSaysSo(key: String) {
    let parts = key.split(separator: " ")
    let name = String(parts[1])
    let session = Lab.makeSession()
    let out =
      parts[0] == "modifier"
      ? session.handle("Color.red.\(name)()") : session.handle("\(name)()")
    #expect(out.text.contains("not supported yet"), "\(key): \(out.text)")
  }
}
