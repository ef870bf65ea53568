/// The result of one layout pass (the LAYOUT layer before effects, docs/architecture.md §3): for every node
/// the proposal it was placed with, the size it chose, and its origin in its parent's space.
///
///     let layout = Layout(tree: tree, window: .canvas(width: 300, height: 300))
///     layout.frameInParent(ViewTree.root)
public struct Layout: Sendable {
  public let tree: ViewTree
  public let window: Window
  /// The proposal each node was placed with (what `:explain` traces).
  public internal(set) var proposals: [ProposedSize]
  public internal(set) var sizes: [Size]
  /// Origins in the parent node's coordinate space (the root's: the window's).
  public internal(set) var origins: [Point]
  /// Origins in window coordinates (sums of `origins`; no effects applied).
  public internal(set) var globalOrigins: [Point]
  /// How many times `sizeThatFits` ran uncached, summed over nodes (a measure of work).
  public internal(set) var measurements: Int
  /// The roots of subtrees that were measured but not placed (a ViewThatFits's other choices).
  public internal(set) var unplaced: Set<ViewTree.NodeID>
  /// The error user layout code made (docs/semantics.md §9), when it made one: the sizes and
  /// origins are then not SwiftUI's, and nothing may show them.
  public internal(set) var failure: Diagnostic?
  /// What each custom layout asked of and told its subviews, by subview (`:explain`).
  public internal(set) var customLayoutCalls: [ViewTree.NodeID: [CustomLayoutCall]]
  /// The scroll containers' content offsets it was laid out with (`LayoutOptions.scrollOffsets`).
  public let scrollOffsets: [Int: Vector]

  public init(tree: ViewTree, window: Window, options: LayoutOptions = LayoutOptions()) {
    var options = options
    if tree.hasContainerRelativeFrames {
      // A container's size does not depend on what the frames inside it choose (it is its
      // proposal, or its proposal less bars): a first pass finds each one, the second uses them.
      let first = Layout(tree: tree, window: window, resolvedOptions: options)
      options.containerSizes = first.containerSizesOfRelativeFrames()
    }
    self.init(tree: tree, window: window, resolvedOptions: options)
  }

  private init(tree: ViewTree, window: Window, resolvedOptions options: LayoutOptions) {
    var engine = LayoutEngine(tree: tree, window: window, options: options, ownsOutputs: false)
    let n = tree.count
    // The pass writes straight into the four output arrays (no copy when it ends).
    var sizes: [Size] = []
    var origins: [Point] = []
    var globalOrigins: [Point] = []
    let proposals = [ProposedSize](unsafeUninitializedCapacity: n) {
      proposalBuffer, proposalCount in
      sizes = [Size](unsafeUninitializedCapacity: n) { sizeBuffer, sizeCount in
        origins = [Point](unsafeUninitializedCapacity: n) { originBuffer, originCount in
          globalOrigins = [Point](unsafeUninitializedCapacity: n) { globalBuffer, globalCount in
            if n > 0 {
              engine.useOutputs(
                proposals: proposalBuffer.baseAddress!, sizes: sizeBuffer.baseAddress!,
                origins: originBuffer.baseAddress!, globalOrigins: globalBuffer.baseAddress!)
              engine.run()
              engine.finishOutputs()
            }
            globalCount = n
          }
          originCount = n
        }
        sizeCount = n
      }
      proposalCount = n
    }
    self.tree = tree
    self.window = window
    self.proposals = proposals
    self.sizes = sizes
    self.origins = origins
    self.globalOrigins = globalOrigins
    self.measurements = engine.measurements
    self.unplaced = engine.unplaced
    self.failure = engine.customFailure
    self.customLayoutCalls = engine.customLayoutCalls
    self.scrollOffsets = options.scrollOffsets
  }

  /// Whether the node is on screen: not inside a subtree a ViewThatFits left out.
  public func isPlaced(_ n: ViewTree.NodeID) -> Bool {
    Layout.isPlaced(n, in: tree, unplaced: unplaced)
  }

  /// Whether no node from `n` up to the root is one of the `unplaced` subtree roots.
  static func isPlaced(_ n: ViewTree.NodeID, in tree: ViewTree, unplaced: Set<ViewTree.NodeID>)
    -> Bool
  {
    guard !unplaced.isEmpty else { return true }
    var node: ViewTree.NodeID? = n
    while let cur = node {
      if unplaced.contains(cur) { return false }
      node = tree.parent(cur)
    }
    return true
  }

  /// Whether node `n` is laid out right-to-left (the window's direction, or the one an
  /// `.environment(\.layoutDirection, _)` above it sets): its x mirrored within its parent, and
  /// its effects, offsets and transitions mirrored with it (docs/semantics.md §3.1).
  public func isRightToLeft(_ n: ViewTree.NodeID) -> Bool {
    tree.layoutDirection(of: n, base: window.layoutDirection) == .rightToLeft
  }

  public func frameInParent(_ n: ViewTree.NodeID) -> Rect {
    Rect(origin: origins[Int(n)], size: sizes[Int(n)])
  }

  public func globalFrame(_ n: ViewTree.NodeID) -> Rect {
    Rect(origin: globalOrigins[Int(n)], size: sizes[Int(n)])
  }
}

/// Inputs to layout beyond the tree and the window.
public struct LayoutOptions: Sendable {
  public var textMetrics: any TextMetrics
  /// Content offsets of scroll views and lists, by their place among the tree's scroll
  /// containers in tree order (`ViewTree.scrollContainers`): the model's, set by `:scroll` and
  /// `ScrollViewProxy.scrollTo`, so that a rebuilt tree keeps them.
  public var scrollOffsets: [Int: Vector]
  /// Default values of custom alignment guides (`AlignmentID.defaultValue(in:)`), by name.
  public var customAlignmentDefaults: [String: @Sendable (ViewDimensions) -> Double]
  /// The size of each `.containerRelativeFrame`'s container, by the frame's node: found by a
  /// first pass (`Layout.init`); until then the window's safe area.
  var containerSizes: [ViewTree.NodeID: Size] = [:]

  public init(
    textMetrics: any TextMetrics = SFProMetrics(),
    scrollOffsets: [Int: Vector] = [:],
    customAlignmentDefaults: [String: @Sendable (ViewDimensions) -> Double] = [:]
  ) {
    self.textMetrics = textMetrics
    self.scrollOffsets = scrollOffsets
    self.customAlignmentDefaults = customAlignmentDefaults
  }
}

extension ViewTree {
  /// The ScrollViews and Lists, in tree order: a scroll container's offset is kept by its place
  /// here (`LayoutOptions.scrollOffsets`).
  public var scrollContainers: [NodeID] {
    kinds.indices.compactMap { i in
      switch kinds[i] {
      case .scrollView, .list: return NodeID(i)
      default: return nil
      }
    }
  }
}

extension Layout {
  /// How much of stack `n`'s top bar lies in the safe-area inset above it (docs/semantics.md
  /// §2.8): what the content's place and the bar's drawing leave out of the bar's height.
  public func topBarOverlap(of n: ViewTree.NodeID) -> Double {
    LayoutEngine.barOverlap(n, tree: tree, window: window)
  }

  /// The content offset of scroll container `n` in this layout.
  public func scrollOffset(of n: ViewTree.NodeID) -> Vector {
    guard !scrollOffsets.isEmpty, let k = tree.scrollContainers.firstIndex(of: n) else { return .zero }
    return scrollOffsets[k] ?? .zero
  }

  /// The size a description chooses for one proposal, without placing it in a window (what a
  /// parent would learn from `sizeThatFits`).
  public static func sizeThatFits(
    _ description: ViewDescription, _ proposal: ProposedSize,
    window: Window = .canvas(width: 1000, height: 1000), options: LayoutOptions = LayoutOptions()
  ) -> Size {
    var engine = LayoutEngine(tree: ViewTree(description), window: window, options: options)
    defer { engine.finishCustomLayouts() }
    return engine.sizeThatFits(ViewTree.root, proposal)
  }

  /// The first node named `name` by `.id(_)` / `.accessibilityIdentifier(_)`.
  public func node(named name: String) -> ViewTree.NodeID? {
    for i in 0..<tree.count {
      if case .identifier(let n) = tree.kinds[i], n == name { return ViewTree.NodeID(i) }
    }
    return nil
  }
}

extension Layout {
  /// For each `.containerRelativeFrame`, the size of its nearest container in this layout
  /// (docs/semantics.md §3): a ScrollView or List's size; a NavigationStack's or TabView's
  /// less its bars; else the window's safe area.
  func containerSizesOfRelativeFrames() -> [ViewTree.NodeID: Size] {
    var sizes: [ViewTree.NodeID: Size] = [:]
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      guard case .containerRelativeFrame = tree.kind(n) else { continue }
      var container = window.safeArea.size
      var up = tree.parent(n)
      while let p = up {
        switch tree.kind(p) {
        case .scrollView, .list:
          container = self.sizes[Int(p)]
        case .barred(_, let top, let bottom):
          let s = self.sizes[Int(p)]
          let overlap = LayoutEngine.barOverlap(p, tree: tree, window: window)
          container = Size(width: s.width, height: max(0, s.height - top + overlap - bottom))
        default:
          up = tree.parent(p)
          continue
        }
        break
      }
      sizes[n] = container
    }
    return sizes
  }
}
