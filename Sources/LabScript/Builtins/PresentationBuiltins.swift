import LabEngine
import SwiftSyntax

/// `.sheet`, `.fullScreenCover`, `.popover` (a sheet on an iPhone), `.alert` (AlertBuiltins) and
/// `.confirmationDialog` (docs/semantics.md §2.12). While its binding is true (or its item
/// non-nil) a sheet or cover is a `.presentation` node: the presenter where it is, the content
/// laid out in its own area of the window; while false, a drawing node records it. The
/// content's `@Environment(\.dismiss)` ends the presentation.
enum PresentationBuiltins {
  static func apply(_ name: String, to view: ViewDescription, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "alert":
      return try AlertBuiltins.apply(to: view, &c)
    case "confirmationDialog", "actionSheet":
      switch name {
      // iOS 13's action sheet, replaced by `confirmationDialog` (iOS 15).
      case "actionSheet": try c.checkLabels(["isPresented", "item", "content"])
      default: try c.checkLabels([nil, "isPresented", "titleVisibility", "presenting", "actions", "message"])
      }
      return try dialog(name, to: view, &c)
    default: break
    }
    try c.checkLabels(["isPresented", "item", "onDismiss", "content", "attachmentAnchor", "arrowEdge"])
    let source = c.nameLocation
    func recorded() throws -> Value {
      try interp.countView(at: c.node)
      return .view(view.modified(.drawing(DrawingModifier(name, detail: c.argumentText)), source: source))
    }
    guard let contentFn = c.closure("content") ?? c.closure else {
      throw c.fail("`.\(name)` needs its content in a closure", kind: .argument)
    }
    // Whether it is presented, what the content receives, and how dismissing ends it.
    var argument: [Value] = []
    let binding: BindingRef
    let clear: Value
    if let arg = c.argument("isPresented") {
      guard let b = c.binding("isPresented") else {
        throw interp.error("`isPresented:` needs a binding to a `Bool`, such as `$showing`", at: arg.node, kind: .argument)
      }
      guard case .bool(let shown) = try interp.read(b, at: arg.node) else {
        throw interp.error("`isPresented:` must be a binding to a `Bool`", at: arg.node, kind: .typeMismatch)
      }
      if !shown { return try recorded() }
      binding = b
      clear = .bool(false)
    } else if let arg = c.argument("item") {
      guard let b = c.binding("item") else {
        throw interp.error("`item:` needs a binding to an optional, such as `$selected`", at: arg.node, kind: .argument)
      }
      let item = try interp.read(b, at: arg.node)
      if case .null = item { return try recorded() }
      binding = b
      clear = .null
      argument = [item]
    } else {
      throw c.fail("`.\(name)` needs `isPresented:` or `item:`", kind: .argument)
    }
    // The content: built with a `dismiss` that ends this presentation.
    let saved = interp.environmentOverrides
    defer { interp.environmentOverrides = saved }
    interp.environmentOverrides["dismiss"] = .function(
      FunctionValue(name: "dismiss") { c in
        try c.interpreter.write(binding, clear, at: c.node)
        return .void
      })
    let value = try interp.call(contentFn, argument, node: c.node, viewContext: true)
    let views = try interp.viewList(value, at: c.node)
    let content = views.count == 1 ? views[0] : ViewDescription(.vstack(alignment: .hCenter, spacing: nil), views, source: source)
    var spec = ModalPresentation(style: name == "fullScreenCover" ? .fullScreenCover : .sheet, code: c.argumentText)
    if spec.style == .sheet { try detent(of: content, into: &spec, interp, at: c.node) }
    try interp.countView(at: c.node)
    return .view(ViewDescription(.presentation(spec), [view, content], source: source))
  }

  /// The sheet's height from `.presentationDetents` on its content: the first detent written
  /// (SwiftUI opens a sheet with several detents at one of them; the lab warns which it took).
  private static func detent(of content: ViewDescription, into spec: inout ModalPresentation, _ interp: Interpreter, at node: Syntax) throws {
    var found: DrawingModifier?
    func scan(_ d: ViewDescription) {
      if found != nil { return }
      if case .drawing(let m) = d.kind, m.name == "presentationDetents" { found = m; return }
      if case .presentation = d.kind { return }
      d.children.forEach(scan)
    }
    scan(content)
    guard let m = found, let value = m.value else { return }
    let detents = value.split(separator: " ").map(String.init)
    guard let first = detents.first else { return }
    if detents.count > 1 {
      interp.warn(
        "this sheet has \(detents.count) detents: the lab lays it out at the first written, `\(first)`",
        at: node)
    }
    if first == "medium" { spec.detentFraction = 0.5 }
    if first.hasPrefix("fraction:") { spec.detentFraction = Double(first.dropFirst("fraction:".count)) }
    if first.hasPrefix("height:") { spec.detentHeight = Double(first.dropFirst("height:".count)) }
  }

  /// `.presentationDetents([.medium, .large])`: the detents, as `medium`, `large`,
  /// `fraction:f` or `height:h`, for the sheet the content is presented in. [DOC
  /// PresentationDetent: `.medium` is about half the screen's height.]
  static func detentsValue(_ c: inout CallContext) throws -> String {
    let interp = c.interpreter
    guard let arg = c.argument(nil) else { throw c.fail("`.presentationDetents` needs a set of detents", kind: .argument) }
    let items: [Value]
    if case .array(let a) = arg.value { items = a } else { items = [arg.value] }
    var out: [String] = []
    for item in items {
      guard case .implicitMember(let m) = item else {
        throw interp.error("expected a detent such as `.medium`, got `\(item.typeName)`", at: arg.node, kind: .typeMismatch)
      }
      switch (m.name, m.arguments?.first?.value) {
      case ("medium", nil), ("large", nil): out.append(m.name)
      case ("fraction", let v?): out.append("fraction:\(try interp.number(v, arg.node))")
      case ("height", let v?): out.append("height:\(try interp.number(v, arg.node))")
      default:
        throw interp.error("the detent `.\(m.name)` is not supported yet", at: arg.node, kind: .notSupported)
      }
    }
    return out.joined(separator: " ")
  }

  /// `.confirmationDialog(…)` and `.actionSheet(…)`: recorded; while presented, a warning says
  /// the lab does not lay the dialog out.
  private static func dialog(_ name: String, to view: ViewDescription, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    var shown = false
    if let arg = c.argument("isPresented") {
      guard let b = c.binding("isPresented"), case .bool(let s) = try interp.read(b, at: arg.node) else {
        throw interp.error("`isPresented:` needs a binding to a `Bool`, such as `$showing`", at: arg.node, kind: .argument)
      }
      shown = s
    } else if let arg = c.argument("item") ?? c.argument("presenting") {
      if case .binding(let b) = arg.value { shown = !(try interp.read(b, at: arg.node)).isNull } else { shown = !arg.value.isNull }
    }
    if shown {
      interp.warn(
        "`.\(name)` is presented: on a device it is drawn over the screen; the lab does not lay "
          + "dialogs out yet, so it is not in the frames", at: c.node)
    }
    try interp.countView(at: c.node)
    return .view(view.modified(.drawing(DrawingModifier(name, detail: c.argumentText)), source: c.nameLocation))
  }
}

extension Value {
  fileprivate var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}
