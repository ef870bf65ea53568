// Nested types are found first inside the type that declares them (and its extensions): an
// app's `WeekModel.Week` beside a top-level class `Week` (a round-8 corpus file recursed
// forever when the nested name leaked out to the top level).

// case: nested-type-scope
struct WeekModel {
    private(set) var weekItem: [Week]
    init(createContent: (Int) -> String) {
        weekItem = []
        for index in 0..<3 { weekItem.append(Week(content: createContent(index), id: index)) }
    }
    struct Week: Identifiable { var isSelected = false; var content: String; var id: Int }
}
class Week {
    static let names = ["a", "b", "c"]
    var model = WeekModel { i in names[i] }
}
enum Outer { case a; struct Week { let n = 5 }; static func make() -> Int { Week().n } }
extension WeekModel { func first() -> Week { weekItem[0] } }
print(Week().model.weekItem.map(\.content), Outer.make(), WeekModel { "\($0)" }.first().content)

// case: nested-types-of-one-name
// Several types of an app each nest a `Model`; a property, a parameter and a local of type
// `Model` inside one of them are its own, even when an extension (in another file, after the
// type) declares it.
struct Header { struct Model { var title: String } }
struct Row {
  let model: Model
  func label(_ other: Model = .failed) -> String {
    let local: Model = .remote
    return "\(model) \(other) \(local)"
  }
}
extension Row { enum Model { case remote, failed, progress(Double) } }
struct Footer { enum Model: Int { case small = 1, large } }
print(Row(model: .progress(0.25)).label(), Row(model: .remote).label(.progress(1)))
print(Header.Model(title: "t").title, Footer.Model.large.rawValue)
