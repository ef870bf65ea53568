import LabSession

/// Runs `inputs` through one fresh session on `LargeStack` (as geolab does) and returns each
/// output. `#expect` belongs outside: the large-stack thread is not the test's task.
func outputsOnLargeStack(
  _ inputs: [String],
  session make: @escaping () -> Session = {
    Lab.makeSession()
  }
) -> [Output] {
  let box = OutputsBox()
  LargeStack.run {
    let session = make()
    box.outputs = inputs.map { session.handle($0) }
    _ = session.handle(":reset")
  }
  return box.outputs
}

private final class OutputsBox: @unchecked Sendable {
  var outputs: [Output] = []
}
