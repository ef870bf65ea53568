import Testing

@testable import LabSession

/// Preferences through a session (docs/semantics.md §5): `onPreferenceChange` runs after an update
/// whose geometry has settled, only when the value changed, and a cycle is reported.
@Suite struct ScriptBridgePreferenceTests {
  static let widthKey = """
    struct W: PreferenceKey {
      static var defaultValue: CGFloat = 0
      static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }
    """

  @Test func onPreferenceChangeSeesTheSettledValueOnce() {
    let session = Lab.makeSession()
    session.handle(":window 600 600")
    session.handle(Self.widthKey)
    let out = session.handle(
      """
      VStack {
        GeometryReader { p in Color.clear.preference(key: W.self, value: p.size.width) }
          .frame(width: 120, height: 10)
      }
      .onPreferenceChange(W.self) { print("width \\($0)") }
      """)
    #expect(out.status != .error, "\(out.text)")
    // Only the settled width is printed: the zero-geometry pass before layout is not an update.
    #expect(out.text.contains("width 120.0"), "\(out.text)")
    #expect(!out.text.contains("width 0.0"), "\(out.text)")
  }

  @Test func stateSetFromAPreferenceDrivesAFollower() {
    let session = Lab.makeSession()
    session.handle(":window 600 600")
    session.handle(Self.widthKey)
    session.handle(
      """
      struct Follow: View {
        @State var width: CGFloat = 0
        var body: some View {
          VStack {
            GeometryReader { p in Color.clear.preference(key: W.self, value: p.size.width) }
              .frame(width: 150, height: 10)
            Color.blue.frame(width: width, height: 10).id("follower")
          }
          .onPreferenceChange(W.self) { width = $0 }
        }
      }
      """)
    let out = session.handle("Follow()")
    #expect(out.status != .error, "\(out.text)")
    #expect(session.handle(":frames #follower").text.contains("150×10"))
  }

  @Test func aPreferenceCycleIsReported() {
    let session = Lab.makeSession()
    session.handle(":window 600 600")
    session.handle(Self.widthKey)
    session.handle(
      """
      struct Grow: View {
        @State var width: CGFloat = 10
        var body: some View {
          Color.red.frame(width: width, height: 10)
            .preference(key: W.self, value: width)
            .onPreferenceChange(W.self) { width = $0 + 1 }
        }
      }
      """)
    let out = session.handle("Grow()")
    #expect(out.text.contains("did not settle"), "\(out.text)")
    #expect(out.text.contains("`W`"), "\(out.text)")
  }
}
