import Foundation
import SwiftSyntax

/// What view code reaches for to load its sample data (docs/semantics.md §15): `Bundle.main`
/// finds a resource file, `Data(contentsOf:)` reads it, and `JSONDecoder().decode(_:from:)`
/// turns it into the user's `Codable` types.
///
///     let data = try Data(contentsOf: Bundle.main.url(forResource: "items", withExtension: "json")!)
///     let items = try JSONDecoder().decode([Item].self, from: data)
///
/// The app bundle is the folder of the Swift file that asks (for an input typed at the
/// prompt, the working directory), and the app's folder above it: the nearest folder, up to
/// three above, that holds an `Assets.xcassets`, an `Info.plist`, a `Preview Content` or an
/// `.xcodeproj`, searched with its subfolders, as Xcode copies a target's resources into its
/// bundle flat.
enum BundleBuiltins {
  static let typeNames = ["Bundle", "Data", "JSONDecoder", "JSONEncoder"]

  /// Files larger than this are refused rather than read.
  static let maxDataBytes = 16 << 20
  /// At most this many folder entries are looked at for one resource.
  static let maxSearchEntries = 20_000

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "JSONEncoder": return try JSONEncoding.construct(&c)
    case "JSONDecoder":
      try c.checkLabels([])
      let interp = c.interpreter
      let (object, owner) = BuiltinClasses.make("JSONDecoder", properties: decoderSettings, interp)
      interp.state[StateKey(owner: owner, name: "dateDecodingStrategy")] = .implicitMember(
        ImplicitMember(name: "deferredToDate", arguments: nil))
      interp.state[StateKey(owner: owner, name: "keyDecodingStrategy")] = .implicitMember(
        ImplicitMember(name: "useDefaultKeys", arguments: nil))
      return object
    case "Data":
      if c.arguments.isEmpty { return data("") }
      if c.has("count") {
        // `Data(count: n)`: n zero bytes.
        try c.checkLabels(["count"])
        guard let n = try c.int("count"), n >= 0 else { throw c.fail("`Data(count:)` takes a count of 0 or more", kind: .argument) }
        try c.interpreter.checkCollection(n, at: c.node)
        return data(String(repeating: "\u{0}", count: n))
      }
      if let url = c.argument("contentsOf") {
        try c.checkLabels(["contentsOf"])
        guard case .opaque(let o) = url.value, o.kind == "URL" else {
          throw c.fail("`Data(contentsOf:)` needs a `URL`", kind: .argument)
        }
        return try read(o.text, c)
      }
      try c.checkLabels([nil])
      if case .opaque(let o)? = c.arguments.first?.value, o.kind == "String.UTF8View" { return data(o.text) }
      throw c.fail(
        "`Data` is made here from a file (`Data(contentsOf:)`) or a string's UTF-8 (`Data(text.utf8)`)",
        kind: .notSupported)
    default:
      throw c.fail("`\(name)(…)` is not supported yet: use `Bundle.main`", kind: .notSupported)
    }
  }

  static func data(_ text: String) -> Value { .opaque(OpaqueValue(kind: "Data", text: text)) }

  /// Whether the method of this receiver returns an optional (printed `Optional(…)`):
  /// `Bundle`'s `url` and `path`, a string's `data(using:)`.
  static func returnsOptional(_ receiver: Value, _ name: String) -> Bool {
    switch (receiver, name) {
    case (.opaque(let o), "url"), (.opaque(let o), "path"): return o.kind == "Bundle"
    case (.string, "data"): return true
    // `formatter.date(from: text)`, `number(from:)`: nil for text they do not read.
    case (.instance(let i), "date"): return i.type.name == "DateFormatter" || i.type.name == ISO8601Formatting.typeName
    case (.instance(let i), "number"): return i.type.name == "NumberFormatter"
    case (.instance(let i), _) where i.type.name == "Scanner": return ScannerBuiltins.optionalScans.contains(name)
    default: return false
    }
  }

  static func staticMember(_ type: String, _ name: String) -> Value? {
    guard type == "Bundle", name == "main" else { return nil }
    return .opaque(OpaqueValue(kind: "Bundle", text: "main"))
  }

  /// Members of a `Bundle`, `Data`, `JSONDecoder` or a string's `utf8` view.
  static func member(_ o: OpaqueValue, _ name: String, interpreter: Interpreter, node: Syntax) throws -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    switch (o.kind, name) {
    case ("Bundle", "url"):
      return method { c in
        try c.checkLabels(["forResource", "withExtension"])
        guard let path = try resource(&c, nameLabel: "forResource", extensionLabel: "withExtension") else { return .null }
        return .opaque(OpaqueValue(kind: "URL", text: URL(fileURLWithPath: path).absoluteString))
      }
    case ("Bundle", "path"):
      return method { c in
        try c.checkLabels(["forResource", "ofType"])
        return try resource(&c, nameLabel: "forResource", extensionLabel: "ofType").map { .string($0) } ?? .null
      }
    case ("Data", "write"): return method { c in try Sandbox.write(o.text, &c) }
    case ("Data", "count"), ("String.UTF8View", "count"): return .int(o.text.utf8.count)
    case ("Data", "isEmpty"), ("String.UTF8View", "isEmpty"): return .bool(o.text.isEmpty)
    default: return nil
    }
  }

  // MARK: JSONDecoder

  /// A `JSONDecoder` is an object (`BuiltinClasses`) with these settings.
  static let decoderSettings = ["dateDecodingStrategy", "keyDecodingStrategy"]
  static let dateStrategies = ["deferredToDate", "secondsSince1970", "millisecondsSince1970", "iso8601", "formatted"]
  static let keyStrategies = ["useDefaultKeys", "convertFromSnakeCase"]

  static func decoderOwner(_ inst: StructInstance, _ interp: Interpreter) -> String? {
    BuiltinClasses.owner(inst, of: "JSONDecoder", interp)
  }

  /// `decoder.strategy = value`, checked.
  static func setDecoder(_ owner: String, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws {
    switch (name, value) {
    case ("dateDecodingStrategy", .implicitMember(let m)) where dateStrategies.contains(m.name):
      if m.name == "formatted" {
        guard let args = m.arguments, args.count == 1, args[0].label == nil, case .instance(let f) = args[0].value,
          DateFormatterBuiltins.owner(f, interp) != nil
        else {
          throw interp.error("`.formatted(_:)` takes a `DateFormatter`", at: node, kind: .typeMismatch)
        }
      } else if m.arguments != nil {
        throw interp.error("`.\(m.name)` takes no arguments", at: node, kind: .argument)
      }
    case ("keyDecodingStrategy", .implicitMember(let m)) where keyStrategies.contains(m.name) && m.arguments == nil:
      break
    case ("dateDecodingStrategy", _), ("keyDecodingStrategy", _), ("dataDecodingStrategy", _),
      ("nonConformingFloatDecodingStrategy", _), ("allowsJSON5", _), ("userInfo", _):
      throw interp.error(
        "this `\(name)` is not supported yet: the lab decodes dates `.deferredToDate`, "
          + "`.secondsSince1970`, `.millisecondsSince1970`, `.iso8601` or `.formatted(formatter)`, and "
          + "keys `.useDefaultKeys` or `.convertFromSnakeCase`", at: node, kind: .notSupported)
    default:
      throw interp.error("value of type `JSONDecoder` has no member `\(name)`", at: node, kind: .unknownName)
    }
    interp.state[StateKey(owner: owner, name: name)] = value
  }

  /// `decoder.decode(T.self, from: data)`, with the decoder's strategies.
  static func decode(_ owner: String) -> Value {
    .function(
      FunctionValue(name: "decode") { c in
        try c.checkLabels([nil, "from"])
        guard case .type(let ref)? = c.arguments.first?.value else {
          throw c.fail("`decode` needs a type first, such as `[Item].self`", kind: .argument)
        }
        guard case .opaque(let d)? = c.argument("from")?.value, d.kind == "Data" else {
          throw c.fail("`decode(_:from:)` needs `Data` after `from:`", kind: .argument)
        }
        let interp = c.interpreter
        var strategies = JSONStrategies()
        if case .implicitMember(let m)? = interp.state[StateKey(owner: owner, name: "dateDecodingStrategy")] {
          switch m.name {
          case "secondsSince1970": strategies.date = .secondsSince1970
          case "millisecondsSince1970": strategies.date = .millisecondsSince1970
          case "iso8601": strategies.date = .iso8601
          case "formatted":
            if case .instance(let f)? = m.arguments?.first?.value, let formatter = DateFormatterBuiltins.owner(f, interp) {
              strategies.date = .formatted(formatter)
            }
          default: break
          }
        }
        if case .implicitMember(let m)? = interp.state[StateKey(owner: owner, name: "keyDecodingStrategy")] {
          strategies.convertFromSnakeCase = m.name == "convertFromSnakeCase"
        }
        return try interp.decodeJSON(d.text, as: ref, at: c.node, strategies)
      })
  }

  /// The file a resource name and extension name, or nil when the bundle has none.
  private static func resource(_ c: inout CallContext, nameLabel: String, extensionLabel: String) throws -> String? {
    guard let name = try c.string(nameLabel) else {
      throw c.fail("`\(nameLabel):` needs the resource's name", kind: .argument)
    }
    var ext: String? = nil
    if let given = c.argument(extensionLabel), !{ if case .null = given.value { true } else { false } }() {
      ext = try c.string(extensionLabel)
    }
    let file = ext.map { $0.isEmpty ? name : name + "." + $0 } ?? name
    guard !file.contains("/") else {
      throw c.fail("a resource is named without folders (`items.json`, not a path)", kind: .notSupported)
    }
    for folder in folders(for: c.interpreter.location(of: c.node)?.file) {
      if let found = find(file, in: folder.path, recursive: folder.recursive) { return found }
    }
    return nil
  }

  /// Where `Bundle.main` looks for a resource named in `file` (see the type's comment).
  static func folders(for sourceFile: String?) -> [(path: String, recursive: Bool)] {
    let fm = FileManager.default
    guard let sourceFile, !sourceFile.hasPrefix("<"), fm.fileExists(atPath: sourceFile) else {
      return [(fm.currentDirectoryPath, false)]
    }
    let folder = (sourceFile as NSString).deletingLastPathComponent
    let start = folder.isEmpty ? "." : folder
    var result: [(String, Bool)] = [(start, false)]
    var current = start
    for _ in 0...3 {
      if isAppFolder(current) {
        result.append((current, true))
        break
      }
      let parent = (current as NSString).deletingLastPathComponent
      // Not above the working directory when the file is inside it.
      if parent.isEmpty || parent == current || (!start.hasPrefix("/") && current == ".") { break }
      current = parent
    }
    return result
  }

  private static func isAppFolder(_ path: String) -> Bool {
    guard let items = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
    return items.contains { ["Assets.xcassets", "Info.plist", "Preview Content"].contains($0) || $0.hasSuffix(".xcodeproj") }
  }

  /// The first file named `name` in `folder` (and, if `recursive`, its subfolders, breadth
  /// first, in name order, hidden folders and `.build` left out).
  private static func find(_ name: String, in folder: String, recursive: Bool) -> String? {
    let fm = FileManager.default
    var queue = [folder]
    var seen = 0
    while !queue.isEmpty {
      let dir = queue.removeFirst()
      guard let items = try? fm.contentsOfDirectory(atPath: dir) else { continue }
      let path = (dir as NSString).appendingPathComponent(name)
      var isDir: ObjCBool = false
      if items.contains(name), fm.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue { return path }
      guard recursive else { return nil }
      for item in items.sorted() where !item.hasPrefix(".") && item != ".build" {
        seen += 1
        if seen > maxSearchEntries { return nil }
        let sub = (dir as NSString).appendingPathComponent(item)
        if fm.fileExists(atPath: sub, isDirectory: &isDir), isDir.boolValue { queue.append(sub) }
      }
    }
    return nil
  }

  /// `Data(contentsOf:)` of a file URL, as UTF-8 text.
  private static func read(_ url: String, _ c: CallContext) throws -> Value {
    if Sandbox.contains(url) {
      guard let text = c.interpreter.sandboxFiles[Sandbox.key(url)] else {
        throw c.interpreter.apiError(
          "`Data(contentsOf:)` throws here: the app's sandbox has no file at `\(Sandbox.key(url))` (nothing "
            + "has written it in this session), and nothing catches it", at: c.node)
      }
      return data(text)
    }
    guard let u = URL(string: url), u.isFileURL else {
      throw c.fail("`Data(contentsOf:)` reads files here; `\(url)` is not a file URL", kind: .notSupported)
    }
    let path = u.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attributes[.size] as? Int
    else {
      throw c.interpreter.apiError(
        "`Data(contentsOf:)` throws here: no file at `\(path)`, and nothing catches it", at: c.node)
    }
    guard size <= maxDataBytes else {
      throw c.fail("`\(path)` is \(size) bytes: the lab reads files of up to \(maxDataBytes) bytes", kind: .limit("data"))
    }
    guard let bytes = FileManager.default.contents(atPath: path), let text = String(validating: bytes, as: UTF8.self)
    else {
      throw c.fail("`\(path)` is not UTF-8 text: the lab reads only text files as `Data`", kind: .notSupported)
    }
    return data(text)
  }
}
