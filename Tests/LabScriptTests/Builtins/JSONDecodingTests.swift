import Foundation
import Testing

@testable import LabScript

/// The JSON reader and the bundle's folders (docs/semantics.md §15); what the decoding gives is
/// checked against this machine's Foundation in Tests/Differential/suite/16-json-decoding.swift.
@Suite struct JSONDecodingTests {
  @Test func syntaxErrorsSayWhere() {
    for (text, line, column) in [("[1, , 2]", 1, 5), ("{\n  \"a\": tru\n}", 2, 8), ("[1] x", 1, 5), ("\"\\q\"", 1, 4)] {
      do {
        _ = try JSONValue.parse(text)
        Issue.record("\(text) parsed")
      } catch let e as JSONValue.SyntaxError {
        #expect(e.line == line && e.column == column, "\(text): \(e)")
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test func foundationsAllowances() throws {
    #expect(try JSONValue.parse("[1, 2,]") == .array([.number("1"), .number("2")]))
    #expect(try JSONValue.parse(#"{"a": 1,}"#) == .object([("a", .number("1"))]))
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse("[,]") }
    #expect(try JSONValue.parse(#""\ud83d\ude00\u00e9""#) == .string("😀é"))
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse(#""\ud83d""#) }
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse("[01]") }
    #expect(throws: JSONValue.SyntaxError.self) { try JSONValue.parse(String(repeating: "[", count: 600)) }
  }

  @Test func exactIntegers() {
    let cases: [(String, Int?)] = [
      ("2.0", 2), ("1e2", 100), ("1.5e1", 15), ("-0.0", 0), ("120e-1", 12), ("0.00e5", 0),
      ("9007199254740993.0", 9_007_199_254_740_993), ("9223372036854775807", .max),
      ("-9223372036854775808", .min), ("9223372036854775808", nil), ("1.5", nil),
      ("1.0000000000000002", nil), ("1e300", nil), ("1e-300", nil),
    ]
    for (text, expected) in cases { #expect(JSONDecoding.exactInt(text) == expected, "\(text)") }
  }

  /// The bundle is the asking file's folder, then the nearest app folder above it (one with an
  /// `Assets.xcassets`), searched with its subfolders; an input typed at the prompt looks in
  /// the working directory alone.
  @Test func bundleFolders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("geolab-bundle-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let models = root + "/App/Models"
    try FileManager.default.createDirectory(atPath: models, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: root + "/App/Assets.xcassets", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: models + "/Model.swift", contents: Data())
    let folders = BundleBuiltins.folders(for: models + "/Model.swift")
    #expect(folders.map { ($0.path as NSString).standardizingPath } == [models, root + "/App"])
    #expect(folders.map(\.recursive) == [false, true])
    #expect(BundleBuiltins.folders(for: "<input-3>").map(\.recursive) == [false])
  }
}
