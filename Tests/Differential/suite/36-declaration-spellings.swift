// Spellings corpus files use in declarations: a list of names sharing the type written after
// the last (`let name, address: String`), and the numeric, Bool and String initializers without
// an argument, which make zero, false and "".

// case: shared-type-and-zero-initializers
struct Place {
  let name, address: String
  let latitude, longitude: Double
  var visits = 0
}
let p = Place(name: "Pier", address: "1 Bay St", latitude: 37.8, longitude: -122.4)
print(p.name, p.address, p.latitude + p.longitude, p.visits)
var seed = UInt64()
seed += 7
var small = Int32()
small -= 3
print(seed, small, Int(), Double(), Bool(), String().isEmpty, Float(), UInt8())
var a, b: Int
a = 2; b = 5
print(a * b)
