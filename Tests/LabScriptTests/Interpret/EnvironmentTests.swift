import LabEngine
import Testing

@testable import LabScript

/// `@Environment` reads the value set by the nearest `.environment(_:_:)` above the view's
/// position, or the key's default: custom `EnvironmentKey`s and the built-in keys.
@Suite struct EnvironmentTests {
  let keys = """
    enum Tone { case plain, loud }
    struct AccentKey: EnvironmentKey { static let defaultValue = 1 }
    struct ToneKey: EnvironmentKey { static let defaultValue: Tone = .plain }
    extension EnvironmentValues {
      var accent: Int {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
      }
      var tone: Tone {
        get { self[ToneKey.self] }
        set { self[ToneKey.self] = newValue }
      }
    }
    struct Leaf: View {
      @Environment(\\.accent) var accent
      @Environment(\\.tone) var tone
      var body: some View { Text("a\\(accent) \\(tone)") }
    }
    """

  func tree(_ root: String) -> String {
    let result = evaluate(keys, root)
    if result.hasErrors { return "error: " + messages(result).joined(separator: "; ") }
    return shape(result.root)
  }

  @Test func customKeysFlowDownToTheViewsBuiltInside() {
    #expect(tree("Leaf()").contains("Text(a1 plain)"))
    let nested = """
      VStack {
        Leaf()
        VStack {
          Leaf()
          Leaf().environment(\\.accent, 3)
        }
        .environment(\\.accent, 2)
        .environment(\\.tone, .loud)
      }
      """
    let shape = tree(nested)
    #expect(shape.contains("Text(a1 plain)"))
    #expect(shape.contains("Text(a2 loud)"))
    #expect(shape.contains("Text(a3 loud)"))
  }

  @Test func aParentsBodyPassesItsValueToChildViews() {
    let parent = """
      struct Parent: View {
        @State var level = 5
        var body: some View { HStack { Leaf() }.environment(\\.accent, level) }
      }
      Parent()
      """
    let context = ScriptContext()
    let first = evaluate(keys, parent, context: context)
    #expect(shape(first.root).contains("Text(a5 plain)"))
    let changed = context.evaluate("level = 6", file: "<m>")
    #expect(shape(changed.root).contains("Text(a6 plain)"))
  }

  @Test func aViewMadeElsewhereReadsTheEnvironmentWhereItIsShown() {
    let frame = """
      struct Frame: View {
        let content: Leaf
        var body: some View { VStack { content }.environment(\\.accent, 7) }
      }
      Frame(content: Leaf())
      """
    #expect(tree(frame).contains("Text(a7 plain)"))
  }

  @Test func builtInKeys() {
    let source = """
      struct Probe: View {
        @Environment(\\.colorScheme) var scheme
        @Environment(\\.layoutDirection) var direction
        @Environment(\\.displayScale) var scale
        @Environment(\\.font) var font
        var body: some View {
          Text("\\(scheme == .dark) \\(direction) \\(scale) \\(font == nil)")
        }
      }
      """
    #expect(shape(evaluate(source, "Probe()").root).contains("Text(false leftToRight 3.0 true)"))
    let dark = evaluate(source, "Probe().environment(\\.colorScheme, .dark).font(.title)")
    #expect(shape(dark.root).contains("Text(true leftToRight 3.0 false)"))
    let rtl = evaluate(source, "Probe().environment(\\.layoutDirection, .rightToLeft)")
    #expect(shape(rtl.root).contains("Text(false rightToLeft 3.0 true)"))
    #expect(messages(rtl).isEmpty)
  }
}
