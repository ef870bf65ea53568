import CHeapUsage
import LabEngine
import LayoutWorkloads

/// Bytes held per node by the live tree and both layers (issue 9): the ViewTree and the Layout
/// (LAYOUT layer) by their arrays' capacity × stride (`Footprint`), and the Presentation
/// (SHOWN layer) by glibc's heap counter around its two updates, since its storage (a
/// dictionary of animated values per identity) is private. Heap figures include allocator
/// overhead; the array figures do not.
public struct MemoryFootprint: Sendable {
  public var treeNodes: Int
  public var leaves: Int
  /// ViewTree + Layout arrays (capacity × stride).
  public var tree: Footprint
  /// ViewTree + Layout, measured on the heap while building them.
  public var treeAndLayoutHeap: Int
  /// The Presentation after the animated update, measured on the heap.
  public var presentationHeap: Int
  /// One `shown(_:at:)` result (what each playhead step allocates and returns).
  public var shownHeap: Int

  public static func heapInUse() -> Int { Int(geolab_heap_in_use()) }

  /// The playhead workload's row of `leaves` leaves (2 ViewTree nodes each, plus the stack).
  public static func measure(leaves: Int) -> MemoryFootprint {
    let before = PlayheadWorkload.layout(leaves: leaves, width: 10, height: 20)
    let start = heapInUse()
    let after = PlayheadWorkload.layout(leaves: leaves, width: 12, height: 24)
    let treeAndLayout = heapInUse() - start
    let beforePresentation = heapInUse()
    var p = Presentation()
    p.update(to: before, at: 0, animation: nil)
    p.update(to: after, at: 0, animation: PlayheadWorkload.animation)
    let presentation = heapInUse() - beforePresentation
    let beforeShown = heapInUse()
    let shown = p.shown(after, at: 0.5)
    let shownBytes = heapInUse() - beforeShown
    let result = MemoryFootprint(
      treeNodes: after.tree.count, leaves: leaves, tree: Footprint(tree: after.tree, layout: after),
      treeAndLayoutHeap: treeAndLayout, presentationHeap: presentation, shownHeap: shownBytes)
    withExtendedLifetime((before, after, p, shown)) {}
    return result
  }
}
