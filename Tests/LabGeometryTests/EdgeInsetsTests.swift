import LabGeometry
import Testing

@Test func insetInitialisers() {
  #expect(EdgeInsets(all: 16) == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
  #expect(EdgeInsets(.horizontal, 8) == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
  #expect(EdgeInsets([.top], 3) == EdgeInsets(top: 3))
  #expect(EdgeInsets(.all, 2) == EdgeInsets(all: 2))
  #expect(EdgeInsets.zero == EdgeInsets())
}

@Test func totalsAndArithmetic() {
  let e = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
  #expect(e.total(.horizontal) == 6)
  #expect(e.total(.vertical) == 4)
  #expect(-e == EdgeInsets(top: -1, leading: -2, bottom: -3, trailing: -4))
  #expect(e + e == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
  #expect(e + -e == .zero)
}

@Test func edgeSets() {
  #expect(Edge.Set.horizontal == [.leading, .trailing])
  #expect(Edge.Set.vertical == [.top, .bottom])
  #expect(Edge.Set.all.contains(.bottom))
  for edge in Edge.allCases {
    #expect(Edge.Set.all.contains(Edge.Set(edge)))
  }
  #expect(Edge.Set(.leading) == .leading)
}
