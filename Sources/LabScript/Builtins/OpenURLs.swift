import SwiftSyntax

/// Opening a URL (docs/semantics.md §2.9): `@Environment(\.openURL)`, which a `Link`'s tap and
/// code call, and `OpenURLAction { url in … }`, an app's own handler put in the environment
/// with `.environment(\.openURL, …)`, which runs and says what it did with the URL
/// (`.handled`, `.discarded`, `.systemAction`). The system's action would leave the app, which
/// the lab does not simulate: it prints that it did not open the URL.
///
///     .environment(\.openURL, OpenURLAction { url in visited.append(url); return .handled })
enum OpenURLs {
  static let actionName = "OpenURLAction"

  /// The system's action: nothing opens.
  static let system = Value.function(
    FunctionValue(name: actionName) { c in
      try c.checkLabels([nil])
      c.interpreter.pass.output.append("Link: opening \(try url(c)) is not simulated\n")
      return .void
    })

  /// `OpenURLAction(handler:)`: runs the handler with the URL; `.systemAction` (or
  /// `.systemAction(url)`) passes it on to the system's action.
  static func construct(_ c: inout CallContext) throws -> Value {
    try c.checkLabels([nil, "handler"])
    guard let handler = c.closure("handler") ?? c.firstUnlabelledClosure else {
      throw c.fail("`OpenURLAction` needs a closure `{ url in … return .handled }`", kind: .argument)
    }
    return .function(
      FunctionValue(name: actionName) { c in
        try c.checkLabels([nil])
        let interp = c.interpreter
        let result = try interp.call(handler, [.opaque(OpaqueValue(kind: "URL", text: try url(c)))], node: c.node)
        guard case .implicitMember(let m) = result, ["handled", "discarded", "systemAction"].contains(m.name) else {
          throw interp.error(
            "an `OpenURLAction`'s handler returns `.handled`, `.discarded` or `.systemAction`, not \(result.debugText)",
            at: c.node, kind: .typeMismatch)
        }
        if m.name == "systemAction" {
          var target = try url(c)
          if case .opaque(let o)? = m.arguments?.first?.value, o.kind == "URL" { target = o.text }
          interp.pass.output.append("Link: opening \(target) is not simulated\n")
        }
        return .void
      })
  }

  private static func url(_ c: CallContext) throws -> String {
    guard case .opaque(let o)? = c.arguments.first?.value, o.kind == "URL" else {
      throw c.fail("opening a URL needs a `URL`", kind: .typeMismatch)
    }
    return o.text
  }
}
