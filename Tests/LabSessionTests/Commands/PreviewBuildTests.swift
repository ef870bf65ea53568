import Foundation
import Testing

@testable import LabSession

/// `geolab preview`'s build of a file (issue 19): what it previews, and what it says instead.
@Suite struct PreviewBuildTests {
  func build(_ source: String) throws -> PreviewBuild {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("View.swift")
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    return PreviewBuild(file: path)
  }

  @Test func aPreviewMacroIsWhatItShows() throws {
    let b = try build("struct A: View { var body: some View { Color.red.frame(width: 10, height: 10) } }\n#Preview { A() }\n")
    #expect(b.diagnostics == nil && b.data?.contains("\"A#1\"") == true)
    #expect(b.page?.contains("new WebSocket") == true, "the page follows the file")
  }

  @Test func withoutAPreviewTheProviderThenTheFirstView() throws {
    let provider = try build(
      "struct A: View { var body: some View { Color.red } }\n"
        + "struct B: View { var body: some View { Color.blue } }\n"
        + "struct B_Previews: PreviewProvider { static var previews: some View { B() } }\n")
    #expect(provider.data?.contains("\"B#1\"") == true)
    let first = try build("struct A: View { let n = 1; var body: some View { Color.red } }\n")
    #expect(first.data?.contains("\"A#1\"") == true)
    let needs = try build(
      "struct C: View { let title: String; var body: some View { Text(title) } }\n")
    #expect(needs.data?.contains("\"C#1\"") == true, "made with a sample title")
  }

  @Test func aBrokenFileGivesItsDiagnosticsAndNoPicture() throws {
    let b = try build("struct A: View { var body: some View { Color.red.frame(width: 10, height: ) } }\nA()\n")
    #expect(b.data == nil)
    #expect(b.diagnostics?.contains("error:") == true)
    #expect(b.message(version: 3).hasPrefix("{\"version\":3,\"diagnostics\":"))
    let empty = try build("let x = 1\n")
    #expect(empty.diagnostics?.contains("nothing to preview") == true)
  }
}
