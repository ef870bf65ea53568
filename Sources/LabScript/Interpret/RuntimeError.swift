import LabEngine

/// An evaluation error with its diagnostic: thrown out of the tree walk and reported, never a
/// trap.
///
///     throw RuntimeError(.error("integer division by zero", at: range))
struct RuntimeError: Error {
  var diagnostic: Diagnostic

  init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

/// Non-local exits of the tree walk: `return`, `break`, `continue`.
enum ControlFlow: Error {
  case returned(Value)
  case broke(label: String?)
  case continued(label: String?)
}
