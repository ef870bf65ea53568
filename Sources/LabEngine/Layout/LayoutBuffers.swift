import Foundation

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
  /// Per node: a copy of the tree's `LayoutNodeTable.meta`, which the pass then writes to.
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
    // The working memory in one block, reused from an earlier pass when one is free: a block
    // fresh from the kernel costs a page fault and the zeroing of a page for every 4 KiB the
    // pass writes (over 128 KiB glibc maps each block on its own and unmaps it when freed).
    let more = memoSlots - 1
    let doubles = c * 2 + c * 2 + c * more * 2 + c * more * 2  // keys and sizes, slot 0 and more
    let bytes = doubles * MemoryLayout<Double>.stride + c * MemoryLayout<LayoutEngine.NodeMeta>.stride
    scratch = ScratchPool.shared.take(bytes: bytes)
    let base = scratch.memory
    var offset = 0
    func carve<T>(_ type: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
      let p = (base + offset).bindMemory(to: T.self, capacity: count)
      offset += count * MemoryLayout<T>.stride
      return p
    }
    memo0Keys = carve(Double.self, c * 2)
    memo0Sizes = carve(Size.self, c)
    memoMoreKeys = carve(Double.self, c * more * 2)
    memoMoreSizes = carve(Size.self, c * more)
    meta = carve(LayoutEngine.NodeMeta.self, c)
    meta.initialize(from: template, count: n)
  }

  /// The block the memo and `meta` are carved from.
  private let scratch: ScratchPool.Block

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
    ScratchPool.shared.give(scratch)
  }
}

/// Working memory for layout passes, kept between them: the block a pass frees is kept for the
/// next pass that fits in it (the largest one freed, up to `limit`), so passes over trees of
/// similar size write to memory that is already mapped. Thread-safe; the values in a block are
/// plain and written before they are read, so a reused block needs no clearing.
final class ScratchPool: @unchecked Sendable {
  static let shared = ScratchPool()
  /// The largest block kept (64 MiB: a pass over about 600,000 nodes).
  let limit = 64 << 20

  struct Block {
    let memory: UnsafeMutableRawPointer
    let bytes: Int
  }

  private let lock = NSLock()
  private var kept: Block?

  /// A block of at least `bytes`: the kept one if it is large enough, else a new one.
  func take(bytes: Int) -> Block {
    lock.lock()
    if let block = kept, block.bytes >= bytes {
      kept = nil
      lock.unlock()
      return block
    }
    lock.unlock()
    let size = Swift.max(bytes, 16)
    return Block(
      memory: .allocate(byteCount: size, alignment: MemoryLayout<Double>.alignment), bytes: size)
  }

  /// Takes back a block a pass is done with: kept if it is the largest free one within the
  /// limit, else freed.
  func give(_ block: Block) {
    lock.lock()
    var free: Block? = block
    if block.bytes <= limit, kept.map({ $0.bytes < block.bytes }) ?? true {
      free = kept
      kept = block
    }
    lock.unlock()
    free?.memory.deallocate()
  }
}
