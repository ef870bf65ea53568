import Testing

@testable import LabEngine

/// docs/semantics.md §5: tree order, first contributor seeds, non-writers skipped, `.preference`
/// replaces, `.transformPreference` edits (seeded with defaultValue).
@Suite struct PreferenceCombinerTests {
  /// Values are the tokens; reduce appends, so the order of contributors shows.
  let list = PreferenceCombiner<[Int]>(
    key: "K", defaultValue: { [] }, reduce: { $0 += $1 },
    written: { m, _ in [m.token] }, transform: { m, v in v.append(-m.token) })

  func write(_ token: Int, key: String = "K") -> ViewKind {
    .preference(PreferenceModifier(key: key, role: .write, token: token))
  }

  @Test func contributorsFoldInTreeOrderAndNonWritersAreSkipped() throws {
    let tree = ViewTree(
      .hstack {
        [
          ViewDescription.color("red").modified(write(1)),
          .color("green"),
          .vstack { [ViewDescription.color("blue").modified(write(2)), .color("gray")] },
          ViewDescription.color("pink").modified(write(3)),
          ViewDescription.color("teal").modified(write(9, key: "Other")),
        ]
      })
    #expect(try list.value(in: tree, at: ViewTree.root) == [1, 2, 3])
    #expect(list.contributors(in: tree, at: ViewTree.root).count == 3)
  }

  @Test func nothingWrittenIsNilNotDefault() throws {
    let tree = ViewTree(.hstack { [.color("red"), .color("blue")] })
    #expect(try list.value(in: tree, at: ViewTree.root) == nil)
  }

  @Test func aSingleContributorPassesThroughWithoutReduce() throws {
    var reduced = 0
    let counting = PreferenceCombiner<Int>(
      key: "K", defaultValue: { 0 }, reduce: { _, _ in reduced += 1 },
      written: { m, _ in m.token }, transform: { _, _ in })
    let tree = ViewTree(.vstack { [ViewDescription.color("red").modified(write(7)), .color("x")] })
    #expect(try counting.value(in: tree, at: ViewTree.root) == 7)
    #expect(reduced == 0)
  }

  @Test func preferenceReplacesItsSubtree() throws {
    let inner = ViewDescription.hstack {
      [ViewDescription.color("red").modified(write(1)), ViewDescription.color("b").modified(write(2))]
    }
    let tree = ViewTree(.vstack { [inner.modified(write(5)), ViewDescription.color("c").modified(write(6))] })
    #expect(try list.value(in: tree, at: ViewTree.root) == [5, 6])
    // The replaced writers do not reach the root.
    #expect(list.contributors(in: tree, at: ViewTree.root).count == 2)
  }

  @Test func transformEditsTheSubtreeValueSeededWithDefault() throws {
    let transform = ViewKind.preference(PreferenceModifier(key: "K", role: .transform, token: 4))
    let filled = ViewTree(
      ViewDescription.hstack { [ViewDescription.color("r").modified(write(1))] }.modified(transform))
    #expect(try list.value(in: filled, at: ViewTree.root) == [1, -4])
    let empty = ViewTree(ViewDescription.color("r").modified(transform))
    #expect(try list.value(in: empty, at: ViewTree.root) == [-4])
  }

  @Test func aSubtreeIsCombinedAlone() throws {
    let tree = ViewTree(
      .hstack {
        [ViewDescription.color("r").modified(write(1)), ViewDescription.color("b").modified(write(2))]
      })
    let second = tree.children(of: ViewTree.root).last ?? ViewTree.root
    #expect(try list.value(in: tree, at: second) == [2])
  }

  @Test func preferenceModifiersAreLayoutNeutral() {
    let kind = write(1)
    #expect(kind.isModifier && kind.isLayoutNeutral && kind.foldsIntoRow)
    #expect(kind.typeName == ".preference")
    let layout = Layout(
      tree: ViewTree(ViewDescription.color("r").frame(width: 30, height: 20).modified(kind)),
      window: .canvas(width: 100, height: 100))
    #expect(layout.sizes[0] == Size(width: 30, height: 20))
  }
}
