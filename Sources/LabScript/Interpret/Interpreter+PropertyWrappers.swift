import SwiftSyntax

/// The program's own property wrappers (SE-0258; docs/semantics.md §20): `@Clamped(0...10) var
/// level: Int = 20` declares the stored `_level`, a `Clamped` made with
/// `Clamped(wrappedValue: 20, 0...10)`, and `level`, which reads and writes
/// `_level.wrappedValue`; `$level` is `_level.projectedValue`.
///
///     @propertyWrapper struct Clamped { … var wrappedValue: Int { get set } }
///     struct Volume { @Clamped(0...10) var level: Int = 20 }
///     Volume().level   // 10
extension Interpreter {
  /// The wrapper for `info`: `W(wrappedValue: value, <the attribute's arguments>)`, or, with no
  /// value, `W(<the attribute's arguments>)`. The arguments are evaluated in `env`, the
  /// declaring type's scope.
  @inline(never)
  func makeWrapper(_ info: WrappedProperty, wrappedValue: Value?, in env: Environment, at node: Syntax) throws -> Value {
    var args: [Argument] = []
    if let wrappedValue { args.append(Argument(label: "wrappedValue", value: wrappedValue, node: node)) }
    if case .argumentList(let list)? = info.attribute.arguments {
      for a in list {
        args.append(Argument(label: a.label?.text, value: try evaluate(a.expression, in: env), node: Syntax(a.expression)))
      }
    }
    let typeName = String(info.wrapperType.prefix { $0 != "<" })
    guard case .type(.userStruct(let type))? = try lookup(typeName, in: env) else {
      throw error("`@\(info.wrapperType)` is not a type this program declares", at: info.attribute, kind: .unknownName)
    }
    return try construct(type, args, node: node)
  }

  /// The stored wrapper of a property declared with one, made where the property is declared:
  /// from its initial value, else from the attribute's arguments alone when the wrapper can be
  /// made so (an initializer or the memberwise one supplies it otherwise); nil when it cannot.
  @inline(never)
  func initialWrapper(_ info: WrappedProperty, in env: Environment, at node: Syntax) throws -> Value? {
    if let initializer = info.initializer {
      let value = try evaluate(initializer, in: env, as: info.wrappedType)
      return try makeWrapper(info, wrappedValue: value, in: env, at: node)
    }
    // `@UserDefault("key") var on: Bool`: the wrapper's own `init` without a wrapped value.
    let typeName = String(info.wrapperType.prefix { $0 != "<" })
    guard case .type(.userStruct(let type))? = try lookup(typeName, in: env) else { return nil }
    // An `init` of its own that takes no wrapped value, or the memberwise one when
    // `wrappedValue` is computed (not one of the stored properties it takes).
    let takesNoValue =
      type.initializers.isEmpty
      ? type.property("wrappedValue")?.isComputed ?? false
      : type.initializers.contains { i in
        !i.signature.parameterClause.parameters.contains { $0.firstName.text == "wrappedValue" }
      }
    guard takesNoValue else { return nil }
    return try makeWrapper(info, wrappedValue: nil, in: env, at: node)
  }

  /// `self.x = value` for a wrapped `x`: sets `_x.wrappedValue`, or, while an initializer runs
  /// and `_x` is not made yet, makes it from `value` (as Swift does). Returns the new `self`
  /// (nil when the write went to shared storage).
  @inline(never)
  func setWrapped(
    _ inst: StructInstance, _ prop: PropertyDecl, storage: String, _ value: Value, at node: Syntax
  ) throws -> Value? {
    guard let storageProp = inst.type.property(storage), case .wrapperStorage(let info) = storageProp.wrapper else {
      throw error("`\(prop.name)` has no wrapper storage", at: node, kind: .invalidSwift)
    }
    let current = try member(of: .instance(inst), named: storage, node: node) ?? .null
    let wrapper: Value
    if case .null = current {
      wrapper = try makeWrapper(info, wrappedValue: value, in: inst.type.environment, at: node)
    } else {
      wrapper = try setMember(current, "wrappedValue", value, at: node) ?? current
    }
    return try setMember(.instance(inst), storage, wrapper, at: node)
  }

  /// `x` for a wrapped `x`: `_x.wrappedValue`.
  @inline(never)
  func wrappedValue(_ inst: StructInstance, storage: String, at node: Syntax) throws -> Value {
    let wrapper = try member(of: .instance(inst), named: storage, node: node) ?? .null
    if case .null = wrapper {
      throw error(
        "`\(storage.dropFirst())` is read before its wrapper `\(storage)` is made", at: node, kind: .invalidSwift)
    }
    return try member(of: wrapper, named: "wrappedValue", node: node) ?? .null
  }

  /// `$x` for a wrapped `x`: `_x.projectedValue`, when the wrapper declares one.
  @inline(never)
  func projectedValue(_ inst: StructInstance, wrapped name: String, at node: Syntax) throws -> Value? {
    guard let prop = inst.type.property(name), case .wrapped(let storage) = prop.wrapper else { return nil }
    let wrapper = try member(of: .instance(inst), named: storage, node: node) ?? .null
    guard case .instance(let w) = wrapper, w.type.property("projectedValue") != nil else {
      throw error(
        "`$\(name)`: the wrapper `\(storage)` has no `projectedValue`", at: node, kind: .unknownName)
    }
    return try member(of: wrapper, named: "projectedValue", node: node)
  }
}
