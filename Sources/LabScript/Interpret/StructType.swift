import LabEngine
import SwiftSyntax

/// A `struct` declared in user code: its stored and computed properties, methods and
/// conformances (`View`, `ViewModifier`, `GeometryEffect`, `PreferenceKey` …).
///
///     struct Card: View { let title: String; var body: some View { Text(title) } }
public final class StructType {
  public let name: String
  /// Its name with the types it is declared in (`Outer.Inner`), for debug text.
  public internal(set) lazy var debugName: String = name
  public private(set) var conformances: [String]
  var properties: [PropertyDecl] = []
  var staticProperties: [PropertyDecl] = []
  var methods: [String: [FunctionDeclSyntax]] = [:]
  var staticMethods: [String: [FunctionDeclSyntax]] = [:]
  var initializers: [InitializerDeclSyntax] = []
  /// Static stored values, filled lazily.
  var staticValues: [String: Value] = [:]
  let environment: Environment
  let node: Syntax

  init(name: String, conformances: [String], environment: Environment, node: Syntax) {
    self.name = name
    self.conformances = conformances
    self.environment = environment
    self.node = node
  }

  func addConformances(_ more: [String]) { conformances += more }

  /// Declared with generic parameters (`struct Box<T>`): Swift prints its arguments
  /// (`Box<String>(…)`), which the lab does not track.
  var isGeneric = false

  public var isView: Bool { conformances.contains("View") || hasBody }
  public var isViewModifier: Bool { conformances.contains("ViewModifier") }
  public var isGeometryEffect: Bool { conformances.contains("GeometryEffect") }
  /// A user `Shape`: a view that takes its whole proposal (docs/semantics.md §1.2, the
  /// `Shape` default) and draws `path(in:)` in it.
  public var isShape: Bool {
    conformances.contains("Shape") || conformances.contains("InsettableShape")
  }

  var hasBody: Bool {
    properties.contains { $0.name == "body" && $0.isComputed }
  }

  func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }
  func staticProperty(_ name: String) -> PropertyDecl? {
    staticProperties.first { $0.name == name }
  }

  /// Stored properties in declaration order: the memberwise initializer's parameters.
  var storedProperties: [PropertyDecl] { properties.filter { !$0.isComputed } }
}

/// A property as declared: wrapper, type, default value or accessors.
struct PropertyDecl {
  enum Wrapper: Equatable {
    case none
    case state
    case binding
    case namespace
    case environment(String)
    case other(String)
  }

  var name: String
  var wrapper: Wrapper
  var type: String?
  var initializer: ExprSyntax?
  var isLet: Bool
  var isStatic: Bool
  /// The getter of a computed property.
  var getter: CodeBlockItemListSyntax?
  var setter: AccessorDeclSyntax?
  var isViewBuilder: Bool
  var node: Syntax

  var isComputed: Bool { getter != nil }
}

/// A user struct value. Stored fields live in the value; `@State` lives in the session's
/// `StateStore` under `stateOwner`, assigned when the view's body is first built.
public struct StructInstance {
  public let type: StructType
  var fields: [String: Value]
  /// The state owner key (`ContentView`, `Card#2`), once the view is part of a tree.
  var stateOwner: String?
  /// `@State` initial values, used when the owner's slots do not exist yet.
  var stateInitial: [String: Value] = [:]
}
