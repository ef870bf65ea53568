// Overloads told apart by the kind of collection a parameter takes: an array, a dictionary, a
// set or a range never fits a parameter of another of these (an array literal may be a set,
// but an array is preferred). An app's `extension ForEach { init<T>(_ dict: Dictionary<ID, T>,
// …) }` took `ForEach(0...100)`, and two initializers like `Box`'s were "ambiguous".

// case: collection-kind-overloads
struct Box {
  var text: String
  init(_ xs: [Int]) { text = "array \(xs.count)" }
  init(_ r: ClosedRange<Int>) { text = "range \(r.count)" }
  init(_ d: [String: Int]) { text = "dict \(d.count)" }
  init(_ s: Set<String>) { text = "set \(s.count)" }
}
print(Box([1, 2]).text, Box(0...100).text, Box(["a": 1]).text, Box(Set(["x"])).text)
func describe(_ s: Set<Int>) -> String { "set \(s.sorted())" }
func describe(_ d: [Int: Int]) -> String { "dict \(d.count)" }
print(describe([3, 1, 3]), describe([1: 2]))

// case: extensions-of-two-aliases-of-array
// Two type aliases of `Array` each extended with a static `placeholder()`: the alias written
// (`Transactions.placeholder()`, or the annotation of `let b: Budget = .placeholder()`)
// chooses (it was "declared twice for `Array`").
struct Transaction { var amount: Double }
typealias Transactions = [Transaction]
extension Transactions {
  static func placeholder() -> Transactions { [Transaction(amount: 4.5), Transaction(amount: 2)] }
}
typealias Budget = [(String, Double)]
extension Budget {
  static func placeholder() -> Budget { [("food", 100)] }
}
print(Transactions.placeholder().map(\.amount), Budget.placeholder().count)
let b: Budget = .placeholder()
print(b[0].0)
func firstAmount(_ xs: [Transaction]) -> Double { xs.first?.amount ?? 0 }
print(firstAmount(.placeholder()))
