import LabEngine
import SwiftSyntax

/// `NavigationStack` / `NavigationView` and `NavigationLink` (docs/semantics.md §2.8): the stack
/// lays its content out below a navigation bar whose height its content's modifiers decide;
/// a link is laid out as its label. Pushing a destination is not simulated yet.
enum NavigationBuiltins {
  /// The bar on an iPhone: 44 points, and 52 more for a large title [ART Geoff Hackworth,
  /// "iPad Navigation Bar and Toolbar Height Changes in iOS 12" (2018): 44-point bars since
  /// iOS 7, large titles adding 52 since iOS 11, iPhone unchanged since].
  static let inlineBar = 44.0
  static let largeTitleBar = 96.0

  /// The bar's height for a stack's content: hidden (`.navigationBarHidden(true)`,
  /// `.toolbar(.hidden)`) is 0; `.navigationBarTitleDisplayMode(.inline)` 44; otherwise the large
  /// title's 96, which a stack reserves even without a title (a warning says so then).
  static func barHeight(of content: [ViewDescription], _ interp: Interpreter, at node: Syntax) throws
    -> Double
  {
    var title = false
    var mode: String?
    var hidden = false
    func scan(_ d: ViewDescription) {
      if case .navigationStack = d.kind { return }  // a stack inside has its own bar
      if case .drawing(let m) = d.kind {
        switch m.name {
        case "navigationTitle": title = true
        case "navigationBarTitleDisplayMode": if mode == nil { mode = m.detail }
        case "navigationBarHidden": if m.detail == "true" { hidden = true }
        default: break
        }
      }
      d.children.forEach(scan)
    }
    content.forEach(scan)
    if hidden { return 0 }
    switch mode {
    case ".inline"?: return inlineBar
    case ".large"?, ".automatic"?, nil:
      if !title {
        interp.warn(
          "this navigation stack has no `.navigationTitle`: its bar is taken as a large-title "
            + "bar of 96 points, which UIKit reserves for the root of a stack; "
            + "`.navigationBarTitleDisplayMode(.inline)` makes it 44", at: node)
      }
      return largeTitleBar
    default:
      throw interp.error("unknown title display mode `\(mode ?? "")`", at: node, kind: .argument)
    }
  }

  /// `NavigationLink("Title") { destination }`, `NavigationLink(destination:label:)`,
  /// `NavigationLink { destination } label: { label }`, `NavigationLink("T", value:)`,
  /// `NavigationLink(value:label:)`: the label, marked as a link.
  static func link(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
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
}
