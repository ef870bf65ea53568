import Foundation

// A literal in one branch of a ternary takes the other branch's type, even when that branch
// reads a computed property or a negated one.

// case: ternary-takes-the-property-type
struct Panel {
  var open = false
  var width: CGFloat { 120 }
  var count: Int { 3 }
  func pad(_ x: CGFloat) -> CGFloat { x + 1 }
  func shift() -> CGFloat { pad(open ? -width / 2 : 0) }
  func third() -> String { "\(open ? width / 3 : 1)" }
  func items() -> String { "\(open ? count / 2 : 7)" }
  func both() -> String { "\(open ? -self.width : 2)" }
}
print(Panel().shift(), Panel(open: true).shift())
print(Panel().third(), Panel(open: true).third())
print(Panel().items(), Panel(open: true).items())
print(Panel().both(), Panel(open: true).both())
