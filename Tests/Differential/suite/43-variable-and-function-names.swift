// A variable and a function with one base name, as Swift keeps both: a call reaches the
// function, a reference the variable; and `starts(with:)` on strings.

// case: variable-beside-function
let symbolNames = ["pencil", "pencil.circle", "star", "star.fill", "pencil.slash"]
func symbolNames(startingWith root: String) -> [String] {
  symbolNames.filter { $0.starts(with: root) }
}
func root(of symbolNames: [String]) -> [String] {
  symbolNames.map { String($0.split(separator: ".")[0]) }
}
print(symbolNames(startingWith: "pencil"), symbolNames.count)
print(root(of: symbolNames(startingWith: "star")))
func total() -> Int { 3 }
let grand = total() + symbolNames.count
print(grand, "star.fill".starts(with: "star."), "é".starts(with: "e"))

// case: function-before-variable
func colours(dark: Bool) -> [String] { dark ? ["black"] : colours }
let colours = ["red", "green"]
print(colours(dark: false), colours(dark: true), colours.count)
