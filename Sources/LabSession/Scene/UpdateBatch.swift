/// The outputs of several updates in a row shown as one (a drag's steps, the timers one move of
/// the playhead runs): everything each update printed or warned, in order, and the scene's
/// summary line once, where the last update that rebuilt the root would have put it.
///
///     let batch = UpdateBatch(); … bridge.drag(…, into: batch) …; print(batch.text)
public final class UpdateBatch {
  /// The summary line the update being presented would show, and after how many of its lines.
  var summary: (line: String, at: Int)?
  private var steps: [(text: String, summary: (line: String, at: Int)?)] = []

  public init() {}

  /// Adds an update's output (`ScriptBridge.present(_:label:into:)` set `summary` for it).
  func add(_ output: Output) {
    steps.append((output.text, summary))
    summary = nil
  }

  /// Adds a line of the lab's own (where a move stopped).
  public func note(_ line: String) { steps.append((line, nil)) }

  public var text: String {
    let last = steps.lastIndex { $0.summary != nil }
    var lines: [String] = []
    for (i, step) in steps.enumerated() {
      var own = step.text.isEmpty ? [] : step.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if i == last, let s = step.summary { own.insert(s.line, at: min(s.at, own.count)) }
      lines += own
    }
    return lines.joined(separator: "\n")
  }
}
