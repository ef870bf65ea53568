import Testing

@testable import LabEngine

/// docs/architecture.md §4: identity = parent identity + structural slot (builder position, `if` branch,
/// ForEach element id, explicit `.id`).
@Suite struct IdentityTests {
  func identity(of name: String, in d: ViewDescription) -> UInt64? {
    let tree = ViewTree(d)
    for i in 0..<tree.count {
      if case .color(let c) = tree.kinds[i], c.description == name { return tree.identities[i] }
    }
    return nil
  }

  func branch(_ taken: Int) -> ViewDescription {
    // `if flag { Color.x } else { Color.x }`: one slot per branch, only the taken one filled.
    let branches = (0..<2).map { k in
      ViewDescription.group { k == taken ? [ViewDescription.color("x")] : [] }
    }
    return .vstack { [ViewDescription.color("top"), ViewDescription.group { branches }] }
  }

  @Test func sameStructureSameIdentity() {
    #expect(identity(of: "x", in: branch(0)) == identity(of: "x", in: branch(0)))
  }

  @Test func ifBranchesAreDifferentViews() {
    // Same position in the stack after flattening, but a different branch: a new view.
    #expect(identity(of: "x", in: branch(0)) != identity(of: "x", in: branch(1)))
  }

  @Test func forEachElementsKeepTheirIdentityWhenReordered() {
    func list(_ ids: [String]) -> ViewDescription {
      .hstack { [ViewDescription.group { ids.map { ViewDescription(.element(id: $0), [.color($0)]) } }] }
    }
    #expect(identity(of: "b", in: list(["a", "b"])) == identity(of: "b", in: list(["b", "a"])))
    #expect(identity(of: "a", in: list(["a", "b"])) != identity(of: "b", in: list(["a", "b"])))
  }

  @Test func explicitIdChangesIdentity() {
    let one = ViewDescription.vstack { [ViewDescription.color("x").id("1")] }
    let two = ViewDescription.vstack { [ViewDescription.color("x").id("2")] }
    #expect(identity(of: "x", in: one) != identity(of: "x", in: two))
  }
}
