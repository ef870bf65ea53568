import Testing

@testable import LabSession

/// A warning is shown once per scene: state changes rebuild the same scene and do not repeat
/// what it already said, a new warning is still shown, and a new view expression starts afresh.
@Suite struct WarningsPerSceneTests {
  @Test func anUpdateDoesNotRepeatTheScenesWarnings() {
    let session = Lab.makeSession()
    let lazy = "`.dynamicTypeSize` is not supported yet"
    session.handle(
      """
      struct V: View {
        @State var n = 1
        var body: some View {
          LazyVStack { Text("a").dynamicTypeSize(.large).frame(width: n > 2 ? -1 : 10) }
        }
      }
      """)
    #expect(session.handle("V()").text.contains(lazy))
    let update = session.handle("n = 2")
    #expect(update.status == .ok && !update.text.contains("warning"), "\(update.text)")
    // A new problem in an update is reported, once.
    let invalid = session.handle("n = 3").text
    #expect(invalid.contains("invalid frame dimension") && !invalid.contains(lazy), "\(invalid)")
    #expect(!session.handle("n = 4").text.contains("invalid frame dimension"))
    // A new scene says it all again.
    #expect(session.handle("V()").text.contains(lazy))
    _ = session.handle(":reset")
    session.handle(
      "struct W: View { var body: some View { LazyVStack { Text(\"b\").dynamicTypeSize(.large) } } }")
    #expect(session.handle("W()").text.contains(lazy))
  }
}
