/// A scope of variables (Crafting Interpreters' environment chain): a block, a function call,
/// a closure's captured scope, or the globals at the end of the chain.
///
///     let inner = Environment(enclosing: globals)
public final class Environment {
  private(set) var values: [String: Value] = [:]
  private var constants: Set<String> = []
  let enclosing: Environment?
  /// True in a `mutating` method or an `init`, where `self`'s stored properties can change.
  var mutableSelf = false

  init(enclosing: Environment? = nil) {
    self.enclosing = enclosing
  }

  func define(_ name: String, _ value: Value, constant: Bool = false) {
    values[name] = value
    if constant { constants.insert(name) } else { constants.remove(name) }
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

  /// Replaces an existing variable's value in this environment.
  func assign(_ name: String, _ value: Value) { values[name] = value }

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
