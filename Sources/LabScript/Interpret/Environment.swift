/// A scope of variables (Crafting Interpreters' environment chain): a block, a function call,
/// a closure's captured scope, or the globals at the end of the chain.
///
///     let inner = Environment(enclosing: globals)
public final class Environment {
  private(set) var values: [String: Value] = [:]
  private var constants: Set<String> = []
  /// Declared types (`let w: CGFloat? = nil`): what the value alone cannot tell — that a nil
  /// is a `CGFloat?`, that a value prints as `Optional(…)`.
  private var declaredTypes: [String: String] = [:]
  let enclosing: Environment?
  /// True in a `mutating` method or an `init`, where `self`'s stored properties can change.
  var mutableSelf = false

  init(enclosing: Environment? = nil) {
    self.enclosing = enclosing
  }

  func define(_ name: String, _ value: Value, constant: Bool = false, type: String? = nil) {
    values[name] = value
    if constant { constants.insert(name) } else { constants.remove(name) }
    if let type { declaredTypes[name] = type } else if !declaredTypes.isEmpty {
      declaredTypes[name] = nil
    }
  }

  /// The declared type of the variable `name` as seen from here, if it was declared with one.
  func declaredType(of name: String) -> String? {
    var env: Environment? = self
    while let current = env {
      if current.values[name] != nil { return current.declaredTypes[name] }
      env = current.enclosing
    }
    return nil
  }

  /// The value and the environment that holds it.
  func lookup(_ name: String) -> (Value, Environment)? {
    var env: Environment? = self
    while let current = env {
      if let value = current.values[name] { return (value, current) }
      env = current.enclosing
    }
    return nil
  }

  func isConstant(_ name: String) -> Bool { constants.contains(name) }

  /// What this scope holds, to put back later (a task's locals where it waits on the clock).
  struct Saved {
    fileprivate let values: [String: Value]
    fileprivate let constants: Set<String>
    fileprivate let declaredTypes: [String: String]
    fileprivate let bindingAliases: [String: BindingRef]
  }

  func saved() -> Saved {
    Saved(values: values, constants: constants, declaredTypes: declaredTypes, bindingAliases: bindingAliases)
  }

  func restore(_ s: Saved) {
    values = s.values
    constants = s.constants
    declaredTypes = s.declaredTypes
    bindingAliases = s.bindingAliases
  }

  /// Names that stand for a binding's value (`pet` for a closure parameter `$pet`): reading
  /// one reads the binding, assigning to one writes through it.
  private(set) var bindingAliases: [String: BindingRef] = [:]

  func defineAlias(_ name: String, to binding: BindingRef) { bindingAliases[name] = binding }

  /// Replaces an existing variable's value in this environment.
  func assign(_ name: String, _ value: Value) { values[name] = value }

  /// The environment that holds the variable `name` (it or an enclosing one).
  func holder(of name: String) -> Environment? {
    var env: Environment? = self
    while let current = env {
      if current.values[name] != nil { return current }
      env = current.enclosing
    }
    return nil
  }

  /// Whether the variable here holds an array or a dictionary (asked without keeping a
  /// reference to it).
  func holdsCollection(_ name: String) -> Bool {
    switch values[name] {
    case .array?, .dictionary?: return true
    default: return false
    }
  }

  /// Changes a variable's value in place: the environment lets go of it while `body` runs, so
  /// a collection inside has one reference and changes without a copy. Whatever `body` leaves
  /// in `value` is stored back, also when it throws.
  func mutate<T>(_ name: String, _ body: (inout Value) throws -> T) rethrows -> T {
    var value = values[name] ?? .void
    values[name] = .void
    defer { values[name] = value }
    return try body(&value)
  }

  /// Every name visible from here (for did-you-mean suggestions).
  var visibleNames: [String] {
    var names: [String] = []
    var env: Environment? = self
    while let current = env {
      names += current.values.keys
      env = current.enclosing
    }
    return names
  }
}
