import CHeapUsage
import LabEngine
import LayoutWorkloads

// layout-timer: times one layout pass of GeometryLab's engine per workload, as the peers are
// timed in Benchmarks/peers/peers.py (tree built first, outside the timing; median of N runs).
// Prints one JSON object per line, for run.sh to merge with the peers' lines.
//
//     layout-timer [--runs 5] row:1000 tree:1000 …
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

var runs = 5
var workloads: [Workload] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  if argument == "--strides" {
    print(Footprint.strides)
    exit(0)
  } else if argument == "--runs", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0 {
    runs = value
  } else if let w = Workload(argument: argument) {
    workloads.append(w)
  } else {
    print("usage: layout-timer [--runs N] (row|tree):LEAVES …")
    exit(2)
  }
}
if workloads.isEmpty {
  workloads = [
    .row(leaves: 1_000), .row(leaves: 100_000), .tree(leaves: 1_000), .tree(leaves: 100_000),
  ]
}

/// Bytes in use on the heap now (glibc's `mallinfo2`), to measure what a tree and a layout hold.
func heapInUse() -> Int { Int(geolab_heap_in_use()) }

func format(_ v: Double) -> String {
  let scaled = (v * 10).rounded() / 10
  return "\(scaled)"
}

for w in workloads {
  // Each run lays out a tree built for it (outside the timing), as the peers do: the first
  // pass over a tree includes the tables the engine derives from it once (LayoutNodeTable).
  // `again_ns` times a second pass over the same tree, which the REPL's settling and
  // moments make.
  var times: [UInt64] = []
  var againTimes: [UInt64] = []
  var footprint: Footprint? = nil
  var treeCount = 0
  var treeHeap = 0
  var layoutHeap = 0
  var measurements = 0
  var rootSize = Size(width: 0, height: 0)
  for _ in 0..<runs {
    let before = heapInUse()
    let tree = w.viewTree()
    let afterTree = heapInUse()
    let start = DispatchTimeStandIn.now()
    let layout = Layout(tree: tree, window: Workload.window)
    let end = DispatchTimeStandIn.now()
    times.append(end - start)
    if footprint == nil {
      footprint = Footprint(tree: tree, layout: layout)
      treeCount = tree.count
      treeHeap = afterTree - before
      layoutHeap = heapInUse() - afterTree
      measurements = layout.measurements
      rootSize = layout.sizes[Int(ViewTree.root)]
    }
    let againStart = DispatchTimeStandIn.now()
    let again = Layout(tree: tree, window: Workload.window)
    let againEnd = DispatchTimeStandIn.now()
    againTimes.append(againEnd - againStart)
    withExtendedLifetime((layout, again)) {}
  }
  times.sort()
  againTimes.sort()
  let median = Double(times[times.count / 2])
  let againMedian = Double(againTimes[againTimes.count / 2])
  let f = footprint!
  let fields: [(String, String)] = [
    ("engine", "\"geolab\""),
    ("workload", "\"\(w.name)\""),
    ("leaves", "\(w.leaves)"),
    ("peer_nodes", "\(w.peerNodes)"),
    ("tree_nodes", "\(treeCount)"),
    ("median_ns", "\(Int(median))"),
    ("min_ns", "\(times.first!)"),
    ("ns_per_peer_node", format(median / Double(w.peerNodes))),
    ("ns_per_tree_node", format(median / Double(treeCount))),
    ("again_ns_per_peer_node", format(againMedian / Double(w.peerNodes))),
    ("measurements_per_tree_node", format(Double(measurements) / Double(treeCount))),
    ("bytes_per_tree_node", format(Double(f.totalBytes) / Double(treeCount))),
    ("bytes_per_peer_node", format(Double(f.totalBytes) / Double(w.peerNodes))),
    ("root_size", "[\(rootSize.width), \(rootSize.height)]"),
    (
      "heap_bytes_per_tree_node",
      format(Double(treeHeap + layoutHeap) / Double(treeCount))
    ),
  ]
  print("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}")
}

/// A monotonic nanosecond clock (`clock_gettime(CLOCK_MONOTONIC)`), without Foundation.
enum DispatchTimeStandIn {
  static func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }
}
