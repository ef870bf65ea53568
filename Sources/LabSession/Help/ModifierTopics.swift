import LabScript

/// The `:help` topics for every supported modifier and view, derived from the one vocabulary
/// table the interpreter dispatches on (LabScript's `Vocabulary`): its summary, its argument
/// labels, its details and an example that runs. Names the lab does not model yet get no topic.
///
///     ModifierTopics.all.first { $0.name == "frame" }?.example   // "Color.red.frame(…)"
public enum ModifierTopics {
  /// One topic per supported name: modifiers first, then views, in table order.
  public static var all: [HelpTopic] {
    let supported = Vocabulary.entries.filter(\.isSupported)
    func topic(_ e: VocabularyEntry, _ group: String) -> HelpTopic {
      let form = e.signature.isEmpty ? "" : "Form: \(e.kind == .modifier ? "." : "")\(e.name)\(e.signature)"
      let details = e.details.isEmpty ? form : e.details
      return HelpTopic(name: e.name, group: group, summary: e.summary, details: details, example: e.example)
    }
    return supported.filter { $0.kind == .modifier }.map { topic($0, "Modifiers") }
      + supported.filter { $0.kind == .view }.map { topic($0, "Views") }
  }
}
