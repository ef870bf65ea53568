#if canImport(Glibc)
  import Glibc
#endif

/// How the process's allocator treats large blocks, set once when a program starts (geolab,
/// and the benchmark timers so that they measure what geolab runs).
///
/// By default glibc gives every block over 128 KiB its own mapping and unmaps it when it is
/// freed (its threshold grows with what is freed, up to 32 MiB). A layout of a large tree
/// allocates its output arrays afresh on every pass: a 1M-leaf row's are 2 million nodes ×
/// 80 bytes, so each pass took a page fault and the zeroing of a page for every 4 KiB it
/// wrote, about half its time (measured: 59 → 41 ns per node, `layout-timer row:1000000`,
/// docs/architecture.md §8). Blocks up to 256 MiB now come from the heap and go back to it,
/// and up to 256 MiB of freed heap is kept for the next pass rather than returned to the
/// kernel. glibc documents both settings (`mallopt(3)`: `M_MMAP_THRESHOLD`,
/// `M_TRIM_THRESHOLD`); elsewhere this does nothing.
public enum HeapPolicy {
  public static let largeBlockBytes: Int32 = 1 << 30

  /// Keeps large blocks in the heap for reuse (see above). Call once, before any work.
  public static func keepLargeBlocks() {
    #if canImport(Glibc)
      // Swift's Glibc module leaves out <malloc.h>: `mallopt` is looked up by name, with the
      // values of its `M_TRIM_THRESHOLD` (−1) and `M_MMAP_THRESHOLD` (−3).
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      _ = mallopt(-3, largeBlockBytes)
      _ = mallopt(-1, largeBlockBytes)
    #endif
  }
}
