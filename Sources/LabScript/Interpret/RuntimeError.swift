import LabEngine

/// What went wrong, for code that reacts to it (tests, the session) without reading the
/// message; the diagnostic carries the message, range, notes and fix-its users see.
public enum RuntimeErrorKind: Equatable, Sendable {
  /// A name, member, type, label or parameter the program does not have (with a
  /// did-you-mean when one is close).
  case unknownName
  /// A value of a type the place does not take.
  case typeMismatch
  /// A call missing what it needs, or given what it does not take (a closure, a label).
  case argument
  /// A budget ran out: `maxSteps`, `maxCallDepth`, `maxCollectionSize`, `maxViews`,
  /// `maxNestingDepth` (docs/architecture.md §7).
  case limit(String)
  /// A view that contains itself, with the cycle of view types (outermost first).
  case recursion([String])
  /// Integer overflow or division by zero: Swift traps, the lab reports.
  case arithmetic
  /// Ctrl-C.
  case interrupted
  /// Swift the lab does not run yet, or SwiftUI it does not model yet.
  case notSupported
  /// Code the Swift compiler rejects: an assignment to a constant or a get-only property,
  /// `return` or `break` outside their place, a `switch` that is not exhaustive.
  case invalidSwift
  case other
}

/// An evaluation error with its kind and its diagnostic: thrown out of the tree walk and
/// reported, never a trap.
///
///     throw interp.error("integer division by zero", at: node, kind: .arithmetic)
struct RuntimeError: Error {
  var kind: RuntimeErrorKind
  var diagnostic: Diagnostic

  init(_ diagnostic: Diagnostic, kind: RuntimeErrorKind = .other) {
    self.diagnostic = diagnostic
    self.kind = kind
  }
}

/// Non-local exits of the tree walk: `return`, `break`, `continue`.
enum ControlFlow: Error {
  case returned(Value)
  case broke(label: String?)
  case continued(label: String?)
}
