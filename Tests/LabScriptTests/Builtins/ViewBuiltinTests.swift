import LabEngine
import Testing

@testable import LabScript

@Suite struct ViewBuiltinTests {
  @Test func stackWithLeavesAndModifiers() {
    let result = evaluate(
      "VStack(alignment: .leading, spacing: 4) { Color.red.frame(width: 100, height: 50); Text(\"Hi\"); Circle() }"
    )
    #expect(!result.hasErrors, "\(result.renderedDiagnostics)")
    #expect(shape(result.root) == "VStack{.frame{Color.red},Text(Hi),Circle}")
    guard case .vstack(let alignment, let spacing)? = result.root?.kind else {
      Issue.record("not a VStack")
      return
    }
    #expect(alignment == .leading)
    #expect(spacing == 4)
    guard case .frame(let w, let h, let a)? = result.root?.children.first?.kind else {
      Issue.record("not a frame")
      return
    }
    #expect(w == 100 && h == 50 && a == .center)
  }

  @Test func sourceLocationsPointAtModifierNames() {
    let result = evaluate("Color.red\n  .frame(width: 10)")
    #expect(result.root?.source?.line == 2)
    #expect(result.root?.source?.column == 4)
    #expect(result.root?.children.first?.source?.column == 1)
  }

  @Test func flexibleFrameAndInvalidLengths() {
    let flex = evaluate(
      "Color.blue.frame(minWidth: 10, maxWidth: .infinity, alignment: .topLeading)")
    guard case .flexFrame(let f)? = flex.root?.kind else {
      Issue.record("not a flex frame: \(shape(flex.root))")
      return
    }
    #expect(f.minWidth == 10 && f.maxWidth == .infinity && f.alignment == .topLeading)
    let bad = evaluate("Color.blue.frame(width: -5, height: .infinity)")
    #expect(!bad.hasErrors)
    #expect(bad.diagnostics.filter { $0.severity == .warning }.count == 2)
    guard case .frame(let w, let h, _)? = bad.root?.kind else {
      Issue.record("not a frame")
      return
    }
    #expect(w == nil && h == nil)
  }

  @Test func paddingForms() {
    func insets(_ src: String) -> EdgeInsets? {
      if case .padding(let e)? = evaluate(src).root?.kind { return e }
      return nil
    }
    #expect(insets("Color.red.padding()") == EdgeInsets(all: 16))
    #expect(insets("Color.red.padding(8)") == EdgeInsets(all: 8))
    #expect(
      insets("Color.red.padding(.horizontal)")
        == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    #expect(
      insets("Color.red.padding(.vertical, 5)")
        == EdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0))
    #expect(
      insets("Color.red.padding([.top, .leading], 2)")
        == EdgeInsets(top: 2, leading: 2, bottom: 0, trailing: 0))
    #expect(
      insets("Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))")
        == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  @Test func overlayAndBackgroundForms() {
    let modern = evaluate("Color.red.overlay(alignment: .topLeading) { Circle(); Text(\"x\") }")
    #expect(shape(modern.root) == ".overlay{Color.red,Circle,Text(x)}")
    if case .overlay(let a)? = modern.root?.kind { #expect(a == .topLeading) }
    let old = evaluate("Color.red.background(Color.blue, alignment: .bottom)")
    #expect(shape(old.root) == ".background{Color.red,Color.blue}")
    let style = evaluate("Text(\"a\").background(.regularMaterial)")
    #expect(shape(style.root) == ".background{Text(a)}")
    if case .drawing(let d)? = style.root?.kind { #expect(d.detail == ".regularMaterial") }
  }

  @Test func forEachPutsIdsIntoTheTree() {
    let result = evaluate("HStack { ForEach([\"a\", \"b\"], id: \\.self) { s in Text(s) } }")
    #expect(shape(result.root) == "HStack{Group{ForEach(a){Text(a)},ForEach(b){Text(b)}}}")
    let range = evaluate(
      "VStack { ForEach(0..<3) { i in Color.red.frame(height: CGFloat(i) * 10) } }")
    #expect(
      shape(range.root)
        == "VStack{Group{ForEach(0){.frame{Color.red}},ForEach(1){.frame{Color.red}},"
        + "ForEach(2){.frame{Color.red}}}}"
    )
  }

  @Test func builderIfKeepsBranchSlots() {
    let on = evaluate("let show = true\nVStack { if show { Circle() } else { Rectangle() } }")
    #expect(shape(on.root) == "VStack{Group{Group{Circle},Group}}")
    let off = evaluate("let show = false\nVStack { if show { Circle() } }")
    #expect(shape(off.root) == "VStack{Group{Group}}")
  }

  @Test func imagesAndText() {
    let r = evaluate(
      "HStack { Image(systemName: \"star\"); Image(\"photo\").resizable(); Text(\"T\").font(.title).lineLimit(1) }"
    )
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    guard let kids = r.root?.children, kids.count == 3 else {
      Issue.record("expected 3 children: \(shape(r.root))")
      return
    }
    if case .image(let i) = kids[0].kind { #expect(i.intrinsicSize == Size(width: 20, height: 20)) }
    if case .image(let i) = kids[1].kind { #expect(i.resizable && i.intrinsicSize.width == 100) }
    if case .text(let t) = kids[2].kind {
      #expect(t.font == .title)
      #expect(t.lineLimit == .some(1))
    } else {
      Issue.record("not a text: \(shape(kids[2]))")
    }
  }

  @Test func layoutModifiers() {
    let src = """
      ZStack(alignment: .bottomTrailing) {
        Color.red.offset(x: 5, y: -3).position(x: 10, y: 20).fixedSize()
        Color.blue.aspectRatio(2, contentMode: .fill).layoutPriority(1).zIndex(2)
        Color.green.ignoresSafeArea().id("g").accessibilityIdentifier("green")
        Color.gray.coordinateSpace(name: "space").gridCellColumns(2)
      }
      """
    let r = evaluate(src)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(
      shape(r.root)
        == "ZStack{.fixedSize{.position{.offset{Color.red}}},.zIndex{.layoutPriority{.aspectRatio{Color.blue}}},.id(green){.id(g){.ignoresSafeArea{Color.green}}},.gridCell{.coordinateSpace{Color.gray}}}"
    )
  }

  @Test func containers() {
    let src = """
      ScrollView(.horizontal) {
        ViewThatFits(in: .horizontal) {
          Grid(horizontalSpacing: 0) { GridRow { Color.red; Color.blue } }
          Divider()
          Spacer(minLength: 4)
          EmptyView()
        }
      }
      """
    let r = evaluate(src)
    #expect(!r.hasErrors, "\(r.renderedDiagnostics)")
    #expect(
      shape(r.root)
        == "ScrollView{ViewThatFits{Grid{GridRow{Color.red,Color.blue}},Divider,Spacer,EmptyView}}")
  }

  @Test func geometryReaderReadsTheProvider() {
    let context = ScriptContext()
    let zero = evaluate("GeometryReader { p in Text(\"\\(Int(p.size.width))\") }", context: context)
    #expect(shape(zero.root) == "GeometryReader{Text(0)}")
    context.geometryProvider = GeometryProvider { _ in
      GeometryReading(
        size: Size(width: 400, height: 300),
        frames: [.global: Rect(x: 5, y: 6, width: 400, height: 300)])
    }
    let sized = evaluate(
      "GeometryReader { p in Text(\"\\(Int(p.size.width)) \\(Int(p.frame(in: .global).minX))\") }",
      context: context)
    #expect(shape(sized.root) == "GeometryReader{Text(400 5)}")
  }

  @Test func alignmentGuideWrapsTheClosure() {
    let r = evaluate("Color.red.alignmentGuide(.leading) { d in d.width / 2 }")
    guard case .alignmentGuide(let key, let computation)? = r.root?.kind else {
      Issue.record("no alignment guide: \(r.renderedDiagnostics)")
      return
    }
    #expect(key == .leading)
    #expect(computation.compute(ViewDimensions(size: Size(width: 80, height: 10))) == 40)
  }

  @Test func drawingModifiersAreListed() {
    let r = evaluate(
      "Circle().fill(.yellow).border(.blue, width: 2).clipped().hidden().opacity(0.5)")
    #expect(shape(r.root) == ".opacity{.hidden{.clipped{.border{.fill{Circle}}}}}")
    if case .drawing(let d)? = r.root?.children.first?.children.first?.children.first?.kind {
      #expect(d.detail == ".blue, width: 2")
    }
  }

  @Test func unsupportedModifiersWarnAndAreLeftOut() {
    let r = evaluate("Color.red.headerProminence(.increased).frame(width: 10)")
    #expect(!r.hasErrors)
    #expect(
      messages(r) == [
        "`.headerProminence` is not supported yet; it was left out of the view tree"
      ])
    #expect(shape(r.root) == ".frame{Color.red}")
  }

  @Test func unknownModifierSuggestsAName() {
    let r = evaluate("Color.red.fram(width: 10)")
    #expect(r.hasErrors)
    #expect(r.diagnostics.first?.fixIts.first?.replacement == "frame")
    #expect(r.renderedDiagnostics.contains("did you mean `frame`?"))
    #expect(r.diagnostics.first?.range?.start.column == 11)
  }

  @Test func unknownIdentifierAndType() {
    let r = evaluate("VStak { Color.red }")
    #expect(r.hasErrors)
    #expect(r.diagnostics.first?.fixIts.first?.replacement == "VStack")
    let c = evaluate("Color.redd")
    #expect(c.diagnostics.first?.fixIts.first?.replacement == "red")
  }

  /// A style's levels (docs/semantics.md §14.2, OpenSwiftUI's ShapeStyle levels): a colour's
  /// `.secondary` … `.quinary` multiply its opacity by 0.5, 0.25, 0.18, 0.18; a hierarchical
  /// style's move it on by that many levels, so `.primary.secondary` is `.secondary`.
  @Test func hierarchicalLevelsOfAStyle() {
    func fill(_ style: String) -> Paint? {
      let result = evaluate("Rectangle().fill(\(style))")
      #expect(!result.hasErrors, "\(result.renderedDiagnostics)")
      switch result.root?.kind {
      case .shape(.filling(_, _, let paint, _))?: return paint
      case .drawing(let m)? where m.name == "fill": return m.style?.paint
      default: return nil
      }
    }
    #expect(fill("Color.red.secondary") == .color(RGBA(255, 59, 48, opacity: 0.5)))
    #expect(fill("Color.blue.tertiary") == .color(RGBA(0, 122, 255, opacity: 0.25)))
    #expect(fill("Color.green.quaternary") == .color(RGBA(52, 199, 89, opacity: 0.18)))
    #expect(fill("Color.green.quinary") == .color(RGBA(52, 199, 89, opacity: 0.18)))
    #expect(fill(".primary.secondary") == fill(".secondary"))
    #expect(fill(".secondary.secondary") == fill(".tertiary"))
    #expect(fill(".tertiary.quaternary") == fill(".quinary"))
    #expect(fill(".secondary") != nil && fill(".secondary") != fill(".tertiary"))
    #expect(evaluate("print(Color.red.secondary)").hasErrors)
    // `AnyShapeStyle` paints what the style it wraps paints.
    #expect(fill("AnyShapeStyle(Color.red)") == .color(RGBA(255, 59, 48)))
    #expect(fill("AnyShapeStyle(Color.red.secondary)") == fill("Color.red.secondary"))
    #expect(fill("true ? AnyShapeStyle(.secondary) : AnyShapeStyle(.blue)") == fill(".secondary"))
    #expect(evaluate("AnyShapeStyle(3)").hasErrors)
  }

  /// UIKit's colours are UIKit's (Apple's UIColor documentation gives the fixed ones by their
  /// components): `Color(.red)` is pure red, not SwiftUI's `Color.red`; system colours are the
  /// same in both; UIColor's initialisers and `withAlphaComponent` set what they say.
  @Test func uiKitColours() {
    func rgba(_ code: String) -> RGBA? {
      let result = evaluate(code)
      #expect(!result.hasErrors, "\(result.renderedDiagnostics)")
      guard case .color(let c)? = result.root?.kind else { return nil }
      return c.rgba
    }
    #expect(rgba("Color(.red)") == RGBA(red: 1, green: 0, blue: 0))
    #expect(rgba("Color(uiColor: .darkGray)") == RGBA(white: 1.0 / 3))
    #expect(rgba("Color.red") == RGBA(255, 59, 48))
    #expect(rgba("Color(UIColor.systemRed)") == RGBA(255, 59, 48))
    #expect(rgba("Color(UIColor(white: 0.5, alpha: 0.25))") == RGBA(white: 0.5, opacity: 0.25))
    #expect(rgba("Color(UIColor.systemBlue.withAlphaComponent(0.5))") == RGBA(0, 122, 255, opacity: 0.5))
    #expect(rgba("Color(UIColor(named: \"Brand\")!)") == nil)
    let printed = evaluate("print(UIColor.red)")
    #expect(printed.renderedDiagnostics.contains("UIExtendedSRGBColorSpace"))
    let mint = evaluate("Color(UIColor.mint)")
    #expect(mint.hasErrors)
  }
}

