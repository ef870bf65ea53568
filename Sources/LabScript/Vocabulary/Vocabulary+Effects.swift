extension Vocabulary {
  /// Geometry effects: drawn transforms that readers see too (Builtins/EffectModifiers.swift;
  /// docs/semantics.md §4.1).
  static let effectModifiers: [VocabularyEntry] = [
    VocabularyEntry(
      "rotationEffect", .modifier, .effect, signature: "(_:anchor:)",
      summary: "Rotates the drawing about an anchor (the centre by default); layout is unchanged.",
      example: "Color.red.frame(width: 100, height: 20).rotationEffect(.degrees(45))"),
    VocabularyEntry(
      "scaleEffect", .modifier, .effect, signature: "(_:anchor:) or (x:y:anchor:)",
      summary: "Scales the drawing about an anchor (the centre by default); layout is unchanged.",
      example: "Circle().frame(width: 20, height: 20).scaleEffect(2)"),
    VocabularyEntry(
      "transformEffect", .modifier, .effect, signature: "(_:)",
      summary: "Applies an affine transform to the drawing; layout is unchanged.",
      example: "Color.red.frame(width: 50, height: 50).transformEffect(CGAffineTransform(rotationAngle: 0.5))"),
    VocabularyEntry(
      "projectionEffect", .modifier, .effect, signature: "(_:)",
      summary: "Applies a projective (3×3) transform to the drawing; layout is unchanged.",
      example: "Color.red.frame(width: 50, height: 50).projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))"),
    VocabularyEntry(
      "rotation3DEffect", .modifier, .effect, signature: "(_:axis:anchor:anchorZ:perspective:)",
      summary: "Rotates the drawing about a 3D axis through an anchor, with perspective; layout unchanged.",
      example: "Color.red.frame(width: 100, height: 50).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))"),
  ]

  /// Closures the lab runs when the user acts or the view's life changes
  /// (Builtins/ActionModifiers.swift).
  static let actionModifiers: [VocabularyEntry] = [
    VocabularyEntry(
      "onTapGesture", .modifier, .action, signature: "(count:perform:)",
      summary: "Runs its closure when the view is tapped (:tap <view>); no effect on layout.",
      example: "Color.red.frame(width: 40, height: 40).onTapGesture { print(\"tapped\") }"),
    VocabularyEntry(
      "gesture", .modifier, .action, signature: "(_:including:)",
      summary: "Attaches a gesture: a DragGesture runs its updating, onChanged and onEnded closures as :drag <view> by dx dy moves it; a TapGesture's onEnded runs on :tap.",
      example: "Color.red.frame(width: 40, height: 40).gesture(DragGesture().onChanged { print($0.translation) })"),
    VocabularyEntry(
      "simultaneousGesture", .modifier, .action, signature: "(_:including:)",
      summary: "Attaches a gesture that runs together with the view's other gestures (performed as .gesture is).",
      example: "Color.red.frame(width: 40, height: 40).simultaneousGesture(DragGesture().onEnded { _ in print(\"dropped\") })"),
    VocabularyEntry(
      "highPriorityGesture", .modifier, .action, signature: "(_:including:)",
      summary: "Attaches a gesture that takes precedence over the gestures of the views inside (performed as .gesture is).",
      example: "Color.red.frame(width: 40, height: 40).highPriorityGesture(TapGesture().onEnded { print(\"tapped\") })"),
    VocabularyEntry(
      "phaseAnimator", .modifier, .action, signature: "(_:trigger:content:animation:)",
      summary: "Builds the view from its current phase and moves through the phases on the clock, each move animated; without a trigger it starts on appearing and loops, with one each change runs one cycle.",
      example: "Circle().frame(width: 40, height: 40).phaseAnimator([false, true]) { content, up in content.offset(y: up ? -20 : 0) }"),
    VocabularyEntry(
      "keyframeAnimator", .modifier, .action, signature: "(initialValue:repeating:content:keyframes:) or (initialValue:trigger:content:keyframes:)",
      summary: "Builds the view from a value that keyframe tracks drive on the clock, a frame every 1/120 s: looping from when it appears, or once each time the trigger changes.",
      example: "Circle().frame(width: 40, height: 40).keyframeAnimator(initialValue: 1.0) { content, s in content.scaleEffect(s) } keyframes: { _ in KeyframeTrack { LinearKeyframe(1.5, duration: 0.5); LinearKeyframe(1.0, duration: 0.5) } }"),
    VocabularyEntry(
      "onReceive", .modifier, .action, signature: "(_:perform:)",
      summary: "Runs its closure each time a Timer.publish(every:…).autoconnect() timer fires on the clock (:tick, :scrub), from when the view appears until it leaves.",
      example: "Text(\"Hi\").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in print(\"tick\") }"),
    VocabularyEntry(
      "onAppear", .modifier, .action, signature: "(perform:)",
      summary: "Runs its closure after the update that first shows the view.",
      example: "Text(\"Hi\").onAppear { print(\"appeared\") }"),
    VocabularyEntry(
      "onDisappear", .modifier, .action, signature: "(perform:)",
      summary: "Runs its closure after the update that removes the view.",
      example: "Text(\"Hi\").onDisappear { print(\"gone\") }"),
    VocabularyEntry(
      "onChange", .modifier, .action, signature: "(of:initial:_:)",
      summary: "Runs its closure after an update in which the watched value changed.",
      example: "Text(\"Hi\").onChange(of: 1) { print(\"changed\") }"),
    VocabularyEntry(
      "onLongPressGesture", .modifier, .action, signature: "(minimumDuration:maximumDistance:perform:)",
      summary: "Runs its closure on a long press: :longpress performs one.",
      example: "Text(\"Hi\").onLongPressGesture { print(\"pressed\") }"),
    VocabularyEntry(
      "onGeometryChange", .modifier, .action, signature: "(for:of:action:)",
      summary: "After an update, reads the view's geometry with `of` and runs `action` when that value changed (and the first time).",
      example: "Color.red.frame(width: 50, height: 50).onGeometryChange(for: CGFloat.self) { $0.size.width } action: { print($0) }"),
    VocabularyEntry(
      "scrollPosition", .modifier, .action, signature: "(id:anchor:)",
      summary: "Binds the id of the top-most view of the ScrollView's scroll target layout: scrolling writes it, writing it scrolls there.",
      example: "ScrollView { LazyVStack { ForEach(0..<60) { i in Text(\"Row \\(i)\") } }.scrollTargetLayout() }.scrollPosition(id: .constant(30), anchor: .top)"),
    VocabularyEntry(
      "task", .modifier, .action, signature: "(priority:_:)",
      summary: "Runs its closure when the view appears, as onAppear does.",
      example: "Text(\"Hi\").task { print(\"started\") }"),
  ]

  /// Preference keys flowing up the tree, and anchors (Builtins/PreferenceModifiers.swift;
  /// docs/semantics.md §4.3, §5).
  static let preferenceModifiers: [VocabularyEntry] = [
    VocabularyEntry(
      "preference", .modifier, .preference, signature: "(key:value:)",
      summary: "Sets a PreferenceKey's value for the subtree, replacing what the views below wrote.",
      example: """
        struct WidthKey: PreferenceKey {
          static var defaultValue: CGFloat = 0
          static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        Text("A").preference(key: WidthKey.self, value: 42)
        """),
    VocabularyEntry(
      "transformPreference", .modifier, .preference, signature: "(_:_:)",
      summary: "Edits the subtree's combined value of a PreferenceKey.",
      example: """
        struct CountKey: PreferenceKey {
          static var defaultValue: Int = 0
          static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
        }
        VStack { Text("A").preference(key: CountKey.self, value: 1) }.transformPreference(CountKey.self) { $0 += 10 }
        """),
    VocabularyEntry(
      "anchorPreference", .modifier, .preference, signature: "(key:value:transform:)",
      summary: "Writes a value made from an anchor of the view, stored in global space.",
      example: """
        struct BoundsKey: PreferenceKey {
          static var defaultValue: Anchor<CGRect>? = nil
          static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        Text("A").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        """),
    VocabularyEntry(
      "onPreferenceChange", .modifier, .preference, signature: "(_:perform:)",
      summary: "Runs its closure after an update in which the subtree's preference value changed.",
      example: """
        struct SizeKey: PreferenceKey {
          static var defaultValue: CGFloat = 0
          static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        Text("A").preference(key: SizeKey.self, value: 7).onPreferenceChange(SizeKey.self) { print($0) }
        """),
    VocabularyEntry(
      "overlayPreferenceValue", .modifier, .preference, signature: "(_:alignment:_:)",
      summary: "Builds an overlay from the subtree's value of a key (where anchors are resolved).",
      example: """
        struct MarkKey: PreferenceKey {
          static var defaultValue: Anchor<CGRect>? = nil
          static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        Text("A").anchorPreference(key: MarkKey.self, value: .bounds) { $0 }
          .overlayPreferenceValue(MarkKey.self) { a in
            GeometryReader { p in if let a { Color.clear.frame(width: p[a].width) } }
          }
        """),
    VocabularyEntry(
      "backgroundPreferenceValue", .modifier, .preference, signature: "(_:alignment:_:)",
      summary: "Builds a background from the subtree's value of a key (where anchors are resolved).",
      example: """
        struct UnderKey: PreferenceKey {
          static var defaultValue: Anchor<CGRect>? = nil
          static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        Text("A").anchorPreference(key: UnderKey.self, value: .bounds) { $0 }
          .backgroundPreferenceValue(UnderKey.self) { a in
            GeometryReader { p in if let a { Color.yellow.frame(width: p[a].width) } }
          }
        """),
  ]

  /// Animation, transitions and geometry groups (Builtins/Modifiers.swift;
  /// docs/semantics.md §6–§8).
  static let animationModifiers: [VocabularyEntry] = [
    VocabularyEntry(
      "animation", .modifier, .layout, signature: "(_:value:)",
      summary: "Animates the changes below it with this animation in updates where the value changed.",
      example: "Color.red.frame(width: 50, height: 50).animation(.bouncy, value: 1)"),
    VocabularyEntry(
      "transition", .modifier, .layout, signature: "(_:)",
      summary: "How the view enters and leaves when an animated update inserts or removes it.",
      example: "Color.red.frame(width: 50, height: 50).transition(.scale)"),
    VocabularyEntry(
      "transaction", .modifier, .layout, signature: "(_:)",
      summary: "Edits the transaction (animation, disablesAnimations) for the updates below it.",
      example: "Color.red.frame(width: 50, height: 50).transaction { $0.animation = .linear }"),
    VocabularyEntry(
      "opacity", .modifier, .layout, signature: "(_:)",
      summary: "Draws the view at an opacity from 0 to 1, animatable; layout is unchanged.",
      example: "Color.red.frame(width: 50, height: 50).opacity(0.5)"),
    VocabularyEntry(
      "geometryGroup", .modifier, .layout, signature: "()",
      summary: "Makes the view one geometry group: what it holds is drawn relative to it and moves with it.",
      example: "VStack { Color.red; Color.blue }.geometryGroup().frame(width: 50, height: 100)"),
    VocabularyEntry(
      "matchedGeometryEffect", .modifier, .layout, signature: "(id:in:properties:anchor:isSource:)",
      summary: "Links views by id in a namespace: followers take the source's frame, and an animated swap morphs.",
      example: """
        struct Pair: View {
          @Namespace var ns
          var body: some View {
            HStack {
              Color.red.matchedGeometryEffect(id: "a", in: ns).frame(width: 50, height: 50)
              Color.blue.matchedGeometryEffect(id: "a", in: ns, isSource: false).frame(width: 20, height: 20)
            }
          }
        }
        Pair()
        """),
  ]
}
