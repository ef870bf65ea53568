// Class inheritance as view models use it: members inherited, overrides, `super` calls that
// dispatch back to the subclass, initializers inherited or chained with `super.init`, and
// `is`/`as?` across the hierarchy (docs/semantics.md §11).

// case: class-inheritance
class Animal {
    var name: String
    var legs: Int = 4
    init(name: String) { self.name = name }
    func speak() -> String { "\(name) makes a sound" }
    func describe() -> String { "\(speak()) on \(legs) legs" }
    var kind: String { "animal" }
}
class Dog: Animal {
    var tricks: [String] = []
    override func speak() -> String { "\(name) barks" }
    override var kind: String { "dog, a kind of " + super.kind }
}
class Bird: Animal {
    var canFly: Bool
    init(name: String, canFly: Bool) {
        self.canFly = canFly
        super.init(name: name)
        legs = 2
    }
    override func speak() -> String { super.speak() + " and sings" }
}
final class Parrot: Bird {
    override func speak() -> String { "\(name) talks; " + super.speak() }
}
let d = Dog(name: "Rex")
d.tricks.append("sit")
print(d.describe(), d.kind, d.tricks)
let b = Bird(name: "Tweety", canFly: true)
print(b.describe(), b.canFly)
let p = Parrot(name: "Polly", canFly: true)
print(p.describe())
let zoo: [Animal] = [d, b, p]
for a in zoo { print(a.speak(), a is Dog, a is Bird, (a as? Bird)?.canFly ?? false) }
let a2: Animal = d
a2.name = "Max"
print(d.name)

// case: class-inheritance-chains
class Base {
  var log: [String] = []
  init() { log.append("Base.init") }
  func step() { log.append("Base.step") }
  func run() { step(); log.append("Base.run") }
}
class Middle: Base {
  override init() { super.init(); log.append("Middle.init") }
  override func step() { log.append("Middle.step"); super.step() }
}
class Leaf: Middle {
  override func step() { log.append("Leaf.step"); super.step() }
}
let leaf = Leaf()
leaf.run()
print(leaf.log)
let m: Base = Middle()
m.run()
print(m.log, m is Leaf, m is Middle)
