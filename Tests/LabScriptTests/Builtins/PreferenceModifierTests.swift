import LabEngine
import Testing

@testable import LabScript

/// The preference modifiers in user code (docs/semantics.md §5) and `proxy[anchor]` (§4.3).
@Suite struct PreferenceModifierTests {
  static let sumKey = """
    struct Sum: PreferenceKey {
      static var defaultValue: Int = 0
      static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }
    """

  /// The texts a built tree shows, in order.
  func texts(_ view: ViewDescription?) -> [String] {
    guard let view else { return [] }
    if case .text(let t) = view.kind { return [t.string] }
    return view.children.flatMap(texts)
  }

  @Test func overlayPreferenceValueSeesTheReducedValue() {
    let r = evaluate(
      Self.sumKey,
      """
      HStack {
        Color.red.preference(key: Sum.self, value: 2)
        Color.green
        Color.blue.preference(key: Sum.self, value: 5)
      }
      .overlayPreferenceValue(Sum.self) { total in Text("total \\(total)") }
      """)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(texts(r.root) == ["total 7"])
    #expect(shape(r.root).hasPrefix(".overlay{HStack{.preference{Color.red}"), "\(shape(r.root))")
  }

  @Test func nothingWrittenReadsTheDefault() {
    let r = evaluate(
      Self.sumKey, "Color.red.backgroundPreferenceValue(Sum.self) { v in Text(\"\\(v)\") }")
    #expect(texts(r.root) == ["0"])
    #expect(shape(r.root) == ".background{Color.red,Text(0)}")
  }

  @Test func preferenceReplacesAndTransformEdits() {
    let r = evaluate(
      Self.sumKey,
      """
      VStack {
        HStack { Color.red.preference(key: Sum.self, value: 1) }
          .preference(key: Sum.self, value: 10)
        Color.blue.transformPreference(Sum.self) { $0 += 100 }
      }
      .overlayPreferenceValue(Sum.self) { v in Text("\\(v)") }
      """)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    // 10 replaces 1; the transform seeds its empty subtree with 0 and adds 100.
    #expect(texts(r.root) == ["110"])
  }

  @Test func reduceRunsOnlyBetweenContributors() {
    let r = evaluate(
      """
      struct Names: PreferenceKey {
        static var defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) {
          print("reduce")
          value.append(contentsOf: nextValue())
        }
      }
      """,
      """
      VStack { Text("a").preference(key: Names.self, value: ["a"]) }
        .overlayPreferenceValue(Names.self) { v in Text(v.joined(separator: ",")) }
      """)
    #expect(texts(r.root) == ["a", "a"])
    #expect(r.output.isEmpty)
  }

  @Test func anchorsResolveThroughTheProvider() {
    let context = ScriptContext()
    context.geometryProvider = GeometryProvider(
      anchors: [1: .rect(Rect(x: 110, y: 120, width: 30, height: 40))]
    ) { _ in
      GeometryReading(
        size: Size(width: 200, height: 200),
        globalToLocal: ProjectionTransform(AffineTransform2D(translationX: -100, y: -100)))
    }
    let r = evaluate(
      """
      struct A: PreferenceKey {
        static var defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
          value = value ?? nextValue()
        }
      }
      """,
      """
      Color.red.frame(width: 30, height: 40)
        .anchorPreference(key: A.self, value: .bounds) { $0 }
        .overlayPreferenceValue(A.self) { anchor in
          GeometryReader { proxy in
            if let anchor {
              let r = proxy[anchor]
              Text("\\(Int(r.minX)) \\(Int(r.minY)) \\(Int(r.width))")
            }
          }
        }
      """, context: context)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(texts(r.root) == ["10 20 30"])
  }

  @Test func badKeysAndSourcesAreClearErrors() {
    let notKey = evaluate("struct K {}", "Color.red.preference(key: K.self, value: 1)")
    #expect(messages(notKey).contains { $0.contains("is not a `PreferenceKey`") })
    let badSource = evaluate(
      Self.sumKey, "Color.red.anchorPreference(key: Sum.self, value: 3) { _ in 1 }")
    #expect(messages(badSource).contains { $0.contains("expected an anchor source") })
  }
}
