import LabEngine
import SwiftSyntax

/// Core Data as a screen's code uses it (docs/semantics.md §11.2), on the store SwiftData's
/// stand-in keeps: an `NSManagedObject` subclass is a model class, `Item(context:)` makes one
/// in the store, `@FetchRequest` reads the store's objects of its type sorted by its
/// descriptors, and the `NSPersistentContainer` of Xcode's template loads an in-memory store
/// whose view context is the app's one context. Entities Xcode generates from a data model are
/// declared by `:load Model.xcdatamodeld` (`CoreDataModel`).
///
///     let item = Item(context: viewContext)
///     item.timestamp = Date()
///     try viewContext.save()
enum CoreDataBuiltins {
  static let typeNames = [
    "NSPersistentContainer", "NSPersistentCloudKitContainer", "NSSortDescriptor", "NSPredicate",
    "NSPersistentStoreDescription",
  ]
  static let containerProperties = ["name", "viewContext", "persistentStoreDescriptions"]

  /// `Item(context: viewContext)` (and `Item(entity:insertInto:)`): a new object of the model
  /// class in the store, each attribute nil (an optional) or 0, false (a scalar) until set.
  static func makeObject(_ type: StructType, _ args: [Argument], _ interp: Interpreter, node: Syntax) throws -> Value {
    let labels = args.map(\.label)
    let context: Value?
    if labels == ["context"] {
      context = args[0].value
    } else if labels == ["entity", "insertInto"] {
      context = args[1].value
    } else {
      throw interp.error(
        "an `NSManagedObject` is made with `init(context:)` (or `init(entity:insertInto:)`): Core Data stops "
          + "the app when one is made without its entity", at: node, kind: .argument)
    }
    if let context, !isContext(context), !{ if case .null = context { true } else { false } }() {
      throw interp.error("`context:` takes the app's `NSManagedObjectContext`", at: args[0].node, kind: .typeMismatch)
    }
    let owner = interp.state.newObject(of: type)
    let object = Value.instance(StructInstance(type: type, fields: [:], stateOwner: owner))
    let env = Environment(enclosing: type.environment)
    env.define("self", .type(.userStruct(type)))
    for prop in type.storedProperties {
      let key = StateKey(owner: owner, name: prop.name)
      if let initializer = prop.initializer {
        interp.state[key] = try interp.evaluate(initializer, in: env, as: prop.type)
      } else {
        interp.state[key] = defaultValue(prop.type)
      }
    }
    if let context, isContext(context) { insert(object, interp) }
    return object
  }

  /// An attribute's value before it is set: nil, or 0 and false for a scalar (Core Data gives
  /// a scalar accessor 0 for a nil value).
  static func defaultValue(_ type: String?) -> Value {
    switch type {
    case "Int", "Int16", "Int32", "Int64": return .int(0)
    case "Double", "CGFloat": return .double(0)
    case "Float": return .float(0)
    case "Bool": return .bool(false)
    default: return .null
    }
  }

  static func isContext(_ v: Value) -> Bool {
    if case .opaque(let o) = v, o.kind == "ModelContext" { return true }
    return false
  }

  static func insert(_ object: Value, _ interp: Interpreter) {
    guard case .instance(let inst) = object, let owner = inst.objectOwner else { return }
    let key = StateKey(owner: SwiftDataBuiltins.storeOwner, name: inst.type.name)
    var items = SwiftDataBuiltins.objects(of: inst.type.name, interp)
    if !items.contains(where: { if case .instance(let i) = $0 { i.objectOwner == owner } else { false } }) {
      items.append(object)
      interp.writeState(key, .array(items))
    }
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "NSPersistentContainer", "NSPersistentCloudKitContainer":
      try c.checkLabels(["name", "managedObjectModel"])
      let (object, owner) = BuiltinClasses.make("NSPersistentContainer", properties: containerProperties, interp)
      let (description, _) = BuiltinClasses.make("NSPersistentStoreDescription", properties: ["url"], interp)
      interp.state[StateKey(owner: owner, name: "name")] = .string(try c.string("name") ?? "")
      interp.state[StateKey(owner: owner, name: "viewContext")] = SwiftDataBuiltins.context
      interp.state[StateKey(owner: owner, name: "persistentStoreDescriptions")] = .array([description])
      return object
    case "NSPersistentStoreDescription":
      try c.checkLabels(["url"])
      let (description, owner) = BuiltinClasses.make(name, properties: ["url"], interp)
      interp.state[StateKey(owner: owner, name: "url")] = c.argument("url")?.value ?? .null
      return description
    case "NSSortDescriptor":
      // `NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)`, or by `key:`: the
      // same sort as SwiftData's `SortDescriptor` (the path, then "reverse" to descend).
      try c.checkLabels(["keyPath", "key", "ascending"])
      var path: [String]
      if case .keyPath(let p)? = c.argument("keyPath")?.value {
        path = p
      } else if let key = try c.string("key") {
        path = key.split(separator: ".").map(String.init)
      } else {
        throw c.fail("`NSSortDescriptor` takes `keyPath:` or `key:`, and `ascending:`", kind: .argument)
      }
      if path.count > 1, let first = path.first, first.first?.isUppercase == true { path.removeFirst() }
      let ascending = try c.bool("ascending") ?? true
      return .opaque(OpaqueValue(kind: "SortDescriptor", text: path.joined(separator: ".") + (ascending ? "" : " reverse")))
    default:
      throw c.fail(
        "`NSPredicate(format:)` filters by a string Core Data parses, which the lab does not read yet; filter the "
          + "results in Swift", kind: .notSupported)
    }
  }

  /// `container.loadPersistentStores { description, error in … }`: the store is loaded at once
  /// (the handler runs before the call returns, with no error), `newBackgroundContext()`.
  static func containerMember(_ inst: StructInstance, _ name: String, _ interp: Interpreter, at node: Syntax) -> Value? {
    guard let owner = BuiltinClasses.owner(inst, of: "NSPersistentContainer", interp) else { return nil }
    switch name {
    case "name", "viewContext", "persistentStoreDescriptions":
      return interp.state[StateKey(owner: owner, name: name)] ?? .null
    case "loadPersistentStores":
      return .function(FunctionValue(name: name) { c in
        try c.checkLabels(["completionHandler"])
        guard case .function(let handler)? = c.argument("completionHandler")?.value else {
          throw c.fail("`loadPersistentStores` takes a completion handler", kind: .argument)
        }
        let first: Value
        if case .array(let ds)? = c.interpreter.state[StateKey(owner: owner, name: "persistentStoreDescriptions")], let d = ds.first {
          first = d
        } else {
          first = .null
        }
        _ = try c.interpreter.call(handler, [
          Argument(label: nil, value: first, node: c.node), Argument(label: nil, value: .null, node: c.node),
        ], node: c.node)
        return .void
      })
    case "newBackgroundContext":
      return .function(FunctionValue(name: name) { _ in SwiftDataBuiltins.context })
    default: return nil
    }
  }

  /// `Item.fetchRequest()` and `Item.entity()`, for a model class.
  static func staticMember(_ type: StructType, _ name: String) -> Value? {
    guard type.isManagedObject else { return nil }
    switch name {
    case "fetchRequest":
      return .function(FunctionValue(name: name) { _ in .opaque(OpaqueValue(kind: "NSFetchRequest", text: type.name)) })
    case "entity":
      return .function(FunctionValue(name: name) { _ in .opaque(OpaqueValue(kind: "NSEntityDescription", text: type.name)) })
    default: return nil
    }
  }
}
