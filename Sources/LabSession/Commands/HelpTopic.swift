/// A `:help` topic that is not a command: a modifier, a view type, a concept. The engine and
/// script layers register one per supported modifier, each with an example.
///
///     HelpTopic(name: "frame", summary: "Proposes a fixed or flexible size to its child.",
///               example: "Color.red.frame(width: 100, height: 50)")
public struct HelpTopic: Equatable, Sendable {
  public var name: String
  /// The heading `:help` lists it under (`Modifiers`, `Views`, …).
  public var group: String
  public var summary: String
  public var details: String
  public var example: String

  public init(
    name: String, group: String = "Modifiers", summary: String, details: String = "",
    example: String
  ) {
    self.name = name
    self.group = group
    self.summary = summary
    self.details = details
    self.example = example
  }
}
