import Testing

@testable import LabEngine

/// docs/architecture.md §8: a tree holds one `ViewKind` per node, and large payloads are boxed so
/// that none sets the stride of all of them. A case added with a payload larger than a colour's
/// (72 bytes) makes this fail: box it (`indirect`).
@Suite struct ViewKindTests {
  @Test func aKindIsNoLargerThanAColour() {
    #expect(MemoryLayout<ViewKind>.stride <= 72)
  }

  @Test func boxedPayloadsReadBackAsWritten() {
    let kinds: [ViewKind] = [
      .color(ColorValue(named: "red")), .frame(width: 10, height: nil, alignment: .bottomTrailing),
    ]
    let copy = kinds
    guard case .color(let c) = copy[0], case .frame(let w, let h, let a) = copy[1] else {
      Issue.record("cases changed in a copy")
      return
    }
    #expect(c.description == "red")
    #expect(w == 10 && h == nil && a == .bottomTrailing)
  }
}
