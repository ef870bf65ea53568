import LabEngine

/// Bytes held by a ViewTree and a Layout, estimated from array capacities × element strides
/// (what the arrays' buffers hold; allocator headers and the few dictionaries of rare
/// features are not counted). `ViewTree`'s child index arrays and layout classes are internal:
/// they hold one `Int32` per node each (start, count, and the child list) and one byte per
/// node, counted as such.
public struct Footprint: Sendable {
  public var treeBytes: Int
  public var layoutBytes: Int
  public var totalBytes: Int { treeBytes + layoutBytes }

  public init(tree: ViewTree, layout: Layout) {
    func bytes<T>(_ a: [T]) -> Int { a.capacity * MemoryLayout<T>.stride }
    let index = 3 * tree.count * MemoryLayout<Int32>.stride + tree.count
    treeBytes =
      bytes(tree.kinds) + bytes(tree.parents) + bytes(tree.stackAxes) + bytes(tree.sources)
      + bytes(tree.slots) + index
    layoutBytes =
      bytes(layout.proposals) + bytes(layout.sizes) + bytes(layout.origins)
      + bytes(layout.globalOrigins)
  }

  /// One line per array type, for the report: what each node costs by stride.
  public static var strides: String {
    "ViewKind \(MemoryLayout<ViewKind>.stride), SourceLocation? \(MemoryLayout<SourceLocation?>.stride), "
      + "Axis? \(MemoryLayout<Axis?>.stride), ProposedSize \(MemoryLayout<ProposedSize>.stride), "
      + "Size \(MemoryLayout<Size>.stride), Point \(MemoryLayout<Point>.stride), "
      + "Alignment \(MemoryLayout<Alignment>.stride), FlexFrame \(MemoryLayout<FlexFrame>.stride), "
      + "TextContent \(MemoryLayout<TextContent>.stride), ImageContent \(MemoryLayout<ImageContent>.stride)"
  }
}
