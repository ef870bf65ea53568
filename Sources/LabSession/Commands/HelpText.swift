/// The text of `:help` and `:help <topic>`, generated from the registered commands and topics.
///
///     HelpText(session: session).overview()   // every command, grouped, one line each
public struct HelpText {
  public let session: Session

  public init(session: Session) {
    self.session = session
  }

  /// All commands grouped, usage and summary aligned; then topic names per group.
  public func overview() -> String {
    let style = session.style
    let commands = session.registry.commands
    let width = min(28, (commands.map(\.usage.count).max() ?? 0) + 2)
    var lines: [String] = []
    for group in session.registry.groups {
      lines.append(style.heading(group))
      for command in commands where command.group == group {
        // A usage longer than the column gets a line of its own; summaries wrap at 100
        // columns, under the column.
        let usage = command.usage
        let column = String(repeating: " ", count: 2 + width)
        var summary = wrapText(command.summary, width: 100 - column.count)
        if usage.count + 2 > width {
          lines.append("  " + style.command(usage))
        } else {
          let padding = String(repeating: " ", count: width - usage.count)
          lines.append("  " + style.command(usage) + padding + summary.removeFirst())
        }
        lines += summary.map { column + $0 }
      }
    }
    var topicGroups: [String] = []
    for topic in session.helpTopics where !topicGroups.contains(topic.group) {
      topicGroups.append(topic.group)
    }
    for group in topicGroups {
      lines.append(style.heading(group))
      let names = session.helpTopics.filter { $0.group == group }.map(\.name)
      lines += wrap(names, indent: "  ", width: 100)
    }
    lines.append("Type :help <name> for details and an example. Anything not starting with ':'")
    lines.append("is Swift view code.")
    return lines.joined(separator: "\n")
  }

  /// Details of one command (by name or alias, with or without the colon) or topic.
  public func topic(_ name: String) throws -> String {
    let key = name.hasPrefix(":") ? String(name.dropFirst()) : name
    if let command = session.registry.lookup(key) {
      return describe(command)
    }
    if let topic = session.helpTopics.first(where: { $0.name == key }) {
      return describe(topic)
    }
    let known = session.registry.allNames + session.helpTopics.map(\.name)
    let suggestions = EditDistance.suggestions(for: key, among: known).map { "'\($0)'" }
    let hint =
      suggestions.isEmpty ? "; type :help for the list" : "; did you mean \(orList(suggestions))?"
    throw CommandError("no help for '\(name)'\(hint)")
  }

  private func describe(_ command: Command) -> String {
    let style = session.style
    var lines = [style.command(command.usage)] + wrapLines(command.summary)
    if !command.details.isEmpty { lines += wrapLines(command.details) }
    if !command.aliases.isEmpty {
      lines.append("aliases: " + command.aliases.map { ":" + $0 }.joined(separator: ", "))
    }
    lines.append("example:")
    lines.append("  " + command.example)
    return lines.joined(separator: "\n")
  }

  private func describe(_ topic: HelpTopic) -> String {
    var lines = [session.style.command(topic.name)] + wrapLines(topic.summary)
    if !topic.details.isEmpty { lines += wrapLines(topic.details) }
    lines.append("example:")
    lines += topic.example.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map
    {
      "  " + $0
    }
    return lines.joined(separator: "\n")
  }

  /// Each line of `text` wrapped at 100 columns, continuation lines indented as the line was.
  private func wrapLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
      let indent = String(line.prefix { $0 == " " })
      return wrapText(String(line.dropFirst(indent.count)), width: 100 - indent.count).map {
        indent + $0
      }
    }
  }

  /// Text broken into lines of at most `width` characters, at spaces.
  private func wrapText(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty && line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines
  }

  private func wrap(_ words: [String], indent: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = indent
    for word in words {
      if line.count > indent.count && line.count + 2 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? "  " : "") + word
    }
    if line.count > indent.count { lines.append(line) }
    return lines
  }
}
