import LabEngine
import SwiftSyntax

/// What `:preview` builds: the Swift expression of a view as a preview would make it, with the
/// arguments the lab made up for what the view needs (docs/semantics.md §17).
///
///     PreviewCall(expression: "CityRow(city: \"city\", onTap: {})", madeUp: ["city", "onTap"])
public struct PreviewCall: Equatable, Sendable {
  public var expression: String
  /// The parameters given a made-up sample value, in order.
  public var madeUp: [String]
}

/// Sample values for a view's parameters, from their declared types: a string is its
/// parameter's name, a number 1, a `Bool` false, an optional nil, a collection empty, a
/// closure does nothing (or gives a `Text`), a binding is `.constant` of a sample, an enum its
/// first case, a struct or class of the program is made the same way, and SwiftUI values take
/// a plain default (`Color.blue`, `Font.body`, `CGSize.zero`). A type with no sample (another
/// framework's, a protocol) is named in the error: the user writes the call.
extension Interpreter {
  /// The names of the views and preview providers the last input that declared types declared,
  /// in order: what `:preview` with no name builds.
  func noteDeclaredViews(_ items: [CodeBlockItemSyntax]) {
    var providers: [String] = []
    var views: [String] = []
    notePropertyWrappers(items.compactMap { if case .decl(let d) = $0.item { d } else { nil } })
    for item in items {
      guard case .decl(let d) = item.item, let s = d.as(StructDeclSyntax.self) else { continue }
      let names = conformances(s.inheritanceClause)
      if names.contains("PreviewProvider") {
        providers.append(s.name.identifierText)
      } else if names.contains("View"), s.genericParameterClause == nil {
        views.append(s.name.identifierText)
      }
    }
    if !providers.isEmpty || !views.isEmpty { lastDeclaredViews = providers + views }
  }

  /// The `@propertyWrapper` structs and classes among `decls` and the types nested in them, and
  /// the `@resultBuilder` types.
  private func notePropertyWrappers(_ decls: [DeclSyntax]) {
    for d in decls {
      let (name, attributes, members): (String, AttributeListSyntax, MemberBlockItemListSyntax)
      if let s = d.as(StructDeclSyntax.self) {
        (name, attributes, members) = (s.name.identifierText, s.attributes, s.memberBlock.members)
      } else if let c = d.as(ClassDeclSyntax.self) {
        (name, attributes, members) = (c.name.identifierText, c.attributes, c.memberBlock.members)
      } else if let p = d.as(ProtocolDeclSyntax.self) {
        // What it refines, known before the types that conform to it are declared.
        protocolInheritance[p.name.identifierText] = p.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        continue
      } else if let e = d.as(EnumDeclSyntax.self) {
        if Self.hasAttribute(e.attributes, "resultBuilder") { resultBuilderTypes.insert(e.name.identifierText) }
        notePropertyWrappers(e.memberBlock.members.map(\.decl))
        continue
      } else {
        continue
      }
      if Self.hasAttribute(attributes, "propertyWrapper") { propertyWrapperTypes.insert(name) }
      if Self.hasAttribute(attributes, "resultBuilder") { resultBuilderTypes.insert(name) }
      notePropertyWrappers(members.map(\.decl))
    }
  }

  private static func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
    attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
  }

  /// The call `:preview` evaluates for `name` (a view or a preview provider), or for the first
  /// preview provider, else the first view, of the last input that declared any.
  func previewCall(named name: String?) throws -> PreviewCall {
    guard let name = name ?? lastDeclaredViews.first else {
      throw RuntimeError(
        Diagnostic(.error, "nothing to preview: no view has been declared; `:load` a file or name a view"),
        kind: .argument)
    }
    guard case .type(.userStruct(let type))? = globals.lookup(name)?.0 else {
      let views = globalViewNames()
      throw RuntimeError(
        Diagnostic(
          .error, "no view named `\(name)`",
          notes: EditDistance.closest(to: name, among: views).map { [.init("did you mean `\($0)`?")] } ?? []),
        kind: .unknownName)
    }
    if type.conformances.contains("PreviewProvider") {
      return PreviewCall(expression: "\(name).previews", madeUp: [])
    }
    guard type.isView else {
      throw RuntimeError(Diagnostic(.error, "`\(name)` is not a view"), kind: .argument)
    }
    var sampler = PreviewSampler(interpreter: self)
    guard let call = sampler.make(type, depth: 0) else {
      throw RuntimeError(
        Diagnostic(
          .error,
          "`:preview` has no sample for \(sampler.missing ?? "an argument of `\(name)`"); "
            + "write the call yourself, e.g. `\(name)(…)`"),
        kind: .notSupported)
    }
    return PreviewCall(expression: call, madeUp: sampler.madeUp)
  }

  private func globalViewNames() -> [String] {
    globals.visibleNames.sorted().filter {
      if case .type(.userStruct(let t))? = globals.lookup($0)?.0 {
        return t.isView || t.conformances.contains("PreviewProvider")
      }
      return false
    }
  }
}

/// Builds sample expressions; `madeUp` collects the top-level parameters it filled and
/// `missing` the first type it had no sample for.
struct PreviewSampler {
  let interpreter: Interpreter
  var madeUp: [String] = []
  var missing: String?
  /// Nested user types are made at most this deep (a model holding a model …).
  static let deepest = 4

  init(interpreter: Interpreter) { self.interpreter = interpreter }

  /// `Type(label: sample, …)` for a struct or class of the program, or nil.
  mutating func make(_ type: StructType, depth: Int) -> String? {
    guard depth <= Self.deepest else { return nil }
    if type.isClass {
      // A class has no memberwise initializer: `init()` when every property has a value.
      if type.initializers.isEmpty {
        return type.storedProperties.allSatisfy({ $0.initializer != nil || isOptional($0.type) })
          ? "\(type.debugName)()" : nil
      }
      return fromInitializers(type, depth: depth)
    }
    if type.hasBodyInitializer { return fromInitializers(type, depth: depth) }
    var parts: [String] = []
    let generics = genericViews(of: type)
    for prop in type.storedProperties {
      // A wrapped property's memberwise parameter is the property's own (`level:`), of its
      // declared type; with an initial value it has a default.
      var name = prop.name
      switch prop.wrapper {
      case .namespace, .environment, .environmentObject, .appStorage, .stateObject, .query: continue
      case .wrapperStorage(let info):
        if info.initializer != nil { continue }
        name = info.wrapped
      default: break
      }
      if prop.initializer != nil || isOptional(prop.type) { continue }
      guard let typeSyntax = annotation(of: prop) else {
        missing = "`\(name)` (a property with no declared type)"
        return nil
      }
      var sample: String?
      if prop.isViewBuilder, !isFunction(typeSyntax) {
        sample = "{ Text(\(quoted(prop.name))) }"
      } else {
        sample = self.sample(typeSyntax, name: prop.name, depth: depth, generics: generics, in: type.environment)
      }
      if prop.wrapper == .binding, let s = sample { sample = ".constant(\(s))" }
      guard let sample else {
        if missing == nil { missing = "`\(name): \(typeSyntax.trimmedDescription)`" }
        return nil
      }
      parts.append("\(name): \(sample)")
      if depth == 0 { madeUp.append(name) }
    }
    return "\(type.debugName)(\(parts.joined(separator: ", ")))"
  }

  /// The first `init` whose parameters without defaults all have samples.
  private mutating func fromInitializers(_ type: StructType, depth: Int) -> String? {
    let generics = genericViews(of: type)
    var firstMissing: String?
    for initializer in type.initializers {
      var parts: [String] = []
      var names: [String] = []
      var ok = true
      for p in initializer.signature.parameterClause.parameters where p.defaultValue == nil {
        let name = (p.secondName ?? p.firstName).text
        let label = p.firstName.text == "_" ? "" : "\(p.firstName.text): "
        guard let s = sample(p.type, name: name, depth: depth, generics: generics, in: type.environment) else {
          if firstMissing == nil { firstMissing = "`\(name): \(p.type.trimmedDescription)`" }
          ok = false
          break
        }
        parts.append(label + s)
        names.append(name)
      }
      if ok {
        if depth == 0 { madeUp += names }
        return "\(type.debugName)(\(parts.joined(separator: ", ")))"
      }
    }
    if missing == nil { missing = firstMissing }
    return nil
  }

  /// A sample of the type, or nil.
  mutating func sample(
    _ type: TypeSyntax, name: String, depth: Int, generics: Set<String>, in scope: Environment
  ) -> String? {
    switch type.as(TypeSyntaxEnum.self) {
    case .optionalType, .implicitlyUnwrappedOptionalType:
      return "nil"
    case .arrayType:
      return "[]"
    case .dictionaryType:
      return "[:]"
    case .attributedType(let t):
      // `@autoclosure () -> T`: the argument is a `T`, which Swift wraps itself.
      if t.attributes.contains(where: { $0.trimmedDescription == "@autoclosure" }),
        let f = t.baseType.as(FunctionTypeSyntax.self), f.parameters.isEmpty
      {
        return sample(f.returnClause.type, name: name, depth: depth, generics: generics, in: scope)
      }
      return sample(t.baseType, name: name, depth: depth, generics: generics, in: scope)
    case .tupleType(let t) where t.elements.count == 1:
      return sample(t.elements.first!.type, name: name, depth: depth, generics: generics, in: scope)
    case .functionType(let f):
      let count = f.parameters.count
      let params = count == 0 ? "" : " " + Array(repeating: "_", count: count).joined(separator: ", ") + " in"
      let result = f.returnClause.type
      let r = result.trimmedDescription
      if r == "Void" || r == "()" { return "{\(params) }" }
      guard let value = sample(result, name: name, depth: depth, generics: generics, in: scope) else { return nil }
      return "{\(params) \(value) }"
    case .someOrAnyType(let t) where t.constraint.trimmedDescription == "View":
      return "Text(\(quoted(name)))"
    case .identifierType(let t):
      let base = t.name.text
      let args = t.genericArgumentClause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
      switch base {
      case "Optional": return "nil"
      case "Array", "Set": return "[]"
      case "Dictionary": return "[:]"
      case "Binding" where args.count == 1:
        return sample(args[0], name: name, depth: depth, generics: generics, in: scope).map { ".constant(\($0))" }
      default: break
      }
      if generics.contains(base) { return "Text(\(quoted(name)))" }
      if let builtin = Self.builtinSamples[base] {
        return builtin.replacingOccurrences(of: "NAME", with: quoted(name))
      }
      if base == "ModelContext" {
        // The SwiftData context of a container for one of the program's `@Model` classes (the
        // lab has one store, whatever the container names).
        var root: Environment = scope
        while let up = root.enclosing { root = up }
        let model = root.values.compactMap { name, value -> String? in
          if case .type(.userStruct(let s)) = value, s.isModel { return name } else { return nil }
        }.min()
        return model.map { "try! ModelContainer(for: \($0).self).mainContext" }
      }
      switch scope.lookup(base)?.0 {
      case .type(.userStruct(let s))?:
        return make(s, depth: depth + 1)
      case .type(.userEnum(let e))?:
        if let first = e.cases.first(where: { $0.arity == 0 }) { return "\(e.debugName).\(first.name)" }
        // No case without associated values: the first case, with a sample of each value
        // (`.main(.habits(.home(quote: "quote", author: "author")))`), not too deep.
        guard depth < 4, let first = e.cases.first else { return nil }
        let types = e.associatedTypes[first.name] ?? []
        let labels = e.associatedLabels[first.name] ?? []
        var values: [String] = []
        for (i, text) in types.enumerated() {
          let label = i < labels.count ? labels[i] : nil
          let type = TypeSyntax(stringLiteral: text)
          guard let value = sample(type, name: label ?? name, depth: depth + 1, generics: generics, in: e.environment)
          else { return nil }
          values.append(label.map { "\($0): \(value)" } ?? value)
        }
        return "\(e.debugName).\(first.name)(\(values.joined(separator: ", ")))"
      default:
        // A protocol of the program (`storage: UserDefaultsStoring`): a sample of the first
        // type, by name, that conforms to it.
        var root: Environment = scope
        while let up = root.enclosing { root = up }
        let conforming = root.values.keys.sorted().lazy.compactMap { name -> StructType? in
          if case .type(.userStruct(let s)) = root.values[name], s.conformances.contains(base), !s.isGeneric { s } else { nil }
        }
        guard depth < 4, let type = conforming.first else { return nil }
        return make(type, depth: depth + 1)
      }
    default:
      return nil
    }
  }

  /// SwiftUI's and Foundation's types, with a plain default each. `NAME` is the parameter's
  /// name as a string literal.
  static let builtinSamples: [String: String] = {
    var table: [String: String] = [
      "String": "NAME", "Substring": "NAME", "LocalizedStringKey": "NAME",
      "Bool": "false",
      "Color": "Color.blue", "Font": "Font.body", "Text": "Text(NAME)", "AnyView": "AnyView(Text(NAME))",
      "Image": "Image(systemName: \"photo\")",
      "Date": "Date()", "UUID": "UUID()", "URL": "URL(string: \"https://example.com\")!",
      "CGSize": "CGSize.zero", "CGPoint": "CGPoint.zero", "CGRect": "CGRect.zero",
      "Angle": "Angle.zero", "EdgeInsets": "EdgeInsets()", "UnitPoint": "UnitPoint.center",
      "Alignment": "Alignment.center",
    ]
    for number in ["Int", "Double", "CGFloat", "TimeInterval", "Int64", "Int32", "UInt"] {
      table[number] = "1"
    }
    return table
  }()

  private func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  private func isOptional(_ type: String?) -> Bool {
    type.map { $0.hasSuffix("?") || $0.hasSuffix("!") || $0.hasPrefix("Optional<") } ?? false
  }

  private func isFunction(_ type: TypeSyntax) -> Bool {
    if let a = type.as(AttributedTypeSyntax.self) { return isFunction(a.baseType) }
    return type.is(FunctionTypeSyntax.self)
  }

  /// The property's declared type as syntax.
  private func annotation(of prop: PropertyDecl) -> TypeSyntax? {
    prop.node.as(PatternBindingSyntax.self).flatMap { Interpreter.typeAnnotation(of: $0)?.type }
  }

  /// The type's generic parameters that stand for a view (`Content: View`, or `where C: View`).
  private func genericViews(of type: StructType) -> Set<String> {
    guard let s = type.node.as(StructDeclSyntax.self), let clause = s.genericParameterClause else { return [] }
    var names: Set<String> = []
    for p in clause.parameters where p.inheritedType?.trimmedDescription == "View" {
      names.insert(p.name.text)
    }
    for requirement in s.genericWhereClause?.requirements ?? [] {
      if case .conformanceRequirement(let c) = requirement.requirement,
        c.rightType.trimmedDescription == "View"
      {
        names.insert(c.leftType.trimmedDescription)
      }
    }
    return names
  }
}
