import LabEngine
import SwiftSyntax

/// `UIImage` (docs/semantics.md §1.2): an image by name, as `Image` takes one. An asset's image
/// is the lab's stand-in for an asset it does not have, as `Image("name")` is; a symbol's is
/// the symbol `Image(systemName:)` shows. `Image(uiImage:)` shows it.
enum UIImages {
  /// `UIImage(named:)`, `UIImage(systemName:)`, `UIImage(imageLiteralResourceName:)`.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([
      "named", "systemName", "imageLiteralResourceName", "in", "compatibleWith", "with", "data", "contentsOfFile",
      "cgImage", "ciImage", "resource",
    ])
    if let name = try c.string("systemName") {
      return .opaque(OpaqueValue(kind: "UIImage", text: "systemName: " + name))
    }
    if let name = try c.string("named") ?? c.string("imageLiteralResourceName") {
      return .opaque(OpaqueValue(kind: "UIImage", text: name))
    }
    throw c.fail(
      "the lab makes a `UIImage` by name only (`UIImage(named:)`, `UIImage(systemName:)`); it has no image "
        + "data to decode", kind: .notSupported)
  }

  /// The view `Image(uiImage:)` makes.
  static func content(_ o: OpaqueValue) -> ImageContent {
    o.text.hasPrefix("systemName: ")
      ? ImageContent(name: o.text, intrinsicSize: ViewBuiltins.symbolSize, scalesWithFont: true)
      : ImageContent(name: o.text, intrinsicSize: ViewBuiltins.namedImageSize)
  }

  static func member(_ o: OpaqueValue, _ name: String) -> Value? {
    switch name {
    case "size":
      let size = content(o).intrinsicSize
      return .size(Size(width: size.width, height: size.height))
    default: return nil
    }
  }
}

extension Interpreter {
  /// Warns, once per image, where an asset's image stands in at the lab's 100 × 100 points and
  /// its size reaches the layout (docs/semantics.md §1.2): not resizable, or resizable inside
  /// an `.aspectRatio` (or `.scaledToFit`/`.scaledToFill`) that takes the image's own ratio. A
  /// resizable image that takes its frame does not depend on it.
  func noteAssetStandIns(_ tree: ViewDescription) {
    var named: Set<String> = []
    func walk(_ d: ViewDescription, ratioFromImage: Bool) {
      var fromImage = d.children.count == 1 && ratioFromImage
      switch d.kind {
      case .aspectRatio(nil, _):
        fromImage = true
      case .image(let image) where !image.name.hasPrefix("systemName: "):
        if !image.resizable || ratioFromImage, named.insert(image.name).inserted, let source = d.source {
          let diagnostic = Diagnostic(
            .warning,
            "the lab has no asset `\(image.name)`: the image stands in at 100 × 100 points, and a device shows it "
              + "at its own size (resizable and framed, it takes the frame's)",
            at: SourceRange(source, length: 5))
          if !pass.warnings.contains(diagnostic) { pass.warnings.append(diagnostic) }
        }
      default: break
      }
      for child in d.children { walk(child, ratioFromImage: fromImage) }
    }
    walk(tree, ratioFromImage: false)
  }
}
