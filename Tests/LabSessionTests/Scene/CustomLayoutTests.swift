import LabEngine
import Testing

@testable import LabSession

/// Layouts written in user code (docs/semantics.md §9): where their subviews land, the space
/// their bounds are in, their caches, and what a failing one does to the session.
@Suite struct CustomLayoutTests {
  /// A layout that stacks its subviews down from its bounds' top-leading corner, each at its
  /// ideal size; `extra` is pasted into its body.
  static func column(_ name: String = "Column", extra: String = "") -> String {
    """
    struct \(name): Layout {
      \(extra)
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\\.width).max() ?? 0, height: sizes.map(\\.height).reduce(0, +))
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for s in subviews {
          s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
          y += s.sizeThatFits(.unspecified).height
        }
      }
    }
    """
  }

  static func session(_ inputs: [String]) -> (Session, Scene) {
    let scene = Scene()
    let session = Lab.makeSession(scene: scene)
    for input in [":window 300 400"] + inputs {
      let out = session.handle(input)
      precondition(out.status != .error, out.text)
    }
    return (session, scene)
  }

  static func frame(_ scene: Scene, _ name: String) throws -> Rect {
    let (layout, names) = try scene.requireLayout()
    guard case .success(let n) = names.resolve(name) else { throw CommandError("no \(name)") }
    return layout.globalFrame(n)
  }

  @Test func subviewsLandWhereTheCodePlacedThem() throws {
    let (_, scene) = Self.session([
      Self.column(),
      """
      Column {
        Color.red.frame(width: 40, height: 10).id("a")
        Color.blue.frame(width: 20, height: 30).id("b")
      }
      """,
    ])
    // 40 × 40, centred in 300 × 400 at (130, 180); b below a's 10 points.
    #expect(try Self.frame(scene, "#a") == Rect(x: 130, y: 180, width: 40, height: 10))
    #expect(try Self.frame(scene, "#b") == Rect(x: 130, y: 190, width: 20, height: 30))
  }

  @Test func boundsStartAgainInsideAGeometryEffect() throws {
    // A layout that prints nothing but places its one subview at bounds.origin + (0, 0) and
    // records the origin it was given in the subview's width: inside `.offset` it is zero.
    let probe = """
      struct Probe: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
          subviews[0].place(at: .zero, proposal: ProposedViewSize(width: bounds.minX + 1, height: bounds.minY + 1))
        }
      }
      """
    let (_, window) = Self.session([probe, "Probe { Color.red.id(\"c\") }"])
    // At the root the bounds start at the layout's window origin, (100, 150): the subview is
    // proposed 101 × 151 and placed at the window's (0, 0).
    #expect(try Self.frame(window, "#c") == Rect(x: 0, y: 0, width: 101, height: 151))
    let (_, offset) = Self.session([probe, "Probe { Color.red.id(\"c\") }.offset(x: 5)"])
    // Inside the offset the bounds start at zero: proposed 1 × 1 at the layout's own origin.
    #expect(try Self.frame(offset, "#c") == Rect(x: 105, y: 150, width: 1, height: 1))
  }

  @Test func nestedCustomLayoutsRun() throws {
    let (_, scene) = Self.session([
      Self.column(),
      """
      Column {
        Column { Color.red.frame(width: 10, height: 10).id("inner") }
        Color.blue.frame(width: 10, height: 10).id("outer")
      }
      """,
    ])
    #expect(try Self.frame(scene, "#inner") == Rect(x: 145, y: 190, width: 10, height: 10))
    #expect(try Self.frame(scene, "#outer") == Rect(x: 145, y: 200, width: 10, height: 10))
  }

  @Test func aFailingLayoutKeepsTheSceneAndSaysWhere() throws {
    let (session, scene) = Self.session(["Color.red.frame(width: 10, height: 10).id(\"old\")"])
    let broken = """
      struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          CGSize(width: .nan, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      """
    #expect(session.handle(broken).status != .error)
    let out = session.handle("Broken { Color.red }")
    #expect(out.status == .error)
    #expect(out.text.contains("`Broken.sizeThatFits` returned"))
    #expect(out.text.contains("a size must be finite"))
    #expect(try Self.frame(scene, "#old").width == 10)
  }

  @Test func aLayoutThatFailsInAnotherWindowIsRefusedThere() throws {
    // Fine in 300 points; an Int division by zero when proposed exactly 200 wide.
    let (session, _) = Self.session([
      """
      struct Picky: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
          let w = Int(proposal.width ?? 0)
          return CGSize(width: CGFloat(100 / (w - 200)), height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
      }
      """,
      "Picky { Color.red }",
    ])
    #expect(session.handle(":frames").status == .ok)
    _ = session.handle(":window 200 400")
    let out = session.handle(":frames")
    #expect(out.status == .error)
    #expect(out.text.contains("the layout failed"))
    #expect(out.text.contains("division by zero"))
  }

  @Test func theCacheIsMadeOnceAPassAndUpdatedAfter() throws {
    // The cache counts: makeCache starts at 1, updateCache adds 10; the subview is proposed
    // a width of the count, so its frame shows how the cache went.
    let counter = """
      struct Counter: Layout {
        func makeCache(subviews: Subviews) -> Int { 1 }
        func updateCache(_ cache: inout Int, subviews: Subviews) { cache += 10 }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
          CGSize(width: 100, height: 100)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
          subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: CGFloat(cache), height: 1))
        }
      }
      struct Host: View {
        @State var n = 0
        var body: some View { Counter { Color.red.id("c\\(n > 0 ? 1 : 0)") } }
      }
      """
    let (session, scene) = Self.session([counter, "Host()"])
    #expect(try Self.frame(scene, "#c0").width == 1)
    #expect(session.handle("n = 1").status != .error)
    // One more pass for the update: updateCache once (SwiftUI keeps the cache of the view).
    #expect(try Self.frame(scene, "#c1").width == 11)
  }

  @Test func subviewsKeptAcrossPassesAreRefused() {
    let keeper = """
      struct Keeper: Layout {
        func makeCache(subviews: Subviews) -> [LayoutSubview] { Array(subviews) }
        func updateCache(_ cache: inout [LayoutSubview], subviews: Subviews) {}
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [LayoutSubview]) -> CGSize {
          cache[0].sizeThatFits(.unspecified)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [LayoutSubview]) {}
      }
      struct Host: View {
        @State var w: CGFloat = 10
        var body: some View { Keeper { Color.red.frame(width: w, height: 10) } }
      }
      """
    let (session, _) = Self.session([keeper, "Host()"])
    let out = session.handle("w = 20")
    #expect(out.status == .error)
    #expect(out.text.contains("kept from an earlier layout pass"))
  }

  @Test func layoutPropertiesOrientSpacers() throws {
    // A Spacer proposed nothing is its minimum length along its stack's axis and 0 across; in a
    // layout without an orientation it has no axis and is the minimum both ways.
    let oriented = Self.column(
      "Oriented",
      extra: """
        static var layoutProperties: LayoutProperties {
          var p = LayoutProperties()
          p.stackOrientation = .vertical
          return p
        }
        """)
    let (_, vertical) = Self.session([oriented, "Oriented { Spacer().id(\"gap\") }"])
    #expect(try Self.frame(vertical, "#gap").size == Size(width: 0, height: 8))
    let (_, plain) = Self.session([Self.column(), "Column { Spacer().id(\"gap\") }"])
    #expect(try Self.frame(plain, "#gap").size == Size(width: 8, height: 8))
  }

  @Test func explicitAlignmentAnswersForItsAxisOnly() throws {
    // The horizontal overload puts every horizontal guide 5 points in; vertical guides are the
    // subviews' (none explicit: the defaults).
    let (_, scene) = Self.session([
      Self.column(
        "Inset",
        extra: """
          func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? { 5 }
          """),
      """
      VStack(alignment: .leading, spacing: 0) {
        Inset { Color.red.frame(width: 40, height: 10) }.id("inset")
        Color.blue.frame(width: 20, height: 10).id("plain")
      }
      """,
    ])
    // Leading guides: the layout's at 5, the plain view's at 0, so the plain view starts 5
    // points right of the layout; the stack spans 0…40 (layout) and 5…25: 40 wide.
    let inset = try Self.frame(scene, "#inset")
    let plain = try Self.frame(scene, "#plain")
    #expect(plain.minX - inset.minX == 5)
    #expect(plain.minY - inset.minY == 10)
  }

  @Test func aCacheOfAnotherTypeIsRefused() {
    let (session, _) = Self.session([
      """
      struct Bad: Layout {
        func makeCache(subviews: Subviews) -> Int { 0 }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize { .zero }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {}
      }
      """
    ])
    let out = session.handle("Bad { Color.red }")
    #expect(out.status == .error)
    #expect(out.text.contains("takes a cache of type `[CGSize]`, but `makeCache(subviews:)` returns `Int`"))
  }

  @Test func aSpacingOfItsOwnIsRefused() {
    let (session, _) = Self.session([
      Self.column(
        "Spaced",
        extra: "func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }")
    ])
    let out = session.handle("Spaced { Color.red }")
    #expect(out.status == .error)
    #expect(out.text.contains("`Spaced.spacing(subviews:cache:)` is not supported yet"))
  }

  @Test func aHelperNamedSpacingIsNotTheProtocolsMethod() throws {
    // Apple's equal-width sample keeps its gaps in `spacing(subviews:) -> [CGFloat]`, a helper:
    // only `spacing(subviews:cache:)` would be the protocol's.
    let (_, scene) = Self.session([
      Self.column(
        "Gapped",
        extra: "func spacing(subviews: Subviews) -> [CGFloat] { subviews.map { _ in 0 } }"),
      "Gapped { Color.red.frame(width: 10, height: 10).id(\"a\") }",
    ])
    #expect(try Self.frame(scene, "#a").size == Size(width: 10, height: 10))
  }
}
