import Testing

@testable import LabEngine

@Suite struct ViewNamesTests {
  let tree = ViewTree(
    .vstack {
      [
        ViewDescription.color("red").frame(width: 10, height: 10),
        ViewDescription.circle.drawing("border", "Color.blue").id("dot"),
        ViewDescription.color("blue"),
      ]
    })

  @Test func ordinalsCountPerTypeInTreeOrder() {
    let names = ViewNames(tree)
    guard case .success(let blue) = names.resolve("Color#2") else {
      Issue.record("Color#2 did not resolve")
      return
    }
    #expect(tree.kind(blue).summary == "Color.blue")
    #expect(names.name(of: blue) == "Color#2")
  }

  @Test func identifiersNameTheModifiedViewThroughNeutralModifiers() {
    let names = ViewNames(tree)
    guard case .success(let dot) = names.resolve("#dot") else {
      Issue.record("#dot did not resolve")
      return
    }
    #expect(tree.kind(dot).typeName == "Circle")
    #expect(names.name(of: dot) == "#dot")
  }

  // A ForEach element's id is identity, not a name: element `0` leaves `#0` to the user.
  @Test func forEachElementsDoNotClaimIdentifiers() {
    let t = ViewTree(
      .vstack {
        [
          ViewDescription.color("red").modified(.element(id: "0")),
          ViewDescription.color("blue").id("0"),
        ]
      })
    let names = ViewNames(t)
    guard case .success(let n) = names.resolve("#0") else {
      Issue.record("#0 did not resolve")
      return
    }
    #expect(t.kind(n).summary == "Color.blue")
    #expect(names.identifiers.count == 1)
  }

  // A user view is layout-neutral but keeps its own name: `.id` on it names the user view.
  @Test func identifiersStopAtUserViews() {
    let t = ViewTree(
      ViewDescription.color("red").frame(width: 10, height: 10)
        .modified(.custom(name: "Card")).id("card"))
    let names = ViewNames(t)
    guard case .success(let n) = names.resolve("#card") else {
      Issue.record("#card did not resolve")
      return
    }
    #expect(t.kind(n).typeName == "Card")
    #expect(!t.kind(n).foldsIntoRow && t.kind(n).isLayoutNeutral)
  }

  // A user view whose body is several views has no single view to name: its members join
  // the parent without the marker.
  @Test func userViewsWithSeveralBodyViewsDissolve() {
    let body = ViewDescription(.group, [ViewDescription.color("a"), ViewDescription.color("b")])
    let t = ViewTree(.vstack { [body.modified(.custom(name: "Two"))] })
    #expect(t.kinds.map(\.typeName) == ["VStack", "Color", "Color"])
  }

  @Test func pathsFollowChildSlots() {
    let names = ViewNames(tree)
    guard case .success(let n) = names.resolve("/2") else {
      Issue.record("/2 did not resolve")
      return
    }
    #expect(names.path(of: n) == "/2")
    #expect(tree.kind(n).summary == "Color.blue")
  }

  @Test func ambiguousAndUnknownNamesExplainThemselves() {
    let names = ViewNames(tree)
    guard case .failure(let ambiguous) = names.resolve("Color") else {
      Issue.record("Color should be ambiguous")
      return
    }
    #expect(ambiguous.suggestions == ["Color#1", "Color#2"])
    guard case .failure(let typo) = names.resolve("Colr#1") else {
      Issue.record("Colr#1 should not resolve")
      return
    }
    #expect(typo.suggestions.first == "Color#1")
    guard case .failure(let badPath) = names.resolve("/9/9") else {
      Issue.record("/9/9 should not resolve")
      return
    }
    #expect(badPath.message.contains("/9/9"))
  }
}
