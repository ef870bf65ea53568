import LabEngine

/// What went wrong, for code that reacts to it (tests, the session) without reading the
/// message; the diagnostic carries the message, range, notes and fix-its users see.
public enum RuntimeErrorKind: Equatable, Sendable {
  /// A name, member, type, label or parameter the program does not have (with a
  /// did-you-mean when one is close): "type `Color` has no member `redd`".
  case unknownName
  /// A value of a type the place does not take: "`Text` needs a `String`, got a value of
  /// type `Int`".
  case typeMismatch
  /// A call missing what it needs, given what it does not take (a closure, a label), or given
  /// a value outside what the API accepts: "`minimumDistance` cannot be negative".
  case argument
  /// A budget ran out: `maxSteps`, `maxCallDepth`, `maxCollectionSize`, `maxViews`,
  /// `maxNestingDepth` (docs/architecture.md §7).
  case limit(String)
  /// A view that contains itself, with the cycle of view types (outermost first).
  case recursion([String])
  /// Integer overflow, division by zero, or a number that does not fit the integer it is
  /// converted to; Swift traps, the lab reports: "integer division by zero".
  case arithmetic
  /// Any other trap Swift, Foundation or SwiftUI would hit at run time: an index out of range,
  /// force-unwrapping nil, `fatalError`, a failed `precondition`, an empty range, a missing
  /// environment object: "index out of range: 3 is not in 0..<2".
  case trap
  /// Ctrl-C.
  case interrupted
  /// Swift the lab does not run yet, or SwiftUI it does not model yet:
  /// "`Gauge` is not supported yet".
  case notSupported
  /// Code the Swift compiler rejects: an assignment to a constant or a get-only property,
  /// `return` or `break` outside their place, a `switch` that is not exhaustive:
  /// "cannot assign to value: `x` is a `let` constant".
  case invalidSwift
  /// A tap, control or gesture the session delivered to a part of the view tree that has
  /// since gone (the scene changed under it): "that action is no longer part of the view tree".
  case stale
  /// A Swift error thrown and not caught (`throw`, or an API that throws: `Data(contentsOf:)`
  /// of a missing file, a failed `decode`): `try?`, `try!` and `do`/`catch` handle it; one that
  /// reaches the top stops the program, as Swift does.
  case thrown
}

extension RuntimeErrorKind {
  /// Whether the error can come from the values a program computed, not only from its text:
  /// a trap, arithmetic, an argument out of range, a budget run out or an error thrown. The
  /// others (an unknown name, a type mismatch, invalid Swift, Swift not supported, a view that
  /// contains itself) would be the same whatever the values were.
  var mayComeFromValues: Bool {
    switch self {
    case .arithmetic, .trap, .argument, .limit, .thrown: return true
    case .unknownName, .typeMismatch, .recursion, .interrupted, .notSupported, .invalidSwift, .stale:
      return false
    }
  }
}

/// An evaluation error with its kind and its diagnostic: thrown out of the tree walk and
/// reported, never a trap.
///
///     throw interp.error("integer division by zero", at: node, kind: .arithmetic)
struct RuntimeError: Error {
  var kind: RuntimeErrorKind
  var diagnostic: Diagnostic
  /// For `.thrown`: the error value a `catch` binds (a user type's value, or an API's error,
  /// an opaque `Error`).
  var thrown: Value?

  init(_ diagnostic: Diagnostic, kind: RuntimeErrorKind, thrown: Value? = nil) {
    self.diagnostic = diagnostic
    self.kind = kind
    self.thrown = thrown
  }
}

/// Non-local exits of the tree walk: `return`, `break`, `continue`.
enum ControlFlow: Error {
  case returned(Value)
  case broke(label: String?)
  case continued(label: String?)
}
