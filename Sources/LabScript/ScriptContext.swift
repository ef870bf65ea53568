import Foundation
import LabEngine
import SwiftSyntax

/// The front end's entry point for a session: evaluates inputs (declarations, mutations, a
/// root view expression), keeps declarations and `@State` across inputs, and rebuilds the
/// root's description tree after state changes.
///
///     let context = ScriptContext()
///     context.evaluate("struct V: View { @State var on = false; var body: some View { … } }")
///     context.evaluate("V()").root      // the tree
///     context.evaluate("on.toggle()")   // state change; `.root` is the rebuilt tree
public final class ScriptContext {
  /// Where a root view comes from: a user view instance, or an expression re-evaluated on
  /// every rebuild (`VStack { … }`).
  enum Root {
    case instance(StructInstance)
    case expression(ExprSyntax)
    /// `@available(…) #Preview { … }`, a declaration: its closure is run again on each rebuild.
    case preview(MacroExpansionDeclSyntax)
  }

  let interpreter: Interpreter
  private var root: Root?
  private var sources = InputSources()
  /// The lifecycle closures of the last update, by identity, to tell what appeared, what
  /// disappeared and what changed (see ScriptContext+Actions.swift).
  var lifecycle: [String: LifecycleEntry] = [:]
  var lifecycleOrder: [String] = []
  /// The value each `onPreferenceChange` saw after the last update, by key and ordinal
  /// (ScriptContext+Preferences.swift).
  var preferencesSeen: [String: Value] = [:]
  /// What each `onGeometryChange` read after the last update, by its view's identity.
  var geometrySeen: [UInt64: Value] = [:]
  /// Set while `:preview` evaluates its call: the root it sets is a preview.
  var previewing = false
  /// Draw diagnostics with ANSI colour (only for a terminal).
  public var colorize = false
  /// Stack size of the evaluation thread: deep user recursion must hit `maxCallDepth`, not the
  /// end of the stack, and a value nested as deep as the step budget allows (`a = [a]` in a
  /// loop) must be freeable. Reserved, not committed.
  public var stackSize = 1 << 30

  public init(limits: EvaluationLimits = .standard) {
    interpreter = Interpreter(limits: limits)
  }

  /// The screen user code sees through `UIScreen.main` (`bounds`, `scale`): the window the scene
  /// lays out in.
  public var screen: Window {
    get { interpreter.screen }
    set { interpreter.screen = newValue }
  }

  /// Starts the random numbers of user code (`Int.random(in:)`, `shuffled()` …) again from
  /// this seed (`:set seed`).
  public func seedRandom(_ seed: UInt64) { interpreter.random = SeededRandom(seed: seed) }

  /// Asked at every evaluation step whether to stop: a session points it at its
  /// Ctrl-C flag, so that `while true {}` ends within milliseconds with an `interrupted` error
  /// instead of running to `maxSteps`.
  public var isInterrupted: () -> Bool {
    get { interpreter.isInterrupted }
    set { interpreter.isInterrupted = newValue }
  }

  public var limits: EvaluationLimits {
    get { interpreter.limits }
    set { interpreter.limits = newValue }
  }

  /// Where GeometryReader proxies read their size and frames; `.zero` until layout exists.
  public var geometryProvider: GeometryProvider {
    get { interpreter.geometryProvider }
    set { interpreter.geometryProvider = newValue }
  }

  // MARK: Evaluating input

  /// Evaluates one input. Give each input its own `file` name (`<input-3>`) so that later
  /// diagnostics point into the right text; the inputs of one script file share its name, each
  /// with the `lineOffset` of its first line.
  public func evaluate(_ text: String, file: String = "<input>", lineOffset: Int = 0) -> EvaluationResult {
    let parsed = ParsedSource(text, file: file, lineOffset: lineOffset)
    var result = EvaluationResult()
    result.completeness = InputCompleteness.classify(parsed.tree)
    if parsed.hasSyntaxErrors {
      result.diagnostics = parsed.syntaxDiagnostics
      result.renderedDiagnostics = render(result.diagnostics, extra: parsed)
      return result
    }
    sources.add(parsed)
    let completeness = result.completeness
    let syntaxWarnings = parsed.syntaxWarnings
    result = runPass(source: parsed) { interp, result in
      interp.pass.warnings += syntaxWarnings
      var newRoot = false
      do {
        let last = try interp.run(parsed, rebuildsRoot: true)
        if let last, interp.isViewLike(last) {
          try self.setRoot(last, parsed: parsed)
          newRoot = true
          result.root = try self.buildRoot()
        } else if let last {
          if case .void = last {} else {
            result.value = last
            // An optional's value is echoed as `print(x as Any)` shows it: `Optional(1)` for
            // `[1, 2].first` (the bare `1` hid that it is optional).
            if case .expr(let e)? = parsed.tree.statements.last?.item,
              let type = interp.staticType(of: e, in: interp.globals), Value.isOptionalType(type)
            {
              result.valueText = try? interp.printedText(last, declaredAs: type, reflecting: false, at: e)
            }
          }
        }
      } catch let error as RuntimeError {
        result.diagnostics.append(error.diagnostic)
        result.errorKinds.append(error.kind)
      }
      // A state change the input made (even one before an error) rebuilds the root.
      if !newRoot, !interp.pass.stateChanges.isEmpty, self.root != nil {
        do { result.root = try self.buildRoot() } catch let error as RuntimeError {
          result.diagnostics.append(error.diagnostic)
          result.errorKinds.append(error.kind)
        }
      }
    }
    result.completeness = completeness
    return result
  }

  /// Every entry into user code goes through here: on the large stack, with a fresh
  /// `EvaluationPass`; a runtime error ends `body` as a diagnostic after the warnings it
  /// raised; what the pass printed and changed goes into the result, rendered against
  /// `source` (the input, when there is one).
  func runPass(
    source: ParsedSource?, _ body: @escaping (Interpreter, inout EvaluationResult) throws -> Void
  ) -> EvaluationResult {
    var result = EvaluationResult()
    onLargeStack {
      let interp = self.interpreter
      interp.pass = EvaluationPass()
      do {
        try body(interp, &result)
      } catch let error as RuntimeError {
        result.diagnostics.append(error.diagnostic)
        result.errorKinds.append(error.kind)
      } catch {
        result.diagnostics.append(.error("evaluation stopped: \(error)"))
      }
      for later in interp.pass.laterErrors {
        result.diagnostics.append(later.diagnostic)
        result.errorKinds.append(later.kind)
      }
      result.stateChanges = interp.pass.stateChanges
      if interp.pass.stateChanges.isEmpty { interp.pass.warnings += interp.pass.unseenWrites }
      result.diagnostics = interp.pass.warnings + result.diagnostics
      result.output = interp.pass.output.joined()
      result.readerOutput = interp.pass.readerOutput.joined()
      result.rootBuildWarnings = interp.pass.rootBuildWarnings
      if result.root != nil {
        self.unmeasuredReaderErrors = interp.pass.unmeasuredReaderErrors.map(\.diagnostic)
      }
    }
    result.renderedDiagnostics = render(result.diagnostics, extra: source)
    return result
  }

  private func setRoot(_ value: Value, parsed: ParsedSource) throws {
    interpreter.state.removeAll()
    interpreter.rootObjects = interpreter.pass.pendingRootObjects
    // A new scene starts its clock at 0: work the old one scheduled is dropped with it.
    interpreter.scheduled = []
    interpreter.now = 0
    // The old views' `.onReceive`s go with them; objects keep their subscriptions.
    interpreter.subscriptions.removeAll { if case .receiver = $0.sink { true } else { false } }
    interpreter.liveReceivers = [:]
    // A preview (`:preview`, `#Preview`) is given the objects no ancestor provides.
    interpreter.suppliedObjects = []
    interpreter.suppliesObjects = previewing
    // A preview is the file's `#Preview` (the item that made the root, found below).
    if Self.previewItem(of: parsed) != nil { interpreter.suppliesObjects = true }
    // A new root is a new tree: everything in it appears (the old one's state is gone, so its
    // `onDisappear` closures are not run).
    lifecycle = [:]
    lifecycleOrder = []
    preferencesSeen = [:]
    geometrySeen = [:]
    if case .instance(var inst) = value {
      inst.stateOwner = inst.type.name
      root = .instance(inst)
      interpreter.topLevelSelf = .instance(inst)
      return
    }
    interpreter.topLevelSelf = nil
    // The item that made the view: the last one, or the last before the types, functions and
    // extensions a file declares below its `#Preview` (as the interpreter keeps its value).
    for item in parsed.tree.statements.reversed() {
      switch item.item {
      case .expr(let e):
        root = .expression(e)
        return
      case .stmt(let s):
        if let e = s.as(ExpressionStmtSyntax.self)?.expression { root = .expression(e) }
        return
      case .decl(let d):
        if let m = d.as(MacroExpansionDeclSyntax.self) {
          root = .preview(m)
          return
        }
        // A variable below a `#Preview` leaves it the root (the interpreter keeps its value).
        if d.is(VariableDeclSyntax.self), Self.previewItem(of: parsed) == nil { return }
      }
    }
  }

  /// The `#Preview` that made an input's root: the last item that is one, when only
  /// declarations follow it.
  static func previewItem(of parsed: ParsedSource) -> CodeBlockItemSyntax? {
    for item in parsed.tree.statements.reversed() {
      switch item.item {
      case .decl(let d):
        if d.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" { return item }
      case .expr(let e):
        return e.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" ? item : nil
      case .stmt(let s):
        let e = s.as(ExpressionStmtSyntax.self)?.expression
        return e?.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" ? item : nil
      }
    }
    return nil
  }

  /// `:preview`: builds `name` (a view or a preview provider; by default the first preview
  /// provider, else the first view, of the last input that declared one) as the root, with
  /// sample arguments for what the view needs and the objects no ancestor provides. The call
  /// made is returned with the result, or nil with the error that there is none.
  public func preview(_ name: String?) -> (call: PreviewCall?, result: EvaluationResult) {
    var made: PreviewCall?
    var failure: EvaluationResult?
    onLargeStack {
      do {
        made = try self.interpreter.previewCall(named: name)
      } catch let error as RuntimeError {
        var result = EvaluationResult()
        result.diagnostics = [error.diagnostic]
        result.errorKinds = [error.kind]
        result.renderedDiagnostics = self.render(result.diagnostics, extra: nil)
        failure = result
      } catch {}
    }
    guard let made else { return (nil, failure ?? EvaluationResult()) }
    previewing = true
    defer { previewing = false }
    return (made, evaluate(made.expression, file: "<preview>"))
  }

  /// Builds the root's tree; runs `DispatchQueue.main.async` work afterwards and rebuilds
  /// (at most a few rounds) when that work changed state.
  func buildRoot() throws -> ViewDescription? {
    var tree: ViewDescription?
    // The build's warnings, apart: a settle step that builds again with measured geometry
    // makes them stale (`EvaluationResult.rootBuildWarnings`).
    let warningsBefore = interpreter.pass.warnings.count
    defer {
      let warnings = interpreter.pass.warnings
      interpreter.pass.rootBuildWarnings = Array(warnings[Swift.min(warningsBefore, warnings.count)...])
    }
    for _ in 0..<4 {
      interpreter.pass.beginBuild()
      interpreter.buildingActions = [:]
      switch root {
      case .instance(let inst)?:
        interpreter.pass.ownerOrdinals[inst.type.name] = 1
        tree =
          inst.type.isView && Representables.protocolOf(inst.type) == nil
          ? try interpreter.expand(inst, at: Syntax(inst.type.node))
          : try interpreter.toView(.instance(inst), at: Syntax(inst.type.node))
        if let tree { try interpreter.checkNesting(tree, at: inst.type.node) }
      case .expression(let e)?:
        interpreter.pass.rootObjects = .reuse
        defer { interpreter.pass.rootObjects = nil }
        tree = try interpreter.toView(
          interpreter.evaluate(e, in: interpreter.globals), at: Syntax(e))
        if let tree { try interpreter.checkNesting(tree, at: e) }
      case .preview(let m)?:
        interpreter.pass.rootObjects = .reuse
        defer { interpreter.pass.rootObjects = nil }
        tree = try interpreter.toView(interpreter.preview(m, in: interpreter.globals), at: Syntax(m))
        if let tree { try interpreter.checkNesting(tree, at: m) }
      case nil: return nil
      }
      let deferred = interpreter.deferredClosures
      interpreter.deferredClosures = []
      if deferred.isEmpty { break }
      let before = interpreter.pass.stateChanges.count
      for fn in deferred {
        _ = try interpreter.call(fn, [Value](), node: Syntax(TokenSyntax.identifier("async")))
      }
      if interpreter.pass.stateChanges.count == before { break }
    }
    // The tree is built: its closures are the ones `:tap` and lifecycle moments run.
    interpreter.actions = interpreter.buildingActions
    if let tree { interpreter.noteAssetStandIns(tree) }
    return tree
  }

  /// Whether user code gave a root (a view expression, a `View` instance or a `#Preview`)
  /// that `rebuildRoot()` builds again.
  public var hasRoot: Bool { root != nil }

  /// Rebuilds the root's description tree from the current state (after `setState`, or when
  /// the session's geometry provider has new layout values).
  /// The traps of the last root build in GeometryReaders no layout had sized yet (their content
  /// was left empty): errors if that build's root is the one the update keeps (ReaderSettling).
  public private(set) var unmeasuredReaderErrors: [LabEngine.Diagnostic] = []

  public func rebuildRoot() -> EvaluationResult {
    runPass(source: nil) { _, result in result.root = try self.buildRoot() }
  }

  /// Warnings raised by user code that layout ran (a GeometryEffect's `effectValue(size:)`)
  /// since the last call; the bridge prints them after laying out.
  public func takeLateWarnings() -> [LabEngine.Diagnostic] {
    defer { interpreter.lateWarnings = [] }
    return interpreter.lateWarnings
  }

  // MARK: State

  /// Every `@State` variable, in creation order (`ContentView.toggle`, `Card#2.flipped`), each
  /// followed by the properties of the objects it holds (`Cart.items`); then the objects the
  /// root's own expression made, and those that only globals and static properties hold.
  /// Objects nothing holds any more are left out.
  public var stateVariables: [StateVariable] {
    let store = interpreter.state
    var listed: [StateVariable] = []
    var seen: Set<String> = []
    func add(_ key: StateKey) {
      guard let value = store[key] else { return }
      listed.append(StateVariable(key: key, value: value))
      for owner in value.objectOwners where !seen.contains(owner) {
        seen.insert(owner)
        for k in store.keys where k.owner == owner { add(k) }
      }
    }
    // A subject's value is shown where its holder lists it.
    for key in store.keys where store.objectType(key.owner) == nil && !CombineBuiltins.isSubject(key.owner) {
      add(key)
    }
    // The root's own objects (`.environmentObject(Store())`), then globals' and singletons'.
    var held = (interpreter.rootObjects.map(\.value) + interpreter.suppliedObjects.map(\.value))
      .flatMap(\.objectOwners)
    for (_, value) in interpreter.globals.values.sorted(by: { $0.key < $1.key }) {
      held += value.objectOwners
    }
    held += interpreter.staticObjectOwners
    for owner in held where !seen.contains(owner) {
      seen.insert(owner)
      for k in store.keys where k.owner == owner { add(k) }
    }
    return listed
  }

  /// Sets a `@State` variable to the value of `expression` (Swift source) and rebuilds the
  /// root. The change is recorded as if made by user code, with no animation.
  public func setState(_ key: StateKey, expression: String, file: String = "<state>")
    -> EvaluationResult
  {
    guard interpreter.state[key] != nil else {
      var result = EvaluationResult()
      let names = interpreter.state.keys.map(\.description)
      var diag = Diagnostic.error("no state variable `\(key)`")
      if let s = EditDistance.closest(to: key.description, among: names) {
        diag.notes.append(.init("did you mean `\(s)`?"))
      }
      result.diagnostics = [diag]
      result.renderedDiagnostics = render(result.diagnostics, extra: nil)
      return result
    }
    let parsed = ParsedSource(expression, file: file)
    if parsed.hasSyntaxErrors {
      var result = EvaluationResult()
      result.diagnostics = parsed.syntaxDiagnostics
      result.renderedDiagnostics = render(result.diagnostics, extra: parsed)
      return result
    }
    sources.add(parsed)
    return runPass(source: parsed) { interp, result in
      let old = interp.state[key]
      var written = false
      do {
        guard let value = try interp.run(parsed) else { return }
        let at = parsed.tree.statements.last.map(Syntax.init) ?? Syntax(parsed.tree)
        interp.writeState(key, try interp.checkedStateValue(value, for: key, at: at))
        written = true
        result.root = try self.buildRoot()
      } catch let error as RuntimeError where written {
        // A value the body cannot be built with is refused like a mistyped one: the old value
        // stays, and the tree it built stays on screen; nothing changed.
        interp.state[key] = old
        interp.pass.stateChanges = []
        var diag = error.diagnostic
        diag.notes.append(.init("`\(key)` keeps its old value \(old?.debugText ?? "nil")"))
        result.diagnostics.append(diag)
        result.errorKinds.append(error.kind)
      }
    }
  }

  // MARK: Rendering

  /// Renders diagnostics against the inputs they point into (by file name).
  public func render(_ diagnostics: [LabEngine.Diagnostic]) -> String {
    render(diagnostics, extra: nil)
  }

  func render(_ diagnostics: [Diagnostic], extra: ParsedSource?) -> String {
    let renderer = DiagnosticRenderer(colorize: colorize)
    var bySource: [String: (source: ParsedSource, diagnostics: [Diagnostic])] = [:]
    var order: [String] = []
    var plain: [Diagnostic] = []
    for diag in diagnostics {
      guard let start = diag.range?.start, let source = source(of: start, extra: extra) else {
        plain.append(diag)
        continue
      }
      let key = "\(source.file)\u{0}\(source.firstLine)"
      if bySource[key] == nil {
        order.append(key)
        bySource[key] = (source, [])
      }
      bySource[key]?.diagnostics.append(diag)
    }
    var parts: [String] = []
    if !plain.isEmpty { parts.append(renderer.renderPlain(plain)) }
    for key in order {
      guard let group = bySource[key] else { continue }
      parts.append(renderer.render(group.diagnostics, in: group.source))
    }
    return parts.joined(separator: "\n")
  }

  /// The input a location points into: `extra` (the input being evaluated, not yet kept) when
  /// the location is in it, else a kept one.
  private func source(of location: SourceLocation, extra: ParsedSource?) -> ParsedSource? {
    if let extra, extra.file == location.file, extra.firstLine <= location.line {
      return extra
    }
    return sources.source(of: location) ?? (extra?.file == location.file ? extra : nil)
  }

  // MARK: Stack

  /// Runs `body` on a thread with a large stack and waits for it: the tree walk recurses.
  func onLargeStack(_ body: @escaping () -> Void) {
    StackThread.run(stackSize: stackSize, body)
  }
}

/// The inputs evaluated so far, parsed, by file name, for quoting them in diagnostics. Most
/// names belong to one input (`<input-3>`, a loaded file). The inputs of a script file share
/// its name, each with the line it starts on (`ParsedSource.lineOffset`), so that its
/// locations are the file's (`geolab run script.geo` reports `script.geo:14:5`), and a
/// location belongs to the last input that starts at or before its line.
struct InputSources {
  /// Each file's inputs in the order of their first lines.
  private var byFile: [String: [ParsedSource]] = [:]

  mutating func add(_ source: ParsedSource) {
    // In place: a script's inputs come in order, so each is appended (a copy of the list per
    // input made 20,000 inputs cost the square of their number).
    let at = insertionIndex(source.firstLine, in: byFile[source.file] ?? [])
    if at > 0, byFile[source.file]?[at - 1].firstLine == source.firstLine {
      byFile[source.file]?[at - 1] = source
    } else {
      byFile[source.file, default: []].insert(source, at: at)
    }
  }

  func source(of location: SourceLocation) -> ParsedSource? {
    guard let list = byFile[location.file], let first = list.first else { return nil }
    let at = insertionIndex(location.line, in: list)
    return at > 0 ? list[at - 1] : first
  }

  /// The index after the last input whose first line is at or before `line`.
  private func insertionIndex(_ line: Int, in list: [ParsedSource]) -> Int {
    var low = 0
    var high = list.count
    while low < high {
      let mid = (low + high) / 2
      if list[mid].firstLine <= line { low = mid + 1 } else { high = mid }
    }
    return low
  }
}

extension ScriptContext {
  /// Loads a strings table, an old-style `.strings` file or a String Catalog (`.xcstrings`),
  /// named by the file's base name (`Localizable`), for the titles and `NSLocalizedString`s that
  /// follow (docs/semantics.md §1.2). Returns the number of keys, or the diagnostic of the
  /// file's first error.
  public func loadStrings(_ text: String, file: String) -> Result<Int, StringsLoadError> {
    let base = file.split(separator: "/").last.map(String.init) ?? file
    let name = base.split(separator: ".").first.map(String.init) ?? base
    do {
      let table = file.hasSuffix(".xcstrings") ? try StringsTable.parse(catalog: text) : try StringsTable.parse(strings: text)
      interpreter.localizedTables[name] = table
      return .success(table.entries.count)
    } catch {
      let at = SourceRange(SourceLocation(file: file, line: error.line, column: error.column), length: 1)
      let diagnostic = Diagnostic(.error, error.message, at: at)
      return .failure(StringsLoadError(rendered: render([diagnostic], extra: ParsedSource(text, file: file))))
    }
  }
}

/// A strings file that did not parse, rendered with its line and a caret.
public struct StringsLoadError: Error {
  public var rendered: String
}
