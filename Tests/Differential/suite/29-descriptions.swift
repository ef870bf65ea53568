// `description` of the standard types view code interpolates or passes on (`Text(flag.description)`),
// and a random character of a string (checked for membership, since the generators differ).

// case: descriptions
let flag = true
let n = 5
let ratio = 0.1 + 0.2
print(flag.description, n.description, ratio.description, "x".description, 1e20.description)
print(Int.max.description, (-0.0).description, Double.nan.description, (1.0 / 3).description)
print([1, 2].description, ["a": 1].description, [["x"], []].description, (2.5).description.count)
let maybe: Int? = 4
print(maybe?.description ?? "none")

// case: random-character
let letters = "abc"
let c = letters.randomElement()!
print(letters.contains(c), "".randomElement() == nil)
