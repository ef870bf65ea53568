// `x?` patterns: an optional that is not nil, matched as its value, at the top of a pattern and
// inside an enum case's associated values.

// case: optional-patterns
enum Step { case first(Bool), second(Bool, Int?) }
func describe(_ s: Step) -> String {
  switch s {
  case .first(true): return "pressed"
  case .second(true, let n?): return "moved \(n)"
  case .second(true, nil): return "held"
  default: return "idle"
  }
}
print(describe(.first(true)), describe(.first(false)), describe(.second(true, 4)), describe(.second(true, nil)), describe(.second(false, 2)))
let values: [Int?] = [1, nil, 3]
for case let v? in values { print("got", v) }
let maybe: Int? = 7
if case let m? = maybe { print("m", m) }
if case .some(let k) = maybe { print("k", k) }
guard case .second(true, let d?) = Step.second(true, 9) else { fatalError() }
print("d", d)
