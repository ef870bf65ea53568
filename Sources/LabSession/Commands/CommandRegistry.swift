/// The commands a session knows, in registration order, looked up by name or alias. Registering a
/// command with an existing name replaces it in place.
///
///     registry.lookup("q")?.name   // "quit"
public struct CommandRegistry {
  public private(set) var commands: [Command] = []

  public init() {}

  public mutating func register(_ command: Command) {
    if let index = commands.firstIndex(where: { $0.name == command.name }) {
      commands[index] = command
    } else {
      commands.append(command)
    }
  }

  /// The command with this name or alias (without the colon).
  public func lookup(_ name: String) -> Command? {
    commands.first(where: { $0.name == name })
      ?? commands.first(where: {
        $0.aliases.contains(name)
      })
  }

  /// Every name and alias, for completion.
  public var allNames: [String] { commands.flatMap(\.names) }

  /// Canonical names close to a mistyped `name`, nearest first.
  public func suggestions(for name: String) -> [String] {
    var result: [String] = []
    for suggestion in EditDistance.suggestions(for: name, among: allNames, limit: 6) {
      guard let canonical = lookup(suggestion)?.name, !result.contains(canonical) else { continue }
      result.append(canonical)
    }
    return Array(result.prefix(3))
  }

  /// Group names in order of first appearance.
  public var groups: [String] {
    var seen: [String] = []
    for command in commands where !seen.contains(command.group) { seen.append(command.group) }
    return seen
  }
}
