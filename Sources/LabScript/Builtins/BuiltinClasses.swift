import LabEngine
import SwiftSyntax

/// Foundation classes the lab models as objects (`DateFormatter`, `JSONDecoder`), and SwiftUI
/// structs it hands to code as values (`PresentationMode`). Each class is the interpreter's,
/// with the settings as stored properties, so an object's settings
/// live in the session's store as any object's do — copies share them, `:state` lists them and
/// `:scrub` restores them. Their methods and checked setters are the builtins' own.
enum BuiltinClasses {
  /// The class `name`, made once per interpreter.
  static func type(_ name: String, properties: [String], _ interp: Interpreter) -> StructType {
    if let made = interp.builtinClasses[name] { return made }
    let node = Syntax(TokenSyntax.identifier(name))
    let type = StructType(name: name, conformances: [], environment: interp.globals, node: node)
    type.isClass = true
    type.properties = stored(properties, isLet: false, node)
    interp.builtinClasses[name] = type
    return type
  }

  /// A value of a SwiftUI struct made of `fields`, read-only (a function field is called as a
  /// method): `presentationMode`'s binding and its `PresentationMode`.
  static func value(_ name: String, _ fields: [String: Value], _ interp: Interpreter) -> Value {
    let node = Syntax(TokenSyntax.identifier(name))
    let type = StructType(name: name, conformances: [], environment: interp.globals, node: node)
    type.properties = stored(fields.keys.sorted(), isLet: true, node)
    return .instance(StructInstance(type: type, fields: fields))
  }

  private static func stored(_ names: [String], isLet: Bool, _ node: Syntax) -> [PropertyDecl] {
    names.map {
      PropertyDecl(
        name: $0, wrapper: .none, type: nil, initializer: nil, isLet: isLet, isStatic: false, getter: nil,
        setter: nil, willSet: nil, didSet: nil, isViewBuilder: false, node: node)
    }
  }

  /// A new object of the class `name`, its identity in the store.
  static func make(_ name: String, properties: [String], _ interp: Interpreter) -> (Value, String) {
    let type = type(name, properties: properties, interp)
    let owner = interp.state.newObject(of: type)
    return (.instance(StructInstance(type: type, fields: [:], stateOwner: owner)), owner)
  }

  /// A new object of the class `name` whose properties (`initial`'s names when none are given)
  /// start at `initial`'s values: an `AVPlayer` at rate 0, a `CLLocationManager` with no delegate.
  static func make(
    _ name: String, properties: [String]? = nil, initial: [(String, Value)], _ interp: Interpreter
  ) -> (Value, String) {
    let (object, owner) = make(name, properties: properties ?? initial.map(\.0), interp)
    for (key, value) in initial { interp.state[StateKey(owner: owner, name: key)] = value }
    return (object, owner)
  }

  /// The object's identity when `inst` is an object of the class `name`.
  static func owner(_ inst: StructInstance, of name: String, _ interp: Interpreter) -> String? {
    guard let type = interp.builtinClasses[name], inst.type === type else { return nil }
    return inst.objectOwner
  }
}
