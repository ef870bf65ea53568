import Foundation

/// Tables that a pass derives from a tree once and reuses on every later pass over the same
/// tree, keyed by the type that owns them (the layout engine keeps its node classes here).
/// The tree holds the memo without knowing its contents, so the tree model depends on no
/// pass. A tree is immutable once built, so a table never goes stale; copies of a tree share
/// the memo.
///
///     tree.memo.value(for: ObjectIdentifier(LayoutNodeClass.self)) { … }
final class TreeMemo: @unchecked Sendable {
  private let lock = NSLock()
  /// Each table in a class box, so taking it back out is a class cast, O(1), whatever the
  /// table's type.
  private var tables: [ObjectIdentifier: AnyObject] = [:]
  private final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
  }

  /// The table `key` owns, made by `make` the first time it is asked for.
  func value<T>(for key: ObjectIdentifier, make: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    if let box = tables[key] as? Box<T> { return box.value }
    let table = make()
    tables[key] = Box(table)
    return table
  }
}
