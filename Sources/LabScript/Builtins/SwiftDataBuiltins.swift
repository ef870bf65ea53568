import LabEngine
import SwiftSyntax

/// SwiftData as a screen's code uses it (docs/semantics.md §11.1): `@Model` classes are
/// observable objects; the app's model context is one store in memory, empty when the session
/// starts (as a preview's `.modelContainer(for:inMemory: true)` is), kept in the session's state
/// so `:scrub` restores it; `modelContext.insert(_:)` and `delete(_:)` change it, and a view's
/// `@Query` reads the objects of its element type, in the order they were inserted, filtered by
/// its `#Predicate` and sorted by its key paths.
///
///     @Query(sort: \Item.timestamp) private var items: [Item]
enum SwiftDataBuiltins {
  static let typeNames = ["ModelContainer", "ModelConfiguration", "SortDescriptor", "FetchDescriptor"]
  static let context = Value.opaque(OpaqueValue(kind: "ModelContext", text: "modelContext"))
  static let storeOwner = StateStore.modelStore

  /// The objects of class `type` in the store.
  static func objects(of type: String, _ interp: Interpreter) -> [Value] {
    if case .array(let items)? = interp.state[StateKey(owner: storeOwner, name: type)] { return items }
    return []
  }

  /// `@Query(…) var items: [Item]`: the store's `Item`s, filtered and sorted as its arguments say.
  static func query(_ attr: AttributeSyntax, declaredType: String?, _ interp: Interpreter, at node: Syntax) throws -> Value {
    var args: LabeledExprListSyntax?
    if case .argumentList(let list)? = attr.arguments { args = list }
    return try query(
      attr.attributeName.trimmedDescription, args, in: interp.globals, declaredType: declaredType, interp, at: Syntax(attr))
  }

  /// The query's objects from its wrapper's name and arguments, evaluated in `env`: the
  /// attribute's (`@Query(…)`), or an `init`'s `_items = FetchRequest(…)`.
  static func query(
    _ wrapper: String, _ arguments: LabeledExprListSyntax?, in env: Environment, declaredType: String?,
    _ interp: Interpreter, at node: Syntax
  ) throws -> Value {
    let element: String
    // `typealias Locations = [Location]`: the alias's type.
    let declaredType = declaredType.map(interp.resolvedTypeName)
    if let declared = declaredType, declared.hasPrefix("FetchedResults<"), declared.hasSuffix(">") {
      // Core Data's `@FetchRequest var items: FetchedResults<Item>` (docs/semantics.md §11.2).
      element = String(declared.dropFirst("FetchedResults<".count).dropLast())
    } else if let declared = declaredType, declared.hasPrefix("["), declared.hasSuffix("]") {
      element = String(declared.dropFirst().dropLast())
    } else {
      throw interp.error(
        "`@\(wrapper)` needs \(wrapper == "FetchRequest" ? "a `FetchedResults<Item>`" : "an array type, such as `[Item]`")",
        at: node, kind: .argument)
    }
    var filter: FunctionValue?
    var sorts: [(path: [String], reverse: Bool)] = []
    var order = false
    if let args = arguments {
      for arg in args {
        let value = try interp.evaluate(arg.expression, in: env)
        switch (arg.label?.text, value) {
        case (nil, .function(let fn)), ("filter", .function(let fn)):
          filter = fn
        case (nil, .tuple(let t)) where t.nominal == "FetchDescriptor":
          // `@Query(descriptor)`: what the descriptor fetches.
          guard case .string(element)? = t["entity"] else {
            throw interp.error("this `FetchDescriptor` fetches another type than `[\(element)]`", at: arg, kind: .typeMismatch)
          }
          return .array(try fetch(value, interp, at: Syntax(arg)))
        case ("sort", .keyPath(let path)), (nil, .keyPath(let path)):
          sorts.append((path, false))
        case ("entity", .opaque(let o)) where o.kind == "NSEntityDescription":
          guard o.text == element else {
            throw interp.error("this fetches `\(o.text)`s, not the `\(element)`s declared", at: arg, kind: .typeMismatch)
          }
        case ("fetchRequest", .instance):
          // `@FetchRequest(fetchRequest: request)`: what the request fetches.
          guard let found = try CoreDataBuiltins.fetch(value, interp, at: Syntax(arg)) else {
            throw interp.error("`fetchRequest:` takes an `NSFetchRequest`", at: arg, kind: .typeMismatch)
          }
          return .array(found)
        case ("predicate", .null):
          continue
        case ("predicate", .opaque(let o)) where o.kind == PredicateFormat.kind:
          filter = try PredicateFormat.filter(value, interp, at: Syntax(arg))
        case ("sort", .array(let descriptors)), ("sortDescriptors", .array(let descriptors)):
          for d in descriptors {
            guard case .opaque(let o) = d, o.kind == "SortDescriptor" else {
              throw interp.error("`sort:` takes key paths or `SortDescriptor`s", at: arg, kind: .argument)
            }
            let parts = o.text.split(separator: " ")
            sorts.append((parts[0].split(separator: ".").map(String.init), parts.count > 1))
          }
        case ("order", .implicitMember(let m)) where ["forward", "reverse"].contains(m.name):
          order = m.name == "reverse"
        case ("animation", _), ("transaction", _):
          continue
        default:
          throw interp.error(
            "this `@Query` argument is not supported yet: the lab filters with `filter: #Predicate { … }` and "
              + "sorts with `sort:` (key paths or `SortDescriptor`s) and `order:`", at: arg, kind: .notSupported)
        }
      }
    }
    if order, !sorts.isEmpty { sorts[sorts.count - 1].reverse = true }
    return .array(try fetch(element, filter: filter, sorts: sorts, limit: nil, interp, at: node))
  }

  /// The store's objects of class `element` that `filter` keeps, sorted by `sorts` (stably:
  /// objects equal on every key keep the order they were inserted in), the first `limit`.
  static func fetch(
    _ element: String, filter: FunctionValue?, sorts: [(path: [String], reverse: Bool)], limit: Int?,
    _ interp: Interpreter, at node: Syntax
  ) throws -> [Value] {
    var items = objects(of: element, interp)
    if let filter { items = try items.filter { try interp.truth(interp.call(filter, [$0], node: node), node) } }
    guard !sorts.isEmpty else { return limit.map { Array(items.prefix(max(0, $0))) } ?? items }
    func key(_ v: Value, _ path: [String]) throws -> Value {
      try interp.subscriptValue(v, [Argument(label: "keyPath", value: .keyPath(path), node: node)], node: node)
    }
    var failure: Error?
    // Stable: objects equal on every key keep their insertion order.
    let sorted = items.enumerated().sorted { a, b in
      do {
        for s in sorts {
          let (x, y) = (try key(a.element, s.path), try key(b.element, s.path))
          // An unset (nil) attribute sorts before every value, as a store's NULL does.
          let (xNil, yNil) = ({ if case .null = x { true } else { false } }(), { if case .null = y { true } else { false } }())
          if xNil || yNil {
            if xNil && yNil { continue }
            return s.reverse ? yNil : xNil
          }
          let less = try interp.truth(interp.arithmetic("<", x, y, node: node), node)
          let more = try interp.truth(interp.arithmetic("<", y, x, node: node), node)
          if less || more { return s.reverse ? more : less }
        }
      } catch { failure = error }
      return a.offset < b.offset
    }
    if let failure { throw failure }
    let all = sorted.map(\.element)
    return limit.map { Array(all.prefix(max(0, $0))) } ?? all
  }

  /// Puts the object in the store, after its class's others; one already there stays where it is.
  static func insert(_ inst: StructInstance, _ owner: String, _ interp: Interpreter) {
    var items = objects(of: inst.type.name, interp)
    guard !items.contains(where: { if case .instance(let i) = $0 { i.objectOwner == owner } else { false } }) else { return }
    items.append(.instance(inst))
    interp.writeState(StateKey(owner: storeOwner, name: inst.type.name), .array(items))
  }

  /// `insert`, `delete`, `save` of the model context (and a container's `mainContext`).
  static func contextMember(_ name: String, _ interp: Interpreter) -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch name {
    case "fetch", "fetchCount", "count":
      return method { c in
        try c.checkLabels(name == "count" ? ["for"] : [nil])
        guard let arg = c.argument(name == "count" ? "for" : nil) else {
          throw c.fail("`\(name)` needs a `FetchDescriptor` or an `NSFetchRequest`", kind: .argument)
        }
        // Core Data's `fetch(_:)` and `count(for:)` of an `NSFetchRequest` (docs/semantics.md §11.2).
        let found = try CoreDataBuiltins.fetch(arg.value, c.interpreter, at: arg.node) ?? fetch(arg.value, c.interpreter, at: arg.node)
        return name == "fetch" ? .array(found) : .int(found.count)
      }
    case "insert", "delete":
      return method { c in
        try c.checkLabels([nil])
        guard case .instance(let inst)? = c.argument(nil)?.value, inst.type.isClass, let owner = inst.objectOwner
        else {
          throw c.fail("`\(name)(_:)` takes an object of a `@Model` class", kind: .typeMismatch)
        }
        if name == "insert" {
          insert(inst, owner, c.interpreter)
        } else {
          var items = objects(of: inst.type.name, c.interpreter)
          items.removeAll { if case .instance(let i) = $0 { i.objectOwner == owner } else { false } }
          c.interpreter.writeState(StateKey(owner: storeOwner, name: inst.type.name), .array(items))
        }
        return .void
      }
    case "save":
      return method { c in
        try c.checkLabels([])
        return .void  // the store is in memory: nothing to write
      }
    case "hasChanges": return .bool(false)
    default: return nil
    }
  }

  /// `ModelContainer(for: Item.self, configurations: …)`, `ModelConfiguration(isStoredInMemoryOnly:)`,
  /// `SortDescriptor(\Item.name, order: .reverse)`.
  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "ModelContainer":
      // `for:` takes the model types (more may follow, unlabelled); the store is the lab's one.
      try c.checkLabels(["for", nil, "configurations", "migrationPlan", "isAutosaveEnabled", "isUndoEnabled"])
      return .opaque(OpaqueValue(kind: "ModelContainer", text: "ModelContainer"))
    case "ModelConfiguration":
      if case .bool(false)? = c.argument("isStoredInMemoryOnly")?.value {
        c.interpreter.warn("the lab's store is in memory: nothing is written to disk", at: c.node)
      }
      return .opaque(OpaqueValue(kind: "ModelConfiguration", text: "ModelConfiguration"))
    case "SortDescriptor":
      try c.checkLabels([nil, "order", "comparator"])
      guard case .keyPath(let path)? = c.argument(nil)?.value else {
        throw c.fail("`SortDescriptor` takes a key path, such as `\\Item.name`", kind: .argument)
      }
      var reverse = false
      if case .implicitMember(let m)? = c.argument("order")?.value { reverse = m.name == "reverse" }
      return .opaque(OpaqueValue(kind: "SortDescriptor", text: path.joined(separator: ".") + (reverse ? " reverse" : "")))
    case "FetchDescriptor":
      // `FetchDescriptor<Item>(predicate: #Predicate { … }, sortBy: [SortDescriptor(\.name)])`:
      // what `modelContext.fetch(_:)` reads; `fetchLimit` may be set on it.
      try c.checkLabels(["predicate", "sortBy"])
      guard let call = c.node.as(FunctionCallExprSyntax.self),
        let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
        let element = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription
      else {
        throw c.fail("the lab needs the model type written: `FetchDescriptor<Item>(…)`", kind: .notSupported)
      }
      var sorts: [Value] = []
      if let arg = c.argument("sortBy") {
        guard case .array(let items) = arg.value,
          items.allSatisfy({ if case .opaque(let o) = $0, o.kind == "SortDescriptor" { true } else { false } })
        else {
          throw c.interpreter.error("`sortBy:` takes an array of `SortDescriptor`s", at: arg.node, kind: .argument)
        }
        sorts = items
      }
      let predicate = c.argument("predicate")?.value ?? .null
      if case .function = predicate {} else if case .null = predicate {} else {
        throw c.fail("`predicate:` takes a `#Predicate { … }`", kind: .argument)
      }
      return .tuple(
        TupleValue(
          labels: ["entity", "predicate", "sortBy", "fetchLimit"],
          elements: [.string(element), predicate, .array(sorts), .null], nominal: "FetchDescriptor"))
    default:
      throw c.fail("`\(name)` is not supported yet", kind: .notSupported)
    }
  }

  /// `modelContext.fetch(descriptor)`: the objects a `FetchDescriptor` names, in its order.
  static func fetch(_ descriptor: Value, _ interp: Interpreter, at node: Syntax) throws -> [Value] {
    guard case .tuple(let t) = descriptor, t.nominal == "FetchDescriptor", case .string(let element)? = t["entity"] else {
      throw interp.error("`fetch` takes a `FetchDescriptor<Item>(…)`", at: node, kind: .argument)
    }
    var filter: FunctionValue?
    if case .function(let fn)? = t["predicate"] { filter = fn }
    var sorts: [(path: [String], reverse: Bool)] = []
    if case .array(let items)? = t["sortBy"] {
      for case .opaque(let o) in items {
        let parts = o.text.split(separator: " ")
        sorts.append((parts[0].split(separator: ".").map(String.init), parts.count > 1))
      }
    }
    var limit: Int?
    if case .int(let n)? = t["fetchLimit"] { limit = n }
    return try fetch(element, filter: filter, sorts: sorts, limit: limit, interp, at: node)
  }
}
