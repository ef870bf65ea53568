import LabEngine

/// A known pattern in a view's motion that surprises people, named with its cause and its fix
/// (`:why`). Each rule is one case here and one detector below, citing the section of
/// docs/semantics.md that explains it; a rule speaks only when the numbers show the effect
/// (a displacement on screen), never on the shape of the code alone.
public struct Anomaly: Sendable {
  public enum Rule: String, CaseIterable, Sendable {
    /// A view inserted while the container holding it animates is drawn at its final place in
    /// its geometry group, away from where the container is drawn (docs/semantics.md §7).
    case insertedIntoMovingContainer = "inserted-into-moving-container"
    /// An update removes a view and inserts one that looks the same elsewhere (an `if`/`else`
    /// swapping branches): two identities, so they cross-fade in place instead of moving
    /// (docs/semantics.md §6).
    case crossFadeInsteadOfMove = "cross-fade-instead-of-move"
    /// An animated update changes a geometry effect that has no `animatableData` (a custom
    /// `GeometryEffect` without one, or a whole matrix given to `transformEffect` or
    /// `projectionEffect`): there is nothing to interpolate, so the view jumps to the end
    /// (docs/semantics.md §4.1, §8.1).
    case effectWithoutAnimatableData = "effect-without-animatable-data"
    /// A GeometryReader turned by a rotation (or skewed, or projected) above it reports the
    /// bounding box of its corners in global space, larger than its size (docs/semantics.md
    /// §4.2): a 400-point reader at 10° is 463.38 wide.
    case rotatedReader = "rotated-reader"
    /// An anchor is stored in global space as a bounding box and resolved back through
    /// another; a rotation between its view and the reader inflates the rect twice
    /// (docs/semantics.md §4.3).
    case inflatedAnchor = "inflated-anchor"
    /// A matched geometry group with more than one source on screen (SwiftUI calls the result
    /// undefined) or with none (its followers have nothing to take) (docs/semantics.md §6).
    case matchedGroupSources = "matched-group-sources"
    /// A frame sized from what a GeometryReader measured (fed back through state or a
    /// preference) takes part in layout, so its slot grows and its neighbours move — the
    /// hand-made matched effect's first attempt; `matchedGeometryEffect` leaves the parent's
    /// layout unchanged (docs/semantics.md §6).
    case sizedFromMeasurement = "sized-from-measurement"

    public var title: String {
      switch self {
      case .insertedIntoMovingContainer: return "inserted into a moving container"
      case .crossFadeInsteadOfMove: return "a cross-fade instead of a move"
      case .effectWithoutAnimatableData: return "an effect without animatableData jumps"
      case .rotatedReader: return "a rotated reader reports its bounding box"
      case .inflatedAnchor: return "an anchor inflated by a rotation"
      case .matchedGroupSources: return "a matched group with two sources or none"
      case .sizedFromMeasurement: return "a frame sized from a measurement moves its neighbours"
      }
    }

    /// The section of docs/semantics.md that explains it.
    public var section: String {
      switch self {
      case .insertedIntoMovingContainer: return "7"
      case .crossFadeInsteadOfMove: return "6"
      case .effectWithoutAnimatableData: return "4.1"
      case .rotatedReader: return "4.2"
      case .inflatedAnchor: return "4.3"
      case .matchedGroupSources: return "6"
      case .sizedFromMeasurement: return "6"
      }
    }
  }

  public struct Fix: Sendable {
    public var summary: String
    /// The code to write, one line per entry.
    public var code: [String]
    /// The same fix as an edit of the view descriptions, for `:why --fix` to replay the scene
    /// with (nil: the fix needs the user's code, which the lab cannot edit for them).
    public var edit: FixEdit?
  }

  /// A fix applied to every description written at a source location: what editing that line
  /// of code would do to every view it makes (a `ForEach` row's view, each time).
  public struct FixEdit: Sendable {
    /// Where the modified views were written, with their code (to tell apart several on a line).
    public var targets: [(source: SourceLocation, code: String)]
    /// What the fix does to each.
    public var change: Change
    /// How `:why --fix` names it.
    public var label: String

    public enum Change: Sendable {
      /// A modifier added on the view (`.geometryGroup()`, a matched-geometry source).
      case modifier(ViewKind)
      /// A custom GeometryEffect given `animatableData` that reads and writes its numeric
      /// property `field` (the one the update changed).
      case animateEffect(field: String)
      /// A frame sized from a measurement moved into a top-leading overlay of its content,
      /// hidden, which keeps the slot it had: `content.hidden().overlay(alignment:
      /// .topLeading) { content.frame(…) }` (whatever size the frame is given, at every update).
      case keepSlot
      /// A geometry effect made `ignoredByLayout()`: drawn as before, measured without it.
      case ignoredByLayout
    }
  }

  public var rule: Rule
  public var explanation: [String]
  public var fix: Fix

  /// Every rule's finding for view `n` at the playhead.
  static func detect(for n: ViewTree.NodeID, in context: Context) -> [Anomaly] {
    let facts = Facts(context: context, node: n)
    return Rule.allCases.compactMap { rule in
      switch rule {
      case .insertedIntoMovingContainer: return insertedIntoMovingContainer(facts)
      case .crossFadeInsteadOfMove: return crossFadeInsteadOfMove(facts)
      case .effectWithoutAnimatableData: return effectWithoutAnimatableData(facts)
      case .rotatedReader: return rotatedReader(facts)
      case .inflatedAnchor: return inflatedAnchor(facts)
      case .matchedGroupSources: return matchedGroupSources(facts)
      case .sizedFromMeasurement: return sizedFromMeasurement(facts)
      }
    }
  }

  /// The views of the scene whose motion `:why` would name an anomaly for, for `:frames` to
  /// mark: each rule asked only where it can apply (inserted views, views under an effect
  /// without animatableData, readers, anchors).
  public static func flagged(in scene: Scene) -> [ViewTree.NodeID: [Rule]] {
    guard let layout = scene.layout, let names = scene.names else { return [:] }
    let context = Context(scene: scene, layout: layout, names: names)
    let tree = layout.tree
    var flagged: [ViewTree.NodeID: [Rule]] = [:]
    let measured = context.event?.measured ?? [:]
    let hasJumpingEffects = tree.kinds.contains {
      if case .effect(let e, _) = $0 { return e.animatableData.isEmpty } else { return false }
    }
    for i in 0..<tree.count {
      let n = ViewTree.NodeID(i)
      let facts = Facts(context: context, node: n)
      var candidate = facts.inserted || hasJumpingEffects || !measured.isEmpty
      switch tree.kinds[i] {
      case .geometryReader, .preference, .matchedGeometry: candidate = true
      default: if let p = tree.parent(n), case .preference = tree.kind(p) { candidate = true }
      }
      guard candidate else { continue }
      let found = detect(for: n, in: context)
      if !found.isEmpty { flagged[n] = found.map(\.rule) }
    }
    return flagged
  }

  /// What the detectors share for one scene at the playhead: the update in effect, the one
  /// before it, and what is computed once from them.
  final class Context {
    let scene: Scene
    let layout: Layout
    let names: ViewNames
    let event: Timeline.Event?
    let previous: Timeline.Event?

    /// At the playhead: the update in effect there.
    convenience init(scene: Scene, layout: Layout, names: ViewNames) {
      let events = scene.timeline.events
      let k = events.lastIndex(where: { $0.time <= scene.timeline.playhead })
      self.init(
        scene: scene, layout: layout, names: names, event: k.map { events[$0] },
        previous: k.flatMap { $0 > 0 ? events[$0 - 1] : nil })
    }

    init(
      scene: Scene, layout: Layout, names: ViewNames, event: Timeline.Event?,
      previous: Timeline.Event?
    ) {
      self.scene = scene
      self.layout = layout
      self.names = names
      self.event = event
      self.previous = previous
    }

    /// Index by identity in the event's tree and in the previous one.
    lazy var eventIndex: [UInt64: ViewTree.NodeID] = Context.index(event?.layout.tree)
    lazy var previousIndex: [UInt64: ViewTree.NodeID] = Context.index(previous?.layout.tree)
    /// What was drawn at the moment the update happened.
    lazy var startRows: ShownFrames? = event.map { $0.presentation.shownRows($0.layout, at: $0.time) }
    lazy var previousRows: ShownFrames? = {
      guard let event, let previous else { return nil }
      return previous.presentation.shownRows(previous.layout, at: event.time)
    }()
    lazy var choices: [Presentation.AnimationChoice] = {
      guard let event else { return [] }
      return Presentation.animationChoices(
        event.layout.tree, previous: previous?.layout.tree, transaction: event.transaction)
    }()
    lazy var eventNames: ViewNames? = event.map { ViewNames($0.layout.tree) }
    lazy var spaces: SpaceGeometry = scene.spaces(layout)
    /// The drawn leaves the update removed (outside any matched group), by their code.
    lazy var removedLeaves: [String: [ViewTree.NodeID]] = {
      guard event != nil, let before = previous?.layout.tree else { return [:] }
      var result: [String: [ViewTree.NodeID]] = [:]
      for k in 0..<before.count {
        let r = ViewTree.NodeID(k)
        guard before.childCount(of: r) == 0, eventIndex[before.identities[k]] == nil,
          GeometryGroups.draws(before.kinds[k]), !Anomaly.isMatched(r, in: before)
        else { continue }
        result[before.kinds[k].summary, default: []].append(r)
      }
      return result
    }()

    static func index(_ tree: ViewTree?) -> [UInt64: ViewTree.NodeID] {
      guard let tree else { return [:] }
      var result: [UInt64: ViewTree.NodeID] = [:]
      result.reserveCapacity(tree.count)
      for i in 0..<tree.count { result[tree.identities[i]] = ViewTree.NodeID(i) }
      return result
    }
  }

  /// One view asked about: its index in the event's tree (found by identity) and whether the
  /// update in effect inserted it.
  struct Facts {
    let context: Context
    let node: ViewTree.NodeID
    let eventNode: ViewTree.NodeID?
    let inserted: Bool
    var scene: Scene { context.scene }
    var layout: Layout { context.layout }
    var names: ViewNames { context.names }
    var event: Timeline.Event? { context.event }
    var previous: Timeline.Event? { context.previous }

    init(context: Context, node: ViewTree.NodeID) {
      self.context = context
      self.node = node
      let identity = context.layout.tree.identities[Int(node)]
      eventNode = context.eventIndex[identity]
      inserted = context.previous != nil && eventNode != nil && context.previousIndex[identity] == nil
    }
  }

  // MARK: Rules

  /// docs/semantics.md §7: a leaf's frame animates relative to its nearest geometry group; an
  /// inserted view has no old frame, so it is drawn at its final place in that group at once.
  /// When a container between the view and its group moves in the same update, carrying a drawn
  /// view that stays in place inside it (the square an overlay sits on, the row above a new
  /// one), that view is drawn in flight while the new one is already at the end: they come
  /// apart. Making the container a group keeps them together, so the rule fires only where a
  /// group would change what is drawn. A row that draws nothing speaks for the view it holds.
  static func insertedIntoMovingContainer(_ facts: Facts) -> Anomaly? {
    guard facts.inserted, let event = facts.event, let previous = facts.previous,
      let asked = facts.eventNode
    else { return nil }
    let layout = event.layout
    let tree = layout.tree
    var n = asked
    while tree.childCount(of: n) > 0 { n = tree.content(of: n) }
    guard GeometryGroups.draws(tree.kind(n)) else { return nil }
    let before = previous.layout
    let context = facts.context
    func old(_ v: ViewTree.NodeID) -> ViewTree.NodeID? { context.previousIndex[tree.identities[Int(v)]] }
    guard old(n) == nil else { return nil }
    // The subtree the update inserted: its root is the topmost new ancestor of the view.
    var inserted = n
    while let p = tree.parent(inserted), old(p) == nil { inserted = p }
    let groups = GeometryGroups(tree)
    let group = groups.group[Int(n)]
    guard let start = context.startRows else { return nil }
    let tolerance = 1 / max(1, layout.window.displayScale)
    var cursor = tree.parent(inserted)
    while let a = cursor, a != group, let oa = old(a) {
      cursor = tree.parent(a)
      let was = before.globalFrame(oa)
      let now = layout.globalFrame(a)
      guard was.origin != now.origin || was.size != now.size else { continue }
      // A drawn view in the container, there before, in the same group, and still at the same
      // place inside it: the container carries it.
      var k = Int(a) + 1
      while k < tree.count, isDescendant(ViewTree.NodeID(k), of: a, in: tree) {
        let r = ViewTree.NodeID(k)
        k += 1
        if r == inserted || isDescendant(r, of: inserted, in: tree) { continue }
        guard tree.childCount(of: r) == 0, GeometryGroups.draws(tree.kind(r)),
          groups.group[Int(r)] == group, let or = old(r)
        else { continue }
        let relNow = layout.globalFrame(r).origin.vector(from: now.origin)
        let relWas = before.globalFrame(or).origin.vector(from: was.origin)
        guard abs(relNow.dx - relWas.dx) < 1e-9, abs(relNow.dy - relWas.dy) < 1e-9,
          let viewQuad = start.quads[Int(n)], let refQuad = start.quads[Int(r)]
        else { continue }
        let offset = layout.globalFrame(n).origin.vector(from: layout.globalFrame(r).origin)
        let drawn = viewQuad.boundingBox.origin
        let carried = refQuad.boundingBox.origin.offset(by: offset)
        let apart = drawn.vector(from: carried)
        guard abs(apart.dx) > tolerance || abs(apart.dy) > tolerance else { continue }
        let anomaly = insertedAnomaly(
          view: n, container: a, reference: r, was: WhyHistory.globalBox(oa, before),
          now: WhyHistory.globalBox(a, layout), drawn: drawn, carried: carried,
          apart: apart, group: group, event: event)
        // The gap may be something else's doing (the view's own transition moves it): the
        // anomaly is named only where its fix, replayed, draws the view elsewhere at that moment.
        guard let edit = anomaly.fix.edit else { return anomaly }
        var replay = FixReplay(edit, scene: facts.scene)
        guard let fixed = replay.replay(at: event.time), replay.applied > 0,
          case .success(let m) = ViewNames(fixed.layout.tree).resolve(ViewNames(tree).name(of: n)),
          let fixedQuad = fixed.shown?.quads[Int(m)]
        else { return anomaly }
        let moved = fixedQuad.boundingBox.origin.vector(from: viewQuad.boundingBox.origin)
        guard abs(moved.dx) > tolerance || abs(moved.dy) > tolerance else { continue }
        return anomaly
      }
    }
    return nil
  }

  private static func insertedAnomaly(
    view n: ViewTree.NodeID, container a: ViewTree.NodeID, reference r: ViewTree.NodeID,
    was: Rect, now: Rect, drawn: Point, carried: Point, apart: Vector, group: ViewTree.NodeID?,
    event: Timeline.Event
  ) -> Anomaly {
    let f = NumberFormat.format
    let tree = event.layout.tree
    let names = ViewNames(tree)
    let view = names.name(of: n)
    let holder = names.name(of: a)
    let reference = names.name(of: r)
    let groupName = group.map { names.name(of: $0) } ?? "the window"
    let t = f(event.time)
    let place = tree.sources[Int(a)].map { " (\($0))" } ?? ""
    return Anomaly(
      rule: .insertedIntoMovingContainer,
      explanation: [
        "\(view) was inserted by the update at \(t) s into \(holder), which moves with "
          + "\(reference) from \(Format.rect(was)) to \(Format.rect(now)) in the same update.",
        "\(view) has no old frame, so it is drawn at its final place in its geometry group "
          + "(\(groupName)) from the first frame, while \(reference) is drawn where its animation has got:",
        "at t = \(t) s \(view) is drawn at \(Format.point(drawn)), but its place by \(reference) is "
          + "\(Format.point(carried)): (\(f(apart.dx)), \(f(apart.dy))) apart until the animation ends.",
      ],
      fix: Fix(
        summary: "make \(holder) a geometry group, so what it holds is placed in it and moves with it",
        code: [
          "\(tree.kind(a).summary)\(place)",
          "  .geometryGroup()              // iOS 17 and later",
          "  .transformEffect(.identity)   // before iOS 17: any GeometryEffect groups the same way",
        ],
        edit: tree.sources[Int(a)].map {
          FixEdit(
            targets: [($0, tree.kind(a).summary)], change: .modifier(.geometryGroup),
            label: ".geometryGroup() on \(holder)")
        }))
  }

  /// docs/semantics.md §6: views in two branches of an `if`/`else` have two identities, so
  /// toggling the condition removes one and inserts the other; under an animation the new one
  /// fades in at its final place while the old one fades out where it was. When the two look
  /// the same (the same leaf) and sit in different places, the user meant one view to move:
  /// `matchedGeometryEffect` with one id in one namespace makes the new one grow out of the old.
  static func crossFadeInsteadOfMove(_ facts: Facts) -> Anomaly? {
    guard facts.inserted, let event = facts.event, let asked = facts.eventNode else { return nil }
    var n = asked
    while event.layout.tree.childCount(of: n) > 0 { n = event.layout.tree.content(of: n) }
    return crossFade(inserted: n, context: facts.context)
  }

  /// The same rule asked from the side of the view that leaves: the views the same update
  /// inserted that look like it.
  static func crossFadeInsteadOfMove(leaving ghost: ShownFrames.Ghost, scene: Scene) -> Anomaly? {
    let events = scene.timeline.events
    guard ghost.draws, let k = events.lastIndex(where: { $0.time == ghost.removedAt }), k > 0
    else { return nil }
    let layout = events[k].layout
    let context = Context(
      scene: scene, layout: layout, names: ViewNames(layout.tree), event: events[k],
      previous: events[k - 1])
    let tree = layout.tree
    for i in 0..<tree.count where tree.childCount(of: ViewTree.NodeID(i)) == 0 {
      guard context.previousIndex[tree.identities[i]] == nil, tree.kinds[i].summary == ghost.summary,
        let anomaly = crossFade(inserted: ViewTree.NodeID(i), context: context)
      else { continue }
      return anomaly
    }
    return nil
  }

  static func crossFade(inserted n: ViewTree.NodeID, context: Context) -> Anomaly? {
    guard let event = context.event, let previous = context.previous else { return nil }
    let layout = event.layout
    let tree = layout.tree
    let kind = tree.kind(n)
    guard GeometryGroups.draws(kind), !isMatched(n, in: tree) else { return nil }
    let before = previous.layout
    guard context.previousIndex[tree.identities[Int(n)]] == nil,
      let animation = context.choices[Int(n)].animation
    else { return nil }
    let now = layout.globalFrame(n)
    for r in context.removedLeaves[kind.summary] ?? [] {
      let was = before.globalFrame(r)
      guard was != now, let names = context.eventNames else { continue }
      let f = NumberFormat.format
      let view = names.name(of: n)
      // Its name while it leaves, as `:frames` lists it.
      let ghost = context.startRows?.leaving.first {
        $0.draws && $0.summary == kind.summary && $0.layoutFrame == was && $0.removedAt == event.time
      }
      let oldName = ghost?.name ?? ViewNames(before.tree).name(of: r)
      var owner: String?
      var cursor = tree.parent(n)
      while let c = cursor, owner == nil {
        if case .custom(let name) = tree.kind(c) { owner = name }
        cursor = tree.parent(c)
      }
      return Anomaly(
        rule: .crossFadeInsteadOfMove,
        explanation: [
          "The update at \(f(event.time)) s removed \(oldName) (\(kind.summary) at "
            + "\(Format.rect(WhyHistory.globalBox(r, before)))) and inserted \(view), which looks the "
            + "same, at \(Format.rect(WhyHistory.globalBox(n, layout))).",
          "They are two views with two identities (each branch of an if/else is its own view), so "
            + "nothing moves: under \(animation) \(view) fades in at its final place while "
            + "\(oldName) fades out where it was.",
        ],
        fix: Fix(
          summary: "link their geometry: the same matchedGeometryEffect id, in one namespace, on both",
          code: [
            "@Namespace private var space" + (owner.map { "   // a property of \($0)" } ?? ""),
            "\(kind.summary)",
            "  .matchedGeometryEffect(id: \"shared\", in: space)   // on both branches' views, before their frames",
          ],
          edit: tree.sources[Int(n)].flatMap { new in
            before.tree.sources[Int(r)].map { old in
              FixEdit(
                targets: [(new, kind.summary), (old, kind.summary)],
                change: .modifier(.matchedGeometry(MatchedGeometry(id: "shared", namespace: "why.fix"))),
                label: ".matchedGeometryEffect(id: \"shared\", in: space) on \(view) and \(oldName)")
            }
          }))
    }
    return nil
  }

  /// docs/semantics.md §4.1 and §8.1: an effect animates through its `animatableData`; the
  /// animation interpolates those numbers and the effect is evaluated again at each moment.
  /// An effect without them still changes with the update, but at once: the view is drawn at
  /// its new place from the update's first moment, animation or not.
  static func effectWithoutAnimatableData(_ facts: Facts) -> Anomaly? {
    guard let event = facts.event, let previous = facts.previous, let n = facts.eventNode
    else { return nil }
    let layout = event.layout
    let tree = layout.tree
    let before = previous.layout
    let context = facts.context
    let choices = context.choices
    var cursor: ViewTree.NodeID? = n
    while let a = cursor {
      cursor = tree.parent(a)
      guard case .effect(let effect, _) = tree.kind(a), effect.animatableData.isEmpty,
        let animation = choices[Int(a)].animation,
        let p = context.previousIndex[tree.identities[Int(a)]],
        case .effect(let old, _) = before.tree.kind(p)
      else { continue }
      let oldMatrix = old.matrix(for: before.sizes[Int(p)], rightToLeft: before.isRightToLeft(p))
      let newMatrix = effect.matrix(for: layout.sizes[Int(a)], rightToLeft: layout.isRightToLeft(a))
      guard oldMatrix != newMatrix,
        let oldView = context.previousIndex[tree.identities[Int(n)]],
        let was = context.previousRows?.quads[Int(oldView)],
        let now = context.startRows?.quads[Int(n)]
      else { continue }
      let from = was.boundingBox
      let to = now.boundingBox
      guard from != to else { continue }
      let f = NumberFormat.format
      guard let names = context.eventNames else { return nil }
      let view = names.name(of: n)
      let effectName = names.name(of: a)
      var code: [String]
      var isCustom = false
      var edit: FixEdit?
      switch effect {
      case .custom(let name, let custom):
        isCustom = true
        // The stored numbers the update changed: one is what `animatableData` should expose.
        var changed: [String] = []
        if case .custom(_, let oldCustom) = old {
          changed = custom.fields.keys.sorted().filter { oldCustom.fields[$0] != custom.fields[$0] }
        }
        if changed.count == 1, let field = changed.first, custom.animating(field) != nil {
          code = [
            "struct \(name): GeometryEffect {",
            "  var animatableData: Double {",
            "    get { \(field) }",
            "    set { \(field) = newValue }",
            "  }",
            "  …",
            "}",
          ]
          edit = tree.sources[Int(a)].map {
            FixEdit(
              targets: [($0, tree.kind(a).summary)], change: .animateEffect(field: field),
              label: "animatableData exposing \(name).\(field)")
          }
        } else {
          code = [
            "struct \(name): GeometryEffect {",
            "  var animatableData: Double {   // AnimatablePair<…, …> for two values",
            "    get { value }                  // the property the update changes",
            "    set { value = newValue }",
            "  }",
            "  …",
            "}",
          ]
        }
      default:
        code = [
          "// .offset, .rotationEffect and .scaleEffect animate their parameters;",
          "// or write a GeometryEffect whose animatableData holds the numbers that change",
        ]
      }
      return Anomaly(
        rule: .effectWithoutAnimatableData,
        explanation: [
          "The update at \(f(event.time)) s changed \(effectName) (\(tree.kind(a).summary)) under \(animation), "
            + "but the effect has no animatableData: there is nothing to interpolate.",
          "So \(view) is drawn at its new place from the update's first moment: \(Format.rect(from)) just "
            + "before it, \(Format.rect(to)) from t = \(f(event.time)) s on.",
        ],
        fix: Fix(
          summary: isCustom
            ? "give \(effectName)'s type animatableData: the numbers the animation should move"
            : "use an effect whose parameters animate",
          code: code, edit: edit))
    }
    return nil
  }

  /// The layout-visible effects above `n` (not `ignoredByLayout`), nearest first, as code.
  static func effectsAbove(_ n: ViewTree.NodeID, in tree: ViewTree) -> [String] {
    var found: [String] = []
    var cursor = tree.parent(n)
    while let p = cursor {
      if case .effect(let e, let affects) = tree.kind(p), affects { found.append(e.summary) }
      cursor = tree.parent(p)
    }
    return found
  }

  /// docs/semantics.md §4.2: `frame(in:)` maps the view's four corners and takes their
  /// bounding box; under a rotation that box is larger than the reader.
  static func rotatedReader(_ facts: Facts) -> Anomaly? {
    let layout = facts.layout
    let n = facts.node
    guard case .geometryReader = layout.tree.kind(n) else { return nil }
    let spaces = facts.context.spaces
    guard let quad = spaces.quad(of: n, in: .global), !quad.isAxisAligned else { return nil }
    let size = layout.sizes[Int(n)]
    let box = quad.boundingBox
    let view = facts.names.name(of: n)
    let through = effectsAbove(n, in: layout.tree).joined(separator: ", ")
    return Anomaly(
      rule: .rotatedReader,
      explanation: [
        "\(view) is \(Format.size(size)), but \(through) above it turns it, so in global space "
          + "(proxy.frame(in: .global)) it reports the bounding box of its four corners: "
          + "\(Format.rect(box)).",
      ],
      fix: Fix(
        summary: "measure where the rotation does not reach, or keep readers from seeing it",
        code: [
          "proxy.size                         // or proxy.frame(in: .local): the reader's own space",
          ".coordinateSpace(name: \"inside\")   // on a view inside the rotation, read with .named(\"inside\")",
          "_RotationEffect(angle: …).ignoredByLayout()   // drawn turned, measured straight",
        ],
        edit: ignoredByLayoutEdit(above: n, in: layout.tree)))
  }

  /// docs/semantics.md §4.3: an anchor of a view under a rotation is stored as the bounding box
  /// of its corners in global space; a reader under the same rotation converts it back through
  /// a second bounding box.
  static func inflatedAnchor(_ facts: Facts) -> Anomaly? {
    let layout = facts.layout
    let tree = layout.tree
    // The asked row and the modifiers folded into it (an .anchorPreference sits above its view).
    var nodes = [facts.node]
    var cursor = tree.parent(facts.node)
    while let p = cursor, tree.kind(p).foldsIntoRow, tree.childCount(of: p) == 1 {
      nodes.append(p)
      cursor = tree.parent(p)
    }
    let spaces = facts.context.spaces
    for a in nodes {
      guard case .preference(let m) = tree.kind(a), case .anchor(let source) = m.role,
        case .rect? = spaces.anchor(source, at: a),
        let quad = spaces.quad(of: a, in: .global), !quad.isAxisAligned,
        case .rect(let stored)? = spaces.anchor(source, at: a)
      else { continue }
      let size = layout.sizes[Int(a)]
      let f = NumberFormat.format
      // The readers it is resolved in inflate it again when they sit under the same turn.
      var resolvedIn: [String] = []
      for r in 0..<tree.count {
        guard case .geometryReader = tree.kinds[r],
          case .rect(let back)? = spaces.resolve(.rect(stored), in: ViewTree.NodeID(r)),
          abs(back.width - size.width) > 0.005 || abs(back.height - size.height) > 0.005
        else { continue }
        resolvedIn.append(
          "\(facts.names.name(of: ViewTree.NodeID(r))) reads it back as \(f(back.width))×\(f(back.height))")
      }
      let view = facts.names.name(of: facts.node)
      let through = effectsAbove(a, in: tree).joined(separator: ", ")
      return Anomaly(
        rule: .inflatedAnchor,
        explanation: [
          "\(view) publishes an anchor \(source) of its \(Format.size(size)) bounds; \(through) above it "
            + "turns it, and an anchor is stored in global space as the bounding box of its corners: "
            + "\(f(stored.width))×\(f(stored.height)) at \(Format.point(stored.origin)).",
        ]
          + (resolvedIn.isEmpty
            ? []
            : ["Resolved in a reader under the same rotation it takes a second bounding box: "
              + resolvedIn.prefix(3).joined(separator: "; ") + " instead of \(Format.size(size))."]),
      fix: Fix(
        summary: "publish the frame in a space inside the rotation, or keep the rotation out of layout",
        code: [
          ".coordinateSpace(name: \"inside\")   // on the container inside the rotation",
          "GeometryReader { g in Color.clear.preference(key: …, value: g.frame(in: .named(\"inside\"))) }",
          "_RotationEffect(angle: …).ignoredByLayout()   // drawn turned, anchors measured straight",
        ],
        edit: ignoredByLayoutEdit(above: a, in: tree)))
    }
    return nil
  }

  /// The fix `--fix` can replay for a view under a turning effect: every layout-visible effect
  /// above it made `ignoredByLayout()` (drawn as before, measured straight).
  static func ignoredByLayoutEdit(above n: ViewTree.NodeID, in tree: ViewTree) -> FixEdit? {
    var targets: [(source: SourceLocation, code: String)] = []
    var cursor = tree.parent(n)
    while let p = cursor {
      if case .effect(_, true) = tree.kind(p), let source = tree.sources[Int(p)] {
        targets.append((source, tree.kind(p).summary))
      }
      cursor = tree.parent(p)
    }
    guard !targets.isEmpty else { return nil }
    return FixEdit(
      targets: targets, change: .ignoredByLayout,
      label: "ignoredByLayout() on " + targets.map(\.code).joined(separator: ", "))
  }

  /// docs/semantics.md §6: a group's source is its first member on screen with `isSource`; with
  /// two, SwiftUI says the result is undefined (the first in tree order wins here); with none,
  /// the followers have no frame to take and keep their own.
  static func matchedGroupSources(_ facts: Facts) -> Anomaly? {
    let layout = facts.layout
    let tree = layout.tree
    guard tree.hasMatchedGeometry else { return nil }
    // The member the asked row belongs to: the nearest matchedGeometryEffect at or above it.
    var cursor: ViewTree.NodeID? = facts.node
    var member: MatchedGeometry?
    while let c = cursor, member == nil {
      if case .matchedGeometry(let m) = tree.kind(c) { member = m }
      cursor = tree.parent(c)
    }
    guard let member else { return nil }
    let groups = MatchedGroups(tree, isPlaced: layout.isPlaced)
    guard let members = groups.members[member.key] else { return nil }
    let sources = members.filter {
      if case .matchedGeometry(let m) = tree.kind($0) { return m.isSource } else { return false }
    }
    let names = facts.names
    // A member by the view it holds: `Color#1` rather than its modifier row.
    func label(_ m: ViewTree.NodeID) -> String {
      var leaf = m
      while tree.childCount(of: leaf) > 0 { leaf = tree.content(of: leaf) }
      return names.name(of: leaf)
    }
    let group = "(id: \(member.id), in: \(member.namespace))"
    if sources.count > 1 {
      return Anomaly(
        rule: .matchedGroupSources,
        explanation: [
          "The matched group \(group) has \(sources.count) sources on screen: "
            + sources.map(label).joined(separator: ", ") + ".",
          "SwiftUI calls the result undefined; here the first in tree order, "
            + "\(label(sources[0])), is the one the others follow.",
        ],
        fix: Fix(
          summary: "keep one source on screen: pass isSource: false to the others",
          code: [".matchedGeometryEffect(id: \(member.id), in: …, isSource: false)   // on all but one"]))
    }
    guard sources.isEmpty, members.count > 0 else { return nil }
    return Anomaly(
      rule: .matchedGroupSources,
      explanation: [
        "The matched group \(group) has no source on screen: "
          + members.map(label).joined(separator: ", ")
          + (members.count == 1 ? " is its only member, and it is" : " are its members, all")
          + " isSource: false, so there is no frame to take and each keeps its own.",
      ],
      fix: Fix(
        summary: "give the group a source on screen: one member with isSource: true (the default)",
        code: [".matchedGeometryEffect(id: \(member.id), in: …)   // isSource: true on the view the others follow"]))
  }

  /// docs/semantics.md §6: `matchedGeometryEffect` gives a follower the source's size without
  /// changing its parent's layout. Sizing a view's `.frame` from a measured frame does change
  /// it: the slot grows and the views beside it move. The asked row, the modifiers folded onto
  /// it and the views it holds are searched for such a frame.
  static func sizedFromMeasurement(_ facts: Facts) -> Anomaly? {
    guard let event = facts.event, !event.measured.isEmpty, let asked = facts.eventNode else {
      return nil
    }
    let layout = event.layout
    let tree = layout.tree
    var chain: [ViewTree.NodeID] = [asked]
    var down = asked
    while tree.childCount(of: down) == 1 {
      down = tree.content(of: down)
      chain.append(down)
    }
    var up = asked
    while let p = tree.parent(up), tree.childCount(of: p) == 1, tree.kind(p).isModifier {
      chain.append(p)
      up = p
    }
    guard let f = chain.first(where: { event.measured[tree.identities[Int($0)]] != nil }),
      let was = event.measured[tree.identities[Int(f)]], let names = facts.context.eventNames
    else { return nil }
    let now = layout.globalFrame(f)
    return Anomaly(
      rule: .sizedFromMeasurement,
      explanation: [
        "\(names.name(of: f)) (\(tree.kind(f).summary)) is sized from a measurement: the update's "
          + "first layout gave it \(Format.rect(was)); once a GeometryReader's value came back "
          + "(through state or a preference) it became \(Format.rect(now)).",
        "A frame takes part in layout, so its slot changed with it and the views beside it moved; "
          + "matchedGeometryEffect gives a follower the source's size without touching its parent's layout.",
      ],
      fix: Fix(
        summary: "keep the slot as it was and draw a resized copy over it, or let matchedGeometryEffect share the size",
        code: [
          "content.hidden()                        // keeps the slot",
          "  .overlay(alignment: .topLeading) {",
          "    content.frame(width: measured?.width, height: measured?.height)",
          "  }",
          ".matchedGeometryEffect(id: …, in: …, properties: .size, isSource: false)   // or this",
        ],
        edit: tree.sources[Int(f)].map {
          FixEdit(
            targets: [($0, tree.kind(f).summary)], change: .keepSlot,
            label: "the content hidden in its slot and the sized copy drawn over it")
        }))
  }

  /// Whether a `matchedGeometryEffect` sits at or above `n`.
  static func isMatched(_ n: ViewTree.NodeID, in tree: ViewTree) -> Bool {
    var cursor: ViewTree.NodeID? = n
    while let c = cursor {
      if case .matchedGeometry = tree.kind(c) { return true }
      cursor = tree.parent(c)
    }
    return false
  }

  /// Whether `v` lies in `a`'s subtree (nodes are numbered depth first, so the walk up stops
  /// as soon as it passes `a`).
  static func isDescendant(_ v: ViewTree.NodeID, of a: ViewTree.NodeID, in tree: ViewTree) -> Bool {
    var cursor: ViewTree.NodeID? = v
    while let c = cursor, c >= a {
      if c == a { return true }
      cursor = tree.parent(c)
    }
    return false
  }
}
