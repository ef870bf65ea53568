import LabEngine

/// One benchmark tree, as the peers build it too (Benchmarks/peers/peers.py):
///
///     Workload.row(leaves: 1_000)    // HStack(spacing: 5) of 1,000 Color().frame(width: 10, height: 20)
///     Workload.tree(leaves: 1_000)   // HStack/VStack alternating, padding 3, fan-out 10, spacing 0
///
/// Two node counts are reported. `treeNodes` counts our ViewTree nodes: a fixed leaf is a
/// `.frame` node over a `Color` node, and a padded container is a `.padding` node over a stack
/// node. `peerNodes` counts what Taffy and Yoga lay out for the same picture: one node per leaf
/// and one per container (padding and size are styles there, not nodes).
public enum Workload: Sendable, Hashable {
  /// A flat `HStack(spacing: 5)` of `leaves` fixed 10×20 leaves.
  case row(leaves: Int)
  /// A balanced tree of fan-out 10 and `leaves` leaves (a power of 10): the root is an
  /// HStack, its children VStacks, and so on alternating; every stack has spacing 0 and
  /// `.padding(3)`; the leaves are fixed 10×20.
  case tree(leaves: Int)

  public static let fanOut = 10

  /// The sizes of the package-benchmark suite (docs/architecture.md §8, issue 2).
  public static let suite: [Workload] =
    [1_000, 10_000, 100_000, 1_000_000].flatMap { [.row(leaves: $0), .tree(leaves: $0)] }

  public var name: String {
    switch self {
    case .row(let n): return "row \(Workload.short(n))"
    case .tree(let n): return "tree \(Workload.short(n))"
    }
  }

  /// The leaves laid out by the peers and by us.
  public var leaves: Int {
    switch self {
    case .row(let n), .tree(let n): return n
    }
  }

  /// Stacks in the picture (peers: one container node each).
  public var containers: Int {
    switch self {
    case .row: return 1
    case .tree(let n):
      var total = 0
      var level = n / Workload.fanOut
      while level >= 1 {
        total += level
        level /= Workload.fanOut
      }
      return total
    }
  }

  /// Leaves + containers: what Taffy and Yoga count as nodes.
  public var peerNodes: Int { leaves + containers }

  /// Our ViewTree's nodes: 2 per leaf (frame + color); 1 per row stack; 2 per padded tree
  /// stack (padding + stack).
  public var treeNodes: Int {
    switch self {
    case .row(let n): return 2 * n + 1
    case .tree(let n): return 2 * n + 2 * containers
    }
  }

  /// Levels of stacks above the leaves (tree only): 10^depth = leaves.
  public var depth: Int {
    var d = 0
    var n = leaves
    while n > 1 {
      n /= Workload.fanOut
      d += 1
    }
    return d
  }

  /// The window every case is laid out in (the peers get the same available space).
  public static let window = Window.canvas(width: 1000, height: 1000)

  public func description() -> ViewDescription {
    switch self {
    case .row(let n):
      return .hstack(spacing: 5) { (0..<n).map { _ in Workload.leaf() } }
    case .tree:
      precondition(Workload.pow10(depth) == leaves, "tree workloads need a power of 10 leaves")
      return Workload.subtree(level: 0, depth: depth)
    }
  }

  /// Builds the flattened tree (outside any measured region).
  public func viewTree() -> ViewTree { ViewTree(description()) }

  static func leaf() -> ViewDescription { .color("c").frame(width: 10, height: 20) }

  static func subtree(level: Int, depth: Int) -> ViewDescription {
    if level == depth { return leaf() }
    let kids = (0..<fanOut).map { _ in subtree(level: level + 1, depth: depth) }
    let stack: ViewDescription =
      level % 2 == 0 ? .hstack(spacing: 0) { kids } : .vstack(spacing: 0) { kids }
    return stack.padding(3)
  }

  static func pow10(_ d: Int) -> Int { (0..<d).reduce(1) { r, _ in r * fanOut } }

  static func short(_ n: Int) -> String {
    if n >= 1_000_000, n % 1_000_000 == 0 { return "\(n / 1_000_000)M" }
    if n >= 1_000, n % 1_000 == 0 { return "\(n / 1_000)k" }
    return "\(n)"
  }

  /// Parses "row:1000" or "tree:100000".
  public init?(argument: String) {
    let parts = argument.split(separator: ":")
    guard parts.count == 2, let n = Int(parts[1]), n > 0 else { return nil }
    switch parts[0] {
    case "row": self = .row(leaves: n)
    case "tree": self = .tree(leaves: n)
    default: return nil
    }
  }
}
