import LabEngine
import SwiftSyntax

/// `UserDefaults.standard`: the app's defaults, the same store `@AppStorage` reads (one per
/// session, kept by a new root), so `set(_:forKey:)` updates the views that show the key as
/// SwiftUI's do. The typed getters coerce as Foundation documents: `bool(forKey:)` takes the
/// strings "true", "YES" and "1" and non-zero numbers as true; `integer`/`double` answer 0 and
/// `string`/`object` nil for a missing key.
///
///     UserDefaults.standard.set(3, forKey: "count")   // @AppStorage("count") reads 3
enum UserDefaultsBuiltins {
  static func key(_ name: String) -> StateKey { StateKey(owner: StateStore.userDefaults, name: name) }

  static func member(_ name: String, interpreter: Interpreter) -> Value? {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    func forKey(_ c: inout CallContext) throws -> String {
      guard let k = try c.string("forKey") else { throw c.fail("`\(name)` needs `forKey:` a string", kind: .argument) }
      return k
    }
    switch name {
    case "set":
      return method { c in
        try c.checkLabels([nil, "forKey"])
        let k = try forKey(&c)
        let value = c.argument(nil)?.value ?? .null
        c.interpreter.writeState(key(k), value)
        if case .null = value { c.interpreter.state[key(k)] = nil }  // set(nil, …) removes the key
        return .void
      }
    case "removeObject":
      return method { c in
        try c.checkLabels(["forKey"])
        let k = try forKey(&c)
        if c.interpreter.state[key(k)] != nil, !c.interpreter.state.defaultedKeys.contains(k) {
          // A change (views update), then no value: an `@AppStorage` reads its default again.
          c.interpreter.writeState(key(k), .null)
          c.interpreter.state[key(k)] = nil
        }
        return .void
      }
    case "register":
      return method { c in
        try c.checkLabels(["defaults"])
        guard case .dictionary(let d)? = c.argument("defaults")?.value else {
          throw c.fail("`register(defaults:)` takes a dictionary of keys and values", kind: .argument)
        }
        for (k, v) in zip(d.keys, d.values) {
          guard case .string(let name) = k else { continue }
          if c.interpreter.state[key(name)] == nil { c.interpreter.state[key(name)] = v }
        }
        return .void
      }
    // `value(forKey:)` is key-value coding's read, which UserDefaults answers as
    // `object(forKey:)` does (a stored value, or nil).
    case "string", "integer", "double", "bool", "object", "value", "array", "dictionary", "url", "float", "data":
      return method { c in
        try c.checkLabels(["forKey"])
        let k = try forKey(&c)
        let stored = c.interpreter.state.defaultedKeys.contains(k) ? nil : c.interpreter.state[key(k)]
        switch (name, stored) {
        case ("float", .float(let f)?): return .float(f)
        case ("float", .double(let d)?): return .float(Float(d))
        case ("float", .int(let i)?): return .float(Float(i))
        case ("float", .bool(let b)?): return .float(b ? 1 : 0)
        case ("float", .string(let s)?): return .float(Float(s) ?? 0)
        case ("float", _): return .float(0)
        case ("double", .float(let f)?): return .double(Double(f))
        case ("data", .opaque(let o)?) where o.kind == "Data": return stored!
        case ("object", let v?), ("value", let v?): return v
        case ("string", .string(let s)?): return .string(s)
        case ("string", .int(let i)?): return .string(String(i))
        case ("string", .double(let d)?): return .string(String(d))
        case ("integer", .int(let i)?): return .int(i)
        case ("integer", .double(let d)?) where d.isFinite && Swift.abs(d) < 9e18: return .int(Int(d))
        case ("integer", .bool(let b)?): return .int(b ? 1 : 0)
        case ("integer", .string(let s)?): return .int(Int(s) ?? 0)
        case ("integer", _): return .int(0)
        case ("double", .double(let d)?): return .double(d)
        case ("double", .int(let i)?): return .double(Double(i))
        case ("double", .bool(let b)?): return .double(b ? 1 : 0)
        case ("double", .string(let s)?): return .double(Double(s) ?? 0)
        case ("double", _): return .double(0)
        case ("bool", .bool(let b)?): return .bool(b)
        case ("bool", .int(let i)?): return .bool(i != 0)
        case ("bool", .double(let d)?): return .bool(d != 0)
        case ("bool", .string(let s)?): return .bool(["true", "yes", "1"].contains(s.lowercased()))
        case ("bool", _): return .bool(false)
        case ("array", .array(let a)?): return .array(a)
        case ("dictionary", .dictionary(let d)?): return .dictionary(d)
        default: return .null
        }
      }
    default: return nil
    }
  }
}
