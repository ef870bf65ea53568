import LabEngine

@testable import LabScript

/// A compact text of a description tree for assertions: `VStack{Color,.frame{Circle}}`.
/// Colours show their name, texts their string, identifiers and ForEach elements their id,
/// user views their struct name.
func shape(_ view: ViewDescription?) -> String {
  guard let view else { return "nil" }
  var name = view.kind.typeName
  switch view.kind {
  case .color(let c): name = "Color.\(c)"
  case .text(let t): name = "Text(\(t.string))"
  case .identifier(let id): name = ".id(\(id))"
  case .element(let id): name = "ForEach(\(id))"
  case .drawing(let d): name = ".\(d.name)"
  default: break
  }
  if view.children.isEmpty { return name }
  return name + "{" + view.children.map(shape).joined(separator: ",") + "}"
}

/// Evaluates inputs in order in one context; returns the last result.
@discardableResult
func evaluate(_ inputs: String..., context: ScriptContext = ScriptContext()) -> EvaluationResult {
  var last = EvaluationResult()
  for (i, input) in inputs.enumerated() {
    last = context.evaluate(input, file: "<input-\(i + 1)>")
  }
  return last
}

/// The messages of a result's diagnostics, for compact assertions.
func messages(_ result: EvaluationResult) -> [String] {
  result.diagnostics.map(\.message)
}

/// The body of a user view's node (`Demo{…}` → `…`); other views unchanged.
func userBody(_ view: ViewDescription?) -> ViewDescription? {
  guard let view else { return nil }
  if case .custom = view.kind { return view.children.first }
  return view
}
