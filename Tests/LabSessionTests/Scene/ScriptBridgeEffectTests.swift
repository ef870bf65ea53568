import Testing

@testable import LabSession

/// GeometryReaders under geometry effects, end to end through a session (docs/semantics.md §4.2 and
/// §10 vector 7; issue 5's acceptance scenes): the reader's closure sees the effect-aware frame
/// that layout gives it.
@Suite struct ScriptBridgeEffectTests {
  /// The texts of the tree as `:tree` prints it.
  func tree(_ session: Session) -> String { session.handle(":tree").text }

  @Test func rotatedReaderPrintsTheInflatedGlobalFrame() {
    let session = Lab.makeSession()
    session.handle(":window 600 600")
    let out = session.handle(
      """
      GeometryReader { proxy in
        VStack {
          Text("local \\(proxy.frame(in: .local).width)")
          Text("global \\(proxy.frame(in: .global).width)")
          Text("minX \\(Int(proxy.frame(in: .global).minX))")
        }
      }
      .frame(width: 400, height: 400)
      .rotationEffect(.degrees(10))
      """)
    #expect(out.status != .error, "\(out.text)")
    let t = tree(session)
    // 400·(cos 10° + sin 10°) = 463.382…, about the same centre (300, 300): minX = −31.69 + 100.
    // A `CGFloat` in a `Text` literal prints with `%lf`, six decimals (docs/semantics.md §1.2).
    #expect(t.contains("Text(\"local 400.000000\")"), "\(t)")
    #expect(t.contains("Text(\"global 463.382372\")"), "\(t)")
    #expect(t.contains("Text(\"minX 68\")"), "\(t)")
  }

  @Test func ignoredByLayoutKeepsTheReaderUnrotated() {
    let session = Lab.makeSession()
    session.handle(":window 600 600")
    session.handle(
      """
      GeometryReader { proxy in Text("global \\(proxy.frame(in: .global).width)") }
        .frame(width: 400, height: 400)
        .modifier(_RotationEffect(angle: .degrees(10)).ignoredByLayout())
      """)
    #expect(tree(session).contains("Text(\"global 400.000000\")"), "\(tree(session))")
  }

  @Test func scaledReaderKeepsItsSizeButGrowsGlobally() {
    let session = Lab.makeSession()
    session.handle(
      """
      GeometryReader { proxy in
        Text("size \\(Int(proxy.size.width)) global \\(Int(proxy.frame(in: .global).width))")
      }
      .frame(width: 100, height: 100)
      .scaleEffect(2.2)
      """)
    #expect(tree(session).contains("Text(\"size 100 global 220\")"), "\(tree(session))")
  }

  // The named-space workaround of seed 004: a space rotated with the reader sees no rotation.
  @Test func namedSpaceInsideTheRotationIsUnrotated() {
    let session = Lab.makeSession()
    session.handle(
      """
      VStack {
        GeometryReader { proxy in
          Text("named \\(proxy.frame(in: .named("card")).width)")
        }
        .frame(width: 400, height: 400)
      }
      .coordinateSpace(name: "card")
      .rotationEffect(.degrees(10))
      """)
    #expect(tree(session).contains("Text(\"named 400.000000\")"), "\(tree(session))")
  }

  // A 3D turn with strong perspective puts a corner behind the eye: no global frame exists.
  @Test func readerBehindTheEyeWarnsAndAnswersItsLocalFrame() {
    let session = Lab.makeSession()
    let out = session.handle(
      """
      GeometryReader { proxy in Text("\\(proxy.frame(in: .global).width)") }
        .frame(width: 100, height: 100)
        .rotation3DEffect(.degrees(89), axis: (x: 0, y: 1, z: 0), perspective: 10)
      """)
    #expect(out.text.contains("warning: the reader's frame in .global has a corner"), "\(out.text)")
    #expect(tree(session).contains("Text(\"100.000000\")"))
  }

  // Seed 002's flip: effectValue reports which side faces the user through a binding, set
  // with `DispatchQueue.main.async`; the view then shows that side in the same input.
  @Test func effectFeedbackThroughABindingUpdatesTheView() {
    let session = Lab.makeSession()
    session.handle(
      """
      struct Flip: GeometryEffect {
        @Binding var flipped: Bool
        var angle: Double
        func effectValue(size: CGSize) -> ProjectionTransform {
          DispatchQueue.main.async { self.flipped = self.angle >= 90 && self.angle < 270 }
          var t = CATransform3DIdentity
          t.m34 = -1 / max(size.width, size.height)
          t = CATransform3DRotate(t, CGFloat(Angle(degrees: angle).radians), 0, 1, 0)
          return ProjectionTransform(t)
        }
      }
      struct Card: View {
        @State var flipped = false
        @State var angle = 120.0
        var body: some View {
          Text(flipped ? "back" : "front")
            .frame(width: 100, height: 150)
            .modifier(Flip(flipped: $flipped, angle: angle))
            .onChange(of: flipped) { print("flipped \\(flipped)") }
        }
      }
      """)
    let shown = session.handle("Card()")
    #expect(shown.text.hasSuffix("flipped true"), "\(shown.text)")
    #expect(tree(session).contains("Text(\"back\")"))
    let turned = session.handle("angle = 30")
    #expect(turned.text.hasSuffix("flipped false"), "\(turned.text)")
    #expect(tree(session).contains("Text(\"front\")"))
    #expect(!turned.text.contains("warning"))
  }

  // Seed 002's last example: a reader in an overlay sees a user effect's translation, unless
  // the effect is `ignoredByLayout()`. 300 wide in a 400 window: minX 50, or 40 nudged.
  @Test func userEffectMovesTheReaderUnlessIgnored() {
    let session = Lab.makeSession()
    session.handle(":window 400 200")
    session.handle(
      """
      struct Nudge: GeometryEffect {
        var x: CGFloat = 0
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
        }
      }
      struct ShowX: View {
        var body: some View {
          GeometryReader { proxy in Text("x = \\(Int(proxy.frame(in: .global).minX))") }
        }
      }
      """)
    session.handle(
      """
      VStack {
        Color.blue.frame(width: 300, height: 50).overlay(ShowX()).modifier(Nudge(x: -10))
        Color.blue.frame(width: 300, height: 50).overlay(ShowX())
          .modifier(Nudge(x: -10).ignoredByLayout())
      }
      """)
    let t = tree(session)
    #expect(t.contains("Text#1  Text(\"x = 40\")"), "\(t)")
    #expect(t.contains("Text#2  Text(\"x = 50\")"), "\(t)")
  }

  @Test func aFailingEffectValueIsAWarningAfterTheInput() {
    let session = Lab.makeSession()
    session.handle(
      """
      struct Broken: GeometryEffect {
        let items: [Int] = []
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: CGFloat(items[1]), y: 0))
        }
      }
      """)
    let out = session.handle("Color.red.frame(width: 10, height: 10).modifier(Broken())")
    #expect(out.status != .error)
    #expect(out.text.hasPrefix("root "), "\(out.text)")
    #expect(out.text.contains("warning:"), "\(out.text)")
    #expect(out.text.contains("index"), "\(out.text)")
  }

  /// Seed 002: a user effect with `animatableData` is re-evaluated at every moment, and a
  /// reader under it reports the animated position (without `ignoredByLayout()`).
  @Test func aCustomEffectAnimatesAndItsReaderFollows() {
    let session = Lab.makeSession()
    session.handle(":window 300 200")
    session.handle(
      """
      struct Nudge: GeometryEffect {
        var x: CGFloat
        var animatableData: CGFloat {
          get { x }
          set { x = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
        }
      }
      """)
    session.handle(
      """
      struct Bar: View {
        @State var moved = false
        var body: some View {
          Color.blue.frame(width: 200, height: 40)
            .overlay(GeometryReader { p in Text("x \\(Int(p.frame(in: .global).minX))") })
            .modifier(Nudge(x: moved ? 40 : 0))
        }
      }
      """)
    session.handle("Bar()")
    #expect(tree(session).contains("Text(\"x 50\")"))
    session.handle("withAnimation(.linear(duration: 1)) { moved = true }")
    session.handle(":tick 0.25")
    // A quarter of the way: 50 + 10.
    #expect(tree(session).contains("Text(\"x 60\")"), "\(tree(session))")
    session.handle(":tick 0.75")
    #expect(tree(session).contains("Text(\"x 90\")"), "\(tree(session))")
    // Scrubbing back is exact.
    session.handle(":scrub 0.5")
    #expect(tree(session).contains("Text(\"x 70\")"), "\(tree(session))")
  }

  /// An `AnimatableModifier`: its body runs again at each moment with interpolated data, and
  /// what it builds is what layout and `:frames` show (no second animation on top).
  @Test func anAnimatableModifierRebuildsItsBodyAtEachMoment() {
    let session = Lab.makeSession()
    session.handle(":window 300 200")
    session.handle(
      """
      struct Widen: ViewModifier {
        var x: CGFloat
        var animatableData: CGFloat {
          get { x }
          set { x = newValue }
        }
        func body(content: Content) -> some View { content.frame(width: 40 + x, height: 40) }
      }
      """)
    session.handle(
      """
      struct Grower: View {
        @State var on = false
        var body: some View { Color.red.modifier(Widen(x: on ? 100 : 0)) }
      }
      """)
    session.handle("Grower()")
    session.handle("withAnimation(.linear(duration: 1)) { on = true }")
    #expect(tree(session).contains(".frame(width: 40, height: 40)"), "\(tree(session))")
    session.handle(":tick 0.5")
    #expect(tree(session).contains(".frame(width: 90, height: 40)"), "\(tree(session))")
    #expect(session.handle(":frames Color#1").text.contains("(105, 80, 90, 40)"))
    session.handle(":tick 1")
    #expect(tree(session).contains(".frame(width: 140, height: 40)"), "\(tree(session))")
    // Without an animation the body jumps to the new data.
    session.handle("on = false")
    #expect(tree(session).contains(".frame(width: 40, height: 40)"), "\(tree(session))")
  }
}
