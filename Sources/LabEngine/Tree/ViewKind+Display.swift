/// How the lab names and summarises nodes in output, in SwiftUI's own spelling, so that a
/// printed name can be pasted back into a command (docs/architecture.md §4).
extension ViewKind {
  /// The type of a view (`Color`, `HStack`) or the name of a modifier with its dot (`.frame`).
  public var typeName: String {
    switch self {
    case .color: return "Color"
    case .shape(let s):
      switch s {
      case .rectangle: return "Rectangle"
      case .roundedRectangle: return "RoundedRectangle"
      case .unevenRoundedRectangle: return "UnevenRoundedRectangle"
      case .capsule: return "Capsule"
      case .ellipse: return "Ellipse"
      case .path: return "Path"
      case .circle: return "Circle"
      case .filling(let type, _, _, _): return type
      case .transformed(let base, _, _): return ViewKind.shape(base).typeName
      }
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .text: return "Text"
    case .image: return "Image"
    case .empty: return "EmptyView"
    case .group: return "Group"
    case .hstack: return "HStack"
    case .vstack: return "VStack"
    case .zstack: return "ZStack"
    case .geometryReader: return "GeometryReader"
    case .grid: return "Grid"
    case .gridRow: return "GridRow"
    case .viewThatFits: return "ViewThatFits"
    case .lazyGrid(let g):
      if g.isStack { return g.axis == .vertical ? "LazyVStack" : "LazyHStack" }
      return g.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
    case .barred(let name, _, _): return name
    case .scrollView: return "ScrollView"
    case .list(let spec): return spec.name
    case .listSection: return "Section"
    case .listRow: return ".listRow"
    case .listOption(let o): return o.name
    case .textCase: return ".textCase"
    case .customLayout(let l): return l.name
    case .layoutValue: return ".layoutValue"
    case .frame, .flexFrame: return ".frame"
    case .containerRelativeFrame: return ".containerRelativeFrame"
    case .presentation(let p): return "." + p.style.rawValue
    case .safeAreaInset: return ".safeAreaInset"
    case .padding: return ".padding"
    case .geometryGroup: return ".geometryGroup"
    case .matchedGeometry: return ".matchedGeometryEffect"
    case .animatableModifier(let m): return "." + m.name
    case .animation: return ".animation"
    case .transition: return ".transition"
    case .transaction: return ".transaction"
    case .opacity: return ".opacity"
    case .overlay: return ".overlay"
    case .background: return ".background"
    case .offset: return ".offset"
    case .position: return ".position"
    case .fixedSize: return ".fixedSize"
    case .aspectRatio: return ".aspectRatio"
    case .layoutPriority: return ".layoutPriority"
    case .alignmentGuide: return ".alignmentGuide"
    case .zIndex: return ".zIndex"
    case .ignoresSafeArea: return ".ignoresSafeArea"
    case .font: return ".font"
    case .layoutDirection: return ".environment"
    case .fontWeight: return ".fontWeight"
    case .imageScale: return ".imageScale"
    case .lineLimit: return ".lineLimit"
    case .textOption(let o): return "." + o.name
    case .gridCell: return ".gridCell"
    case .contentMargins: return ".contentMargins"
    case .identifier: return ".id"
    case .element: return "ForEach"
    case .custom(let name): return name
    case .coordinateSpace: return ".coordinateSpace"
    case .drawing(let d): return "." + d.name
    case .action(let a): return "." + a.name
    case .preference(let m): return "." + m.name
    case .effect(let e, _):
      switch e {
      case .rotation: return ".rotationEffect"
      case .scale: return ".scaleEffect"
      case .transform: return ".transformEffect"
      case .projection: return ".projectionEffect"
      case .rotation3D: return ".rotation3DEffect"
      case .custom(let name, _): return "." + name
      }
    }
  }

  /// True for modifiers that change nothing in layout: output folds them onto the line of the
  /// view they modify.
  public var isLayoutNeutral: Bool {
    switch self {
    case .layoutPriority, .zIndex, .font, .layoutDirection, .fontWeight, .imageScale, .lineLimit, .textOption, .gridCell,
      .contentMargins, .identifier,
      .element, .custom, .coordinateSpace, .drawing, .action, .ignoresSafeArea, .geometryGroup,
      .animation, .preference, .transition, .animatableModifier, .transaction, .opacity,
      .layoutValue, .listOption, .textCase:
      return true
    default:
      return false
    }
  }

  /// True for layout-neutral modifiers that output lists on the row of the view they modify.
  /// A user view is layout-neutral but gets a row of its own, so `:tree` shows `ContentView`
  /// above its body.
  public var foldsIntoRow: Bool {
    if case .custom = self { return false }
    return isLayoutNeutral
  }

  /// A short SwiftUI-like rendering of the arguments: `Color.red`, `.frame(width: 100)`.
  public var summary: String {
    let f = NumberFormat.format
    func opt(_ label: String, _ v: Double?) -> String? { v.map { "\(label): \(f($0))" } }
    func call(_ name: String, _ args: [String?]) -> String {
      let a = args.compactMap { $0 }
      return a.isEmpty ? name + "()" : name + "(" + a.joined(separator: ", ") + ")"
    }
    switch self {
    case .color(let name):
      // `Color.red`, but `Color(red: 1, green: 0.5, blue: 0)` as written.
      return name.description.hasPrefix("Color(") ? name.description : "Color.\(name)"
    case .shape(.roundedRectangle(let r)): return "RoundedRectangle(cornerRadius: \(f(r)))"
    case .shape(.unevenRoundedRectangle(let r)):
      return "UnevenRoundedRectangle(topLeadingRadius: \(f(r.topLeading)), bottomLeadingRadius: "
        + "\(f(r.bottomLeading)), bottomTrailingRadius: \(f(r.bottomTrailing)), topTrailingRadius: "
        + "\(f(r.topTrailing)))"
    case .shape(.filling(_, let code, _, _)): return code
    case .shape(.transformed(_, _, let code)): return code
    case .shape: return typeName + "()"
    case .spacer(let m): return call("Spacer", [opt("minLength", m)])
    case .text(let t): return t.display(quoted)
    case .image(let i): return "Image(\(quoted(i.name)))" + (i.resizable ? ".resizable()" : "")
    case .hstack(let a, let s):
      return call("HStack", [a == .vCenter ? nil : "alignment: .\(a)", opt("spacing", s)])
    case .vstack(let a, let s):
      return call("VStack", [a == .hCenter ? nil : "alignment: .\(a)", opt("spacing", s)])
    case .zstack(let a): return call("ZStack", [a == .center ? nil : "alignment: .\(a)"])
    case .grid(let a, let h, let v):
      return call(
        "Grid",
        [
          a == .center ? nil : "alignment: .\(a)", opt("horizontalSpacing", h),
          opt("verticalSpacing", v),
        ])
    case .gridRow(let a): return call("GridRow", [a.map { "alignment: .\($0)" }])
    case .viewThatFits(let axes): return call("ViewThatFits", [axes == .both ? nil : "in: \(axesName(axes))"])
    case .scrollView(let axes): return call("ScrollView", [axes == .vertical ? nil : axesName(axes)])
    case .barred(let name, _, _): return name + "()"
    case .list(let spec):
      return spec.name + "()" + (spec.name == "List" ? ".listStyle(.\(spec.style.rawValue))" : "")
    case .listSection(let spec): return spec.isImplicit ? "(rows outside a Section)" : "Section()"
    case .listRow(let r):
      var parts = ["minHeight: \(f(r.minHeight))"]
      if let e = r.insets {
        parts.insert(
          "insets: EdgeInsets(top: \(f(e.top)), leading: \(f(e.leading)), bottom: \(f(e.bottom)), "
            + "trailing: \(f(e.trailing)))", at: 0)
      }
      return ".listRow(" + parts.joined(separator: ", ") + ")"
    case .listOption(let o): return o.code
    case .textCase(let c): return ".textCase(\(c.map { "." + $0.rawValue } ?? "nil"))"
    case .customLayout(let l): return l.code
    case .layoutValue(let e): return ".layoutValue(key: \(e.key).self, value: \(e.text))"
    case .lazyGrid(let g) where g.isStack:
      let a = g.axis == .vertical ? g.alignment.horizontal.name : g.alignment.vertical.name
      return call(
        g.axis == .vertical ? "LazyVStack" : "LazyHStack",
        [a == "center" ? nil : "alignment: .\(a)", opt("spacing", g.spacing)])
    case .lazyGrid(let g):
      let tracks = g.tracks.map { t -> String in
        let size: String
        switch t.size {
        case .fixed(let v): size = ".fixed(\(f(v)))"
        case .flexible(let lo, let hi):
          size = call(".flexible", [lo == 10 ? nil : "minimum: \(f(lo))", hi.isInfinite ? nil : "maximum: \(f(hi))"])
        case .adaptive(let lo, let hi):
          size = call(".adaptive", ["minimum: \(f(lo))", hi.isInfinite ? nil : "maximum: \(f(hi))"])
        }
        return call("GridItem", [size, opt("spacing", t.spacing)])
      }
      return call(
        g.axis == .vertical ? "LazyVGrid" : "LazyHGrid",
        ["\(g.axis == .vertical ? "columns" : "rows"): [" + tracks.joined(separator: ", ") + "]",
         opt("spacing", g.spacing)])
    case .frame(let w, let h, let a):
      return call(".frame", [opt("width", w), opt("height", h), a == .center ? nil : "alignment: .\(a)"])
    case .flexFrame(let fr):
      return call(
        ".frame",
        [
          opt("minWidth", fr.minWidth), opt("idealWidth", fr.idealWidth), opt("maxWidth", fr.maxWidth),
          opt("minHeight", fr.minHeight), opt("idealHeight", fr.idealHeight),
          opt("maxHeight", fr.maxHeight), fr.alignment == .center ? nil : "alignment: .\(fr.alignment)",
        ])
    case .containerRelativeFrame(let f): return ".containerRelativeFrame(\(f.code))"
    case .presentation(let p): return ".\(p.style.rawValue)(\(p.code))"
    case .safeAreaInset(let s): return ".safeAreaInset(\(s.code))"
    case .padding(let e):
      if e.top == e.leading && e.leading == e.bottom && e.bottom == e.trailing {
        return ".padding(\(f(e.top)))"
      }
      return ".padding(EdgeInsets(top: \(f(e.top)), leading: \(f(e.leading)), bottom: \(f(e.bottom)), trailing: \(f(e.trailing))))"
    case .overlay(let a): return call(".overlay", [a == .center ? nil : "alignment: .\(a)"])
    case .background(let a): return call(".background", [a == .center ? nil : "alignment: .\(a)"])
    case .offset(let v): return ".offset(x: \(f(v.dx)), y: \(f(v.dy)))"
    case .position(let p): return ".position(x: \(f(p.x)), y: \(f(p.y)))"
    case .fixedSize(let h, let v):
      return h && v ? ".fixedSize()" : ".fixedSize(horizontal: \(h), vertical: \(v))"
    case .aspectRatio(let r, let mode):
      return call(".aspectRatio", [r.map(f), "contentMode: .\(mode == .fit ? "fit" : "fill")"])
    case .layoutPriority(let p): return ".layoutPriority(\(f(p)))"
    case .alignmentGuide(let key, _): return ".alignmentGuide(.\(key))"
    case .zIndex(let z): return ".zIndex(\(f(z)))"
    case .font(let font): return ".font(.\(font.name))"
    case .layoutDirection(let d): return ".environment(\\.layoutDirection, .\(d.rawValue))"
    case .fontWeight(let w): return ".fontWeight(.\(w.rawValue))"
    case .imageScale(let k): return ".imageScale(.\(k < 1 ? "small" : k > 1 ? "large" : "medium"))"
    case .lineLimit(let n, let reserved):
      switch (n, reserved) {
      case (let n?, let r?) where n == r: return ".lineLimit(\(n), reservesSpace: true)"
      case (let n?, let r?): return ".lineLimit(\(r)...\(n))"
      case (nil, let r?): return ".lineLimit(\(r)...)"
      default: return ".lineLimit(\(n.map(String.init) ?? "nil"))"
      }
    case .textOption(let o): return ".\(o.name)(\(f(o.value)))"
    case .identifier(let name): return ".id(\(quoted(name)))"
    case .element(let id): return "ForEach(id: \(quoted(id)))"
    case .custom(let name): return name
    case .coordinateSpace(let name): return ".coordinateSpace(name: \(quoted(name)))"
    case .drawing(let d): return "." + d.name + "(" + d.detail + ")"
    case .action(let a): return "." + a.name + "(" + a.detail + ")"
    case .preference(let m): return "." + m.name + "(" + m.detail + ")"
    case .transition(let t): return ".transition(\(t))"
    case .transaction(let o): return o.summary
    case .opacity(let o): return ".opacity(\(f(o)))"
    case .animation(let a, let value):
      return ".animation(\(a.map(\.description) ?? "nil")\(value.map { ", value: \($0)" } ?? ""))"
    case .effect(let e, let affectsLayout):
      return e.summary + (affectsLayout ? "" : ".ignoredByLayout()")
    case .matchedGeometry(let m): return m.summary
    case .animatableModifier(let m) where m.ofShape:
      // Its path morphs in pictures; the frame is the shape's (the data's value is the model's).
      return "(animatableData)"
    case .animatableModifier(let m): return ".modifier(\(m.name)(…))"
    default: return typeName + (isModifier ? "()" : "")
    }
  }
}

private func quoted(_ s: String) -> String {
  var out = "\""
  for ch in s {
    switch ch {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default: out.append(ch)
    }
  }
  return out + "\""
}

private func axesName(_ axes: AxisSet) -> String {
  axes == .both ? "[.horizontal, .vertical]" : axes.contains(.horizontal) ? ".horizontal" : ".vertical"
}
