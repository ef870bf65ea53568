/// The per-node memory of one layout pass (docs/architecture.md §8): fixed-size buffers of plain values,
/// allocated once when the pass starts and freed with it. The engine reads and writes them
/// through pointers, so its hot loops carry no copy-on-write uniqueness checks.
final class LayoutBuffers {
  let count: Int
  // Outputs, when the engine is not given the `Layout`'s arrays to write to (`outputs`);
  // otherwise one unused element each.
  let proposals: UnsafeMutablePointer<ProposedSize>
  let sizes: UnsafeMutablePointer<Size>
  let origins: UnsafeMutablePointer<Point>
  let globalOrigins: UnsafeMutablePointer<Point>
  // The `sizeThatFits` memo: keys and sizes are read only once `NodeMeta.memoCount` says they
  // were written, so they start uninitialised (all are plain values).
  let memo0Keys: UnsafeMutablePointer<Double>
  let memo0Sizes: UnsafeMutablePointer<Size>
  let memoMoreKeys: UnsafeMutablePointer<Double>
  let memoMoreSizes: UnsafeMutablePointer<Size>
  /// Per node: a copy of the tree's `PassTables.meta`, which the pass then writes to.
  let meta: UnsafeMutablePointer<LayoutEngine.NodeMeta>

  /// The stack sized last, kept for its placement: placement sizes a stack again with its
  /// final proposal, which for the stack measured last (the root, in a pass that starts by
  /// measuring it) is the sizing just computed.
  private(set) var lastStack:
    (node: Int32, proposal: ProposedSize, sizing: LayoutEngine.StackSizing)?

  /// Keeps `sizing` as the last stack sizing.
  func keepStack(_ node: Int32, _ proposal: ProposedSize, _ sizing: LayoutEngine.StackSizing) {
    lastStack = (node, proposal, sizing)
  }

  /// The kept sizing of `node` for `proposal`, handed over to the caller.
  func takeStack(_ node: Int32, _ proposal: ProposedSize) -> LayoutEngine.StackSizing? {
    guard let last = lastStack, last.node == node, last.proposal == proposal else { return nil }
    lastStack = nil
    return last.sizing
  }

  init(count n: Int, memoSlots: Int, outputs: Bool, meta template: UnsafePointer<LayoutEngine.NodeMeta>) {
    count = n
    let c = Swift.max(n, 1)
    let o = outputs ? c : 1
    proposals = .allocate(capacity: o)
    sizes = .allocate(capacity: o)
    origins = .allocate(capacity: o)
    globalOrigins = .allocate(capacity: o)
    LayoutBuffers.initializeOutputs(
      proposals: proposals, sizes: sizes, origins: origins, globalOrigins: globalOrigins,
      count: outputs ? n : 1)
    memo0Keys = .allocate(capacity: c * 2)
    memo0Sizes = .allocate(capacity: c)
    memoMoreKeys = .allocate(capacity: c * (memoSlots - 1) * 2)
    memoMoreSizes = .allocate(capacity: c * (memoSlots - 1))
    meta = .allocate(capacity: c)
    meta.initialize(from: template, count: n)
  }

  /// The values a node that is never placed keeps (a `ViewThatFits` child not chosen).
  static func initializeOutputs(
    proposals: UnsafeMutablePointer<ProposedSize>, sizes: UnsafeMutablePointer<Size>,
    origins: UnsafeMutablePointer<Point>, globalOrigins: UnsafeMutablePointer<Point>, count n: Int
  ) {
    proposals.initialize(repeating: .unspecified, count: n)
    sizes.initialize(repeating: .zero, count: n)
    origins.initialize(repeating: .zero, count: n)
    globalOrigins.initialize(repeating: .zero, count: n)
  }

  deinit {
    // Every element is a plain value: nothing to deinitialise.
    proposals.deallocate()
    sizes.deallocate()
    origins.deallocate()
    globalOrigins.deallocate()
    memo0Keys.deallocate()
    memo0Sizes.deallocate()
    memoMoreKeys.deallocate()
    memoMoreSizes.deallocate()
    meta.deallocate()
  }
}
