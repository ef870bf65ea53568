import Foundation
import LabEngine
import SwiftSyntax

/// Initializers and static members of the built-in value types (`CGSize(width:height:)`,
/// `Color.red`, `Angle.degrees(30)`, `Int(_:)` …).
extension Builtins {
  static func construct(_ name: String, _ args: [Argument], node: Syntax, interpreter: Interpreter)
    throws -> Value
  {
    var c = CallContext(
      interpreter: interpreter, arguments: args, node: node, receiver: nil, name: name)
    let interp = interpreter
    func first() throws -> Argument {
      guard let a = args.first else { throw c.fail("`\(name)(_:)` needs an argument", kind: .argument) }
      return a
    }
    if args.isEmpty {
      // `Int()`, `UInt64()`, `Double()`, `CGFloat()`, `Bool()`, `String()`: the zero value.
      if name == "Int" || name == "Int64" || Interpreter.integerRanges[name] != nil { return .int(0) }
      switch name {
      case "Double", "CGFloat", "TimeInterval": return .double(0)
      case "Float", "Float32": return .float(0)
      case "Bool": return .bool(false)
      case "String": return .string("")
      default: break
      }
    }
    switch name {
    case "Task": return try interp.startTask(&c)
    case "ModifiedContent":
      // `ModifiedContent(content: view, modifier: m)`: what `view.modifier(m)` makes.
      try c.checkLabels(["content", "modifier"])
      guard let content = c.argument("content"), let modifier = c.argument("modifier") else {
        throw c.fail("`ModifiedContent` needs `content:` and `modifier:`", kind: .argument)
      }
      return .view(try interp.applyViewModifier(modifier.value, to: try interp.toView(content.value, at: content.node), at: c.node))
    case "Optional":
      // `Optional(x)` wraps x; values here carry no wrapper, the static type ("_?") says it.
      try c.checkLabels([nil])
      let wrapped = try first()
      if case .null = wrapped.value {
        // `Optional(x)` of a nil `x: Int?` is `.some(nil)`, an `Int??` that prints
        // `Optional(nil)` and is not `== nil`: one level more than the lab holds.
        try interp.refuseDoubleOptional(
          "Optional(\(wrapped.node.trimmedDescription))", at: node, because: "its argument is nil",
          suggestion: "it is `Optional(nil)`, which prints so and is not `== nil`; use the argument itself")
      }
      return wrapped.value
    case _ where Interpreter.integerRanges[name] != nil:
      // The lab's integers are `Int`: a value of another width is one while it is in that
      // type's range; outside it Swift traps, and so does the lab.
      let range = Interpreter.integerRanges[name]!
      interp.narrowIntegersSeen = true
      if case .string(let text)? = args.first?.value {
        // Parsed as Swift parses it (nil for "-3" as a `UInt64`, or "300" as a `UInt8`), in the
        // radix given (`UInt64("ff", radix: 16)`).
        try c.checkLabels([nil, "radix"])
        let radix = try c.int("radix") ?? 10
        guard (2...36).contains(radix) else { throw c.fail("`radix:` must be from 2 to 36", kind: .trap) }
        guard let n = Int(text, radix: radix) else {
          if name == "UInt64" || name == "UInt", UInt64(text, radix: radix) != nil {
            throw interp.error("`\(text)` is beyond the lab's integers (Int.max)", at: node, kind: .notSupported)
          }
          return .null
        }
        return range.contains(n) ? .int(n) : .null
      }
      let value = try construct("Int", args, node: node, interpreter: interp)
      if case .int(let i) = value, !range.contains(i) {
        throw interp.error("`\(name)(_:)` of \(i) would trap: it is outside \(range.lowerBound)…\(range.upperBound)", at: node, kind: .arithmetic)
      }
      return value
    case _ where ["Int", "Int64", "Double", "CGFloat"].contains(name) && c.has("exactly"):
      // `Int(exactly: 3.5)` is nil, `Int(exactly: 3.0)` 3; `Double(exactly: n)` nil where the
      // integer has no exact double.
      try c.checkLabels(["exactly"])
      guard let v = c.argument("exactly")?.value else { return .null }
      let toInt = name == "Int" || name == "Int64"
      switch v {
      case .int(let i): return toInt ? .int(i) : (Double(exactly: i).map { .double($0) } ?? .null)
      case .double(let d): return toInt ? (Int(exactly: d).map { .int($0) } ?? .null) : .double(d)
      default: throw c.fail("`\(name)(exactly:)` takes a number", kind: .typeMismatch)
      }
    case "Int", "Int64":
      try c.checkLabels([nil, "radix"])
      let a = try first()
      if case .string(let s) = a.value, let radix = try c.int("radix") {
        guard (2...36).contains(radix) else { throw c.fail("`radix:` must be from 2 to 36", kind: .trap) }
        return Int(s, radix: radix).map { .int($0) } ?? .null
      }
      var number = a.value
      if case .float(let f) = number { number = .double(Double(f)) }  // exact, and truncated alike
      switch number {
      case .int(let i): return .int(i)
      case .double(let d):
        guard d.isFinite else {
          throw interp.error("`Int(_:)` of a non-finite value (\(d)) would trap", at: a.node, kind: .arithmetic)
        }
        guard let i = Int(exactly: d.rounded(.towardZero)) else {
          throw interp.error("`Int(_:)` of \(d) is out of Int's range", at: a.node, kind: .arithmetic)
        }
        return .int(i)
      case .string(let s): return Int(s).map { .int($0) } ?? .null
      case .bool: throw interp.error("`Int(_:)` cannot convert a `Bool`", at: a.node, kind: .typeMismatch)
      default: throw interp.error("`Int(_:)` cannot convert `\(a.value.typeName)`", at: a.node, kind: .typeMismatch)
      }
    case "Float", "Float32": return try FloatBuiltins.construct(&c)
    case "OpenURLAction": return try OpenURLs.construct(&c)
    case "LocalizedStringKey":
      // A key looked up in the loaded strings table (without one, the key is the text), whose
      // Markdown SwiftUI renders: a key whose Markdown would change what is shown is refused
      // (docs/semantics.md §1.2).
      try c.checkLabels([nil])
      guard case .string(var key)? = c.arguments.first?.value else {
        throw c.fail("`LocalizedStringKey` takes a string", kind: .argument)
      }
      // A literal was looked up as it was read; a `String` value is looked up here.
      if c.arguments.first?.node.as(LabeledExprSyntax.self)?.expression.is(StringLiteralExprSyntax.self) != true,
        let found = try interp.localizedText(key, at: c.node)
      {
        key = found
      }
      guard TextMarkdown.rendered(key) == .text(key, strong: []) else {
        throw c.fail(
          "this `LocalizedStringKey` has Markdown in it, which SwiftUI renders; the lab shows a key as its "
            + "characters only when it has none (write the literal in `Text(\"…\")` for a link)", kind: .notSupported)
      }
      return .string(key)
    case "Double", "CGFloat", "TimeInterval":
      try c.checkLabels([nil])
      let a = try first()
      if case .string(let s) = a.value { return Double(s).map { .double($0) } ?? .null }
      return .double(try interp.number(a.value, a.node))
    case "String":
      if c.has("repeating") {
        let unit = try c.string("repeating") ?? ""
        let count = try repeatCount(&c, length: unit.count)
        return .string(String(repeating: unit, count: count))
      }
      if c.has("format") { return try StringFormat.format(&c) }
      if let key = c.argument("localized") {
        // `String(localized: "key")` (iOS 15): the key's text in the loaded strings table, else
        // the default value or the key (docs/semantics.md §1.2).
        try c.checkLabels(["localized", "defaultValue", "table", "bundle", "locale", "comment"])
        if let lit = key.node.as(LabeledExprSyntax.self)?.expression.as(StringLiteralExprSyntax.self),
          lit.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) })
        {
          throw interp.error(
            "`String(localized:)` with interpolated values is not modelled yet: its key's specifiers differ from a "
              + "`Text`'s", at: key.node, kind: .notSupported)
        }
        guard case .string(let text) = key.value else {
          throw interp.error("`String(localized:)` takes a key", at: key.node, kind: .typeMismatch)
        }
        let table = try c.string("table")
        if let found = try interp.localizedText(text, table: table, at: key.node) { return .string(found) }
        return .string(try c.string("defaultValue") ?? text)
      }
      if let data = c.argument("data") {
        // `String(data: data, encoding: .utf8)`: the text the data holds (nil if it is not UTF-8).
        try c.checkLabels(["data", "encoding"])
        guard case .opaque(let d) = data.value, d.kind == "Data" else {
          throw interp.error("`String(data:encoding:)` takes `Data`", at: data.node, kind: .typeMismatch)
        }
        if case .implicitMember(let m)? = c.argument("encoding")?.value, m.name != "utf8" {
          throw c.fail("the lab reads `Data` as `.utf8` only", kind: .notSupported)
        }
        if d.unorderedJSON {
          throw interp.error(
            "Foundation's `JSONEncoder` writes an object's keys in no fixed order (it differs from run to run): set "
              + "`outputFormatting = .sortedKeys` to read the text", at: data.node, kind: .notSupported)
        }
        return .string(d.text)
      }
      if c.has("radix") || c.has("uppercase") {
        // `String(255, radix: 16)`: the integer's digits in that base (lowercase unless asked).
        try c.checkLabels([nil, "radix", "uppercase"])
        guard case .int(let n)? = c.argument(nil)?.value else {
          throw c.fail("`String(_:radix:uppercase:)` takes an integer", kind: .typeMismatch)
        }
        let radix = try c.int("radix") ?? 10
        guard (2...36).contains(radix) else { throw c.fail("Radix must be between 2 and 36", kind: .trap) }
        return .string(String(n, radix: radix, uppercase: try c.bool("uppercase") ?? false))
      }
      let a = try first()
      guard c.arguments.count == 1 else {
        throw c.fail(
          "`String` has no initializer taking \(c.arguments.map { ($0.label ?? "_") + ":" }.joined()) here",
          kind: .argument)
      }
      if a.label == nil, let items = a.value.arrayElements {
        // `String(characters)`: a sequence of Characters makes one string.
        let characters = items.compactMap { item -> String? in
          if case .string(let s) = item, s.count == 1 { return s }
          return nil
        }
        guard characters.count == items.count else {
          throw c.fail(
            "`String(_:)` takes a sequence of Characters; for a description write "
              + "`String(describing:)`", kind: .typeMismatch)
        }
        return .string(characters.joined())
      }
      if a.label == "describing" || a.label == "reflecting" || a.label == nil {
        return .string(
          try interp.printedText(
            a.value, declaredAs: a.staticType, reflecting: a.label == "reflecting", at: a.node))
      }
      throw c.fail(
        "`String` supports `String(_:)`, `String(describing:)`, `String(format:_:)` and "
          + "`String(repeating:count:)`", kind: .notSupported)
    case "Bool":
      try c.checkLabels([nil])
      if case .string(let text) = try first().value {
        // `Bool("true")`: true or false as written, else nil (Swift's `LosslessStringConvertible`).
        return Bool(text).map { .bool($0) } ?? .null
      }
      return .bool(try interp.truth(try first().value, node))
    case "CGSize":
      if args.isEmpty { return .size(.zero) }
      try c.checkLabels(["width", "height"])
      let n = try c.overloadedNumbers(["width", "height"], type: name)
      return .size(Size(width: n[0], height: n[1]))
    case "CGVector":
      try c.checkLabels(["dx", "dy"])
      let n = try c.overloadedNumbers(["dx", "dy"], type: name)
      return .size(Size(width: n[0], height: n[1]))
    case "CGPoint":
      if args.isEmpty { return .point(.zero) }
      try c.checkLabels(["x", "y"])
      let n = try c.overloadedNumbers(["x", "y"], type: name)
      return .point(Point(x: n[0], y: n[1]))
    case "CGRect":
      if args.isEmpty { return .rect(.zero) }
      if c.has("origin") || c.has("size") {
        // `CGRect(origin:size:)`, either given as a value or an implicit member (`.zero`).
        try c.checkLabels(["origin", "size"])
        guard case .point(let o)? = try c.resolved("origin", as: .point),
          case .size(let s)? = try c.resolved("size", as: .size)
        else { throw c.fail("`CGRect(origin:size:)` takes a `CGPoint` and a `CGSize`", kind: .typeMismatch) }
        return .rect(Rect(origin: o, size: s))
      }
      try c.checkLabels(["x", "y", "width", "height"])
      let n = try c.overloadedNumbers(["x", "y", "width", "height"], type: name)
      return .rect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]))
    case "Angle":
      try c.checkLabels(["degrees", "radians"])
      if let d = try c.double("degrees") { return .angle(Angle(degrees: d)) }
      if let r = try c.double("radians") { return .angle(Angle(radians: r)) }
      return .angle(.zero)
    case "UnitPoint":
      try c.checkLabels(["x", "y"])
      return .unitPoint(UnitPoint(x: try c.double("x") ?? 0, y: try c.double("y") ?? 0))
    case "EdgeInsets":
      try c.checkLabels(["top", "leading", "bottom", "trailing"])
      return .insets(
        EdgeInsets(
          top: try c.double("top") ?? 0, leading: try c.double("leading") ?? 0,
          bottom: try c.double("bottom") ?? 0, trailing: try c.double("trailing") ?? 0))
    case "Alignment":
      guard let h = try c.horizontalAlignment("horizontal"),
        let v = try c.verticalAlignment("vertical")
      else { throw c.fail("`Alignment(horizontal:vertical:)` needs both guides", kind: .argument) }
      return .alignment(Alignment(horizontal: h, vertical: v))
    case "Color": return try ColorBuiltins.construct(&c)
    case "CGAffineTransform":
      try c.checkLabels(["translationX", "scaleX", "y", "rotationAngle", "a", "b", "c", "d", "tx", "ty"])
      if c.has("translationX") {
        return .affine(
          AffineTransform(
            translationX: try c.double("translationX") ?? 0, y: try c.double("y") ?? 0))
      }
      if c.has("scaleX") {
        return .affine(
          AffineTransform(scaleX: try c.double("scaleX") ?? 1, y: try c.double("y") ?? 1))
      }
      if c.has("rotationAngle") {
        return .affine(
          AffineTransform(rotation: Angle(radians: try c.double("rotationAngle") ?? 0)))
      }
      if c.has("a") {
        return .affine(
          AffineTransform(
            a: try c.double("a") ?? 1, b: try c.double("b") ?? 0, c: try c.double("c") ?? 0,
            d: try c.double("d") ?? 1, tx: try c.double("tx") ?? 0, ty: try c.double("ty") ?? 0))
      }
      return .affine(.identity)
    case "ProjectionTransform":
      switch args.first?.value {
      case nil: return .projection(.identity)
      case .affine(let t)?: return .projection(ProjectionTransform(t))
      case .transform3D(let t)?: return .projection(t.projection)
      default: throw c.fail("`ProjectionTransform(_:)` needs a CGAffineTransform or CATransform3D", kind: .argument)
      }
    case "Binding":
      if let get = c.closure("get"), let set = c.closure("set") {
        return .binding(.computed(get: get, set: set))
      }
      throw c.fail("`Binding` supports `Binding(get:set:)` and `.constant(_:)`", kind: .notSupported)
    case "Array":
      if args.isEmpty { return .array([]) }
      if c.has("repeating"), let element = c.argument("repeating") {
        let count = try repeatCount(&c, length: 1)
        return .array(Array(repeating: element.value, count: count))
      }
      try c.checkLabels([nil])
      return .array(try interp.elements(of: try first().value, at: node))
    case "Set":
      try c.checkLabels([nil, "minimumCapacity"])
      guard let seq = c.argument(nil) else { return .set(SetValue()) }
      return .set(SetValue(try interp.elements(of: seq.value, at: seq.node)))
    case "Dictionary":
      if args.isEmpty { return .dictionary(DictionaryValue()) }
      try c.checkLabels(["grouping", "by", "uniqueKeysWithValues"])
      var result = DictionaryValue()
      if let pairs = c.argument("uniqueKeysWithValues") {
        for pair in try interp.elements(of: pairs.value, at: pairs.node) {
          guard case .tuple(let t) = pair, t.elements.count == 2 else {
            throw c.fail("`uniqueKeysWithValues:` takes (key, value) pairs", kind: .typeMismatch)
          }
          guard result[t.elements[0]] == nil else {
            throw c.fail("duplicate key \(t.elements[0].debugText) in `uniqueKeysWithValues:`", kind: .trap)
          }
          result[t.elements[0]] = t.elements[1]
        }
        return .dictionary(result)
      }
      // `Dictionary(grouping:by:)`: the elements under the key the closure gives each, in
      // order (the keys in the order first met; Swift leaves that order unspecified).
      guard let grouping = c.argument("grouping"), let key = c.closure else {
        throw c.fail(
          "`Dictionary` supports `Dictionary()`, `Dictionary(grouping:by:)` and "
            + "`Dictionary(uniqueKeysWithValues:)`", kind: .notSupported)
      }
      for element in try interp.elements(of: grouping.value, at: grouping.node) {
        let k = try interp.call(key, [element], node: node)
        if case .array(let group)? = result[k] {
          result[k] = .array(group + [element])
        } else {
          result[k] = .array([element])
        }
      }
      return .dictionary(result)
    case "Font":
      // `Font(uiFont)`: SwiftUI's font for a UIKit one.
      if c.arguments.count == 1, c.arguments[0].label == nil, let f = UIFonts.swiftUIFont(c.arguments[0].value) {
        return .font(f)
      }
      throw c.fail("use `Font.system(size:)`, a text style such as `.title`, or `Font(uiFont)`", kind: .argument)
    case "UIFont": return try UIFonts.construct(&c)
    case "Spring": return .spring(try AnimationBuiltins.constructSpring(&c))
    case "UIColor": return try UIColors.construct(&c)
    case "UIImage": return try UIImages.construct(&c)
    case _ where MapValues.typeNames.contains(name): return try MapValues.construct(name, &c)
    case _ where SwiftDataBuiltins.typeNames.contains(name): return try SwiftDataBuiltins.construct(name, &c)
    case "Animation": return try CustomAnimations.construct(&c)
    case "AnimatablePair", "EmptyAnimatableData": return try AnimatableData.construct(name, &c)
    case "Path": return try PathBuiltins.construct(&c)
    case "Transaction": return try TransactionBuiltins.construct(&c)
    case "VerticalAlignment", "HorizontalAlignment":
      return try customAlignment(name == "VerticalAlignment" ? .vertical : .horizontal, &c)
    case "Date": return try DateBuiltins.construct(&c)
    case _ where CalendarBuiltins.typeNames.contains(name): return try CalendarBuiltins.construct(name, &c)
    case "GridItem": return try LazyGridBuiltins.gridItem(&c)
    case _ where BundleBuiltins.typeNames.contains(name): return try BundleBuiltins.construct(name, &c)
    case _ where ScannerBuiltins.typeNames.contains(name): return try ScannerBuiltins.construct(name, &c)
    case _ where CombineBuiltins.typeNames.contains(name): return try CombineBuiltins.construct(name, &c)
    case _ where CoreLocationBuiltins.typeNames.contains(name): return try CoreLocationBuiltins.construct(name, &c)
    case "LengthFormatter": return try LengthFormatterBuiltins.construct(&c)
    case "DateFormatter": return try DateFormatterBuiltins.construct(&c)
    case ISO8601Formatting.typeName: return try ISO8601Formatting.construct(&c)
    case "NumberFormatter": return try NumberFormatterBuiltins.construct(&c)
    case "NSNumber": return try NumberFormatterBuiltins.constructNumber(&c)
    case _ where GestureBuiltins.typeNames.contains(name): return try GestureBuiltins.construct(name, &c)
    case _ where Keyframes.typeNames.contains(name): return try Keyframes.construct(name, &c)
    case _ where URLComponentsBuiltins.typeNames.contains(name): return try URLComponentsBuiltins.construct(name, &c)
    case _ where AttributedStrings.typeNames.contains(name): return try AttributedStrings.construct(name, &c)
    case "ScrollPosition": return try ScrollPositionValues.construct(&c)
    case "Character":
      // A Character is held as a one-character string; Swift traps on any other count.
      try c.checkLabels([nil])
      guard let text = try c.string(nil) else { throw c.fail("`Character(_:)` takes a `String`", kind: .typeMismatch) }
      guard text.count == 1 else {
        throw c.fail(
          "Can't form a Character from a String containing \(text.isEmpty ? "no" : "more than one") extended grapheme cluster",
          kind: .trap)
      }
      return .string(text)
    case "PreviewDevice":
      // Xcode's canvas device by name: `.previewDevice(_:)` says the lab's window is used.
      try c.checkLabels(["rawValue", "stringLiteral"])
      guard let device = try c.string("rawValue") ?? c.string("stringLiteral") else {
        throw c.fail("`PreviewDevice(rawValue:)` takes the device's name", kind: .argument)
      }
      return .opaque(OpaqueValue(kind: "PreviewDevice", text: device))
    case "Alert": return try AlertBuiltins.construct(&c)
    case "Range", "ClosedRange":
      // `Range(uncheckedBounds: (lower: 0, upper: 5))`: the bounds as given, unchecked (a
      // lower bound above the upper one is Swift's undefined behaviour, refused here).
      try c.checkLabels(["uncheckedBounds"])
      guard let arg = c.argument("uncheckedBounds"), case .tuple(let t) = arg.value, t.elements.count == 2 else {
        throw c.fail("`\(name)` is made with `\(name)(uncheckedBounds: (lower:, upper:))` or `a..<b`", kind: .notSupported)
      }
      let closed = name == "ClosedRange"
      switch (t.elements[0], t.elements[1]) {
      case (.int(let lo), .int(let hi)) where lo <= hi:
        return .range(RangeValue(lower: lo, upper: hi, closed: closed))
      case (.double(let lo), .double(let hi)) where lo <= hi:
        return .floatingRange(FloatingRange(lower: lo, upper: hi, closed: closed))
      case (.int, .int), (.double, .double):
        throw interp.error("the lower bound is above the upper one: Swift's behaviour is undefined here", at: arg.node, kind: .trap)
      default:
        throw interp.error("the lab's ranges are of `Int`s or of `Double`s", at: arg.node, kind: .notSupported)
      }
    case "URL":
      // `URL(string:)`, as this machine's Foundation parses it (nil where it refuses the text).
      if c.has("fileURLWithPath") || c.has("filePath") {
        // A file URL, relative to a folder of the app's or absolute; never asking this
        // machine's disk whether it names a folder (a trailing `/` or `isDirectory:` says so;
        // iOS 16's `URL(filePath:directoryHint:)` the same, its hint `.checkFileSystem` refused).
        try c.checkLabels(["fileURLWithPath", "filePath", "isDirectory", "directoryHint", "relativeTo"])
        let path = try c.string("fileURLWithPath") ?? c.string("filePath") ?? ""
        var hinted: Bool?
        if let hint = c.argument("directoryHint") {
          guard case .implicitMember(let m) = hint.value, m.arguments == nil,
            ["inferFromPath", "isDirectory", "notDirectory"].contains(m.name)
          else {
            throw interp.error(
              "`directoryHint:` takes `.inferFromPath`, `.isDirectory` or `.notDirectory` here (`.checkFileSystem` asks "
                + "this machine's disk)", at: hint.node, kind: .notSupported)
          }
          hinted = m.name == "inferFromPath" ? nil : m.name == "isDirectory"
        }
        let isDirectory = try c.bool("isDirectory") ?? hinted ?? path.hasSuffix("/")
        var base: URL?
        if let arg = c.argument("relativeTo") {
          guard case .opaque(let u) = arg.value, u.kind == "URL", let b = URL(string: u.text) else {
            throw c.fail("`relativeTo:` needs a `URL`", kind: .argument)
          }
          base = b
        }
        let made = URL(fileURLWithPath: path, isDirectory: isDirectory, relativeTo: base)
        return .opaque(OpaqueValue(kind: "URL", text: made.absoluteString))
      }
      try c.checkLabels(["string"])
      guard let text = try c.string("string") else {
        throw c.fail("`URL` is made with `URL(string:)` here; other initialisers are not supported yet", kind: .notSupported)
      }
      return URL(string: text).map { .opaque(OpaqueValue(kind: "URL", text: $0.absoluteString)) } ?? .null
    case "NavigationPath":
      // The values pushed on a NavigationStack, in order: an array of them (`append`,
      // `removeLast`, `count`, `isEmpty`).
      try c.checkLabels([nil])
      guard let first = args.first else { return .array([]) }
      return .array(try interp.elements(of: first.value, at: first.node))
    case _ where MediaBuiltins.typeNames.contains(name): return try MediaBuiltins.construct(name, &c)
    case _ where CoreDataBuiltins.typeNames.contains(name): return try CoreDataBuiltins.construct(name, &c)
    case _ where NotificationBuiltins.typeNames.contains(name): return try NotificationBuiltins.construct(name, &c)
    case _ where CoreHapticsBuiltins.typeNames.contains(name):
      return try CoreHapticsBuiltins.construct(name, &c)
    case "IndexSet":
      // Foundation's sorted set of integers: the offsets `onDelete` and `onMove` hand over.
      try c.checkLabels([nil, "integer", "integersIn"])
      if let one = try c.int("integer") { return OpaqueValue.indexSet([one]) }
      if let arg = c.argument("integersIn") ?? c.argument(nil) {
        let items = try interp.elements(of: arg.value, at: arg.node)
        return OpaqueValue.indexSet(
          try items.map { item -> Int in
            guard case .int(let i) = item, i >= 0 else {
              throw interp.error("an `IndexSet` holds integers of 0 or more", at: arg.node, kind: .typeMismatch)
            }
            return i
          })
      }
      return OpaqueValue.indexSet([])
    case "FillStyle":
      // How a shape's path is filled: by the even-odd rule or the non-zero one (the default),
      // antialiased or not (drawing only) [DOC FillStyle].
      try c.checkLabels(["eoFill", "antialiased", "isEOFilled", "isAntialiased"])
      let evenOdd = try c.bool("eoFill") ?? c.bool("isEOFilled") ?? false
      _ = try c.bool("antialiased") ?? c.bool("isAntialiased")
      return .opaque(
        OpaqueValue(
          kind: "FillStyle", text: evenOdd ? "FillStyle(eoFill: true)" : "FillStyle()",
          style: DrawStyle(evenOdd: evenOdd)))
    case "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator":
      // Haptics: a device taps the user's hand; the lab has no hand, and no geometry changes.
      try c.checkLabels(name == "UIImpactFeedbackGenerator" ? ["style", "view"] : [])
      return .opaque(OpaqueValue(kind: "FeedbackGenerator", text: name))
    case "Locale":
      // A locale by name; what depends on its data is refused unless it is the phone's.
      try c.checkLabels(["identifier"])
      guard let identifier = try c.string("identifier") else {
        throw c.fail("`Locale` needs `identifier:`, such as `Locale(identifier: \"en_US\")`", kind: .argument)
      }
      return .opaque(OpaqueValue(kind: "Locale", text: identifier))
    case "ObjectIdentifier":
      // A type's or an object's identity, compared and hashed as Swift does; it prints an
      // address, which `checkPrintable` refuses.
      try c.checkLabels([nil])
      let a = try first()
      switch a.value {
      case .type(let t):
        return .opaque(OpaqueValue(kind: "ObjectIdentifier", text: "type " + t.name))
      case .instance(let i) where i.objectOwner != nil:
        return .opaque(OpaqueValue(kind: "ObjectIdentifier", text: "object " + i.objectOwner!))
      default:
        throw interp.error(
          "`ObjectIdentifier` takes an object (a class instance) or a type (`Model.self`), not a "
            + "`\(a.value.typeName)`", at: a.node, kind: .typeMismatch)
      }
    case "UUID":
      // Deterministic: the n-th UUID made in the session is n, written as a UUID, so that
      // every run of the same input prints the same identifiers.
      if let text = try c.string("uuidString") {
        // `UUID(uuidString:)` is nil unless the text is 8-4-4-4-12 hexadecimal digits.
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        let valid =
          groups.map(\.count) == [8, 4, 4, 4, 12]
          && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
        return valid ? .opaque(OpaqueValue(kind: "UUID", text: text.uppercased())) : .null
      }
      try c.checkLabels([])
      return interp.onceForRoot(kind: "UUID") {
        interp.uuidCount += 1
        let hex = String(interp.uuidCount, radix: 16, uppercase: true)
        let digits = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
        return .opaque(OpaqueValue(kind: "UUID", text: "00000000-0000-4000-8000-" + digits))
      }
    case "Gradient", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
      "StrokeStyle":
      // Colours and geometry of the fill: they change what is drawn, not a size or frame,
      // so the lab keeps their code (docs/semantics.md §1.2).
      guard !c.arguments.isEmpty || name == "StrokeStyle" else {
        throw c.fail("`\(name)` needs its colours or stops", kind: .argument)
      }
      return .opaque(
        OpaqueValue(
          kind: name, text: "\(name)(\(c.argumentText))",
          style: try ColorBuiltins.style(name, &c)))
    case "AnyShapeStyle":
      // A type-erased style (`isOn ? AnyShapeStyle(.blue) : AnyShapeStyle(.clear)`): what
      // its style paints, drawing only; Swift prints its private storage, so printing it is
      // refused (docs/semantics.md §14.2).
      try c.checkLabels([nil])
      guard let arg = c.argument(nil) else { throw c.fail("`AnyShapeStyle` needs a style", kind: .argument) }
      let paint = try DrawingStyles.paint(arg, c.interpreter)
      guard paint != nil else {
        throw c.interpreter.error(
          "`AnyShapeStyle` takes a shape style (a colour, a gradient, a material), got a value of type "
            + "`\(arg.value.typeName)`", at: arg.node, kind: .typeMismatch)
      }
      return .opaque(OpaqueValue(kind: name, text: "AnyShapeStyle(\(c.argumentText))", style: DrawStyle(paint: paint)))
    case _ where LayoutProtocol.typeNames.contains(name):
      return try LayoutProtocol.construct(name, &c)
    case _ where ControlBuiltins.styleTypes[name] != nil:
      return try ControlBuiltins.styleValue(name, &c)
    case _ where ListBuiltins.styleTypeNames.contains(name):
      return try ListBuiltins.styleValue(name, &c)
    default:
      return try ViewBuiltins.construct(name, &c)
    }
  }

  /// `Type.member` for built-in types: `Color.red`, `CGSize.zero`, `Double.infinity` …
  /// `VerticalAlignment(MyGuide.self)`: a custom guide named after its `AlignmentID` type,
  /// whose default value is that type's `defaultValue(in:)`, run by layout when a view has no
  /// explicit value for the guide (docs/semantics.md §1.3).
  static func customAlignment(_ axis: Axis, _ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil])
    let interp = c.interpreter
    let typeValue = c.arguments[0].value
    let conformances: [String]
    let name: String
    switch typeValue {
    case .type(.userEnum(let t)): (conformances, name) = (t.conformances, t.debugName)
    case .type(.userStruct(let t)): (conformances, name) = (t.conformances, t.debugName)
    default:
      throw c.fail(
        "`\(c.name)(_:)` takes an `AlignmentID` type, such as `MyGuide.self`", kind: .argument)
    }
    guard conformances.contains("AlignmentID") else {
      throw c.fail("`\(name)` does not conform to `AlignmentID`", kind: .typeMismatch)
    }
    guard case .function(let fn)? = try interp.member(of: typeValue, named: "defaultValue", node: c.node)
    else {
      throw c.fail("`\(name)` has no `static func defaultValue(in:)`", kind: .invalidSwift)
    }
    let box = EffectClosure(interpreter: interp, effect: typeValue, node: c.node)
    let node = c.node
    interp.customAlignmentDefaults[name] = { d in
      box.isolated {
        let args = [Argument(label: "in", value: .dimensions(d), node: node)]
        return try interp.number(try interp.callValue(.function(fn), args, node: node), node)
      } ?? 0
    }
    return .alignmentKey(.custom(name, axis: axis))
  }

  static func staticMember(_ type: String, _ name: String, interpreter: Interpreter, node: Syntax)
    throws -> Value?
  {
    func method(_ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name, builtin: body))
    }
    if Builtins.moduleNames.contains(type) { return Builtins.global(name) }
    if name == "init" {
      // `String.init`, `Int.init` as functions (`xs.map(String.init)`).
      return method { c in try Builtins.construct(type, c.arguments, node: c.node, interpreter: c.interpreter) }
    }
    if type == "Task", name == "sleep" {
      // A sleep the task's body runs as one of its own statements waits on the clock
      // (`TaskSleep`, before it is evaluated); any other is not supported yet.
      throw interpreter.error(TaskSleep.elsewhere, at: node, kind: .notSupported)
    }
    if type == "Task", name == "isCancelled" { return .bool(interpreter.taskIsCancelled) }
    if type == "Task", name == "checkCancellation" {
      return method { c in
        if c.interpreter.taskIsCancelled { throw c.interpreter.cancellationError(at: c.node) }
        return .void
      }
    }
    if let random = RandomBuiltins.staticMember(type, name) { return random }
    if let combine = CombineBuiltins.staticMember(type, name) { return combine }
    if let layout = LayoutProtocol.staticMember(type, name) { return layout }
    switch (type, name) {
    case ("MainActor", "run"), ("MainActor", "assumeIsolated"):
      // `await MainActor.run { … }`, `MainActor.assumeIsolated { … }`: the lab runs everything
      // on one thread, the main actor's, so the body runs there and then, and its value is the
      // call's.
      return method { c in
        try c.checkLabels([nil, "resultType", "body", "operation", "file", "line"])
        guard let body = c.closure("body") ?? c.closure("operation") ?? c.firstUnlabelledClosure else {
          throw c.fail("`MainActor.\(name)` needs its body, a closure", kind: .argument)
        }
        return try c.interpreter.call(body, [Value](), node: c.node)
      }
    case ("Timer", "scheduledTimer"): return method { c in try TimeSources.scheduledTimer(&c) }
    case ("Timer", "publish"): return method { c in try TimeSources.publish(&c) }
    case ("DispatchTime", "now"): return method { c in .double(c.interpreter.now) }
    case ("Date", _): if let d = DateBuiltins.staticMember(name, interpreter) { return d }
    case ("CHHapticEngine", _): if let found = CoreHapticsBuiltins.staticMember(type, name, interpreter) { return found }
    case _ where MediaBuiltins.typeNames.contains(type):
      if let found = MediaBuiltins.staticMember(type, name, interpreter) { return found }
    case ("Calendar", _), ("TimeZone", _):
      return try CalendarBuiltins.staticMember(type, name, interpreter: interpreter, node: node)
    case ("DateFormatter", _): if let found = DateFormatterBuiltins.staticMember(name) { return found }
    case ("UIFont", _): if let found = UIFonts.staticMember(name, interpreter) { return found }
    case _ where UIKitAppearance.typeNames.contains(type):
      if let found = UIKitAppearance.staticMember(type, name) { return found }
    case _ where NotificationBuiltins.typeNames.contains(type):
      if let found = NotificationBuiltins.staticMember(type, name) { return found }
    default: break
    }
    // The shared instances the lab has, one per type: the screen and the app's defaults.
    if let (member, what) = [
      ("UIScreen", ("main", "the lab's screen")), ("UserDefaults", ("standard", "the app's defaults")),
      ("UIApplication", ("shared", "the app, whose one window is the lab's")),
      ("UIDevice", ("current", "the lab's device, its window")),
    ]
    .first(where: { $0.0 == type })?.1
    {
      guard name == member else {
        // A type's name read inside its extension (`UIScreen.main` in `extension UIScreen`) is
        // the type, not a member of it.
        if Builtins.typeNameSet.contains(name) { return nil }
        throw interpreter.error(
          "`\(type).\(name)` is not available; `\(type).\(member)` is \(what)", at: node, kind: .notSupported)
      }
      return .opaque(OpaqueValue(kind: type, text: "\(type).\(member)"))
    }
    switch (type, name) {
    case ("Color", _) where ImplicitNames.colors.contains(name): return .color(ColorValue(named: name))
    case ("UIColor", _): return UIColors.staticMember(name)
    case ("FileManager", "default"): return .opaque(OpaqueValue(kind: "FileManager", text: "default"))
    case ("ProcessInfo", "processInfo"): return .opaque(OpaqueValue(kind: "ProcessInfo", text: "processInfo"))
    case ("URL", _): return Sandbox.staticURL(name)
    case ("Gradient", "Stop"):
      return .function(FunctionValue(name: "Gradient.Stop", builtin: ColorBuiltins.construct(stopFrom:)))
    case ("Float", _), ("Float32", _): return FloatBuiltins.staticMember(name)
    case ("Double", "infinity"), ("CGFloat", "infinity"):
      return .double(.infinity)
    case ("Double", "pi"), ("CGFloat", "pi"): return .double(.pi)
    case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"):
      return .double(.greatestFiniteMagnitude)
    case ("Double", "nan"), ("CGFloat", "nan"): return .double(.nan)
    case ("Double", "zero"), ("CGFloat", "zero"): return .double(0)
    case ("Int", "max"), ("Int64", "max"): return .int(.max)
    case ("Int", "min"), ("Int64", "min"): return .int(.min)
    case (_, "max") where Interpreter.integerRanges[type] != nil, (_, "min") where Interpreter.integerRanges[type] != nil:
      // `UInt8.max`, `Int16.min`: within `Int`, and of that width (its arithmetic traps past
      // them, `Interpreter.narrowIntegersSeen`).
      if name == "max", type == "UInt" || type == "UInt64" {
        throw interpreter.error(
          "`\(type).max` (18446744073709551615) is beyond the lab's integers, which end at `Int.max`", at: node,
          kind: .notSupported)
      }
      interpreter.narrowIntegersSeen = true
      let range = Interpreter.integerRanges[type]!
      return .int(name == "max" ? range.upperBound : range.lowerBound)
    case ("CGSize", "zero"): return .size(.zero)
    case ("CGSize", "AnimatableData"), ("CGPoint", "AnimatableData"):
      return .type(.builtin("AnimatablePair"))
    case ("CGPoint", "zero"): return .point(.zero)
    case ("CGRect", "zero"): return .rect(.zero)
    case ("CGRect", "null"): return .rect(CGRectRules.null)
    case ("CGRect", "infinite"): return .rect(CGRectRules.infinite)
    case ("CGAffineTransform", "identity"): return .affine(.identity)
    case ("ProjectionTransform", "identity"): return .projection(.identity)
    case ("EdgeInsets", "zero"): return .insets(.zero)
    case ("Angle", "zero"): return .angle(.zero)
    case ("Angle", "degrees"), ("Angle", "radians"):
      return method { c in
        guard let a = c.arguments.first else { throw c.fail("`\(name)(_:)` needs a value", kind: .argument) }
        let v = try c.interpreter.number(a.floatingValue, a.node)
        return .angle(name == "degrees" ? Angle(degrees: v) : Angle(radians: v))
      }
    case ("UnitPoint", _):
      return UnitPoint.named.first { $0.name == name }.map { .unitPoint($0.point) }
    case ("Alignment", _):
      return Alignment.named.first { $0.name == name }.map { .alignment($0.alignment) }
    case ("HorizontalAlignment", _): return ImplicitNames.horizontal[name].map { .alignmentKey($0) }
    case ("VerticalAlignment", _): return ImplicitNames.vertical[name].map { .alignmentKey($0) }
    case ("Edge", "Set"): return .type(.builtin("Edge.Set"))
    // `Font.Weight.bold`, `Font.Design.rounded`, `Font.TextStyle.title`: the member written in
    // full is the implicit one (`.bold`) the font's arguments take.
    case ("Font", "Weight"), ("Font", "Design"), ("Font", "TextStyle"): return .type(.builtin("Font." + name))
    case ("Font.Weight", _), ("Font.Design", _), ("Font.TextStyle", _):
      guard staticMemberNames(type).contains(name) else { return nil }
      return .implicitMember(ImplicitMember(name: name, arguments: nil))
    case ("Axis", "Set"): return .type(.builtin("Axis.Set"))
    case ("Edge", _): return Edge(rawValue: name).map { .edge($0) }
    case ("Edge.Set", _): return ImplicitNames.edgeSets[name].map { .edgeSet($0) }
    case ("Axis", "horizontal"): return .axis(.horizontal)
    case ("Axis", "vertical"): return .axis(.vertical)
    case ("Axis.Set", "horizontal"): return .axisSet(.horizontal)
    case ("Axis.Set", "vertical"): return .axisSet(.vertical)
    case ("Font", "system"):
      return method { c in
        // `.system(size:weight:design:)`, or a text style: `.system(.title2, design:weight:)`.
        var font: Font
        if let size = try c.double("size") {
          font = Font(size: size)
        } else if case .implicitMember(let style)? = c.argument(nil)?.value, let f = ImplicitNames.fonts[style.name] {
          font = f
        } else {
          throw c.fail("`Font.system` needs `size:` or a text style such as `.title`", kind: .argument)
        }
        if case .implicitMember(let m)? = c.argument("weight")?.value, let w = Font.Weight(rawValue: m.name) {
          font = Font(size: font.size, weight: w, name: font.name)
        }
        if case .implicitMember(let d)? = c.argument("design")?.value, d.name != "default" {
          // Other designs have other widths (monospaced, serif, rounded).
          c.interpreter.warn(
            "`design: .\(d.name)` is measured as SF Pro (the default design): its widths differ on a device",
            at: c.argument("design")!.node)
        }
        return .font(font)
      }
    case ("Font", "custom"):
      return method { c in
        // `.custom(name, size:)`, `(_:size:relativeTo:)` (at the default Dynamic Type size,
        // `size`), `(_:fixedSize:)`.
        try c.checkLabels([nil, "size", "relativeTo", "fixedSize"])
        let name = try c.string(nil) ?? "a custom font"
        guard let size = try c.double("size") ?? c.double("fixedSize") else {
          throw c.fail("`Font.custom(_:size:)` needs `size:` (or `fixedSize:`)", kind: .argument)
        }
        c.interpreter.warn(
          "the custom font `\(name)` is measured as SF Pro at its size: its widths differ on a device",
          at: c.node)
        return .font(Font(size: size))
      }
    case ("Font", _): return ImplicitNames.fonts[name].map { .font($0) }
    case ("EditMode", _) where EditMode.cases.contains(name): return EditMode.value(name)
    // `ColorScheme.dark` (`.preferredColorScheme(ColorScheme.dark)`, `@Environment(\.colorScheme)`
    // compared with it): the value `.colorScheme` reads.
    case ("ColorScheme", "light"), ("ColorScheme", "dark"): return .opaque(OpaqueValue(kind: "ColorScheme", text: name))
    // `ColorScheme: CaseIterable`, its cases in their declared order [DOC ColorScheme].
    case ("ColorScheme", "allCases"):
      return .array(["light", "dark"].map { .opaque(OpaqueValue(kind: "ColorScheme", text: $0)) })
    // The keyboards a text field asks for (`.keyboardType(UIKeyboardType.decimalPad)`, a form
    // field's `let keyboard: UIKeyboardType`); the keyboard is not simulated [DOC UIKeyboardType].
    case ("UIKeyboardType", _) where Self.keyboardTypes.contains(name):
      return .opaque(OpaqueValue(kind: "UIKeyboardType", text: name))
    // Xcode's canvas layouts, for `.previewLayout(_:)`, which says the lab's window is used.
    case ("PreviewLayout", "sizeThatFits"), ("PreviewLayout", "device"):
      return .opaque(OpaqueValue(kind: "PreviewLayout", text: name))
    case ("PreviewLayout", "fixed"):
      return .function(
        FunctionValue(name: "fixed") { c in
          try c.checkLabels(["width", "height"])
          guard let w = try c.double("width"), let h = try c.double("height") else {
            throw c.fail("`PreviewLayout.fixed(width:height:)` takes both lengths", kind: .argument)
          }
          return .opaque(OpaqueValue(kind: "PreviewLayout", text: "fixed(width: \(Value.double(w)), height: \(Value.double(h)))"))
        })
    case ("ContentMode", "fit"): return .contentMode(.fit)
    case ("ContentMode", "fill"): return .contentMode(.fill)
    case ("CoordinateSpace", "local"): return .coordinateSpace(.local)
    case ("CoordinateSpace", "global"): return .coordinateSpace(.global)
    case ("CoordinateSpace", "scrollView"): return .coordinateSpace(.scrollView)
    case ("CoordinateSpace", "named"):
      return method { c in .coordinateSpace(.named(c.arguments.first?.value.identityText ?? "")) }
    case ("Animation", _), ("Spring", _), ("UnitCurve", _):
      return try AnimationBuiltins.staticMember(type, name, interpreter: interpreter, node: node)
    case ("AnyTransition", "opacity"), ("AnyTransition", "slide"), ("AnyTransition", "identity"),
      ("AnyTransition", "scale"):
      // `AnyTransition.opacity`: the transition as its implicit member spells it, which
      // `.transition(_:)` reads (TransitionBuiltins).
      return .implicitMember(ImplicitMember(name: name, arguments: nil))
    case ("AnyTransition", _):
      return method { c in .implicitMember(ImplicitMember(name: name, arguments: c.arguments)) }
    case ("Binding", "constant"):
      return method { c in .binding(.constant(c.arguments.first?.value ?? .null)) }
    case ("DispatchQueue", "main"): return .opaque(OpaqueValue(kind: "DispatchQueue", text: "main"))
    case ("Locale", "current"), ("Locale", "autoupdatingCurrent"):
      return .opaque(OpaqueValue(kind: "Locale", text: Locales.phone))
    case ("Bundle", _): return BundleBuiltins.staticMember(type, name)
    case ("CharacterSet", _): return ScannerBuiltins.staticMember(type, name)
    default: return nil
    }
  }

  /// UIKit's keyboard types [DOC UIKeyboardType], in its order.
  static let keyboardTypes = [
    "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad",
    "namePhonePad", "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad",
  ]

  static func staticMemberNames(_ type: String) -> [String] {
    switch type {
    case "Color": return Array(ImplicitNames.colors)
    case "Double", "CGFloat": return ["infinity", "pi", "greatestFiniteMagnitude", "zero"]
    case "Float": return FloatBuiltins.staticNames
    case "CGRect": return ["zero", "null", "infinite"]
    case "CGSize", "CGPoint", "EdgeInsets", "Angle": return ["zero"]
    case "UnitPoint": return UnitPoint.named.map(\.name)
    case "Alignment": return Alignment.named.map(\.name)
    case "Font": return Array(ImplicitNames.fonts.keys) + ["system", "custom", "Weight", "Design", "TextStyle"]
    case "Font.Weight": return Font.Weight.allCases.map(\.rawValue)
    case "Font.Design": return ["default", "serif", "rounded", "monospaced"]
    case "Font.TextStyle": return Array(ImplicitNames.fonts.keys)
    case "Edge": return Edge.allCases.map(\.rawValue) + ["Set"]
    case "Edge.Set": return Array(ImplicitNames.edgeSets.keys)
    case "EditMode": return EditMode.cases
    case "ColorScheme": return ["light", "dark", "allCases"]
    case "UIKeyboardType": return keyboardTypes
    case "Animation", "Spring", "UnitCurve": return AnimationBuiltins.staticMemberNames(type)
    default: return LayoutProtocol.staticMemberNames[type] ?? []
    }
  }

  /// The `count:` of `String(repeating:count:)` and `Array(repeating:count:)`: an `Int`, not
  /// negative (Swift traps), and the result within the collection size limit.
  private static func repeatCount(_ c: inout CallContext, length: Int) throws -> Int {
    guard let count = try c.int("count") else {
      throw c.fail("`\(c.name)(repeating:count:)` needs `count:`", kind: .argument)
    }
    let node = c.argument("count")?.node ?? c.node
    guard count >= 0 else {
      throw c.interpreter.error("`count` must not be negative (it is \(count))", at: node, kind: .trap)
    }
    let (total, overflow) = count.multipliedReportingOverflow(by: length)
    try c.interpreter.checkCollection(overflow ? Int.max : total, at: node)
    return count
  }
}
