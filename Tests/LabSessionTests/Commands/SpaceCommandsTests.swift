import Testing

@testable import LabSession

/// `:convert`, `:anchor` and `:prefs` (issue 5): corner bounding boxes, twice-inflated anchors
/// (docs/semantics.md §4.2–4.3, §10 vector 7), and clear messages for bad input.
@Suite struct SpaceCommandsTests {
  func rotatedReader() -> Session {
    let session = Lab.makeSession()
    session.handle(":window 600 600")
    session.handle(
      """
      GeometryReader { _ in Color.red.id("src") }
        .frame(width: 400, height: 400)
        .rotationEffect(.degrees(10))
      """)
    return session
  }

  @Test func convertExplainsThePureRotation() {
    let out = rotatedReader().handle(":convert bounds from GeometryReader#1 to global").text
    // 400·(cos 10° + sin 10°) = 463.38, centred on (300, 300): origin 300 − 231.69.
    #expect(out.contains("bounding box   (68.31, 68.31, 463.38, 463.38)"), "\(out)")
    #expect(out.contains("463.38 = 400·(|cos 10°| + |sin 10°|)"), "\(out)")
    #expect(!out.contains("nan"))
  }

  @Test func convertsPointsAndReportsBadInput() {
    let session = rotatedReader()
    #expect(session.handle(":convert (300, 300) from global to GeometryReader#1").text
      .contains("→ (200, 200)"))
    #expect(session.handle(":convert (1, 2, 3) from global to global").status == .error)
    #expect(session.handle(":convert (1, 2) from global to .named(\"nope\")").status == .error)
    #expect(session.handle(":convert (1, 2) from global to Nope#9").status == .error)
  }

  /// One spelling of spaces everywhere, and SwiftUI's lookup: a named space is the nearest
  /// marker above the view, so two stacks may both call themselves "card".
  @Test func aNamedSpaceIsTheNearestMarkerAboveTheView() {
    let session = Lab.makeSession()
    session.handle(":window 300 200")
    session.handle(
      """
      HStack(spacing: 0) {
        Color.red.frame(width: 50, height: 50).id("a").padding(10).coordinateSpace(name: "card")
        Color.blue.frame(width: 50, height: 50).id("b").padding(20).coordinateSpace(name: "card")
      }
      """)
    // Each colour is 10 or 20 in from its own card, whichever card comes first in the tree.
    #expect(session.handle(":convert bounds from #b to .named(\"card\")").text.contains("(20, 20, 50, 50)"))
    #expect(session.handle(":convert bounds from #a to card").text.contains("(10, 10, 50, 50)"))
    let frames = session.handle(":frames #a #b --space card").text
    #expect(frames.contains("in .named(\"card\")"), "\(frames)")
    #expect(session.handle(":frames --space crad").text.contains("did you mean card?"))
  }

  @Test func anchorInflatesTwiceUnderTheRotation() {
    let out = rotatedReader().handle(":anchor #src .bounds in GeometryReader#1").text
    // Stored: 463.38 wide; resolved: 463.38·(cos 10° + sin 10°) = 536.81, about (200, 200).
    #expect(out.contains("stored    (68.31, 68.31, 463.38, 463.38) in global"), "\(out)")
    #expect(out.contains("resolved  (-68.4, -68.4, 536.81, 536.81)"), "\(out)")
    #expect(out.contains("direct    (0, 0, 400, 400)"), "\(out)")
  }

  @Test func prefsListsTheCombinedValueAndContributors() {
    let session = Lab.makeSession()
    session.handle(
      """
      struct Sum: PreferenceKey {
        static var defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
      }
      """)
    session.handle(
      """
      HStack {
        Color.red.preference(key: Sum.self, value: 2)
        Color.blue.preference(key: Sum.self, value: 3)
      }
      """)
    let out = session.handle(":prefs").text
    #expect(out.contains("Sum = 5 · 2 contributors"), "\(out)")
    #expect(out.contains(".preference#2  .preference → 3"), "\(out)")
  }
}
