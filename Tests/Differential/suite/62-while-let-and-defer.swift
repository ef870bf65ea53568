// `while let` and `defer`: what a `while` condition binds was not visible in its body ("cannot
// find `n`"), and a `defer` ran where it stood instead of when its scope was left (with a
// warning).

// case: while-let
final class Node {
  var value: Int
  var next: Node?
  init(_ value: Int, _ next: Node? = nil) { self.value = value; self.next = next }
}
var cursor: Node? = Node(1, Node(2, Node(3)))
var values: [Int] = []
while let node = cursor {
  values.append(node.value)
  cursor = node.next
}
print(values)
var budget: Int? = 3
while let left = budget, left > 0 { print("left", left); budget = left - 1 }
var stack = [1, 2, 3]
while let top = stack.popLast() { print("pop", top) }

// case: defer-order
enum Failure: Error { case boom }
func work(_ n: Int) -> String {
  defer { print("defer A", n) }
  print("body", n)
  defer { print("defer B", n) }
  guard n > 0 else { return "negative" }
  return "positive"
}
print(work(1))
print(work(-1))
for i in 0..<3 {
  defer { print("end of", i) }
  if i == 1 { continue }
  print("round", i)
}
var log: [String] = []
func risky() throws {
  defer { log.append("cleanup") }
  log.append("start")
  throw Failure.boom
}
do { try risky() } catch { log.append("caught") }
print(log)
