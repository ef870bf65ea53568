import LabEngine
import Testing

@testable import LabScript

/// Our own equivalents of the seed articles' snippets (docs/semantics.md §0 lists them): each evaluates to the
/// expected tree shape; modifiers the engine does not model yet warn instead of vanishing.
@Suite struct SeedTests {
  func unsupported(_ r: EvaluationResult) -> [String] {
    r.diagnostics.filter { $0.severity == .warning }.map(\.message)
  }

  // Seed 000: a frame that grows while an overlay inserts a corner dot.
  @Test func growingFrameWithCornerDot() {
    let src = """
      struct Corner: View {
        let visible: Bool
        var body: some View {
          Color.orange
            .overlay(alignment: .topLeading) {
              if visible {
                Circle().fill(.pink).frame(width: 16, height: 16)
              }
            }
        }
      }
      struct Demo: View {
        @State var grown = false
        var side: CGSize { grown ? .init(width: 280, height: 280) : .init(width: 180, height: 180) }
        var body: some View {
          VStack {
            Button("Grow") { grown.toggle() }
            Corner(visible: grown)
              .geometryGroup()
              .frame(width: side.width, height: side.height)
              .animation(.smooth(duration: 1), value: grown)
          }
        }
      }
      """
    let context = ScriptContext()
    let r = evaluate(src, "Demo()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(
      shape(r.root)
        == "Demo{VStack{.button{Text(Grow)},.animation{.frame{.geometryGroup{Corner{.overlay{"
        + "Color.orange,Group{Group}}}}}}}}")
    if case .frame(let w, _, _)? = userBody(r.root)?.children[1].children.first?.kind {
      #expect(w == 180)
    }
    #expect(unsupported(r).isEmpty)  // `.animation(_:value:)` and geometryGroup are modelled
    let grown = context.evaluate("grown = true", file: "<t>")
    #expect(
      shape(grown.root)
        == "Demo{VStack{.button{Text(Grow)},.animation{.frame{.geometryGroup{Corner{.overlay{"
        + "Color.orange,Group{Group{.frame{.fill{Circle}}}}}}}}}}}"
    )
    if case .frame(let w, _, _)? = userBody(grown.root)?.children[1].children.first?.kind {
      #expect(w == 280)
    }
  }

  // Seed 000: a grid sized from a GeometryReader, and the opacity workaround.
  @Test func readerDrivenGrid() {
    let src = """
      struct Tiles: View {
        private let max = 6
        var body: some View {
          GeometryReader { proxy in
            let n = Int(proxy.size.width / 40)
            Grid(horizontalSpacing: 0, verticalSpacing: 0) {
              ForEach(0 ..< max, id: \\.self) { r in
                GridRow {
                  ForEach(0 ..< max, id: \\.self) { c in
                    Rectangle().fill(.teal).border(.white, width: 1)
                      .frame(width: 40, height: 40)
                      .opacity(r >= n || c >= n ? 0 : 1)
                  }
                }
              }
            }
          }
          .clipped()
        }
      }
      """
    let context = ScriptContext()
    context.geometryProvider = GeometryProvider { _ in
      GeometryReading(size: Size(width: 120, height: 120))
    }
    let r = evaluate(src, "Tiles()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    guard let grid = userBody(r.root)?.children.first?.children.first else {
      Issue.record("no grid: \(shape(r.root))")
      return
    }
    #expect(
      shape(r.root).hasPrefix(
        "Tiles{.clipped{GeometryReader{Grid{Group{ForEach(0){GridRow{Group{ForEach(0){.opacity{.frame"
      ))
    let rows = grid.children.first?.children ?? []
    #expect(rows.count == 6)
    let firstRowCells = rows.first?.children.first?.children.first?.children ?? []
    let opacities = firstRowCells.compactMap { cell -> Double? in
      if case .opacity(let o) = cell.children.first?.kind { return o }
      return nil
    }
    #expect(opacities.count == 6)
    // Each value is evaluated and clamped to 0…1, not kept as code.
    #expect(opacities.allSatisfy { (0...1).contains($0) })
  }

  // Seed 000: a Text whose content switches with the state.
  @Test func switchingText() {
    let src = """
      struct Label2: View {
        let on: Bool
        var body: some View { Text(on ? "Hello" : "World") }
      }
      Label2(on: true).frame(width: 200, height: 200)
      """
    #expect(shape(evaluate(src).root) == ".frame{Label2{Text(Hello)}}")
  }

  // Seed 001: a custom matched-geometry helper with a preference key, a namespace and a
  // view modifier that hides the original and overlays a resized copy.
  @Test func customMatchedGeometry() {
    let src = """
      struct SourceFrame: PreferenceKey {
        static var defaultValue: CGRect? = nil
        static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) {
          value = value ?? nextValue()
        }
      }
      extension EnvironmentValues {
        var sourceFrame: CGRect? {
          get { self[SourceFrame.self] }
          set { self[SourceFrame.self] = newValue }
        }
      }
      struct Follow<ID: Hashable>: ViewModifier {
        var id: ID
        var space: Namespace.ID
        var isSource: Bool = true
        @Environment(\\.sourceFrame) var frame
        func body(content: Content) -> some View {
          Group {
            if isSource {
              content.overlay(GeometryReader { proxy in
                Color.clear.preference(key: SourceFrame.self, value: proxy.frame(in: .global))
              })
            } else {
              content.hidden()
                .overlay(content.frame(width: frame?.size.width, height: frame?.size.height), alignment: .topLeading)
            }
          }
        }
      }
      extension View {
        func follow<ID: Hashable>(builtin: Bool = true, id: ID, in ns: Namespace.ID, isSource: Bool = true) -> some View {
          Group {
            if builtin {
              self.matchedGeometryEffect(id: id, in: ns, properties: .size, isSource: isSource)
            } else {
              modifier(Follow(id: id, space: ns, isSource: isSource))
            }
          }
        }
      }
      struct Pair: View {
        var builtin = true
        @Namespace var ns
        var body: some View {
          HStack(spacing: 0) {
            Rectangle().fill(Color.red).follow(builtin: builtin, id: "A", in: ns).frame(width: 90, height: 90)
            Circle().fill(Color.green).follow(builtin: builtin, id: "A", in: ns, isSource: false)
              .frame(height: 45).border(Color.blue)
          }
        }
      }
      VStack { Pair(); Pair(builtin: false) }.padding(80)
      """
    let r = evaluate(src)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    let s = shape(r.root)
    #expect(s.hasPrefix(".padding{VStack{Pair{HStack{"))
    #expect(s.contains(".overlay{.hidden{.fill{Circle}},.frame{.fill{Circle}}}"))
    #expect(s.contains(".overlay{.fill{Rectangle},GeometryReader{.preference{Color.clear}}}"))
    let warnings = unsupported(r)
    // The built-in effect is modelled (MatchedGeometryTests): a node, no warning.
    #expect(s.contains(".matchedGeometryEffect{.fill{Rectangle}}"), "\(s)")
    #expect(!warnings.contains { $0.contains("matchedGeometryEffect") })
    #expect(!warnings.contains { $0.contains("preference") })
    // Custom environment values are modelled (EnvironmentTests): no warning for them.
    #expect(!warnings.contains { $0.contains("environment") })
  }

  // Seed 002: GeometryEffects are declared, evaluated as values, and applied as effect nodes
  // named after their type (their matrices are checked in EffectModifierTests).
  @Test func geometryEffects() {
    let src = """
      struct Skew: GeometryEffect {
        var offset: CGFloat
        var pct: CGFloat
        let right: Bool
        var animatableData: AnimatablePair<CGFloat, CGFloat> {
          get { AnimatablePair(offset, pct) }
          set { offset = newValue.first; pct = newValue.second }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
          var skew: CGFloat
          if pct < 0.2 {
            skew = (pct * 5) * 0.5 * (right ? -1 : 1)
          } else if pct > 0.8 {
            skew = ((1 - pct) * 5) * 0.5 * (right ? -1 : 1)
          } else {
            skew = 0.5 * (right ? -1 : 1)
          }
          return ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: offset, ty: 0))
        }
      }
      struct Nudge: GeometryEffect {
        var x: CGFloat = 0
        var animatableData: CGFloat { get { x } set { x = newValue } }
        func effectValue(size: CGSize) -> ProjectionTransform {
          ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
        }
      }
      struct Report: View {
        var body: some View {
          GeometryReader { proxy in
            Text("x = \\(Int(proxy.frame(in: .global).minX))")
          }
        }
      }
      struct Lab: View {
        @State private var go = false
        var body: some View {
          VStack {
            RoundedRectangle(cornerRadius: 5).foregroundColor(.green).frame(width: 200, height: 50)
            RoundedRectangle(cornerRadius: 5).foregroundColor(.blue).frame(width: 300, height: 50)
              .overlay(Report())
              .modifier(Nudge(x: go ? 10 : -10).ignoredByLayout())
            Text("Hi").modifier(Skew(offset: 20, pct: 0.5, right: true))
          }
          .onAppear {
            withAnimation(Animation.easeInOut(duration: 1.0).repeatForever()) { self.go = true }
          }
        }
      }
      """
    let context = ScriptContext()
    let r = evaluate(src, "Lab()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(
      shape(r.root)
        == "Lab{.onAppear{VStack{.frame{.foregroundColor{RoundedRectangle}},.Nudge{.overlay{"
        + ".frame{.foregroundColor{RoundedRectangle}},Report{GeometryReader{Text(x = 0)}}}},"
        + ".Skew{Text(Hi)}}}}"
    )
    #expect(unsupported(r).filter { $0.contains("GeometryEffect") }.isEmpty)
    if case .effect(_, let affectsLayout)? = r.root?.children.first?.children.first?.children
      .dropFirst().first?.kind
    {
      #expect(!affectsLayout)
    } else {
      Issue.record("Nudge is not an effect")
    }
    let m = context.evaluate(
      "let t = Skew(offset: 20, pct: 0.1, right: false).effectValue(size: CGSize(width: 10, height: 10))\nt == ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.25, d: 1, tx: 20, ty: 0))",
      file: "<m>")
    #expect(m.value?.description == "true", "\(m.renderedDiagnostics)")
  }

  // Seed 002: a 3D flip built from CATransform3D with perspective and an anchor correction.
  @Test func flipTransform() {
    let src = """
      func flip(_ size: CGSize, _ degrees: Double) -> ProjectionTransform {
        let a = CGFloat(Angle(degrees: degrees).radians)
        var t = CATransform3DIdentity
        t.m34 = -1 / max(size.width, size.height)
        t = CATransform3DRotate(t, a, 0, 1, 0)
        t = CATransform3DTranslate(t, -size.width / 2.0, -size.height / 2.0, 0)
        let back = ProjectionTransform(CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(t).concatenating(back)
      }
      flip(CGSize(width: 100, height: 100), 0) == ProjectionTransform.identity
      """
    let r = evaluate(src)
    #expect(r.value?.description == "true", "\(r.renderedDiagnostics)")
  }

  // Seed 003: branches of an if/else keep separate slots; the segmented control.
  @Test func branchingViewsAndSegments() {
    let src = """
      enum Choice: String, CaseIterable, Identifiable {
        case first, second, third
        var id: Self { self }
      }
      struct Segments: View {
        @State private var picked: Choice = .first
        @State private var wide = false
        @Namespace private var space
        var body: some View {
          VStack {
            Group {
              if wide {
                marker.frame(width: 100, height: 100).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .trailing)
              } else {
                marker.frame(width: 50, height: 50).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
              }
            }
            .padding(.horizontal)
            .onTapGesture { withAnimation { wide.toggle() } }
            ViewThatFits {
              row
              ScrollView(.horizontal) { row }
            }
            .padding()
          }
        }
        @ViewBuilder private var marker: some View { Color.red }
        @ViewBuilder private var row: some View {
          HStack {
            ForEach(Choice.allCases) { option in
              Button {
                withAnimation { picked = option }
              } label: {
                Text(option.rawValue).fixedSize().padding(.horizontal).padding(.vertical, 8).contentShape(.rect)
              }
              .buttonStyle(.plain)
              .matchedGeometryEffect(id: option, in: space, isSource: true)
            }
          }
          .background(highlight)
          .background(.regularMaterial)
          .clipShape(.rect(cornerRadius: 10))
        }
        @ViewBuilder private var highlight: some View {
          Color.secondary.clipShape(.rect(cornerRadius: 5))
            .matchedGeometryEffect(id: picked, in: space, isSource: false)
        }
      }
      """
    let context = ScriptContext()
    let r = evaluate(src, "Segments()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    let s = shape(r.root)
    #expect(
      s.hasPrefix(
        "Segments{VStack{.onTapGesture{.padding{Group{Group{Group,Group{.frame{.frame{Color.red}"),
      "\(s)")
    #expect(
      s.contains(
        "ForEach(first){.matchedGeometryEffect{.buttonStyle{.button{.contentShape{.padding{"
          + ".padding{.fixedSize{Text(first)}}}}}}}}"
      ))
    #expect(s.contains("ViewThatFits{.clipShape{.background{.background{HStack{"))
    let tapped = context.evaluate("withAnimation { wide.toggle() }\npicked = .third", file: "<t>")
    #expect(
      shape(tapped.root).hasPrefix(
        "Segments{VStack{.onTapGesture{.padding{Group{Group{Group{.frame{.frame{Color.red}}},Group}"
      ))
    #expect(tapped.stateChanges.map(\.new.description) == ["true", "third"])
    #expect(tapped.stateChanges.first?.animationText == ".default")
  }

  // Seed 004: a picker measured through frames in a named space, and a rotated reader.
  @Test func pickerWithNamedSpace() {
    let src = """
      struct Tab: Hashable { let title: String }
      struct FrameKey: PreferenceKey {
        static var defaultValue: CGRect { .zero }
        static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
      }
      extension View {
        func onFrameChange(in space: CoordinateSpace, perform action: @escaping (CGRect) -> ()) -> some View {
          overlay {
            GeometryReader { proxy in
              Color.clear.preference(key: FrameKey.self, value: proxy.frame(in: space))
            }
            .onPreferenceChange(FrameKey.self, perform: action)
          }
        }
      }
      struct Picker2: View {
        let tabs = [Tab(title: "all"), Tab(title: "days")]
        @State var selected = Tab(title: "all")
        @State var frames: [Tab: CGRect] = [:]
        func tint(for tab: Tab) -> Color { tab == selected ? .black : .gray }
        var body: some View {
          HStack(spacing: 0) {
            ForEach(tabs, id: \\.self) { tab in
              Button(action: { selected = tab }) {
                Text(tab.title.capitalized)
                  .font(.callout.weight(.semibold))
                  .lineLimit(1)
                  .foregroundStyle(tint(for: tab))
                  .environment(\\.colorScheme, .dark)
                  .padding(.horizontal)
                  .padding(.vertical, 5)
                  .frame(maxWidth: .infinity)
              }
              .buttonStyle(.plain)
              .onFrameChange(in: .named("picker")) { frames[tab] = $0 }
            }
          }
          .background {
            if let frame = frames[selected] {
              Capsule().fill(.thinMaterial.opacity(0.5))
                .frame(width: frame.size.width, height: frame.size.height)
                .position(CGPoint(x: frame.midX, y: frame.midY))
            }
          }
          .coordinateSpace(name: "picker")
          .rotationEffect(.degrees(10))
        }
      }
      """
    let context = ScriptContext()
    let r = evaluate(src, "Picker2()", context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    let s = shape(r.root)
    #expect(
      s.hasPrefix(
        "Picker2{.rotationEffect{.coordinateSpace{.background{HStack{Group{ForEach(Tab(title: \"all\")){.overlay{.buttonStyle{.button{.frame{.padding{.padding{.environment{.foregroundStyle{Text(All)}}}}}}},.onPreferenceChange{GeometryReader{.preference{Color.clear}}}}}"
      ), "\(s)")
    if case .text(let t)? = findText(r.root) {
      #expect(t.font?.weight == .semibold && t.lineLimit == .some(1))
    }
    #expect(!unsupported(r).contains { $0.contains("rotationEffect") })
    // A frame stored in state shows the capsule.
    let with = context.evaluate(
      "frames[selected] = CGRect(x: 0, y: 0, width: 80, height: 30)", file: "<f>")
    #expect(
      shape(with.root).contains("Group{Group{.position{.frame{.fill{Capsule}}}}}"),
      "\(with.renderedDiagnostics)")
  }

  @Test func rotatedReaderReportsTheProvidersGlobalFrame() {
    let context = ScriptContext()
    context.geometryProvider = GeometryProvider { _ in
      GeometryReading(
        size: Size(width: 400, height: 400),
        frames: [.global: Rect(x: -31.6, y: -31.6, width: 463.2, height: 463.2)])
    }
    let src = """
      GeometryReader { proxy in
        VStack {
          Text("local \\(Int(proxy.frame(in: .local).width))")
          Text("global \\(Int(proxy.frame(in: .global).width))")
        }
      }
      .frame(width: 400, height: 400)
      .modifier(_RotationEffect(angle: .degrees(10), anchor: .center).ignoredByLayout())
      """
    let r = evaluate(src, context: context)
    #expect(
      shape(r.root)
        == ".rotationEffect{.frame{GeometryReader{VStack{Text(local 400),Text(global 463)}}}}")
    #expect(r.root?.kind.summary == ".rotationEffect(.degrees(10)).ignoredByLayout()")
    #expect(unsupported(r).isEmpty)
  }

  private func findText(_ view: ViewDescription?) -> ViewKind? {
    guard let view else { return nil }
    if case .text = view.kind { return view.kind }
    for child in view.children { if let t = findText(child) { return t } }
    return nil
  }
}
