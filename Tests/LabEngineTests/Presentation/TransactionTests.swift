import Testing

@testable import LabEngine

/// docs/semantics.md §8.5: which animation each node changes with.
@Suite struct TransactionTests {
  func tree(_ v: ViewDescription) -> ViewTree { ViewTree(v) }

  /// A red square under an implicit `.animation(.linear, value:)` whose value changes, wrapped
  /// in `wrapper` (a `.transaction` or nothing).
  func animation(
    _ wrapper: ViewKind?, transaction: Animation?, disables: Bool = false
  ) -> Animation? {
    func make(_ value: String) -> ViewTree {
      var v = ViewDescription.color("red").modified(.animation(.linear(duration: 1), value: value))
      if let wrapper { v = v.modified(wrapper) }
      return ViewTree(v)
    }
    let before = make("a")
    let after = make("b")
    let leaf = ViewTree.NodeID(after.count - 1)
    return Presentation.animations(
      after, previous: before,
      transaction: Transaction(animation: transaction, disablesAnimations: disables))[Int(leaf)]
  }

  @Test func anImplicitAnimationOverridesTheTransactionWhenItsValueChanged() {
    #expect(animation(nil, transaction: nil) == .linear(duration: 1))
    #expect(animation(nil, transaction: .easeIn(duration: 2)) == .linear(duration: 1))
  }

  @Test func disablesAnimationsBlocksOnlyTheImplicitOverride() {
    #expect(animation(nil, transaction: .easeIn(duration: 2), disables: true) == .easeIn(duration: 2))
    let off = ViewKind.transaction(TransactionOverride(disablesAnimations: true))
    #expect(animation(off, transaction: nil) == nil)
    #expect(animation(off, transaction: .easeIn(duration: 2)) == .easeIn(duration: 2))
  }

  @Test func aTransactionModifierSetsTheAnimationOfEveryUpdateBelow() {
    let none = ViewKind.transaction(TransactionOverride(animation: .some(nil)))
    // `$0.animation = nil` above, then the implicit override below still applies.
    #expect(animation(none, transaction: .easeIn(duration: 2)) == .linear(duration: 1))
    let easeOut = ViewKind.transaction(TransactionOverride(animation: .some(.easeOut(duration: 1))))
    let v = ViewDescription.color("red").modified(easeOut)
    let t = ViewTree(v)
    #expect(Presentation.animations(t, previous: t, transaction: .none)[1] == .easeOut(duration: 1))
    #expect(
      Presentation.animations(
        ViewTree(ViewDescription.color("red").modified(none)), previous: t,
        transaction: Transaction(animation: .linear(duration: 1)))[1] == nil)
  }
}
