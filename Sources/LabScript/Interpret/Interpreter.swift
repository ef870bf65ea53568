import Foundation
import LabEngine
import SwiftSyntax

/// The tree-walking interpreter of view code (Crafting Interpreters' jlox, over swift-syntax
/// nodes): declarations fill the global environment, statements run, expressions evaluate to
/// `Value`s, and view expressions build `ViewDescription`s.
///
///     let interp = Interpreter(); try interp.run(ParsedSource("let x = 1 + 2"))
/// A value the root's own expression made once (`Interpreter.onceForRoot`), with what made it.
struct RootValue {
  var kind: String
  var value: Value
}

final class Interpreter {
  let globals = Environment()
  let state = StateStore()
  var limits: EvaluationLimits
  var geometryProvider: GeometryProvider = .zero
  /// Polled at every step (an atomic load); true stops the evaluation (Ctrl-C).
  var isInterrupted: () -> Bool = { false }

  /// Parsed inputs by the id of their root, so any node can be turned into a source range.
  private var sources: [SyntaxIdentifier: ParsedSource] = [:]

  /// The run of user code under way: counters, ordinals, output, warnings, state changes.
  var pass = EvaluationPass()
  /// Warnings from user code that layout runs after evaluation (a GeometryEffect's
  /// `effectValue(size:)`), collected until the session prints them.
  var lateWarnings: [Diagnostic] = []
  /// The name a call is about to look up as its callee: where a type has both a property and
  /// a method of that name (`static var x { x(n: 2) }` and `static func x(n:)`), the call means
  /// the method, as Swift resolves it. Consumed by the first member lookup of that name.
  var calleeName: String?
  /// The protocols the program declares, with those each refines (`protocol AppError: Error`).
  var protocolInheritance: [String: [String]] = [:]
  /// The app's files, by path in its sandbox (`Sandbox`): what `Data.write(to:)` wrote.
  var sandboxFiles: [String: String] = [:]
  /// Held while layout calls into user code (`effectValue(size:)`).
  /// Recursive: a custom layout's code measures subviews that may be custom layouts too.
  let layoutLock = NSRecursiveLock()
  /// Custom layouts' caches (`makeCache`), by the layout's identity and type (docs/semantics.md §9).
  var layoutCaches: [String: Value] = [:]
  /// The environment values set by `.environment(_:_:)` modifiers around the view being
  /// built, by key name (`colorScheme`, a custom `EnvironmentValues` property).
  var environmentOverrides: [String: Value] = [:]
  /// The transaction of the innermost `withAnimation` or `withTransaction` around the code
  /// running now (`.none` outside both), recorded on each state change it makes.
  var currentTransaction = Transaction.none

  /// Runs `body` with `transaction` as the current one (the state changes it makes carry it),
  /// then restores the one before: what `withAnimation`, an animated binding, `EditButton` and
  /// a phase animator's step do around their changes.
  func inTransaction<T>(_ transaction: Transaction, _ body: () throws -> T) rethrows -> T {
    let previous = currentTransaction
    defer { currentTransaction = previous }
    currentTransaction = transaction
    return try body()
  }
  /// `DispatchQueue.main.async` closures, run after the current update.
  var deferredClosures: [FunctionValue] = []
  /// `UUID()` values made so far: each new one is the next number, so replays print the same
  /// identifiers (a random UUID would differ on every run).
  var uuidCount = 0
  /// `VerticalAlignment(MyGuide.self)`: each custom guide's `defaultValue(in:)`, by name.
  var customAlignmentDefaults: [String: @Sendable (ViewDimensions) -> Double] = [:]
  /// The virtual clock's time, in seconds: `.now()` for `asyncAfter`, a timer's start.
  var now: Double = 0
  /// Work waiting for its time on the clock (`TimeSources`), and the last id given.
  var scheduled: [ScheduledWork] = []
  /// The functions and types (by name) that declare an `@autoclosure` parameter: only calls
  /// of these look for lazy arguments.
  var autoclosureCallees: Set<String> = []
  /// Combine's subscriptions, in the order they were made (CombineBuiltins), and the subjects
  /// made so far.
  var subscriptions: [Subscription] = []
  var nextSubscriptionID = 0
  var subjectCount = 0
  /// The closure each `.onReceive` in the tree has now, by its lifecycle key.
  var liveReceivers: [String: FunctionValue] = [:]
  var nextWorkID = 0
  /// The task whose code is running (its key), and the tasks being cancelled right now: a
  /// wait in one of those ends at once with `CancellationError`, and `Task.isCancelled` is
  /// true in it.
  var runningTask: String?
  /// Foundation date formatters by their settings (`DateFormatterBuiltins.formatter`).
  var dateFormatters: [String: DateFormatter] = [:]
  /// Foundation number formatters by their assignments (`NumberFormatterBuiltins.formatter`).
  var numberFormatters: [String: NumberFormatter] = [:]
  /// Foundation classes modelled as objects, by name, made at their first (`BuiltinClasses`).
  var builtinClasses: [String: StructType] = [:]
  /// UIKit's appearance proxies (`UITabBar.appearance()`), one object per class (`UIKitAppearance`).
  var appearanceProxies: [String: Value] = [:]
  var cancellingTasks: Set<String> = []
  /// `CancellationError`, as a type of its own (it prints `CancellationError()`).
  lazy var cancellationErrorType = StructType(
    name: "CancellationError", conformances: ["Error"], environment: globals,
    node: Syntax(TokenSyntax.identifier("CancellationError")))
  /// The device user code asks about with `UIScreen.main` (the scene's window).
  var screen: Window = .standard
  /// Where `Int.random(in:)`, `shuffled()` and friends draw from (`RandomBuiltins`).
  var random = SeededRandom(seed: 0)
  /// Objects the root's own expression made (`ContentView().environmentObject(Store())`, a
  /// `#Preview`'s models): SwiftUI runs that code once, so a rebuild of the root gets the same
  /// objects back instead of new ones (which would lose their state on every update).
  var rootObjects: [RootValue] = []
  /// Whether the root is a preview (`#Preview`, `:preview`), which is given an object no ancestor
  /// provides (`@EnvironmentObject`, `@Environment(Model.self)`) rather than stopping, and
  /// the objects it was given, by class (docs/semantics.md §17).
  var suppliesObjects = false
  var suppliedObjects: [(type: String, value: Value)] = []
  /// The preview providers, then the views, that the last input declaring any declared:
  /// what `:preview` with no name builds first.
  var lastDeclaredViews: [String] = []
  /// The program's `@propertyWrapper` types, by name, noted before anything is declared so that
  /// a property can use one declared below it (as in a file).
  var propertyWrapperTypes: Set<String> = []
  /// The program's `@resultBuilder` types, noted as the wrappers are: a stored property marked
  /// with one declared below it is built (`@ActionBuilder var actions: [Action]`).
  var resultBuilderTypes: Set<String> = []
  /// Names of nested types that the top level also holds (`declareNested`).
  var nestedNamesAtTopLevel: Set<String> = []
  /// The view made for each `#Preview` closure with `@Previewable` variables (`previewView`).
  var previewTypes: [SyntaxIdentifier: StructType] = [:]
  /// The root view at the top level: its members (its `@State`) are visible to top-level input.
  var topLevelSelf: Value?

  /// Closures kept for SwiftUI's moments (taps, appear, change …), by token: those of the
  /// current root, and those registered by the build under way (committed when it succeeds).
  var actions: [Int: Action] = [:]
  var buildingActions: [Int: Action] = [:]
  var nextActionToken = 0

  /// `extension View { func … }` methods, by name.
  var viewExtensions: [String: [FunctionDeclSyntax]] = [:]
  /// Methods and computed properties added to built-in types by extensions, by type name.
  var builtinExtensions: [String: [String: [FunctionDeclSyntax]]] = [:]
  /// Initializers declared in extensions of built-in types (`extension Color { init(hex:) }`).
  var builtinExtensionInits: [String: [InitializerDeclSyntax]] = [:]
  /// Subscripts declared in extensions of built-in types and protocols (`extension Collection {
  /// subscript(safe i: Index) -> Element? … }`), by the extended name.
  var builtinSubscripts: [String: [FunctionValue]] = [:]
  /// The decoders and containers of the `init(from:)` calls of the decode that runs
  /// (`DecoderContainers`); emptied when the outermost decode ends.
  var decodingFrames: [DecodingFrame] = []
  var decodeDepth = 0
  var builtinExtensionProperties: [String: [String: PropertyDecl]] = [:]
  /// The strings tables loaded (`:load Localizable.strings`), by table name.
  public var localizedTables: [String: StringsTable] = [:]
  /// The `NSPredicate`s made, by their place (`PredicateFormat`).
  var predicates: [PredicateFormat] = []
  /// Members of a built-in type declared by two different extensions or with two signatures
  /// (`extension [Account] { static func placeholder() }` and `extension [Transaction] { … }`),
  /// by type and name, with the two headers: Swift tells them apart by type, which the lab
  /// keeps no track of, so using one is an error rather than a call of the wrong one.
  var ambiguousExtensionMembers: [String: [String: (String, String)]] = [:]
  /// Extensions of a name no type had when they were declared, by that name: a project's
  /// files come in any order (`extension HomeView { final class ViewModel … }` in one file,
  /// `struct HomeView` in a later one), so each is declared again when a top-level struct,
  /// class or enum of that name is.
  var extensionsAwaitingType: [String: [ExtensionDeclSyntax]] = [:]
  /// Types declared inside extensions of built-in types and protocols, by the extended type
  /// (`Interpreter.extensionScope`).
  var builtinExtensionScopes: [String: Environment] = [:]
  /// Static stored values of extensions of built-in types (`extension Double { static let
  /// unit = 8.0 }`), by type and name, evaluated once.
  var builtinExtensionStatics: [String: [String: Value]] = [:]
  /// Operator functions declared in user code (`static func ==` in a type, `static func +` in
  /// `extension CGPoint`, a global `func *`), by operator: Swift finds an operator's
  /// implementations among all of them and picks by the operands' types, and so does
  /// `arithmetic` before the built-in meaning.
  var operatorImplementations: [String: FunctionValue] = [:]
  /// `typealias Length = CGFloat`: a declared type names what it aliases.
  /// Core Location's names for `Double` [DOC CLLocationDegrees, CLLocationDistance] start the
  /// table, as if declared.
  var typeAliases: [String: String] = ["CLLocationDegrees": "Double", "CLLocationDistance": "Double"]
  /// Subscripts and member reads that gave an optional when they ran, with its type: a
  /// dictionary's `d[key]` (`_?`), an array's `first`, a property declared `Int?`. Swift types
  /// them so whatever their base is (a subscript `arr[0][key]`, a call `makeDict()[key]`, a
  /// member `rows[0].first`), and `staticType(of:)` reads it here rather than run the base
  /// again. A member of a name or a member chain (`model.note`) is not noted: it is read again.
  var optionalReads: [SyntaxIdentifier: String] = [:]
  /// True while an expression is read again only to learn its type (`valueForType(of:in:)`):
  /// entering user code then (a computed property, a function, a closure, an observer) stops
  /// the read, since Swift runs it once and its effects (printing, counting) would repeat.
  var readingForType = false
  /// Whether the program has made a value of an integer type narrower than `Int` (`UInt8(…)`,
  /// `let c: UInt8 = …`): only then does arithmetic ask its operands' types, to trap where
  /// that type's arithmetic overflows.
  var narrowIntegersSeen = false
  /// The type alias an implicit member's context names, while its static member is looked up.
  var implicitAliasContext: String?
  /// How many times user code has been entered (`enterCall`, `enterView`): an expression whose
  /// evaluation moved it ran user code, and cannot be read again for its type.
  var userCodeEntries = 0
  /// The values of bases (and arguments) whose evaluation ran user code, by node, as they
  /// were when it last ran: `staticType(of:)` takes a type from them where reading the base
  /// again would run that code a second time (`model.xs.first`, `xs` a computed property).
  var valuesForTypes: [SyntaxIdentifier: Value] = [:]
  /// The branch a ternary whose condition ran user code took when it last ran, by node.
  var ternaryChoices: [SyntaxIdentifier: Bool] = [:]

  init(limits: EvaluationLimits = .standard) {
    self.limits = limits
  }

  func register(_ source: ParsedSource) {
    sources[source.tree.root.id] = source
  }

  // MARK: Source ranges and diagnostics

  func range(of node: some SyntaxProtocol) -> SourceRange? {
    guard let source = sources[node.root.id] else { return nil }
    return source.range(of: node)
  }

  func location(of node: some SyntaxProtocol) -> SourceLocation? {
    range(of: node)?.start
  }

  func error(
    _ message: String, at node: some SyntaxProtocol, notes: [Diagnostic.Note] = [],
    kind: RuntimeErrorKind
  ) -> RuntimeError {
    RuntimeError(Diagnostic(.error, message, at: range(of: node), notes: notes), kind: kind)
  }

  /// An error for an unknown name, with a did-you-mean fix-it from `candidates`.
  func unknown(
    _ what: String, _ name: String, at node: some SyntaxProtocol, candidates: [String],
    extra: [Diagnostic.Note] = []
  ) -> RuntimeError {
    var diag = Diagnostic(.error, "\(what) `\(name)`", at: range(of: node), notes: extra)
    if let suggestion = EditDistance.closest(to: name, among: candidates),
      let range = range(of: node)
    {
      diag.fixIts.append(
        .init("did you mean `\(suggestion)`?", replacing: range, with: suggestion))
    }
    return RuntimeError(diag, kind: .unknownName)
  }

  func warn(_ message: String, at node: some SyntaxProtocol, notes: [Diagnostic.Note] = []) {
    let diag = Diagnostic(.warning, message, at: range(of: node), notes: notes)
    if !pass.warnings.contains(diag) { pass.warnings.append(diag) }
  }

  /// Keeps a runtime error from code run by layout as a warning: the effect or guide falls
  /// back to its default and the lab goes on.
  func lateWarning(_ diagnostic: Diagnostic) {
    var d = diagnostic
    d.severity = .warning
    if !lateWarnings.contains(d) { lateWarnings.append(d) }
  }

  // MARK: Limits

  /// Counts one evaluation step against the budget.
  func step(_ node: some SyntaxProtocol) throws {
    pass.steps += 1
    if isInterrupted() {
      throw RuntimeError(Diagnostic(.error, "interrupted", at: range(of: node)), kind: .interrupted)
    }
    if pass.steps > limits.maxSteps {
      throw RuntimeError(
        Diagnostic(
          .error, "evaluation step limit exceeded (\(limits.maxSteps) steps)",
          at: range(of: node),
          notes: [.init("the input may loop forever; the limit is `maxSteps` (\(limits.maxSteps)); raise it with `:set limit steps <n>`")]),
        kind: .limit("maxSteps"))
    }
  }

  func enterCall(_ node: some SyntaxProtocol) throws {
    if readingForType { throw UserCodeWhileTyping() }
    userCodeEntries &+= 1
    pass.callDepth += 1
    if pass.callDepth > limits.maxCallDepth { throw depthExceeded(at: node) }
  }

  func leaveCall() { pass.callDepth -= 1 }

  /// Enters the body of a user view: one level of the same depth budget as a call.
  func enterView(_ name: String, at node: some SyntaxProtocol) throws {
    if readingForType { throw UserCodeWhileTyping() }
    userCodeEntries &+= 1
    pass.viewPath.append(name)
    pass.callDepth += 1
    if pass.callDepth > limits.maxCallDepth { throw depthExceeded(at: node) }
  }

  /// The one depth limit's error. When user views are being built inside one another and one
  /// of them repeats, it names the cycle — "`Loop` contains itself: Loop → Loop → …" — from the
  /// outermost view that recurs; otherwise it is a call chain that went too deep.
  func depthExceeded(at node: some SyntaxProtocol) -> RuntimeError {
    let path = pass.viewPath
    let limitNote = "the limit is `maxCallDepth`, \(limits.maxCallDepth) nested calls and view bodies"
    for (i, name) in path.enumerated() {
      guard let j = path[(i + 1)...].firstIndex(of: name) else { continue }
      let cycle = Array(path[i...j])
      return RuntimeError(
        Diagnostic(
          .error, "`\(name)` contains itself: " + (cycle + ["…"]).joined(separator: " → "),
          at: range(of: node),
          notes: [
            .init(
              "its body builds \(cycle.count > 2 ? "a view that builds " : "")`\(name)` again, so "
                + "the tree would never end; give the recursion a condition that stops it "
                + "(\(limitNote))")
          ]), kind: .recursion(cycle))
    }
    return RuntimeError(
      Diagnostic(
        .error, "recursion depth limit exceeded (\(limits.maxCallDepth) nested calls)",
        at: range(of: node),
        notes: [.init("the limit is `maxCallDepth`; is a function or view recursive? (`:set limit depth <n>` raises it)")]),
      kind: .limit("maxCallDepth"))
  }

  func leaveView() {
    pass.viewPath.removeLast()
    pass.callDepth -= 1
  }

  func checkCollection(_ count: Int, at node: some SyntaxProtocol) throws {
    if count > limits.maxCollectionSize {
      throw RuntimeError(
        Diagnostic(
          .error,
          "collection size limit exceeded (\(count) elements; the limit is "
            + "\(limits.maxCollectionSize))",
          at: range(of: node), notes: [.init("the limit is `maxCollectionSize`; raise it with `:set limit collection <n>`")]),
        kind: .limit("maxCollectionSize"))
    }
  }

  /// Counts one new view or modifier node.
  func countView(at node: some SyntaxProtocol) throws {
    pass.viewCount += 1
    if pass.viewCount > limits.maxViews {
      throw RuntimeError(
        Diagnostic(
          .error, "view count limit exceeded (more than \(limits.maxViews) views)",
          at: range(of: node), notes: [.init("the limit is `maxViews`; raise it with `:set limit views <n>`")]),
        kind: .limit("maxViews"))
    }
  }

  /// Refuses a description tree deeper than `maxNestingDepth` (`for _ in 0..<9999 { v =
  /// AnyView(v.padding()) }` builds one without deep calls). Iterative: the tree is deep.
  func checkNesting(_ root: ViewDescription, at node: some SyntaxProtocol) throws {
    var pending: [(ViewDescription, Int)] = [(root, 1)]
    while let (d, depth) = pending.popLast() {
      if depth > limits.maxNestingDepth {
        throw RuntimeError(
          Diagnostic(
            .error,
            "view nesting depth limit exceeded (more than \(limits.maxNestingDepth) levels)",
            at: range(of: node), notes: [.init("the limit is `maxNestingDepth`; raise it with `:set limit nesting <n>`")]),
          kind: .limit("maxNestingDepth"))
      }
      for child in d.children { pending.append((child, depth + 1)) }
    }
  }

  // MARK: Running input

  /// Runs every top-level item of an input. Returns the value of the last expression item.
  func run(_ source: ParsedSource, topLevel env: Environment? = nil, rebuildsRoot: Bool = false)
    throws -> Value?
  {
    register(source)
    let scope = env ?? globals
    // Declarations first, so that a view can use a struct declared below it (as in a file).
    let items = activeItems(source.tree.statements)
    noteDeclaredViews(items)
    // Every declaration is tried, and each one's error reported, as a compiler reports all of
    // a file's errors; nothing runs after one of them failed.
    var failed: RuntimeError?
    // Types first, then type aliases, then extensions and functions: Swift lets an extension
    // come before the type it extends in a file (`extension HomeView { … }` above
    // `struct HomeView`), or before the alias it names (`extension Transactions`).
    func rank(_ item: CodeBlockItemSyntax) -> Int {
      guard case .decl(let d) = item.item else { return 2 }
      return Self.isType(d) ? 0 : d.is(TypeAliasDeclSyntax.self) ? 1 : 2
    }
    let typesFirst = (0...2).flatMap { r in items.filter { rank($0) == r } }
    for item in typesFirst {
      if case .decl(let decl) = item.item, isTypeOrFunction(decl) {
        do {
          try declare(decl, in: scope, topLevel: true)
        } catch let error as RuntimeError {
          if failed == nil { failed = error } else { pass.laterErrors.append(error) }
        }
      }
    }
    if let failed { throw failed }
    var last: Value?
    // Whether the input's view is a `#Preview`'s, which the declarations after it leave in place.
    var lastIsPreview = false
    var pendingPreview: Syntax?
    // A file's globals are initialised lazily in Swift (every file of an app but `main.swift`):
    // one may use another declared below it. A global whose initial value names one not yet
    // declared waits, and is declared as soon as a later global is (in a typed input, as in a
    // script, it is an error at once).
    let lazyGlobals = !source.file.hasPrefix("<")
    var waiting: [(decl: DeclSyntax, error: RuntimeError)] = []
    func declareWaiting() throws {
      var progress = true
      while progress, !waiting.isEmpty {
        progress = false
        for (i, w) in waiting.enumerated().reversed() {
          do {
            try declare(w.decl, in: scope, topLevel: true)
            waiting.remove(at: i)
            progress = true
          } catch let e as RuntimeError where e.kind == .unknownName {
            continue
          }
        }
      }
    }
    do {
      for item in items {
        try step(item)
        switch item.item {
        case .decl(let decl):
          if let m = decl.as(MacroExpansionDeclSyntax.self), m.macroName.text == "Preview" {
            // Built once the whole input is declared: Xcode previews a file whose every
            // declaration, above the `#Preview` or below it, is there (`var names = …` below).
            pendingPreview = Syntax(m)
            last = nil
            lastIsPreview = true
            continue
          }
          if lazyGlobals, decl.is(VariableDeclSyntax.self) {
            do {
              try declare(decl, in: scope, topLevel: true)
              try declareWaiting()
            } catch let e as RuntimeError where e.kind == .unknownName {
              waiting.append((decl, e))
            }
            if !lastIsPreview { last = nil }
            continue
          }
          if !isTypeOrFunction(decl) { try declare(decl, in: scope, topLevel: true) }
          // A type, function or extension declared after a `#Preview` (or a view expression)
          // leaves it the input's last view, as in a file Xcode previews; a variable leaves a
          // `#Preview` too (a file's data below it), but not a view expression (a REPL input).
          if decl.is(VariableDeclSyntax.self), !lastIsPreview { last = nil }
        case .expr(let expr):
          if let m = expr.as(MacroExpansionExprSyntax.self), m.macroName.text == "Preview" {
            // As above: built once the whole input is declared.
            pendingPreview = Syntax(m)
            last = nil
            lastIsPreview = true
            continue
          }
          last = try evaluateRootCandidate(expr, isLast: rebuildsRoot && item.item.id == items.last?.item.id, in: scope)
          lastIsPreview = false
        case .stmt(let stmt):
          if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
            last = try evaluate(exprStmt.expression, in: scope)
            lastIsPreview = exprStmt.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
          } else {
            do {
              try execute(stmt, in: scope, collector: nil)
            } catch ControlFlow.returned {
              throw error("`return` outside of a function", at: stmt, kind: .invalidSwift)
            }
            last = nil
            lastIsPreview = false
          }
        }
      }
      if let m = pendingPreview, lastIsPreview {
        if let first = waiting.first { throw first.error }
        if let d = m.as(MacroExpansionDeclSyntax.self) {
          last = try preview(d, in: scope)
        } else if let e = m.as(MacroExpansionExprSyntax.self) {
          last = try evaluateRootCandidate(
            ExprSyntax(e), isLast: rebuildsRoot && items.last?.item.as(ExprSyntax.self)?.id == e.id, in: scope)
        }
      }
    } catch let e as RuntimeError where e.kind == .unknownName && !waiting.isEmpty {
      // A name not found while a global waits is most likely that global: its own error is
      // the cause to report (`Scanner` inside `let c = Color(hex:)`, not `c`).
      throw waiting[0].error
    }
    if let first = waiting.first {
      waiting = []
      throw first.error
    }
    return last
  }

  /// A top-level expression that may become the root (a view expression, a file's `#Preview`,
  /// built after the input's declarations): what it makes is recorded as the root's. The
  /// input's last expression, when it is a view, is built again as the root, so what this
  /// first evaluation prints is kept aside and dropped then (ScriptContext); after an error,
  /// or when it is no view, it stays.
  @inline(never)
  private func evaluateRootCandidate(_ expr: ExprSyntax, isLast: Bool, in scope: Environment) throws -> Value? {
    pass.pendingRootObjects = []
    pass.rootObjects = .record
    defer { pass.rootObjects = nil }
    if isLast { pass.provisionalOutput = [] }
    var evaluated: Value?
    defer {
      if isLast, let kept = pass.provisionalOutput {
        pass.provisionalOutput = nil
        if !(evaluated.map(isViewLike) ?? false) { pass.output += kept }
      }
    }
    evaluated = try evaluate(expr, in: scope)
    return evaluated
  }

  private static func isType(_ decl: DeclSyntax) -> Bool {
    decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
  }

  private func isTypeOrFunction(_ decl: DeclSyntax) -> Bool {
    decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      || decl.is(FunctionDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
      || decl.is(ClassDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
  }
}

/// One change of a `@State` value, with the transaction of the `withAnimation` or
/// `withTransaction` around it.
///
///     StateChange(key: StateKey(owner: "ContentView", name: "toggle"), old: .bool(false),
///                 new: .bool(true), transaction: Transaction(animation: .smooth))
public struct StateChange {
  public var key: StateKey
  public var old: Value
  public var new: Value
  /// The transaction around the change. Its animation is `.default` for a bare
  /// `withAnimation { }`; nil outside one, for `withAnimation(nil)`, for an animation with
  /// unusable parameters (a warning says so); inside `withTransaction`, its transaction's.
  public var transaction: Transaction

  public init(key: StateKey, old: Value, new: Value, transaction: Transaction = .none) {
    self.key = key
    self.old = old
    self.new = new
    self.transaction = transaction
  }

  /// The animation the change carries, as evaluated and as written, and whether implicit
  /// overrides below may replace it: the transaction's.
  public var animation: Animation? { transaction.animation }
  public var animationText: String? { transaction.animationText }
  public var disablesAnimations: Bool { transaction.disablesAnimations }
}
