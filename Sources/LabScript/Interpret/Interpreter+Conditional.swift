import SwiftIfConfig
import SwiftSyntax

/// `#if` / `#elseif` / `#else` / `#endif` around statements, declarations, members and inside a
/// modifier chain, evaluated as for an iPhone (`IPhoneBuildConfiguration`): only the active
/// clause runs, as if the others were not written. A condition the configuration cannot
/// evaluate makes its clause inactive, with a warning at the condition.
extension Interpreter {
  static let buildConfiguration = IPhoneBuildConfiguration()

  /// The active clause of an `#if`, warning about conditions that could not be evaluated.
  func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    let (clause, diagnostics) = config.activeClause(in: Self.buildConfiguration)
    for d in diagnostics {
      warn("`#if`: \(d.message); the clause counts as false", at: d.node)
    }
    return clause
  }

  /// The statements of a list with every `#if` replaced by its active clause's statements (for
  /// the top level, which goes over its items twice; `executeItems` expands `#if` as it runs).
  func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
    guard items.contains(where: { $0.item.as(IfConfigDeclSyntax.self) != nil }) else {
      return Array(items)
    }
    var result: [CodeBlockItemSyntax] = []
    for item in items {
      guard let config = item.item.as(IfConfigDeclSyntax.self) else {
        result.append(item)
        continue
      }
      if case .statements(let inner)? = activeClause(config)?.elements {
        result += activeItems(inner)
      }
    }
    return result
  }

  /// The members of a type's body with every `#if` replaced by its active clause's members.
  func activeMembers(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
    var result: [DeclSyntax] = []
    for member in members {
      guard let config = member.decl.as(IfConfigDeclSyntax.self) else {
        result.append(member.decl)
        continue
      }
      if case .decls(let inner)? = activeClause(config)?.elements {
        result += activeMembers(inner)
      }
    }
    return result
  }

  /// `base #if os(iOS) .padding() #endif`: the base with the active clause's modifiers applied.
  /// The innermost member of that chain has no written base; it is given the base's value.
  func postfixIfConfig(_ p: PostfixIfConfigExprSyntax, in env: Environment) throws -> Value {
    let base = try p.base.map { try evaluate($0, in: env) } ?? .void
    guard case .postfixExpression(let chain)? = activeClause(p.config)?.elements else { return base }
    guard let innermost = Self.innermostAccess(chain) else {
      throw error("expected a modifier such as `.padding()` here", at: chain, kind: .invalidSwift)
    }
    pass.postfixBases[innermost.id] = base
    defer { pass.postfixBases[innermost.id] = nil }
    return try evaluate(chain, in: env)
  }

  private static func innermostAccess(_ e: ExprSyntax) -> MemberAccessExprSyntax? {
    if let call = e.as(FunctionCallExprSyntax.self) { return innermostAccess(call.calledExpression) }
    if let access = e.as(MemberAccessExprSyntax.self) {
      guard let base = access.base else { return access }
      return innermostAccess(base)
    }
    return nil
  }
}
