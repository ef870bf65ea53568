import SwiftParser
import SwiftSyntax

/// The plain-Swift part of a project file (its models, helpers and extensions), made into a
/// program that prints what it computes, so that the lab and `swiftc` can be compared on code
/// nobody wrote for them (issue 25's second source; docs/architecture.md §6.1).
///
/// A file is cut into its top-level declarations; views, apps and previews are left out. The
/// part that is plain Swift is then what the compiler accepts with Foundation alone: the
/// caller compiles `program`, and `removing(linesOf:)` drops every piece an error points into,
/// until it compiles. Each kept declaration brings the lines that print what it offers without
/// arguments: an enum's cases and their computed properties, static values, a struct built
/// with its defaults and its computed properties, top-level constants and functions with no
/// parameters, and the computed properties of an extension of `Int`, `Double`, `CGFloat` or
/// `String` on a sample value.
public struct PlainSwiftPart: Sendable {
  /// A declaration or a driver line, with whether it is a declaration.
  public struct Piece: Sendable {
    public var text: String
    public var isDeclaration: Bool
  }
  public private(set) var pieces: [Piece]

  /// The program the lab runs: Foundation, the declarations, then the driver lines in order.
  public var program: String { "import Foundation\n" + body }

  /// The program `swiftc` compiles: the same, writing unbuffered (its line 3 is `body`'s first).
  public var compiledProgram: String { "import Foundation\n" + SwiftOracle.unbuffered + body }

  private var body: String {
    var source = ""
    for piece in pieces where piece.isDeclaration { source += piece.text + "\n" }
    for piece in pieces where !piece.isDeclaration { source += piece.text + "\n" }
    return source
  }

  /// Whether anything would be printed.
  public var printsSomething: Bool { pieces.contains { !$0.isDeclaration } }

  /// The part without the pieces that the given (1-based) lines of `compiledProgram` fall in.
  public func removing(linesOf lines: [Int]) -> PlainSwiftPart {
    var copy = self
    var line = 3
    let ordered = pieces.indices.filter { pieces[$0].isDeclaration }
      + pieces.indices.filter { !pieces[$0].isDeclaration }
    var rangeOf: [Int: Range<Int>] = [:]
    for i in ordered {
      let count = pieces[i].text.split(separator: "\n", omittingEmptySubsequences: false).count
      rangeOf[i] = line..<(line + count)
      line += count
    }
    let bad = Set(pieces.indices.filter { i in lines.contains { rangeOf[i]!.contains($0) } })
    copy.pieces = pieces.indices.filter { !bad.contains($0) }.map { pieces[$0] }
    return copy
  }

  /// What a file offers, before the compiler has been asked.
  public init(file source: String) {
    let tree = Parser.parse(source: source)
    let deterministic = !PlainSwiftPart.nondeterministic.contains { source.contains($0) }
    var pieces: [Piece] = []
    // Top-level declarations, and the types a view declares inside itself (lifted to file
    // scope: both sides run the same lifted code).
    var decls: [DeclSyntax] = []
    for item in tree.statements {
      guard let decl = item.item.as(DeclSyntax.self) else { continue }
      if PlainSwiftPart.isCandidate(decl) {
        decls.append(decl)
      } else if let group = decl.asProtocol(DeclGroupSyntax.self) {
        decls += group.memberBlock.members.map(\.decl).filter {
          ($0.is(StructDeclSyntax.self) || $0.is(EnumDeclSyntax.self)) && PlainSwiftPart.isCandidate($0)
        }
      }
    }
    for decl in decls {
      pieces.append(Piece(text: decl.trimmedDescription, isDeclaration: true))
      for line in PlainSwiftPart.driver(for: decl, deterministic: deterministic) {
        pieces.append(Piece(text: line, isDeclaration: false))
      }
    }
    self.pieces = pieces
  }

  /// Values that differ from run to run in a compiled program: a file that uses them prints
  /// only its enums and extensions, whose values cannot hold them.
  static let nondeterministic = ["UUID()", "Date()", "Date.now", "random", "shuffled"]

  /// Views, apps, previews and imports are not plain Swift; everything else is tried.
  static func isCandidate(_ decl: DeclSyntax) -> Bool {
    if decl.is(ImportDeclSyntax.self) || decl.is(MacroExpansionDeclSyntax.self) { return false }
    let inherited = decl.asProtocol(DeclGroupSyntax.self)?.inheritanceClause?.inheritedTypes
      .map { $0.type.trimmedDescription } ?? []
    let viewish = ["View", "App", "PreviewProvider", "ViewModifier", "Shape", "Scene"]
    if inherited.contains(where: viewish.contains) { return false }
    if let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes,
      attributes.contains(where: { $0.trimmedDescription == "@main" })
    {
      return false
    }
    return true
  }

  static let samples = [
    "Int": "7", "Double": "2.5", "CGFloat": "CGFloat(2.5)", "String": "\"Hello, World\"",
    "Bool": "true",
  ]

  /// `T()` when every stored property has a default and no initialiser is declared (or one
  /// without parameters is); else the memberwise initialiser with a sample for each property
  /// without a default, when every such property is a number, a string, a Boolean, an
  /// optional (nil) or an array (empty).
  static func sampleInstance(of s: StructDeclSyntax) -> String? {
    let name = s.name.text
    let inits = s.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    if !inits.isEmpty {
      return inits.contains { $0.signature.parameterClause.parameters.isEmpty } ? "\(name)()" : nil
    }
    var arguments: [String] = []
    for v in s.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
      if v.modifiers.contains(where: { $0.name.text == "static" }) { continue }
      if !v.attributes.isEmpty { return nil }
      for binding in v.bindings where binding.accessorBlock == nil {
        guard let id = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return nil
        }
        if binding.initializer != nil { continue }
        guard let type = binding.typeAnnotation?.type.trimmedDescription else { return nil }
        let sample: String
        if let s = samples[type] {
          sample = s
        } else if type.hasSuffix("?") {
          sample = "nil"
        } else if type.hasPrefix("[") {
          sample = "[]"
        } else {
          return nil
        }
        arguments.append("\(id): \(sample)")
      }
    }
    return "\(name)(" + arguments.joined(separator: ", ") + ")"
  }

  static func driver(for decl: DeclSyntax, deterministic: Bool) -> [String] {
    var lines: [String] = []
    if let e = decl.as(EnumDeclSyntax.self) {
      let name = e.name.text
      guard e.genericParameterClause == nil else { return [] }
      let simpleCases = e.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
        .flatMap { $0.elements }.filter { $0.parameterClause == nil }.map { $0.name.text }
      let properties = computedProperties(in: e.memberBlock)
      for c in simpleCases {
        lines.append("print(\(name).\(c))")
        for p in properties { lines.append("print(\(name).\(c).\(p))") }
      }
      lines += staticValues(in: e.memberBlock).map { "print(\(name).\($0))" }
    } else if let s = decl.as(StructDeclSyntax.self) {
      let name = s.name.text
      guard s.genericParameterClause == nil, deterministic else { return [] }
      lines += staticValues(in: s.memberBlock).map { "print(\(name).\($0))" }
      if let value = sampleInstance(of: s) {
        lines.append("print(\(value))")
        lines += computedProperties(in: s.memberBlock).map { "print(\(value).\($0))" }
      }
    } else if let x = decl.as(ExtensionDeclSyntax.self) {
      let name = x.extendedType.trimmedDescription
      if deterministic { lines += staticValues(in: x.memberBlock).map { "print(\(name).\($0))" } }
      if let sample = samples[name] {
        lines += computedProperties(in: x.memberBlock).map { "print(\(sample).\($0))" }
      }
    } else if let v = decl.as(VariableDeclSyntax.self), deterministic {
      lines += v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        .map { "print(\($0))" }
    } else if let f = decl.as(FunctionDeclSyntax.self), deterministic {
      if f.signature.parameterClause.parameters.isEmpty, f.signature.returnClause != nil,
        f.genericParameterClause == nil
      {
        lines.append("print(\(f.name.text)())")
      }
    }
    return lines
  }

  /// Instance properties with a getter, and methods without parameters that return a value
  /// (`name`, `area()`), neither `static`, `private` nor `mutating`.
  static func computedProperties(in block: MemberBlockSyntax) -> [String] {
    let hidden = ["static", "private", "fileprivate", "mutating"]
    let properties = block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { v in !v.modifiers.contains { hidden.contains($0.name.text) } }
      .flatMap { v in
        v.bindings.filter { $0.accessorBlock != nil }
          .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      }
    let methods = block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .filter { f in !f.modifiers.contains { hidden.contains($0.name.text) } }
      .filter { f in
        f.signature.parameterClause.parameters.isEmpty && f.signature.returnClause != nil
          && f.genericParameterClause == nil && f.signature.effectSpecifiers == nil
      }
      .map { "\($0.name.text)()" }
    return properties + methods
  }

  /// `static let`/`static var` members, stored or computed, by name.
  static func staticValues(in block: MemberBlockSyntax) -> [String] {
    block.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .filter { v in v.modifiers.contains { $0.name.text == "static" } }
      .filter { v in !v.modifiers.contains { $0.name.text == "private" } }
      .flatMap { v in v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
  }
}
