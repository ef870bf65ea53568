import Foundation
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
    "NSCompoundPredicate", "NSPersistentStoreDescription", "NSFetchRequest",
  ]

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
    if let context, isContext(context), case .instance(let inst) = object {
      SwiftDataBuiltins.insert(inst, owner, interp)
    }
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

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "NSPersistentContainer", "NSPersistentCloudKitContainer":
      try c.checkLabels(["name", "managedObjectModel"])
      let (description, _) = BuiltinClasses.make("NSPersistentStoreDescription", initial: [("url", .null)], interp)
      return BuiltinClasses.make(
        "NSPersistentContainer",
        initial: [("name", .string(try c.string("name") ?? "")), ("viewContext", SwiftDataBuiltins.context),
          ("persistentStoreDescriptions", .array([description]))], interp
      ).0
    case "NSPersistentStoreDescription":
      try c.checkLabels(["url"])
      return BuiltinClasses.make(name, initial: [("url", c.argument("url")?.value ?? .null)], interp).0
    case "NSFetchRequest":
      // `NSFetchRequest<Item>(entityName: "Item")`: a request whose predicate, sort
      // descriptors and limit are set on it, for `context.fetch(_:)` and `count(for:)`.
      try c.checkLabels(["entityName"])
      guard let entity = try c.string("entityName") else { throw c.fail("`NSFetchRequest` needs `entityName:`", kind: .argument) }
      return fetchRequest(entity, interp)
    case "NSSortDescriptor":
      // `NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)`, or by `key:`: the
      // same sort as SwiftData's `SortDescriptor` (the path, then "reverse" to descend).
      try c.checkLabels(["keyPath", "key", "ascending"])
      let path: [String]
      if case .keyPath(let p)? = c.argument("keyPath")?.value {
        path = p
      } else if let key = try c.string("key") {
        path = key.split(separator: ".").map(String.init)
      } else {
        throw c.fail("`NSSortDescriptor` takes `keyPath:` or `key:`, and `ascending:`", kind: .argument)
      }
      let ascending = try c.bool("ascending") ?? true
      return .opaque(OpaqueValue(kind: "SortDescriptor", text: path.joined(separator: ".") + (ascending ? "" : " reverse")))
    default:
      return try PredicateFormat.construct(name, &c)
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
        try c.checkLabels(["completionHandler", nil])
        guard case .function(let handler)? = (c.argument("completionHandler") ?? c.argument(nil))?.value else {
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

  /// A new fetch request of the entity: no predicate, no sort, no limit.
  static func fetchRequest(_ entity: String, _ interp: Interpreter) -> Value {
    BuiltinClasses.make(
      "NSFetchRequest",
      initial: [("entityName", .string(entity)), ("predicate", .null), ("sortDescriptors", .null), ("fetchLimit", .int(0))],
      interp
    ).0
  }

  /// What a fetch request fetches: its entity's objects that its predicate holds for, sorted by
  /// its descriptors, the first `fetchLimit` (0: all); nil when `v` is not a request.
  static func fetch(_ v: Value, _ interp: Interpreter, at node: Syntax) throws -> [Value]? {
    guard case .instance(let inst) = v, let owner = BuiltinClasses.owner(inst, of: "NSFetchRequest", interp) else { return nil }
    func get(_ k: String) -> Value { interp.state[StateKey(owner: owner, name: k)] ?? .null }
    guard case .string(let entity) = get("entityName") else { return nil }
    var filter: FunctionValue?
    switch get("predicate") {
    case .null: break
    case let p: filter = try PredicateFormat.filter(p, interp, at: node)
    }
    var sorts: [(path: [String], reverse: Bool)] = []
    switch get("sortDescriptors") {
    case .null: break
    case .array(let items):
      for item in items {
        guard case .opaque(let o) = item, o.kind == "SortDescriptor" else {
          throw interp.error("`sortDescriptors` holds `NSSortDescriptor`s", at: node, kind: .typeMismatch)
        }
        let parts = o.text.split(separator: " ")
        sorts.append((parts[0].split(separator: ".").map(String.init), parts.count > 1))
      }
    default: throw interp.error("`sortDescriptors` is an array of `NSSortDescriptor`s", at: node, kind: .typeMismatch)
    }
    var limit: Int?
    if case .int(let n) = get("fetchLimit"), n > 0 { limit = n }
    return try SwiftDataBuiltins.fetch(entity, filter: filter, sorts: sorts, limit: limit, interp, at: node)
  }

  /// `Item.fetchRequest()` and `Item.entity()`, for a model class.
  static func staticMember(_ type: StructType, _ name: String) -> Value? {
    guard type.isManagedObject else { return nil }
    switch name {
    case "fetchRequest":
      return .function(FunctionValue(name: name) { c in fetchRequest(type.name, c.interpreter) })
    case "entity":
      return .function(FunctionValue(name: name) { _ in .opaque(OpaqueValue(kind: "NSEntityDescription", text: type.name)) })
    default: return nil
    }
  }
}

/// A Core Data model file (`Model.xcdatamodeld`, its `contents` XML): the classes Xcode
/// generates for its entities (docs/semantics.md §11.2), as Swift source the lab declares.
/// An entity with "Class Definition" codegen becomes `class Item: NSManagedObject` with an
/// `@NSManaged` property per attribute; with "Category/Extension" codegen only the properties
/// (the class is the app's); with manual codegen nothing.
public enum CoreDataModel {
  public struct ParseError: Error { public var message: String }

  /// The `contents` file of the model at `path`: a `.xcdatamodeld` (its current version, as
  /// its `.xccurrentversion` names it, or its only version), a `.xcdatamodel`, or the file.
  public static func contentsPath(ofModelAt path: String) throws -> String {
    let files = FileManager.default
    var dir = path.hasSuffix("/") ? String(path.dropLast()) : path
    if dir.hasSuffix(".xcdatamodeld") {
      let versions = ((try? files.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.sorted()
      var chosen = versions.count == 1 ? versions[0] : nil
      // `.xccurrentversion` is a property list: `_XCCurrentVersionName`, then its `<string>`.
      if let plist = try? String(contentsOfFile: dir + "/.xccurrentversion", encoding: .utf8),
        let key = plist.range(of: "_XCCurrentVersionName"),
        let open = plist.range(of: "<string>", range: key.upperBound..<plist.endIndex),
        let close = plist.range(of: "</string>", range: open.upperBound..<plist.endIndex),
        versions.contains(String(plist[open.upperBound..<close.lowerBound]))
      {
        chosen = String(plist[open.upperBound..<close.lowerBound])
      }
      guard let version = chosen else {
        throw ParseError(message: "'\(path)' holds \(versions.isEmpty ? "no model version" : "several versions and no .xccurrentversion naming one")")
      }
      dir += "/" + version
    }
    return dir.hasSuffix(".xcdatamodel") ? dir + "/contents" : dir
  }

  /// The Swift declarations of the model's generated classes.
  public static func swiftSource(_ xml: String) throws -> String {
    guard xml.contains("<model") else { throw ParseError(message: "not a Core Data model: no `<model>` element") }
    var out = "// Generated by the lab from the data model, as Xcode generates it.\n"
    var entity: (name: String, codegen: String)?
    var lines: [String] = []
    func flush() {
      guard let e = entity else { return }
      switch e.codegen {
      case "class":
        out += "class \(e.name): NSManagedObject {\n" + lines.joined() + "}\n"
      case "category":
        out += "extension \(e.name) {\n" + lines.joined() + "}\n"
      default: break
      }
      entity = nil
      lines = []
    }
    for tag in tags(xml) {
      switch tag.name {
      case "entity":
        flush()
        let name = tag.attributes["representedClassName"] ?? tag.attributes["name"] ?? ""
        entity = (name, tag.attributes["codeGenerationType"] ?? "")
      case "/entity":
        flush()
      case "attribute":
        guard let name = tag.attributes["name"], let type = tag.attributes["attributeType"] else { continue }
        let scalar = tag.attributes["usesScalarValueType"] == "YES"
        let swift = swiftType(type, scalar: scalar)
        var line = "  @NSManaged var \(name): \(swift)"
        if let initial = tag.attributes["defaultValueString"], let literal = literal(initial, swiftType: swift) {
          line += " = \(literal)"
        }
        lines.append(line + "\n")
      case "relationship":
        guard let name = tag.attributes["name"], let destination = tag.attributes["destinationEntity"] else { continue }
        let many = tag.attributes["toMany"] == "YES"
        let ordered = tag.attributes["ordered"] == "YES"
        lines.append("  @NSManaged var \(name): \(many ? (ordered ? "NSOrderedSet?" : "NSSet?") : destination + "?")\n")
      default: continue
      }
    }
    flush()
    return out
  }

  /// The Swift type Xcode's codegen gives an attribute: optional object types, scalars when
  /// the model says so.
  static func swiftType(_ attributeType: String, scalar: Bool) -> String {
    switch attributeType {
    case "Integer 16": return scalar ? "Int16" : "NSNumber?"
    case "Integer 32": return scalar ? "Int32" : "NSNumber?"
    case "Integer 64": return scalar ? "Int64" : "NSNumber?"
    case "Double": return scalar ? "Double" : "NSNumber?"
    case "Float": return scalar ? "Float" : "NSNumber?"
    case "Boolean": return scalar ? "Bool" : "NSNumber?"
    case "String": return "String?"
    case "Date": return "Date?"
    case "UUID": return "UUID?"
    case "URI": return "URL?"
    case "Binary": return "Data?"
    case "Decimal": return "NSDecimalNumber?"
    default: return "NSObject?"
    }
  }

  /// A default value as a Swift literal of the attribute's type, for the types the lab reads.
  static func literal(_ text: String, swiftType: String) -> String? {
    switch swiftType {
    case "Int16", "Int32", "Int64": return Int(text).map(String.init)
    case "Double", "Float": return Double(text).map { "\($0)" }
    case "Bool": return text == "YES" ? "true" : text == "NO" ? "false" : nil
    case "String?":
      let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      return "\"\(escaped)\""
    default: return nil
    }
  }

  /// The XML's tags in order, each with its attributes (entities decoded).
  static func tags(_ xml: String) -> [(name: String, attributes: [String: String])] {
    var result: [(String, [String: String])] = []
    var rest = Substring(xml)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { break }
      var body = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if body.hasPrefix("?") || body.hasPrefix("!") { continue }
      if body.hasSuffix("/") { body = body.dropLast() }
      let name = String(body.prefix { !$0.isWhitespace })
      var attributes: [String: String] = [:]
      var scan = body.dropFirst(name.count)
      while let eq = scan.firstIndex(of: "=") {
        let key = scan[..<eq].trimmingCharacters(in: .whitespaces)
        let afterEq = scan[scan.index(after: eq)...]
        guard let q1 = afterEq.firstIndex(of: "\""), let q2 = afterEq[afterEq.index(after: q1)...].firstIndex(of: "\"") else { break }
        attributes[key] = decode(String(afterEq[afterEq.index(after: q1)..<q2]))
        scan = afterEq[afterEq.index(after: q2)...]
      }
      result.append((name, attributes))
    }
    return result
  }

  static func decode(_ s: String) -> String {
    s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&apos;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
