import LabEngine
import SwiftSyntax

/// `NavigationStack` / `NavigationView` and `NavigationLink` (docs/semantics.md §2.8): the stack
/// lays its content out below a navigation bar whose height its content's modifiers decide;
/// a link is laid out as its label. Pushing a destination is not simulated yet.
enum NavigationBuiltins {
  /// The bar on an iPhone: 44 points, and 52 more for a large title (`BarMetrics`).
  static let inlineBar = BarMetrics.inline
  static let largeTitleBar = BarMetrics.largeTitle

  /// The bar's height for a stack's content: hidden (`.navigationBarHidden(true)`,
  /// `.toolbar(.hidden)`) is 0; `.navigationBarTitleDisplayMode(.inline)` 44; otherwise the large
  /// title's 96, which a stack reserves even without a title (a warning says so then).
  static func barHeight(of content: [ViewDescription], _ interp: Interpreter, at node: Syntax) throws
    -> Double
  {
    var title = false
    var mode: String?
    var hidden = false
    var search = false
    func scan(_ d: ViewDescription) {
      if case .barred(_, let top, _) = d.kind, top > 0 { return }  // a stack inside has its own bar
      if case .drawing(let m) = d.kind {
        switch m.name {
        case "navigationTitle": title = true
        case "navigationBarTitle":
          title = true
          if mode == nil, m.detail.contains("displayMode: .inline") { mode = ".inline" }
          if mode == nil, m.detail.contains("displayMode: .large") { mode = ".large" }
        // iOS 17's `.toolbarTitleDisplayMode` says the same [DOC View.toolbarTitleDisplayMode(_:)].
        case "navigationBarTitleDisplayMode", "toolbarTitleDisplayMode": if mode == nil { mode = m.detail }
        case "navigationBarHidden": if m.detail == "true" { hidden = true }
        case "toolbar", "toolbarVisibility":
          // `.toolbar(.hidden, for: .navigationBar)`, iOS 18's `.toolbarVisibility(…)`: no bars
          // named is `.automatic`, the navigation bar on iPhone [DOC View.toolbar(_:for:)].
          if m.detail.hasPrefix(".hidden"), Self.namesNavigationBar(m.detail) { hidden = true }
        case "searchable": search = true
        default: break
        }
      }
      d.children.forEach(scan)
    }
    content.forEach(scan)
    if hidden { return 0 }
    let drawer = search ? BarMetrics.searchDrawer : 0
    switch mode {
    case ".inline"?: return inlineBar + drawer
    case ".large"?, ".automatic"?, nil:
      if !title {
        interp.warn(
          "this navigation stack has no `.navigationTitle`: its bar is taken as a large-title "
            + "bar of 96 points, which UIKit reserves for the root of a stack; "
            + "`.navigationBarTitleDisplayMode(.inline)` makes it 44", at: node)
      }
      return largeTitleBar + drawer
    case ".inlineLarge"?:
      throw interp.error(
        "`.inlineLarge` (a large title in an inline bar, iOS 17) is not modelled yet: the lab has the large and "
          + "inline bars", at: node, kind: .notSupported)
    default:
      throw interp.error("unknown title display mode `\(mode ?? "")`", at: node, kind: .argument)
    }
  }

  /// `NavigationSplitView { sidebar } detail: { … }` (docs/semantics.md §2.8): in a compact
  /// width (an iPhone in portrait, and the smaller ones in landscape) it collapses into one
  /// navigation stack, the sidebar on top unless `preferredCompactColumn` names another column
  /// [DOC NavigationSplitViewColumn]; laid out as `NavigationStack { sidebar }`. The other
  /// columns are shown when a selection pushes them, which the lab does not simulate; side by
  /// side columns (a regular width) are refused.
  static func splitView(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels(["columnVisibility", "preferredCompactColumn", "sidebar", "content", "detail"])
    if Interpreter.sizeClass("horizontalSizeClass", interp.screen) == "regular" {
      throw c.fail(
        "a `NavigationSplitView` in a regular-width window shows its columns side by side, which the lab does "
          + "not model yet; in a compact width (an iPhone in portrait) it is one stack", kind: .notSupported)
    }
    if let top = c.binding("preferredCompactColumn") {
      let column = try interp.read(top, at: c.node)
      guard case .implicitMember(let m) = column, m.name == "sidebar" else {
        throw c.fail(
          "`preferredCompactColumn` puts the \(column.debugText) column on top of the collapsed stack, pushed over "
            + "the sidebar; pushing is not simulated yet, so the lab lays out only the sidebar on top", kind: .notSupported)
      }
    }
    guard let sidebarClosure = c.closure("sidebar") ?? c.firstUnlabelledClosure else {
      throw c.fail("`NavigationSplitView` needs a sidebar closure", kind: .argument)
    }
    let sidebar = try interp.viewList(try interp.call(sidebarClosure, [Value](), node: c.node, viewContext: true), at: c.node)
    let bar = try barHeight(of: sidebar, interp, at: c.node)
    try interp.countView(at: c.node)
    return .view(ViewDescription(.barred(name: "NavigationSplitView", top: bar, bottom: 0), sidebar, source: c.nameLocation))
  }

  /// Whether a page hides its TabView's bar: `.toolbar(.hidden, for: .tabBar)` (or
  /// `.toolbarVisibility`) on a view of it, not inside a TabView of its own [DOC
  /// View.toolbar(_:for:)]; the page then has the bar's height.
  static func hidesTabBar(_ d: ViewDescription) -> Bool {
    if case .barred(let name, _, _) = d.kind, name == "TabView" { return false }
    if case .drawing(let m) = d.kind, ["toolbar", "toolbarVisibility"].contains(m.name), m.detail.hasPrefix(".hidden"),
      let range = m.detail.range(of: "for:"), m.detail[range.upperBound...].contains(".tabBar")
    {
      return true
    }
    return d.children.contains(where: hidesTabBar)
  }

  /// Whether a visibility modifier's bars (`for: .navigationBar, .tabBar`) include the
  /// navigation bar: none named (`.automatic`), `.automatic` or `.navigationBar`.
  static func namesNavigationBar(_ detail: String) -> Bool {
    guard let range = detail.range(of: "for:") else { return true }
    let bars = detail[range.upperBound...]
    return bars.contains(".navigationBar") || bars.contains(".automatic")
  }

  /// `.searchable` on a navigation stack itself (`NavigationStack { … }.searchable(text:)`): its
  /// bar gains the search row. Nil when `view` is not a stack with a bar (the modifier is then
  /// recorded where it is, and a stack above it finds it).
  static func addingSearchRow(to view: ViewDescription) -> ViewDescription? {
    if case .barred(let name, let top, let bottom) = view.kind, top > 0 {
      var v = view
      v.kind = .barred(name: name, top: top + BarMetrics.searchDrawer, bottom: bottom)
      return v
    }
    guard view.kind.isLayoutNeutral, let first = view.children.first, let inner = addingSearchRow(to: first) else {
      return nil
    }
    var v = view
    v.children[0] = inner
    return v
  }

  /// `NavigationLink("Title") { destination }`, `NavigationLink(destination:label:)`,
  /// `NavigationLink { destination } label: { label }`, `NavigationLink("T", value:)`,
  /// `NavigationLink(value:label:)`: the label, marked as a link.
  static func link(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "destination", "label", "value", "isActive", "tag", "selection"])
    guard let label = try ViewBuiltins.label(&c, trailing: lastClosure(c)) else {
      throw c.fail("`NavigationLink` needs a title or a `label:` closure", kind: .argument)
    }
    try interp.countView(at: c.node)
    return .view(label.modified(.drawing(DrawingModifier("navigationLink", detail: c.argumentText)), source: c.nameLocation))
  }

  /// `NavigationLink(destination: X) { label }`: the trailing closure is the label.
  private static func lastClosure(_ c: CallContext) -> FunctionValue? {
    guard c.argument("destination") != nil || c.argument("value") != nil else { return nil }
    for arg in c.arguments.reversed() where arg.label == nil {
      if case .function(let fn) = arg.value { return fn }
    }
    return nil
  }

  // MARK: TabView

  /// A tab bar on an iPhone: 49 points above the bottom safe-area inset (`BarMetrics`).
  static let tabBar = BarMetrics.tabBar

  /// `TabView { pages }`, `TabView(selection: $tab) { pages }`: the selected page (the one whose
  /// tag is the selection, else the first) laid out above a 49-point tab bar; the others are
  /// not built into the tree, as SwiftUI leaves them off screen. `.tabViewStyle(.page)` has no
  /// bar. `:set <view> <tag or title>` selects a page, as a tap on its tab item would.
  static func tabView(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels(["selection", "content"])
    var selection: BindingRef?
    if let arg = c.argument("selection") {
      guard case .binding(let b) = arg.value else {
        throw interp.error("`TabView`'s `selection:` must be a binding, such as `$tab`", at: arg.node, kind: .argument)
      }
      selection = b
    }
    guard let fn = c.closure("content") ?? c.closure else {
      throw c.fail("`TabView` needs its pages in a closure", kind: .argument)
    }
    interp.pass.tagValues = [:]
    let pages = try interp.viewList(try interp.call(fn, [Value](), node: c.node, viewContext: true), at: c.node)
      .flatMap(ViewBuiltins.members)
    let tags = interp.pass.tagValues
    guard !pages.isEmpty else { throw c.fail("`TabView` needs at least one page", kind: .argument) }
    // Each page's tag and the title of its tab item, from `.tag(_)`/`Tab(value:)` and
    // `.tabItem { … }`/`Tab("Title", …)`.
    func describe(_ page: ViewDescription) -> (tag: String?, title: String?) {
      var tag: String?
      var elementID: String?
      var title: String?
      var link: ViewDescription? = page
      while let cur = link {
        if case .drawing(let m) = cur.kind {
          if m.name == "tag" || m.name == "tab", tag == nil { tag = m.value }
          if m.name == "tab", title == nil { title = m.detail }
          if m.name == "tabItem", title == nil { title = m.value }
        }
        // A ForEach element's id tags the page unless the page has a `.tag(_)` of its own.
        if case .element(let id) = cur.kind, elementID == nil { elementID = id }
        link = cur.kind.isModifier ? cur.children.first : nil
      }
      return (tag ?? elementID, title)
    }
    let described = pages.map(describe)
    var chosen = 0
    if let selection {
      let selected = try interp.read(selection, at: c.node).identityText
      if let i = described.firstIndex(where: { $0.tag == selected }) {
        chosen = i
      } else {
        interp.warn(
          "the selection `\(selected)` is none of this TabView's tags: the first page is shown", at: c.node)
      }
    }
    let choose = FunctionValue(name: "choose") { c in
      guard case .string(let wanted)? = c.arguments.first?.value else { return .void }
      guard let i = described.firstIndex(where: { $0.tag == wanted || $0.title == wanted }) else {
        let names = described.enumerated().map { $0.element.title ?? $0.element.tag ?? "page \($0.offset + 1)" }
        throw c.fail("no page `\(wanted)` in this TabView; its pages are \(names.joined(separator: ", "))", kind: .argument)
      }
      guard let selection else {
        throw c.fail("this TabView has no `selection:` binding, so the lab cannot change its page", kind: .argument)
      }
      guard let tagText = described[i].tag, var value = tags[tagText] else {
        throw c.fail("that page has no `.tag(_)`, so no selection can choose it", kind: .argument)
      }
      if case .implicitMember = value {
        // `value: .home`: the case of the selection's type.
        value = try c.interpreter.coerce(value, toType: try c.interpreter.read(selection, at: c.node).typeName, at: c.node)
      }
      try c.interpreter.write(selection, value, at: c.node)
      return .void
    }
    let token = interp.registerAction(Interpreter.Action(function: choose))
    var bottom = tabBar
    if case .implicitMember(let m)? = interp.environmentOverrides["tabViewStyle"] {
      switch m.name {
      case "page": bottom = 0
      case "automatic", "tabBarOnly", "sidebarAdaptable": break
      default:
        throw c.fail("`.tabViewStyle(.\(m.name))` is not supported yet", kind: .notSupported)
      }
    }
    if hidesTabBar(pages[chosen]) || UIKitAppearance.tabBarHidden(interp) { bottom = 0 }
    try interp.countView(at: c.node)
    try interp.countView(at: c.node)
    let handler = ActionHandler(.input, token: token, name: "tabView", detail: described[chosen].title ?? described[chosen].tag ?? "")
    return .view(
      ViewDescription(.barred(name: "TabView", top: 0, bottom: bottom), [pages[chosen]], source: c.nameLocation)
        .modified(.action(handler), source: c.nameLocation))
  }

  /// `Tab("Title", systemImage: "house", value: 0) { content }` (iOS 18): a page of a TabView,
  /// its title and value recorded for the bar and the selection.
  static func tab(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    try c.checkLabels([nil, "systemImage", "image", "value", "role", "content"])
    guard let fn = c.closure("content") ?? c.closure else {
      throw c.fail("`Tab` needs its content in a closure", kind: .argument)
    }
    // The title is the string written first (`Tab(value: .search, role: .search) { … }` has none).
    var title = ""
    if case .string(let s)? = c.arguments.first(where: { $0.label == nil })?.value { title = s }
    var tag: String?
    if let value = c.argument("value")?.value {
      // `.home` for an enum selection: its case name is its identity, as the enum's case prints.
      if case .implicitMember(let m) = value, m.arguments == nil { tag = m.name } else { tag = value.identityText }
      interp.pass.tagValues[tag!] = value
    }
    let views = try interp.viewList(try interp.call(fn, [Value](), node: c.node, viewContext: true), at: c.node)
    let content = views.count == 1 ? views[0] : ViewDescription(.vstack(alignment: .hCenter, spacing: nil), views, source: c.nameLocation)
    try interp.countView(at: c.node)
    return .view(content.modified(.drawing(DrawingModifier("tab", detail: title, value: tag)), source: c.nameLocation))
  }
}
