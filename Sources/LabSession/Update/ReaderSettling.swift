import LabEngine
import LabScript

/// The settle step of an update: GeometryReaders and anchors fed from layout until the tree
/// stops changing, then `onPreferenceChange` closures.
///
/// A reader's closure runs while the tree is built, before layout; but a reader's own size
/// never depends on its content (it takes the proposal). So settling lays out, hands every
/// reader its laid-out geometry (and every anchor its global value), rebuilds, and repeats
/// until the tree stops changing — the same fixed point SwiftUI reaches by updating after
/// layout. Once geometry is stable, `onPreferenceChange` closures run (after the update,
/// docs/semantics.md §5); if they change state the loop goes on. `maxGeometryPasses` caps it,
/// with a cycle warning. The last pass's tree and layout are handed on with the root when
/// they are that root's, so the update does not lay it out again.
///
///     let settled = ReaderSettling(scene).settle(root)   // settled.laidOut?.layout
struct ReaderSettling {
  static let maxGeometryPasses = 8

  let scene: Scene
  init(_ scene: Scene) { self.scene = scene }
  var context: ScriptContext { scene.context }

  /// The root rebuilt for the playhead's moment: GeometryReaders and anchors see geometry
  /// effects at their animated values (docs/architecture.md §3). Nothing is recorded, no
  /// preference closure runs and what the readers print is dropped: this is a frame being
  /// drawn, not an update. Nil when the tree has nothing that reads geometry.
  func moment(
    _ root: ViewDescription, _ layout: Layout, _ presentation: Presentation, at t: Double
  ) -> Settled? {
    let parameters: (Layout) -> EffectParameters = { presentation.effectParameters($0, at: t) }
    let modifierData = parameters(layout).modifierData
    var start = root
    var rebuilt = false
    defer {
      context.geometryProvider = .zero
      _ = context.takeLateWarnings()
    }
    if !modifierData.isEmpty {
      // Animatable modifiers' bodies run again with the moment's data.
      var provider = GeometryProvider.zero
      provider.modifierData = modifierData
      context.geometryProvider = provider
      let result = context.rebuildRoot()
      guard !result.hasErrors, let next = result.root else { return nil }
      start = next
      rebuilt = true
    }
    let result = settle(
      start, parameters: parameters, modifierData: modifierData, runsPreferenceChanges: false)
    return rebuilt || result.rebuilt ? result : nil
  }

  /// Settles `first` with the model's geometry (no effect animating), running preference
  /// closures once geometry is stable. A GeometryReader whose content trapped before layout had
  /// sized it (`offset / size.width` at the lab's provisional size zero) is an error only if
  /// the root kept was built so: SwiftUI runs that content once, with the reader's size
  /// (docs/semantics.md §4.2).
  func settle(
    _ first: ViewDescription,
    parameters: (Layout) -> EffectParameters = { _ in .model },
    modifierData: [Int: [Double]] = [:], runsPreferenceChanges: Bool = true
  ) -> Settled {
    var settled = settleGeometry(
      first, parameters: parameters, modifierData: modifierData, runsPreferenceChanges: runsPreferenceChanges)
    let traps = context.unmeasuredReaderErrors
    if !traps.isEmpty && !settled.diagnostics.contains(where: { $0.severity == .error }) {
      settled.diagnostics += traps
    }
    return settled
  }

  private func settleGeometry(
    _ first: ViewDescription,
    parameters: (Layout) -> EffectParameters,
    modifierData: [Int: [Double]], runsPreferenceChanges: Bool
  ) -> Settled {
    var settled = Settled(root: first)
    var previous = ""
    var watchedKeys: [String] = []
    defer { context.geometryProvider = .zero }
    for pass in 0..<ReaderSettling.maxGeometryPasses {
      let tree = ViewTree(settled.root)
      var readers: [Int] = []
      var anchors: [Int] = []
      var geometryWatchers: [Int] = []
      var scrollPositions = false
      watchedKeys = []
      for i in 0..<tree.count {
        switch tree.kinds[i] {
        case .geometryReader: readers.append(i)
        case .action(let h) where h.moment == .scrollPosition: scrollPositions = true
        case .drawing(let m) where m.name == "visualEffect": readers.append(i)
        case .action(let h) where h.moment == .geometryChange: geometryWatchers.append(i)
        case .preference(let m):
          if case .anchor = m.role { anchors.append(i) }
          if case .onChange = m.role, !watchedKeys.contains(m.key) { watchedKeys.append(m.key) }
        default: break
        }
      }
      let anchored = !tree.scrollAnchors.isEmpty && runsPreferenceChanges
      let scrolling = context.scrollRequest != nil || (scrollPositions && runsPreferenceChanges) || anchored
      guard !readers.isEmpty || !anchors.isEmpty || !watchedKeys.isEmpty || !geometryWatchers.isEmpty || scrolling
      else {
        // Nothing reads geometry: the root is settled, and this is its tree.
        settled.tree = tree
        return settled
      }
      let layout = Layout(tree: tree, window: scene.window, options: scene.effectiveLayoutOptions)
      if layout.failure != nil {
        // A custom layout's code failed: nothing to read geometry from (Update refuses it).
        settled.laidOut = Scene.LaidOut(tree: tree, layout: layout)
        return settled
      }
      if pass == 0 { settled.unmeasured = layout }
      if let request = context.scrollRequest {
        // `scrollTo`: now that the view is laid out, the offset that shows it; then layout again.
        let target = layout.scrollTarget(identity: request.identity, anchor: request.anchor)
        if let warning = context.finishScrollRequest(target) { settled.diagnostics.append(warning) }
        continue
      }
      if anchored && context.applyDefaultScrollAnchors(layout) {
        // `.defaultScrollAnchor` moved a scroll view that appeared or whose content changed size.
        continue
      }
      if scrollPositions && runsPreferenceChanges {
        // `.scrollPosition(id:)`: a binding the program wrote moves its scroll view; a scroll
        // view that scrolled writes its binding (docs/semantics.md §2.14).
        let (sync, warnings) = context.syncScrollPositions(layout)
        settled.diagnostics += warnings.filter { !settled.diagnostics.contains($0) }
        switch sync {
        case .unchanged: break
        case .scrolled: continue
        case .wrote(let written):
          settled.output += written.output
          if written.hasErrors {
            settled.diagnostics += written.diagnostics
            return settled
          }
          if let next = written.root {
            settled.root = next
            settled.rebuilt = true
            continue
          }
        }
      }
      let spaces = SpaceGeometry(layout: layout, parameters: parameters(layout))
      let fingerprint = Self.fingerprint(spaces, readers, anchors)
      if fingerprint != previous && !(readers.isEmpty && anchors.isEmpty) {
        previous = fingerprint
        var provider = Self.provider(spaces, readers: readers, anchors: anchors)
        provider.modifierData = modifierData
        context.geometryProvider = provider
        let rebuilt = context.rebuildRoot()
        settled.rebuilt = true
        settled.readerOutput = rebuilt.readerOutput
        if rebuilt.hasErrors {
          settled.diagnostics = rebuilt.diagnostics
          return settled
        }
        guard let next = rebuilt.root else { return settled }
        settled.root = next
        settled.diagnostics = rebuilt.diagnostics
        continue
      }
      // Geometry is stable: this is the update SwiftUI would finish, so its preference
      // closures run now (docs/semantics.md §5). This pass's layout is the root's.
      settled.laidOut = Scene.LaidOut(tree: tree, layout: layout)
      if pass == 0 { settled.unmeasured = nil }
      guard !watchedKeys.isEmpty || !geometryWatchers.isEmpty, runsPreferenceChanges else { return settled }
      var changes = context.runPreferenceChanges(tree)
      if !geometryWatchers.isEmpty, !changes.hasErrors, changes.root == nil {
        // `onGeometryChange` reads the same settled geometry, after the preference closures.
        var readings: [ViewTree.NodeID: GeometryReading] = [:]
        for w in geometryWatchers { readings[ViewTree.NodeID(w)] = Self.reading(spaces, ViewTree.NodeID(w)) }
        let geometry = context.runGeometryChanges(tree, readings: readings)
        changes.output += geometry.output
        changes.diagnostics += geometry.diagnostics
        changes.root = geometry.root
      }
      settled.output += changes.output
      if changes.hasErrors {
        settled.diagnostics += changes.diagnostics
        return settled
      }
      settled.diagnostics += changes.diagnostics.filter { !settled.diagnostics.contains($0) }
      guard let next = changes.root else { return settled }
      settled.root = next
      settled.laidOut = nil
    }
    // SwiftUI's cycle detector: a value that changes on every update is reported, not chased.
    let keys =
      watchedKeys.isEmpty
      ? "GeometryReader content or onGeometryChange values" : watchedKeys.map { "`\($0)`" }.joined(separator: ", ")
    settled.diagnostics.append(
      .warning(
        "geometry and preferences did not settle after \(ReaderSettling.maxGeometryPasses) "
          + "passes (\(keys) kept changing: a cycle?); showing the last pass"))
    return settled
  }

  /// Each reader's size and frames, by its ordinal among readers in tree order (the order in
  /// which the interpreter meets them).
  static func provider(_ spaces: SpaceGeometry, readers: [Int], anchors: [Int] = [])
    -> GeometryProvider
  {
    var readings: [Int: GeometryReading] = [:]
    let tree = spaces.layout.tree
    var k = 0
    var effects: [Int] = []
    for r in readers {
      if case .geometryReader = tree.kinds[r] {
        k += 1
        readings[k] = reading(spaces, ViewTree.NodeID(r))
      } else {
        effects.append(r)
      }
    }
    // `.visualEffect` closures run after the views they modify: in the tree's post-order (a
    // marker's descendants first, siblings left to right).
    func isAncestor(_ a: Int, of b: Int) -> Bool {
      var up = tree.parent(ViewTree.NodeID(b))
      while let p = up {
        if Int(p) == a { return true }
        up = tree.parent(p)
      }
      return false
    }
    let postOrder = effects.sorted { x, y in
      if isAncestor(x, of: y) { return false }
      if isAncestor(y, of: x) { return true }
      return x < y
    }
    for (j, e) in postOrder.enumerated() {
      readings[GeometryReaderID.visualEffectBase + j + 1] = reading(spaces, ViewTree.NodeID(e))
    }
    let table = readings
    return GeometryProvider(anchors: Self.anchorValues(spaces, anchors)) { id in
      table[id.ordinal] ?? .unmeasured
    }
  }

  /// What a proxy of view `n` reads: its size, its frame in every space declared anywhere (one
  /// not above it falls back to global), the safe-area insets where it meets the window's edge.
  static func reading(_ spaces: SpaceGeometry, _ n: ViewTree.NodeID) -> GeometryReading {
    let layout = spaces.layout
    let names = layout.tree.coordinateSpaceNames
    var frames: [CoordinateSpaceName: Rect] = [:]
    var unmappable: Set<CoordinateSpaceName> = []
    let asked: [(CoordinateSpaceName, CoordinateSpace)] =
      [(.local, .local), (.global, .global), (.scrollView, .scrollView)]
      + [Axis.horizontal, .vertical].map { (.scrollViewAlong($0), .scrollViewAlong($0)) }
      + names.map { (.named($0), .named($0)) }
    for (name, space) in asked {
      if let frame = spaces.frame(of: n, in: space) {
        frames[name] = frame
      } else {
        unmappable.insert(name)
      }
    }
    let contact = layout.window.safeAreaContact(
      of: layout.globalFrame(n), rightToLeft: layout.isRightToLeft(n))
    var reading = GeometryReading(
      size: layout.sizes[Int(n)], frames: frames, safeAreaInsets: contact.known,
      unmappable: unmappable, globalToLocal: spaces.toGlobal[Int(n)].inverted)
    reading.unknownSafeAreaEdges = contact.unknown
    // The containers `bounds(of:)` can name: the scroll views above, by axis, and named spaces.
    var up = layout.tree.parent(n)
    while let p = up {
      switch layout.tree.kind(p) {
      case .scrollView(let axes):
        let box = spaces.frame(of: p, in: .global) ?? layout.globalFrame(p)
        if reading.containers["scrollView"] == nil { reading.containers["scrollView"] = box }
        for (axis, word) in [(Axis.horizontal, "horizontal"), (.vertical, "vertical")] where axes.contains(axis) {
          if reading.containers["scrollView " + word] == nil { reading.containers["scrollView " + word] = box }
        }
      case .coordinateSpace(let name):
        if reading.containers[name] == nil { reading.containers[name] = spaces.frame(of: p, in: .global) }
      default: break
      }
      up = layout.tree.parent(p)
    }
    return reading
  }

  /// Each anchor's stored global value (docs/semantics.md §4.3), by its ordinal in the build.
  static func anchorValues(_ spaces: SpaceGeometry, _ anchors: [Int]) -> [Int: AnchorValue] {
    var values: [Int: AnchorValue] = [:]
    for a in anchors {
      guard case .preference(let m) = spaces.layout.tree.kinds[a],
        case .anchor(let source) = m.role
      else { continue }
      values[m.token] = spaces.anchor(source, at: ViewTree.NodeID(a))
    }
    return values
  }

  /// What the readers see: their sizes and effect-aware global frames (docs/semantics.md
  /// §4.2), so a rotation above a reader counts as a change.
  static func fingerprint(_ spaces: SpaceGeometry, _ readers: [Int], _ anchors: [Int] = [])
    -> String
  {
    readers.map {
      let n = ViewTree.NodeID($0)
      return "\(spaces.layout.sizes[$0])\(spaces.frame(of: n, in: .global).map { "\($0)" } ?? "-")"
    }.joined(separator: ";") + "|"
      + anchorValues(spaces, anchors).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
      .joined(separator: ";")
  }
}

/// A root as the settle step leaves it: the warnings of its last rebuild (what the readers'
/// closures said with real geometry) or the errors of a failed one, what preference closures
/// printed, whether it was rebuilt with real geometry (then the first build's warnings, made
/// with zero-size stand-in geometry, no longer apply), and its tree and layout when the last
/// pass computed them (or only its tree, when nothing in it reads geometry).
struct Settled {
  var root: ViewDescription
  var laidOut: Scene.LaidOut?
  var tree: ViewTree?
  var diagnostics: [LabEngine.Diagnostic] = []
  var output = ""
  /// What GeometryReader content printed in the last build, the one whose geometry the readers
  /// saw: SwiftUI runs that content once layout has sized the reader.
  var readerOutput = ""
  var rebuilt = false
  /// The first pass's layout, before any measurement fed back, when the root was rebuilt
  /// with geometry (what `:why` compares to say a frame was sized from a measurement).
  var unmeasured: Layout?

  init(root: ViewDescription, laidOut: Scene.LaidOut? = nil) {
    self.root = root
    self.laidOut = laidOut
  }

  /// The root's tree and layout in `scene`'s window, computed only if settling did not.
  func laidOut(in scene: Scene) -> Scene.LaidOut {
    laidOut ?? scene.layOut(root, tree: tree)
  }
}
