import Foundation
import LabEngine
import SwiftSyntax

/// The built-in global functions and types of the view-code language: math, `print`,
/// `withAnimation`, geometry types (`CGSize`, `Angle` …) and, through `ViewBuiltins`, views.
///
///     Builtins.global("max")  // the `max` function
enum Builtins {
  static let functionNames = [
    "print", "debugPrint", "min", "max", "abs", "sin", "cos", "tan", "asin", "acos", "atan",
    "atan2", "sqrt", "pow", "floor", "ceil", "round", "hypot", "exp", "log", "log2", "log10", "trunc", "fmod",
    "cbrt", "withAnimation", "withTransaction", "zip",
    "stride", "CATransform3DMakeRotation", "CATransform3DRotate", "CATransform3DTranslate",
    "CATransform3DScale", "CATransform3DMakeTranslation", "CATransform3DMakeScale",
    "precondition", "assert", "preconditionFailure", "assertionFailure", "fatalError",
    "NSLocalizedString",
  ]
  static let typeNames =
    [
      "Int", "Double", "CGFloat", "Float", "String", "Bool", "Optional", "CGSize", "CGPoint", "CGRect",
      "CGVector", "Angle", "UnitPoint", "EdgeInsets", "Alignment", "HorizontalAlignment",
      "VerticalAlignment", "Edge", "Axis", "Font", "Color", "CGAffineTransform",
      "ProjectionTransform", "Animation", "Binding", "DispatchQueue", "CoordinateSpace", "Array",
      "Dictionary", "Namespace", "AnyTransition", "ContentMode", "EditMode", "ColorScheme", "PreviewDevice", "PreviewLayout", "Character", "Text", "Image", "Spring",
      "UnitCurve", "Transaction", "Gradient", "LinearGradient", "RadialGradient",
      "AngularGradient", "EllipticalGradient", "StrokeStyle", "AnyShapeStyle", "UIKeyboardType", "UITabBar", "UUID", "ObjectIdentifier", "ProcessInfo", "LocalizedStringKey", "OpenURLAction", "UIScreen", "UIDevice", "FillStyle", "IndexSet", "CHHapticEngine", "CHHapticEvent", "CHHapticEventParameter", "CHHapticPattern", "UIImage", "UIFont", "UIApplication", "UIWindowScene", "UIWindow", "UIResponder", "UIColor", "UserDefaults", "FileManager", "NavigationPath", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
      "UISelectionFeedbackGenerator", "Timer", "Task", "MainActor", "ModifiedContent",
      "DispatchTime", "Date", "TimeInterval", "GridItem", "Set", "URL", "Locale", "Range", "ClosedRange", "Int64",
    ] + Interpreter.integerRanges.keys.sorted() + BundleBuiltins.typeNames + URLComponentsBuiltins.typeNames + AttributedStrings.typeNames + ScrollPositionValues.typeNames + AlertBuiltins.typeNames + MediaBuiltins.typeNames + CoreDataBuiltins.typeNames + NotificationBuiltins.typeNames + ScannerBuiltins.typeNames + LengthFormatterBuiltins.typeNames + DateFormatterBuiltins.typeNames + NumberFormatterBuiltins.typeNames + CombineBuiltins.typeNames + CoreLocationBuiltins.typeNames + MapValues.typeNames + SwiftDataBuiltins.typeNames + CalendarBuiltins.typeNames + LayoutProtocol.typeNames + ListBuiltins.styleTypeNames + ControlBuiltins.styleTypes.keys.sorted() + AnimatableData.typeNames + GestureBuiltins.typeNames + Keyframes.typeNames + ViewBuiltins.names + ViewBuiltins.unsupportedNames + EffectModifiers.effectTypes.sorted()

  static let typeNameSet = Set(typeNames)

  static var globalNames: [String] {
    functionNames + typeNames + ["CATransform3DIdentity"] + CoreLocationBuiltins.accuracies.keys.sorted()
  }

  /// Modules a name may be qualified with (`Swift.min(a, b)`): the module is a value whose
  /// members are the globals.
  static let moduleNames: Set = ["Swift", "Foundation", "CoreGraphics", "SwiftUI"]

  static func global(_ name: String) -> Value? {
    if name == "CATransform3DIdentity" { return .transform3D(.identity) }
    if let accuracy = CoreLocationBuiltins.accuracies[name] { return .double(accuracy) }
    if moduleNames.contains(name) { return .type(.builtin(name)) }
    if typeNames.contains(name) { return .type(.builtin(name)) }
    guard functionNames.contains(name) else { return nil }
    return .function(FunctionValue(name: name) { try callGlobal(&$0) })
  }

  // MARK: Global functions

  private static func callGlobal(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    let values = c.arguments.map(\.value)
    func num(_ i: Int) throws -> Double {
      guard i < c.arguments.count else { throw c.fail("`\(c.name)` needs \(i + 1) arguments", kind: .argument) }
      return try interp.number(c.arguments[i].value, c.arguments[i].node)
    }
    func unary(_ f: (Double) -> Double) throws -> Value { .double(f(try num(0))) }
    if let single = try FloatBuiltins.global(c.name, values, c) { return single }
    switch c.name {
    case "print", "debugPrint":
      try c.checkLabels([nil, "separator", "terminator"])
      let separator = try c.string("separator") ?? " "
      let terminator = try c.string("terminator") ?? "\n"
      let parts = try c.arguments.filter { $0.label == nil }.map {
        try interp.printedText(
          $0.value, declaredAs: $0.staticType, reflecting: c.name == "debugPrint", at: $0.node)
      }
      let text = parts.joined(separator: separator) + terminator
      if interp.pass.readerDepth > 0 {
        interp.pass.readerOutput.append(text)
      } else if interp.pass.provisionalOutput != nil && interp.pass.objectsUnderConstruction.isEmpty {
        interp.pass.provisionalOutput?.append(text)
      } else {
        interp.pass.output.append(text)
      }
      return .void
    case "min", "max":
      let items = values.count == 1 ? try interp.elements(of: values[0], at: c.node) : values
      guard var best = items.first else { throw c.fail("`\(c.name)` needs arguments", kind: .argument) }
      for item in items.dropFirst() {
        let less = try interp.arithmetic("<", item, best, node: c.node)
        if case .bool(true) = less, c.name == "min" { best = item }
        // Swift's max keeps the later of equal values (`y >= x ? y : x`): -0.0 vs 0.0.
        let more = try interp.arithmetic(">=", item, best, node: c.node)
        if case .bool(true) = more, c.name == "max" { best = item }
      }
      if case .int = best, values.contains(where: { if case .double = $0 { true } else { false } })
      {
        return .double(try interp.number(best, c.node))
      }
      return best
    case "abs":
      if case .int(let i)? = values.first {
        guard i != Int.min else { throw c.interpreter.error("arithmetic overflow: `abs(Int.min)`", at: c.node, kind: .arithmetic) }
        return .int(Swift.abs(i))
      }
      return try unary { Swift.abs($0) }
    case "precondition", "assert":
      // A debug build (a preview, a run from Xcode) checks both; a failed check traps, which the
      // lab reports where it failed.
      try c.checkLabels([nil, "file", "line"])
      guard let condition = c.arguments.first(where: { $0.label == nil }) else {
        throw c.fail("`\(c.name)` needs a condition", kind: .argument)
      }
      guard try interp.truth(condition.value, condition.node) else {
        let message = c.arguments.dropFirst().first(where: { $0.label == nil }).map { " — \($0.value.description)" } ?? ""
        throw interp.error(
          "\(c.name == "assert" ? "assertion" : "precondition") failed\(message): Swift traps here",
          at: c.node, kind: .trap)
      }
      return .void
    case "NSLocalizedString":
      // The key's text in the loaded strings table (`tableName:`, else `Localizable`); without
      // it, `value:` when given and not empty, else the key (docs/semantics.md §1.2).
      try c.checkLabels([nil, "tableName", "bundle", "value", "comment"])
      guard let key = try c.string(nil) else { throw c.fail("`NSLocalizedString` takes a key", kind: .argument) }
      if let found = try interp.localizedText(key, table: try c.string("tableName"), at: c.node) { return .string(found) }
      if let value = try c.string("value"), !value.isEmpty { return .string(value) }
      return .string(key)
    case "preconditionFailure", "assertionFailure", "fatalError":
      try c.checkLabels([nil, "file", "line"])
      let message = c.arguments.first(where: { $0.label == nil }).map { ": \($0.value.description)" } ?? ""
      throw interp.error("\(c.name)\(message) — Swift traps here", at: c.node, kind: .trap)
    case "sin": return try unary(Foundation.sin)
    case "cos": return try unary(Foundation.cos)
    case "tan": return try unary(Foundation.tan)
    case "asin": return try unary(Foundation.asin)
    case "acos": return try unary(Foundation.acos)
    case "atan": return try unary(Foundation.atan)
    case "atan2": return .double(Foundation.atan2(try num(0), try num(1)))
    case "sqrt": return try unary { $0.squareRoot() }
    case "pow": return .double(Foundation.pow(try num(0), try num(1)))
    case "floor": return try unary { $0.rounded(.down) }
    case "ceil": return try unary { $0.rounded(.up) }
    case "round": return try unary { $0.rounded() }
    case "hypot": return .double(Foundation.hypot(try num(0), try num(1)))
    case "fmod": return .double(Foundation.fmod(try num(0), try num(1)))
    case "exp": return try unary(Foundation.exp)
    case "log": return try unary(Foundation.log)
    case "log2": return try unary(Foundation.log2)
    case "log10": return try unary(Foundation.log10)
    case "cbrt": return try unary(Foundation.cbrt)
    case "trunc": return try unary { $0.rounded(.towardZero) }
    case "zip":
      guard values.count == 2 else { throw c.fail("`zip` needs two sequences", kind: .argument) }
      // An unbounded `n...` beside a finite sequence counts up beside it (`zip(names, 1...)`).
      let starts = values.map(Interpreter.partialRangeLowerBound)
      guard starts[0] == nil || starts[1] == nil else {
        throw c.fail("`zip` of two ranges without an upper bound never ends", kind: .notSupported)
      }
      let finite = try values.indices.map { starts[$0] == nil ? try interp.elements(of: values[$0], at: c.node) : [] }
      // Swift's iterator steps past each number it returns, and zip asks its first sequence
      // once more than its count: that last step traps past `Int.max`.
      func counting(from start: Int, beside other: [Value], first: Bool) throws -> [Value] {
        guard !start.addingReportingOverflow(other.count + (first ? 1 : 0)).overflow else {
          throw c.fail("arithmetic overflow: `\(start)...` passes `Int.max`", kind: .trap)
        }
        return other.indices.map { .int(start + $0) }
      }
      let a = try starts[0].map { try counting(from: $0, beside: finite[1], first: true) } ?? finite[0]
      let b = try starts[1].map { try counting(from: $0, beside: finite[0], first: false) } ?? finite[1]
      return .array(zip(a, b).map { .tuple(TupleValue(labels: [nil, nil], elements: [$0, $1])) })
    case "stride":
      try c.checkLabels(["from", "to", "through", "by"])
      let through = c.has("through")
      // `stride(from:to:by:)` is generic over one `Strideable` type: all `Int` (literals
      // included) counts in integers; a floating-point argument makes the literals floating,
      // and an `Int` value beside it is a type error, as in Swift.
      let arguments = [c.argument("from"), c.argument(through ? "through" : "to"), c.argument("by")]
      let allInts = arguments.allSatisfy { if case .int? = $0?.value { true } else { $0 == nil } }
      let numbers: [Double] = try arguments.map { arg in
        guard let arg else { return .nan }
        if allInts { return try interp.number(arg.value, arg.node) }
        guard let d = try c.double(arg.label) else {
          throw interp.error("`stride` takes numbers, got a value of type `\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
        }
        return d
      }
      let from = numbers[0].isNaN ? 0 : numbers[0]
      let by = numbers[2].isNaN ? 1 : numbers[2]
      guard by != 0 else { throw c.fail("`stride` step must not be zero", kind: .trap) }
      let to = numbers[1].isNaN ? from : numbers[1]
      let count = Int(exactly: ((to - from) / by).rounded(.down)).map { $0 + 1 } ?? 0
      try interp.checkCollection(count, at: c.node)
      var items: [Value] = []
      var x = from
      while by > 0 ? (through ? x <= to : x < to) : (through ? x >= to : x > to) {
        items.append(allInts ? .int(Int(x)) : .double(x))
        // Swift's floating-point stride does not add the step again and again: its k-th value
        // is `from + k × by` in one fused multiply-add, so `stride(from: 0, to: 1, by: 0.1)`
        // stops at 0.9 (ten values) where repeated adding would reach 0.9999999999999999.
        x = allInts ? x + by : from.addingProduct(Double(items.count), by)
        if items.count > interp.limits.maxCollectionSize {
          try interp.checkCollection(items.count, at: c.node)
        }
      }
      return .array(items)
    case "withAnimation", "withTransaction":
      if c.name == "withAnimation" {
        try c.checkLabels([nil, "completionCriteria", "completion"])
      }
      guard let body = c.firstUnlabelledClosure ?? c.closure("body") else {
        throw c.fail("`\(c.name)` needs a closure", kind: .argument)
      }
      if c.name == "withAnimation", let completion = c.closure("completion") {
        try scheduleCompletion(completion, &c)
      }
      let transaction: Transaction
      if c.name == "withTransaction" {
        var t = try TransactionBuiltins.transaction(for: c)
        t.animationText = t.animationText ?? "nil"
        t.origin = .withTransaction
        transaction = t
      } else {
        let animationArg = c.arguments.first {
          if case .function = $0.value { false } else { $0.label == nil }
        }
        transaction = Transaction(
          animation: try AnimationBuiltins.transactionAnimation(animationArg, interp),
          animationText: animationArg?.node.trimmedDescription ?? ".default",
          origin: .withAnimation)
      }
      return try interp.inTransaction(transaction) { try interp.call(body, [Value](), node: c.node) }
    default:
      return try transform3D(&c)
    }
  }

  /// `withAnimation(_:completionCriteria:_:completion:)` (iOS 17): the completion runs on the
  /// clock when the animation is logically complete (the default criteria) or removed
  /// (docs/semantics.md §8.5).
  private static func scheduleCompletion(_ completion: FunctionValue, _ c: inout CallContext) throws {
    let interp = c.interpreter
    let animationArg = c.arguments.first { arg in
      if case .function = arg.value { return false }
      return arg.label == nil
    }
    let animation = try AnimationBuiltins.transactionAnimation(animationArg, interp)
    var removed = false
    if let criteria = c.argument("completionCriteria") {
      var value = criteria.value
      if case .implicitMember(let m) = value, m.arguments == nil { value = .string(m.name) }
      switch value {
      case .string("logicallyComplete"): removed = false
      case .string("removed"): removed = true
      default:
        throw interp.error(
          "`completionCriteria:` is `.logicallyComplete` or `.removed`", at: criteria.node, kind: .argument)
      }
    }
    var delay = 0.0
    if let animation {
      if removed {
        guard animation.resolvedSpring == nil, let d = animation.duration else {
          throw interp.error(
            "`completionCriteria: .removed` with a spring is not supported yet: when SwiftUI removes a "
              + "spring depends on how far it moves; `.logicallyComplete` is at its response",
            at: c.argument("completionCriteria")?.node ?? c.node, kind: .notSupported)
        }
        delay = d
      } else {
        guard let d = animation.logicalDuration else {
          interp.warn(
            "this animation is never logically complete (it repeats forever), so the completion never runs",
            at: c.node)
          return
        }
        delay = d
      }
    }
    interp.schedule(
      ScheduledWork(
        id: 0, time: interp.now + delay, every: nil, function: completion, receiver: nil,
        label: "(withAnimation completion)"))
  }

  private static func transform3D(_ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    func num(_ i: Int) throws -> Double {
      guard i < c.arguments.count else { throw c.fail("`\(c.name)` needs \(i + 1) arguments", kind: .argument) }
      return try interp.number(c.arguments[i].value, c.arguments[i].node)
    }
    func base() throws -> Transform3D {
      guard case .transform3D(let t)? = c.arguments.first?.value else {
        throw c.fail("`\(c.name)` needs a `CATransform3D` first", kind: .argument)
      }
      return t
    }
    switch c.name {
    case "CATransform3DMakeRotation":
      return .transform3D(
        Transform3D(rotation: try num(0), x: try num(1), y: try num(2), z: try num(3)))
    case "CATransform3DMakeTranslation":
      return .transform3D(Transform3D(translationX: try num(0), y: try num(1), z: try num(2)))
    case "CATransform3DMakeScale":
      return .transform3D(Transform3D(scaleX: try num(0), y: try num(1), z: try num(2)))
    case "CATransform3DRotate":
      let r = Transform3D(rotation: try num(1), x: try num(2), y: try num(3), z: try num(4))
      return .transform3D(r.concatenating(try base()))
    case "CATransform3DTranslate":
      let t = Transform3D(translationX: try num(1), y: try num(2), z: try num(3))
      return .transform3D(t.concatenating(try base()))
    case "CATransform3DScale":
      let s = Transform3D(scaleX: try num(1), y: try num(2), z: try num(3))
      return .transform3D(s.concatenating(try base()))
    default: throw c.fail("unknown function `\(c.name)`", kind: .unknownName)
    }
  }
}
