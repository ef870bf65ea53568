import LabEngine
import SwiftSyntax

/// `List`, `Form`, `Section` and the list modifiers (docs/semantics.md §2.10). The views become
/// `.list` and `.listSection` nodes; the tree gathers rows outside a `Section` and puts each
/// row in its cell; the metrics are in one table (LabEngine's `ListMetrics`).
///
///     List { Section("Inbox") { Text("Hello") } }.listStyle(.plain)
enum ListBuiltins {
  /// The list style types, for `.listStyle(PlainListStyle())`.
  static let styleTypeNames = [
    "DefaultListStyle", "PlainListStyle", "GroupedListStyle", "InsetGroupedListStyle",
    "InsetListStyle", "SidebarListStyle",
  ]

  /// `List { … }`, `List(data, id:) { row }`, `List($data) { $row in … }`,
  /// `List(selection:) { … }`, `Form { … }`.
  static func list(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    if name == "Form" {
      try c.checkLabels(["content"])
    } else {
      try c.checkLabels([nil, "id", "selection", "content", "rowContent", "children"])
      if let children = c.argument("children") {
        throw interp.error(
          "`List(_:children:)` (an outline of expandable rows) is not supported yet", at: children.node,
          kind: .notSupported)
      }
    }
    // Controls built inside lay out as list rows (a menu Picker shows its title).
    let saved = interp.environmentOverrides
    defer { interp.environmentOverrides = saved }
    interp.environmentOverrides["list row"] = .bool(true)
    let content: [ViewDescription]
    if c.arguments.contains(where: { $0.label == nil && !ViewBuiltins.isClosure($0.value) }) {
      // `List(items) { item in … }` is `List { ForEach(items) { item in … } }`.
      var rows = c
      rows.arguments = c.arguments.filter { $0.label != "selection" }
      for i in rows.arguments.indices where rows.arguments[i].label == "rowContent" {
        rows.arguments[i].label = "content"  // ForEach's name for it
      }
      content = try interp.viewList(try ViewBuiltins.forEach(&rows), at: c.node)
    } else {
      content = try c.content()
    }
    try interp.countView(at: c.node)
    return .view(ViewDescription(.list(ListSpec(name: name)), content, source: c.nameLocation))
  }

  /// `Section { rows }`, `Section("Title") { rows }`, `Section { rows } header: { … } footer: { … }`,
  /// `Section(header: Text("H"), footer: Text("F")) { rows }`.
  static func section(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "header", "footer", "content"])
    var header: ViewDescription?
    if case .string(let title)? = c.arguments.first(where: { $0.label == nil })?.value {
      try interp.countView(at: c.node)
      header = ViewDescription(.text(TextContent(title)), source: c.nameLocation)
    }
    func part(_ label: String) throws -> ViewDescription? {
      guard let arg = c.argument(label) else { return nil }
      let value: Value
      if case .function(let fn) = arg.value {
        value = try interp.call(fn, [Value](), node: c.node, viewContext: true)
      } else {
        value = arg.value
      }
      let views = try interp.viewList(value, at: arg.node)
      if views.isEmpty { return nil }
      return views.count == 1 ? views[0] : ViewDescription(.vstack(alignment: .leading, spacing: nil), views, source: c.nameLocation)
    }
    header = try part("header") ?? header
    let footer = try part("footer")
    // The rows: the `content:` closure, else the first closure written without a label.
    let rowsFn = c.closure("content") ?? c.firstUnlabelledClosure
    var rows: [ViewDescription] = []
    if let rowsFn {
      let value = try interp.call(rowsFn, [Value](), node: c.node, viewContext: true)
      rows = try interp.viewList(value, at: c.node)
    }
    try interp.countView(at: c.node)
    let spec = ListSectionSpec(hasHeader: header != nil, hasFooter: footer != nil)
    let children = (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? [])
    return .view(ViewDescription(.listSection(spec), children, source: c.nameLocation))
  }

  /// `PlainListStyle()` and the other style types: the style as a value.
  static func styleValue(_ name: String, _ c: inout CallContext) throws -> Value {
    try c.checkLabels([])
    let member = String(name.dropLast("ListStyle".count))
    // The value its member spelling names: `PlainListStyle()` is `.plain`.
    return .implicitMember(ImplicitMember(name: member.prefix(1).lowercased() + member.dropFirst(), arguments: nil))
  }

  // MARK: Modifiers

  /// `.listStyle`, `.listRowInsets`, `.listRowSeparator`, `.listSectionSpacing`: list options
  /// the tree reads (docs/semantics.md §2.10).
  static func option(_ name: String, _ c: inout CallContext) throws -> ListOption {
    let interp = c.interpreter
    switch name {
    case "listStyle":
      try c.checkLabels([nil])
      guard let arg = c.argument(nil) else { throw c.fail("`.listStyle` needs a style, such as `.plain`", kind: .argument) }
      return .style(try style(arg, interp))
    case "listRowInsets":
      try c.checkLabels([nil])
      guard let arg = c.argument(nil) else {
        throw c.fail("`.listRowInsets` needs `EdgeInsets` or `nil`", kind: .argument)
      }
      switch arg.value {
      case .insets(let e): return .rowInsets(e)
      case .null: return .rowInsets(nil)
      default: throw c.mismatch(nil, "EdgeInsets", arg.value)
      }
    case "listRowSeparator":
      try c.checkLabels([nil, "edges"])
      guard case .implicitMember(let m)? = c.argument(nil)?.value, ["hidden", "visible", "automatic"].contains(m.name) else {
        throw c.fail("`.listRowSeparator` needs `.hidden`, `.visible` or `.automatic`", kind: .argument)
      }
      return .rowSeparator(visible: m.name != "hidden")
    default:  // listSectionSpacing
      try c.checkLabels([nil])
      guard let arg = c.argument(nil) else {
        throw c.fail("`.listSectionSpacing` needs `.default`, `.compact` or a length", kind: .argument)
      }
      if case .implicitMember(let m) = arg.value {
        switch m.name {
        case "default": return .sectionSpacing(ListMetrics.defaultSectionSpacing)
        case "compact": return .sectionSpacing(ListMetrics.compactSectionSpacing)
        case "custom":
          guard let v = m.arguments?.first?.value else { break }
          return .sectionSpacing(try interp.number(v, arg.node))
        default: break
        }
        throw interp.error(
          "`.listSectionSpacing(.\(m.name))`: expected `.default`, `.compact` or `.custom(_)`", at: arg.node,
          kind: .argument)
      }
      return .sectionSpacing(try interp.number(arg.floatingValue, arg.node))
    }
  }

  /// A list style argument: `.plain`, `PlainListStyle()`, …; `.inset` and `.sidebar` have no
  /// iPhone figures here, so they are errors rather than another style's numbers.
  static func style(_ arg: Argument, _ interp: Interpreter) throws -> ListStyle {
    let name: String
    switch arg.value {
    case .implicitMember(let m) where m.arguments == nil: name = m.name
    default:
      throw interp.error(
        "`.listStyle` expects a list style such as `.plain`, got a value of type `\(arg.value.typeName)`",
        at: arg.node, kind: .typeMismatch)
    }
    switch name {
    case "plain": return .plain
    case "grouped": return .grouped
    case "insetGrouped", "automatic", "default": return .insetGrouped
    case "inset", "sidebar":
      throw interp.error(
        "`.listStyle(.\(name))` is not supported yet: the lab has figures for `.plain`, `.grouped` "
          + "and `.insetGrouped` (the default)", at: arg.node, kind: .notSupported)
    default:
      throw interp.unknown(
        "unknown list style", name, at: arg.node, candidates: ["plain", "grouped", "insetGrouped", "automatic"])
    }
  }

  /// `.environment(\.defaultMinListRowHeight, h)`: the rows' minimum height, as a tree option.
  static func environmentOption(_ c: CallContext) throws -> ListOption? {
    guard c.arguments.count == 2, case .keyPath(let path) = c.arguments[0].value,
      path == ["defaultMinListRowHeight"]
    else { return nil }
    let arg = c.arguments[1]
    let h = try c.interpreter.number(arg.floatingValue, arg.node)
    guard h.isFinite, h >= 0 else {
      throw c.interpreter.error("a minimum row height must be a length of 0 or more, got \(h)", at: arg.node, kind: .argument)
    }
    return .minRowHeight(h)
  }

}
