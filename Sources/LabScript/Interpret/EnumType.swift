import LabEngine
import SwiftSyntax

/// An `enum` declared in user code: its cases in order, raw values, methods and computed
/// properties (`CaseIterable`'s `allCases`, `Identifiable`'s `id`).
///
///     enum Option: String, CaseIterable { case one, two }
public final class EnumType {
  public let name: String
  /// Its name with the types it is declared in (`Outer.Inner`), for debug text.
  public internal(set) lazy var debugName: String = name
  public private(set) var conformances: [String]
  var cases: [(name: String, raw: Value?, arity: Int)] = []
  /// Declared with generic parameters (`enum Loadable<Value>`).
  var isGeneric = false
  /// The declared types of each case's associated values (`case rect(w: Double, h: Double)`).
  var associatedTypes: [String: [String]] = [:]
  /// Their labels, nil where there is none (`case b(Int)`); `print` shows them.
  var associatedLabels: [String: [String?]] = [:]
  var properties: [PropertyDecl] = []
  var staticProperties: [PropertyDecl] = []
  var methods: [String: [FunctionDeclSyntax]] = [:]
  /// Its own initializers (they set `self` to a case).
  var initializers: [InitializerDeclSyntax] = []
  /// Its subscripts, read-only (as a struct's).
  var subscripts: [FunctionValue] = []
  var staticMethods: [String: [FunctionDeclSyntax]] = [:]
  var staticValues: [String: Value] = [:]
  let environment: Environment

  init(name: String, conformances: [String], environment: Environment) {
    self.name = name
    self.conformances = conformances
    self.environment = environment
  }

  func addConformances(_ more: [String]) { conformances += more }

  var rawType: String? {
    conformances.first { ["String", "Int", "Double", "CGFloat", "Character"].contains($0) }
  }

  func rawValue(of caseName: String) -> Value? {
    cases.first { $0.name == caseName }?.raw
  }

  func hasCase(_ name: String) -> Bool { cases.contains { $0.name == name } }

  func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }
}
