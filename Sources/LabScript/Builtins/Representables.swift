import LabEngine
import SwiftSyntax

/// `UIViewRepresentable` and `UIViewControllerRepresentable`: a view that UIKit makes
/// (docs/semantics.md §1.2). SwiftUI sizes it from the UIKit view's intrinsic content size: on an
/// axis where the view has none, it takes the proposal, and 0 where the proposal leaves the axis
/// unspecified (its ideal size is 0). The lab lays out the kinds of UIKit view known to have no
/// intrinsic size — a view controller's root view, `UIView`, a map, a web view, … — in that way,
/// draws nothing of them, and refuses the others, whose size it does not know.
///
///     struct MapBox: UIViewRepresentable { func makeUIView(context: Context) -> MKMapView { … } }
///     MapBox().frame(height: 200)   // 200 high, as wide as offered
enum Representables {
  /// The protocols whose conformers wrap a UIKit (or AppKit) view or view controller.
  static let protocols: Set = [
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
  ]
  /// The UIKit (and system framework) views whose `intrinsicContentSize` is `noIntrinsicMetric`
  /// on both axes: `UIView`'s default, which these do not change.
  static let unsizedViews: Set = [
    "UIView", "MKMapView", "WKWebView", "UIVisualEffectView", "UIScrollView", "UITableView",
    "UICollectionView", "PDFView", "SCNView", "ARView", "ARSCNView", "MTKView", "SKView", "PKCanvasView",
  ]

  static func protocolOf(_ type: StructType) -> String? {
    type.conformances.first(where: protocols.contains)
  }

  /// The view a representable instance lays out as, or an error saying why the lab cannot.
  static func view(_ inst: StructInstance, _ wrapper: String, _ interp: Interpreter, at node: Syntax) throws
    -> ViewDescription
  {
    let name = inst.type.name
    func refuse(_ why: String) -> RuntimeError {
      interp.error("`\(name)` is a `\(wrapper)`: \(why)", at: node, kind: .notSupported)
    }
    guard wrapper.hasPrefix("UI") else {
      throw refuse("an AppKit view, which an iPhone does not have")
    }
    let maker = wrapper == "UIViewRepresentable" ? "makeUIView" : "makeUIViewController"
    if inst.type.methods["sizeThatFits"] != nil {
      throw refuse(
        "its `sizeThatFits(_:\(wrapper == "UIViewRepresentable" ? "uiView" : "uiViewController"):context:)` "
          + "measures the UIKit view it makes, which the lab does not have")
    }
    guard let make = inst.type.methods[maker]?.first else {
      throw refuse("it has no `\(maker)(context:)`")
    }
    let made = make.signature.returnClause?.type.trimmedDescription ?? "?"
    let what: String
    if wrapper == "UIViewRepresentable" {
      guard unsizedViews.contains(made) else {
        throw refuse(
          "its size is the intrinsic content size of the `\(made)` it makes, which the lab does not know (it "
            + "lays out the UIKit views that have none: \(unsizedViews.sorted().joined(separator: ", ")))")
      }
      what = "its `\(made)`"
    } else {
      what = "the root view of its `\(made)`"
    }
    return try unsizedBox(name, showing: what, colour: made, interp, at: node)
      .modified(.custom(name: name), source: interp.location(of: node))
  }

  /// A UIKit view with no intrinsic size, as SwiftUI sizes it: a flexible frame (min 0, ideal
  /// 0, max ∞) around a colour the lab has no value for (pictures hatch it; a touch lands on
  /// it, as on the UIKit view), with a warning that nothing of it is drawn.
  static func unsizedBox(_ name: String, showing what: String, colour: String, _ interp: Interpreter, at node: Syntax)
    throws -> ViewDescription
  {
    try interp.countView(at: node)
    try interp.countView(at: node)
    interp.warn(
      "`\(name)` shows \(what), which has no intrinsic size: it takes the size offered (0 on an axis offered "
        + "none); the lab draws none of it (pictures hatch its area)", at: node)
    let loc = interp.location(of: node)
    return ViewDescription(.color(ColorValue(colour, rgba: nil)), source: loc).frame(
      minWidth: 0, idealWidth: 0, maxWidth: .infinity, minHeight: 0, idealHeight: 0, maxHeight: .infinity)
  }
}
