import LabEngine
import Testing

@testable import LabScript

/// Geometry effects from view code (docs/semantics.md §4.1), checked through the engine's layout and
/// effect-aware spaces with the §10 vectors.
@Suite struct EffectModifierTests {
  /// Lays out `source`'s root on a canvas and returns its effect-aware geometry.
  func geometry(_ source: String..., width: Double = 600, height: Double = 600, shown: Bool = false)
    -> SpaceGeometry?
  {
    let context = ScriptContext()
    var result = EvaluationResult()
    for (i, s) in source.enumerated() { result = context.evaluate(s, file: "<input-\(i + 1)>") }
    guard let root = result.root, !result.hasErrors else {
      Issue.record("no root: \(result.renderedDiagnostics)")
      return nil
    }
    let layout = Layout(tree: ViewTree(root), window: .canvas(width: width, height: height))
    return SpaceGeometry(layout: layout, includesIgnoredEffects: shown)
  }

  func globalFrame(_ name: String, _ g: SpaceGeometry?) -> Rect? {
    guard let g, let n = g.layout.node(named: name) else { return nil }
    return g.frame(of: n, in: .global)
  }

  func effect(_ source: String) -> (GeometryEffect, Bool)? {
    let r = evaluate(source)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    var node = r.root
    while let n = node {
      if case .effect(let e, let affects) = n.kind { return (e, affects) }
      node = n.children.first
    }
    return nil
  }

  func close(_ a: Double?, _ b: Double, _ tolerance: Double = 0.001) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
  }

  // §10 vector 7: 400² under a 10° rotation → 463.38², same centre.
  @Test func rotatedReaderIsInflatedGlobally() {
    let g = geometry(
      """
      GeometryReader { proxy in Color.clear }
        .id("reader")
        .frame(width: 400, height: 400)
        .rotationEffect(.degrees(10))
      """)
    let frame = globalFrame("reader", g)
    #expect(close(frame?.width, 463.38237))
    #expect(close(frame?.height, 463.38237))
    #expect(close(frame?.midX, 300) && close(frame?.midY, 300))
    #expect(close(frame?.minX, 300 - 231.69119))
  }

  // Issue 5's acceptance scene: `.scaleEffect(2.2)` on 100² → proxy size 100, global 220.
  @Test func scaledViewKeepsItsSizeButGrowsGlobally() {
    let g = geometry("Color.red.id(\"box\").frame(width: 100, height: 100).scaleEffect(2.2)")
    guard let g, let n = g.layout.node(named: "box") else {
      Issue.record("no box")
      return
    }
    #expect(g.layout.sizes[Int(n)] == Size(width: 100, height: 100))
    #expect(close(g.frame(of: n, in: .global)?.width, 220))
    #expect(close(g.frame(of: n, in: .local)?.width, 100))
  }

  // §10 vector 8: `.scaleEffect(2)` on 100² at the origin, about the centre and top-leading.
  @Test func scaleAnchors() {
    let centre = geometry(
      "Color.red.id(\"a\").frame(width: 100, height: 100).scaleEffect(2)",
      width: 100, height: 100)
    #expect(globalFrame("a", centre) == Rect(x: -50, y: -50, width: 200, height: 200))
    let corner = geometry(
      "Color.red.id(\"a\").frame(width: 100, height: 100).scaleEffect(2, anchor: .topLeading)",
      width: 100, height: 100)
    #expect(globalFrame("a", corner) == Rect(x: 0, y: 0, width: 200, height: 200))
  }

  @Test func scaleForms() {
    func scale(_ src: String) -> Size? {
      if case (.scale(let s, _), _)? = effect(src) { return s }
      return nil
    }
    #expect(scale("Color.red.scaleEffect(2)") == Size(width: 2, height: 2))
    #expect(scale("Color.red.scaleEffect(x: 3)") == Size(width: 3, height: 1))
    #expect(scale("Color.red.scaleEffect(.pi)") == Size(width: .pi, height: .pi))
    #expect(scale("Color.red.scaleEffect(.zero)") == Size(width: 0, height: 0))
    #expect(scale("Color.red.scaleEffect(x: 2, y: 0.5)") == Size(width: 2, height: 0.5))
    #expect(
      scale("Color.red.scaleEffect(CGSize(width: 4, height: 5))") == Size(width: 4, height: 5))
    #expect(scale("Color.red.scaleEffect(.init(width: 1, height: 2))") == Size(width: 1, height: 2))
    guard case (.scale(_, let anchor), _)? = effect("Color.red.scaleEffect(2, anchor: .bottom)")
    else {
      Issue.record("no scale")
      return
    }
    #expect(anchor == .bottom)
  }

  @Test func rotationAndTransforms() {
    guard
      case (.rotation(let a, let anchor), true)? = effect(
        "Color.red.rotationEffect(Angle(degrees: 30), anchor: .topLeading)")
    else {
      Issue.record("no rotation")
      return
    }
    #expect(close(a.degrees, 30) && anchor == .topLeading)
    guard
      case (.transform(let t), _)? = effect(
        "Color.red.transformEffect(CGAffineTransform(translationX: 5, y: 6))")
    else {
      Issue.record("no transform")
      return
    }
    #expect(t.tx == 5 && t.ty == 6)
    guard case (.transform(let id), _)? = effect("Color.red.transformEffect(.identity)") else {
      Issue.record("no identity transform")
      return
    }
    #expect(id.isIdentity)
    guard
      case (.projection(let p), _)? = effect(
        "Color.red.projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 3)))")
    else {
      Issue.record("no projection")
      return
    }
    #expect(p == ProjectionTransform(AffineTransform2D(scaleX: 2, y: 3)))
  }

  @Test func rotation3DArguments() {
    guard
      case (.rotation3D(let a, let axis, let anchor, let z, let d), _)? = effect(
        """
        Color.red.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .leading,
                                   anchorZ: 2, perspective: 0.5)
        """)
    else {
      Issue.record("no 3D rotation")
      return
    }
    #expect(close(a.degrees, 45) && axis == (0, 1, 0) && anchor == .leading && z == 2 && d == 0.5)
    guard
      case (.rotation3D(_, let unlabeled, .center, 0, 1), _)? = effect(
        "Color.red.rotation3DEffect(.degrees(45), axis: (1, 0, 0))")
    else {
      Issue.record("no defaults")
      return
    }
    #expect(unlabeled == (1, 0, 0))
  }

  // Seed 004's fix: the underscored effects with `ignoredByLayout()` leave readers unrotated.
  @Test func underscoredEffectsAndIgnoredByLayout() {
    let ignored = geometry(
      """
      GeometryReader { _ in Color.clear }
        .id("reader")
        .frame(width: 400, height: 400)
        .modifier(_RotationEffect(angle: .degrees(10), anchor: .center).ignoredByLayout())
      """)
    #expect(globalFrame("reader", ignored) == Rect(x: 100, y: 100, width: 400, height: 400))
    let shown = geometry(
      """
      GeometryReader { _ in Color.clear }
        .id("reader")
        .frame(width: 400, height: 400)
        .modifier(_RotationEffect(angle: .degrees(10)).ignoredByLayout())
      """, shown: true)
    #expect(close(globalFrame("reader", shown)?.width, 463.38237))
    let counted = geometry(
      "Color.red.id(\"a\").frame(width: 100, height: 100).modifier(_ScaleEffect(scale: CGSize(width: 2, height: 2)))"
    )
    #expect(close(globalFrame("a", counted)?.width, 200))
    guard
      case (.scale, false)? = effect(
        "Color.red.modifier(_ScaleEffect(scale: .init(width: 2, height: 2)).ignoredByLayout())")
    else {
      Issue.record("no ignored scale")
      return
    }
    // An extension wrapping the fix, as seed 004 suggests.
    let wrapped = evaluate(
      """
      extension View {
        func tilted(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
          self.modifier(_RotationEffect(angle: angle, anchor: anchor).ignoredByLayout())
        }
      }
      """, "Color.red.tilted(.degrees(5))")
    #expect(shape(wrapped.root) == ".rotationEffect{Color.red}", "\(wrapped.renderedDiagnostics)")
    #expect(wrapped.root?.kind.summary == ".rotationEffect(.degrees(5)).ignoredByLayout()")
  }

  @Test func offsetStaysALayoutModifier() {
    #expect(shape(evaluate("Color.red.offset(x: 20)").root) == ".offset{Color.red}")
    let r = evaluate("Color.red.modifier(_OffsetEffect(offset: CGSize(width: 20, height: 0)))")
    #expect(shape(r.root) == ".offset{Color.red}", "\(r.renderedDiagnostics)")
  }

  @Test func ignoredByLayoutOnAViewIsAnError() {
    let r = evaluate("Color.red.rotationEffect(.degrees(10)).ignoredByLayout()")
    #expect(r.hasErrors)
    #expect(messages(r).first?.contains("method of a `GeometryEffect`") == true)
  }

  // Seed 002: a user GeometryEffect, through `.modifier` and through an extension method.
  @Test func userGeometryEffect() {
    let decl = """
      struct Skew: GeometryEffect {
        var offset: CGFloat
        var skew: CGFloat
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
          get { AnimatablePair(offset, skew) }
          set { offset = newValue.first; skew = newValue.second }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: offset, ty: 0))
        }
      }
      extension View {
        func skewed(by s: CGFloat) -> some View { modifier(Skew(offset: 0, skew: s)) }
      }
      """
    let g = geometry(
      decl,
      "Color.red.id(\"a\").frame(width: 100, height: 100).modifier(Skew(offset: 20, skew: 0))",
      width: 100, height: 100)
    #expect(globalFrame("a", g) == Rect(x: 20, y: 0, width: 100, height: 100))
    // x' = x + c·y: the bottom corners move by 0.5·100.
    let skewed = geometry(
      decl, "Color.red.id(\"a\").frame(width: 100, height: 100).skewed(by: 0.5)",
      width: 100, height: 100)
    #expect(globalFrame("a", skewed) == Rect(x: 0, y: 0, width: 150, height: 100))
    let ignored = geometry(
      decl,
      "Color.red.id(\"a\").frame(width: 100, height: 100).modifier(Skew(offset: 20, skew: 0).ignoredByLayout())",
      width: 100, height: 100)
    #expect(globalFrame("a", ignored) == Rect(x: 0, y: 0, width: 100, height: 100))
  }

  // Seed 002's flip: CATransform3D with m34 and an anchor correction, sized by the view.
  @Test func flipEffectUsesTheViewSize() {
    let g = geometry(
      """
      struct Flip: GeometryEffect {
        var angle: Double
        let axis: (x: CGFloat, y: CGFloat)
        func effectValue(size: CGSize) -> ProjectionTransform {
          let a = CGFloat(Angle(degrees: angle).radians)
          var t = CATransform3DIdentity
          t.m34 = -1 / max(size.width, size.height)
          t = CATransform3DRotate(t, a, axis.x, axis.y, 0)
          t = CATransform3DTranslate(t, -size.width / 2.0, -size.height / 2.0, 0)
          let back = ProjectionTransform(
            CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
          return ProjectionTransform(t).concatenating(back)
        }
      }
      """,
      "Color.red.id(\"a\").frame(width: 100, height: 100).modifier(Flip(angle: 0, axis: (x: 0, y: 1)))",
      width: 100, height: 100)
    #expect(globalFrame("a", g) == Rect(x: 0, y: 0, width: 100, height: 100))
    let turned = geometry(
      """
      struct Flip: GeometryEffect {
        var angle: Double
        func effectValue(size: CGSize) -> ProjectionTransform {
          var t = CATransform3DIdentity
          t.m34 = -1 / max(size.width, size.height)
          t = CATransform3DRotate(t, CGFloat(Angle(degrees: angle).radians), 0, 1, 0)
          t = CATransform3DTranslate(t, -size.width / 2.0, -size.height / 2.0, 0)
          let back = ProjectionTransform(
            CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
          return ProjectionTransform(t).concatenating(back)
        }
      }
      """,
      "Color.red.id(\"a\").frame(width: 100, height: 100).modifier(Flip(angle: 30))",
      width: 100, height: 100)
    // By hand (row vectors, CoreAnimation's y rotation, w = 1 + z·m34): the corner (0, 0)
    // goes to (−50, −50, 0), turns to (−43.30, −50, 25), w = 0.75 → (−7.735, −16.667); the
    // corner (100, 0) turns to (43.30, −50, −25), w = 1.25 → (84.641, 10). The near edge grows.
    let f = globalFrame("a", turned)
    #expect(close(f?.minX, -7.735) && close(f?.maxX, 84.641))
    #expect(close(f?.minY, -16.667) && close(f?.height, 133.333))
  }

  // A broken effectValue falls back to the identity with a warning; it never traps.
  @Test func failingEffectValueIsIdentityWithAWarning() {
    let context = ScriptContext()
    let r = evaluate(
      """
      struct Broken: GeometryEffect {
        let items: [Int] = []
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: CGFloat(items[3]), y: 0))
        }
      }
      struct Looping: GeometryEffect {
        func effectValue(size: CGSize) -> ProjectionTransform {
          var x = 0
          while true { x += 1 }
          return .identity
        }
      }
      struct Wrong: GeometryEffect {
        func effectValue(size: CGSize) -> CGSize { size }
      }
      """,
      """
      VStack {
        Color.red.id("a").frame(width: 100, height: 100).modifier(Broken())
        Color.red.id("b").frame(width: 100, height: 100).modifier(Looping())
        Color.red.id("c").frame(width: 100, height: 100).modifier(Wrong())
      }
      """, context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    guard let root = r.root else { return }
    let layout = Layout(tree: ViewTree(root), window: .canvas(width: 100, height: 400))
    let g = SpaceGeometry(layout: layout)
    for name in ["a", "b", "c"] {
      guard let n = layout.node(named: name) else { continue }
      #expect(g.frame(of: n, in: .global)?.width == 100)
    }
    let late = context.takeLateWarnings()
    #expect(late.count == 3, "\(late.map(\.message))")
    #expect(late.allSatisfy { $0.severity == .warning })
    #expect(late.contains { $0.message.contains("index") })
    #expect(late.contains { $0.message.contains("step limit") })
    #expect(late.contains { $0.message.contains("not a `ProjectionTransform`") })
    #expect(context.takeLateWarnings().isEmpty)
  }

  @Test func effectValuesDescribeThemselves() {
    let r = evaluate("_RotationEffect(angle: .degrees(10)).ignoredByLayout()")
    #expect(r.value?.description == "_RotationEffect(angle: .degrees(10)).ignoredByLayout()")
    #expect(r.value?.typeName == "_RotationEffect")
  }
}
