import LabEngine
import SwiftSyntax

/// A `struct` or `class` declared in user code: its stored and computed properties, methods and
/// conformances (`View`, `ViewModifier`, `GeometryEffect`, `PreferenceKey`, `ObservableObject` …).
///
///     struct Card: View { let title: String; var body: some View { Text(title) } }
///
/// A class's instances are objects: each has an identity (`Model`, `Model#2` in creation order)
/// and its stored properties live in the session's `StateStore` under that identity, so every
/// copy of the reference sees one set of values, and the timeline restores them with `@State`.
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
  /// Its subscripts (`subscript(i: Int) -> Cell { … }`), read-only: their getters, made once.
  var subscripts: [FunctionValue] = []
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

  /// An `init` written in the type's own body: Swift then gives it no memberwise initializer
  /// (one declared in an extension keeps it).
  var hasBodyInitializer = false
  /// A class declared `: NSObject`: `super.init()` is its superclass's initializer (which the
  /// lab runs as doing nothing, as NSObject's does nothing the lab can see).
  var inheritsNSObject = false
  /// Declared with `class`: reference semantics (see above).
  var isClass = false
  /// The class of the program it inherits from (`class Dog: Animal`): its members are this
  /// type's unless it declares its own (docs/semantics.md §11).
  var superclass: StructType?

  /// Whether it is the type named `name` or inherits from it.
  func isKind(of name: String) -> Bool {
    var t: StructType? = self
    while let cur = t {
      if cur.name == name || cur.debugName == name { return true }
      t = cur.superclass
    }
    return false
  }
  /// A class marked `@Observable` (the Observation framework): views that read a stored
  /// property update when it changes, unless it is `@ObservationIgnored`.
  var isObservableMacro = false
  /// `@Model` (SwiftData): observable, and `Identifiable` by its persistent identifier.
  var isModel = false
  /// A subclass of Core Data's `NSManagedObject`: a model object of the same store
  /// (docs/semantics.md §11.2), made with `init(context:)`.
  var isManagedObject = false
  /// A class conforming to `ObservableObject`: views update when a `@Published` property changes.
  var isObservableObject: Bool { conformances.contains("ObservableObject") }

  /// Whether a write to `prop` of an instance makes SwiftUI update the views (a state change):
  /// `@Published` in an `ObservableObject`, any stored property of an `@Observable` class but
  /// an ignored one; never for a plain class, whose writes SwiftUI does not see.
  func isTracked(_ prop: PropertyDecl) -> Bool {
    if isObservableMacro { return prop.wrapper != .observationIgnored }
    return isObservableObject && prop.wrapper == .published
  }

  /// Declared with generic parameters (`struct Box<T>`): Swift prints its arguments
  /// (`Box<String>(…)`), which the lab does not track.
  var isGeneric = false

  /// A `View`: one with a body, or one UIKit makes (`UIViewRepresentable`, `Representables`).
  public var isView: Bool { conformances.contains("View") || hasBody || Representables.protocolOf(self) != nil }
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
    /// `@StateObject`: state whose initial value is made once, when the view first appears.
    case stateObject
    /// `@GestureState`: state that a gesture's `updating` sets and that returns to its initial
    /// value when the gesture ends.
    case gestureState
    case binding
    /// `@ObservedObject`, `@Bindable`: a reference to an object made elsewhere; `$x.name`
    /// is a binding to one of its properties.
    case observed
    /// `@EnvironmentObject`: the object of this type that an ancestor put in the environment.
    case environmentObject
    /// `@Published` in an `ObservableObject`.
    case published
    /// `@AppStorage("key")`: a value in the app's user defaults, shared by every view that
    /// names the key and kept for the session (in memory), under the owner `UserDefaults`.
    case appStorage(String)
    /// `@ObservationIgnored` in an `@Observable` class.
    case observationIgnored
    case namespace
    case environment(String)
    case other(String)
    /// `@Query(…)`: the store's objects of the element type (SwiftDataBuiltins); its attribute.
    case query(Syntax)
    /// `_x`, the instance of the program's `@propertyWrapper` type behind `@Clamped var x`
    /// (docs/semantics.md §20): made from the attribute's arguments and the initial value.
    case wrapperStorage(WrappedProperty)
    /// `x` itself: its value is `_x.wrappedValue`, and `$x` is `_x.projectedValue`.
    case wrapped(storage: String)

    /// `@State` and `@StateObject`: kept in the `StateStore` under the view's owner.
    var isState: Bool { self == .state || self == .stateObject || self == .gestureState }
    var isAppStorage: Bool { if case .appStorage = self { true } else { false } }
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
  /// `willSet` / `didSet` of a stored property: run around each assignment to it (not while
  /// an initializer sets it, as in Swift).
  var willSet: AccessorDeclSyntax?
  var didSet: AccessorDeclSyntax?
  var isViewBuilder: Bool
  var node: Syntax
  /// A result builder's name among its attributes (`@Lines var text: String { … }`): its
  /// getter is built, not run.
  var builderAttribute: String? = nil
  /// `lazy var`: a class's is set from its initializer when first read (with `self` in
  /// scope), not when the object is made.
  var isLazy = false

  var isComputed: Bool {
    if case .wrapped = wrapper { return true }
    return getter != nil
  }
}

/// A property declared with the program's `@propertyWrapper` type: `@Clamped(0...10) var level:
/// Int = 20` is `level`, wrapped by `Clamped`, with the attribute `@Clamped(0...10)` and the
/// initial value `20`.
struct WrappedProperty: Equatable {
  var wrapped: String
  var wrapperType: String
  var attribute: AttributeSyntax
  var initializer: ExprSyntax?
  var wrappedType: String?
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
  /// `_model = StateObject(wrappedValue: …)` in an `init`: made when the slot is created.
  var lazyStateInitial: [String: FunctionValue] = [:]
  /// `_items = FetchRequest(…)` (or `Query(…)`) in an `init`: the query the view reads at each
  /// build in place of its attribute's.
  var queryOverrides: [String: FunctionValue] = [:]

  /// An object's identity (`Model#2`): for an instance of a class, `stateOwner` names the
  /// object, whose stored properties are all slots in the store.
  var objectOwner: String? { type.isClass ? stateOwner : nil }
}
