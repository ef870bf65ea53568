// Protocols as values: a protocol's metatype prints its name (a dependency container's
// `register(Store.self)` in a public app), and its extensions serve its conformers.

// case: protocol-metatype
protocol Shape2 { var area: Double { get } }
extension Shape2 { var doubled: Double { area * 2 }; func describe() -> String { "area \(area)" } }
struct Sq: Shape2 { var side: Double; var area: Double { side * side } }
let s = Sq(side: 3)
print(s.doubled, s.describe(), Shape2.self, String(describing: Shape2.self))
let shapes: [Shape2] = [s, Sq(side: 1)]
print(shapes.map(\.area))
