import LabGeometry
import Testing

// Default guide values, docs/semantics.md §1.3: leading 0, center w/2, trailing w; top 0, center h/2,
// bottom h; text baselines default to h for views without text.

@Test func builtInGuideDefaults() {
  let size = Size(width: 80, height: 20)
  #expect(AlignmentKey.leading.defaultValue(in: size) == 0)
  #expect(AlignmentKey.hCenter.defaultValue(in: size) == 40)
  #expect(AlignmentKey.trailing.defaultValue(in: size) == 80)
  #expect(AlignmentKey.top.defaultValue(in: size) == 0)
  #expect(AlignmentKey.vCenter.defaultValue(in: size) == 10)
  #expect(AlignmentKey.bottom.defaultValue(in: size) == 20)
  #expect(AlignmentKey.firstTextBaseline.defaultValue(in: size) == 20)
  #expect(AlignmentKey.lastTextBaseline.defaultValue(in: size) == 20)
}

@Test func guidesKnowTheirAxis() {
  #expect(AlignmentKey.leading.axis == .horizontal)
  #expect(AlignmentKey.firstTextBaseline.axis == .vertical)
  // The two "center" guides share a name but are different guides.
  #expect(AlignmentKey.hCenter.description == AlignmentKey.vCenter.description)
  #expect(AlignmentKey.hCenter != AlignmentKey.vCenter)
}

@Test func customGuidesDefaultToZeroUntilTheEngineResolvesThem() {
  let g = AlignmentKey.custom("MyGuide", axis: .vertical)
  #expect(!g.isBuiltIn && AlignmentKey.top.isBuiltIn)
  #expect(g.defaultValue(in: Size(width: 50, height: 50)) == 0)
  #expect(g.description == "MyGuide")
}

@Test func alignmentPairsAndNames() {
  #expect(Alignment.bottomTrailing.horizontal == .trailing)
  #expect(Alignment.bottomTrailing.vertical == .bottom)
  #expect(Alignment.topLeading[.horizontal] == .leading)
  #expect(Alignment.topLeading[.vertical] == .top)
  #expect(Alignment.center.description == "center")
  #expect(Alignment.leadingFirstTextBaseline.description == "leadingFirstTextBaseline")
  // Every named preset prints as its own name.
  for (name, alignment) in Alignment.named {
    #expect(alignment.description == name)
  }
  let custom = Alignment(horizontal: .leading, vertical: .custom("Mid", axis: .vertical))
  #expect(custom.description == "Alignment(horizontal: .leading, vertical: .Mid)")
}

// A key is a place in one table of guide names: equal names, axes and defaults are one key,
// from any thread, and a key keeps its name, axis and default.
@Test func keysWithTheSameNameAxisAndDefaultAreOneKey() async {
  let mid = AlignmentKey.custom("KeyTestMid", axis: .vertical)
  #expect(mid == AlignmentKey.custom("KeyTestMid", axis: .vertical))
  #expect(mid != AlignmentKey.custom("KeyTestMid", axis: .horizontal))
  #expect(AlignmentKey.custom("KeyTestMid", axis: .horizontal).axis == .horizontal)
  #expect(AlignmentKey(name: "trailing", axis: .horizontal, fraction: 1) == .trailing)
  #expect(AlignmentKey(name: "center", axis: .vertical, fraction: 0.5) == .vCenter)
  // Made at once on many threads, the same names are the same keys.
  let keys = await withTaskGroup(of: [AlignmentKey].self) { group in
    for _ in 0..<8 {
      group.addTask { (0..<50).map { AlignmentKey.custom("KeyTestGuide\($0)", axis: .horizontal) } }
    }
    var all: [[AlignmentKey]] = []
    for await keys in group { all.append(keys) }
    return all
  }
  for k in keys { #expect(k == keys[0]) }
  #expect(keys[0].map(\.name) == (0..<50).map { "KeyTestGuide\($0)" })
  #expect(Set(keys[0]).count == 50)
  // Plain values: an Alignment is two keys of 4 bytes.
  #expect(MemoryLayout<Alignment>.size == 8)
}
