import LabEngine
import SwiftSyntax

extension Interpreter {
  /// `target = value`, with value semantics: `a.b.c = v` rebuilds `a.b` and assigns it to `a`.
  func assign(_ value: Value, to target: ExprSyntax, in env: Environment, node: Syntax) throws {
    switch target.as(ExprSyntaxEnum.self) {
    case .declReferenceExpr(let ref):
      try assignName(ref.baseName.text, value, in: env, at: Syntax(ref))
    case .memberAccessExpr(let access):
      let name = access.declName.baseName.text
      guard let baseExpr = access.base else {
        throw error("cannot assign to an implicit member", at: access, kind: .invalidSwift)
      }
      if let ref = baseExpr.as(DeclReferenceExprSyntax.self), ref.baseName.text == "self" {
        guard let (_, selfEnv) = env.lookup("self") else {
          throw error("`self` is not available here", at: ref, kind: .invalidSwift)
        }
        try assignSelfMember(name, value, selfEnv: selfEnv, at: Syntax(access.declName))
        return
      }
      let base = try evaluate(baseExpr, in: env)
      if let newBase = try setMember(base, name, value, at: Syntax(access.declName)) {
        try assign(newBase, to: baseExpr, in: env, node: node)
      }
    case .subscriptCallExpr(let sub):
      let base = try evaluate(sub.calledExpression, in: env)
      guard let indexExpr = sub.arguments.first?.expression else {
        throw error("subscript needs an index", at: sub, kind: .argument)
      }
      let index = try evaluate(indexExpr, in: env)
      let newBase: Value
      switch (base, index) {
      case (.array(var a), .int(let i)):
        guard a.indices.contains(i) else {
          throw error("index out of range: \(i) is not in 0..<\(a.count)", at: sub, kind: .arithmetic)
        }
        a[i] = value
        newBase = .array(a)
      case (.dictionary(var d), let key):
        if case .null = value { d[key] = nil } else { d[key] = value }
        try checkCollection(d.count, at: sub)
        newBase = .dictionary(d)
      default:
        throw error("cannot assign through a subscript of `\(base.typeName)`", at: sub, kind: .invalidSwift)
      }
      try assign(newBase, to: sub.calledExpression, in: env, node: node)
    case .discardAssignmentExpr: return
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first {
        try assign(value, to: only.expression, in: env, node: node)
        return
      }
      guard case .tuple(let t) = value, t.elements.count == tuple.elements.count else {
        throw error("cannot destructure a value of type `\(value.typeName)`", at: tuple, kind: .invalidSwift)
      }
      for (element, v) in zip(tuple.elements, t.elements) {
        try assign(v, to: element.expression, in: env, node: node)
      }
    default:
      throw error("cannot assign to this expression", at: target, kind: .invalidSwift)
    }
  }

  /// `name = value`: a local or global variable, else a member of `self` (its `@State`), else a
  /// member of the top-level root view.
  func assignName(_ name: String, _ value: Value, in env: Environment, at node: Syntax) throws {
    var scope: Environment? = env
    while let current = scope {
      if current.values[name] != nil {
        if current.isConstant(name) {
          throw error("cannot assign to value: `\(name)` is a `let` constant", at: node, kind: .invalidSwift)
        }
        current.assign(name, value)
        return
      }
      if let selfValue = current.values["self"], hasMember(selfValue, name) {
        try assignSelfMember(name, value, selfEnv: current, at: node)
        return
      }
      scope = current.enclosing
    }
    if let root = topLevelSelf, hasMember(root, name) {
      _ = try setMember(root, name, value, at: node)
      return
    }
    throw unknown("cannot find", name, at: node, candidates: env.visibleNames)
  }

  private func hasMember(_ value: Value, _ name: String) -> Bool {
    guard case .instance(let inst) = value else { return false }
    return inst.type.property(name) != nil
  }

  private func assignSelfMember(
    _ name: String, _ value: Value, selfEnv: Environment, at node: Syntax
  )
    throws
  {
    guard let selfValue = selfEnv.values["self"] else { return }
    if case .instance(let inst) = selfValue, let prop = inst.type.property(name),
      prop.wrapper == .none, prop.getter == nil
    {
      guard selfEnv.mutableSelf else {
        throw error(
          "cannot assign to property: `self` is immutable (`\(name)` is not `@State`)", at: node, kind: .invalidSwift)
      }
      if prop.isLet, inst.fields[name] != nil {
        throw error("cannot assign to property: `\(name)` is a `let` constant", at: node, kind: .invalidSwift)
      }
    }
    if let newSelf = try setMember(selfValue, name, value, at: node) {
      selfEnv.assign("self", newSelf)
    }
  }

  /// Sets a member on a value. Returns the value's new version, or nil when the write went to
  /// shared storage (`@State`, a binding) and the value itself did not change.
  func setMember(_ base: Value, _ name: String, _ value: Value, at node: Syntax) throws -> Value? {
    switch base {
    case .instance(var inst):
      guard let prop = inst.type.property(name) else {
        throw unknown(
          "value of type `\(inst.type.name)` has no member", name, at: node,
          candidates: inst.type.properties.map(\.name))
      }
      if let setter = prop.setter {
        guard let body = setter.body else { return nil }
        let scope = Environment(enclosing: inst.type.environment)
        scope.define("self", base)
        scope.mutableSelf = true
        let paramName = setter.parameters?.name.text ?? "newValue"
        scope.define(paramName, value)
        try enterCall(node)
        defer { leaveCall() }
        do {
          try executeItems(body.statements, in: scope, collector: nil)
        } catch ControlFlow.returned {}
        return scope.values["self"]
      }
      if prop.getter != nil {
        throw error("cannot assign to `\(name)`: it is a get-only computed property", at: node, kind: .invalidSwift)
      }
      let coerced = try coerce(value, toType: prop.type, at: node)
      switch prop.wrapper {
      case .state:
        guard let owner = inst.stateOwner else {
          inst.stateInitial[name] = coerced
          return .instance(inst)
        }
        writeState(StateKey(owner: owner, name: name), coerced)
        return nil
      case .binding:
        guard case .binding(let b)? = inst.fields[name] else { return nil }
        try write(b, coerced, at: node)
        return nil
      default:
        inst.fields[name] = coerced
        return .instance(inst)
      }
    case .binding(let b) where name == "wrappedValue":
      try write(b, value, at: node)
      return nil
    default:
      return try Builtins.setMember(base, name, value, interpreter: self, node: node)
    }
  }
}
