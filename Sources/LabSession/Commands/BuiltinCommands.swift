import LabScript
/// The commands every session has: `:help`, `:quit`, `:set`. Other issues register theirs
/// (`:tree`, `:state`, `:tick`, `:frames`, …) on the session.
///
///     BuiltinCommands.all.map(\.name)   // ["help", "quit", "set"]
public enum BuiltinCommands {
  public static var all: [Command] { [help, quit, set] }

  public static let help = Command(
    name: "help", aliases: ["h", "?"],
    summary: "List the commands, or explain one command or modifier with an example.",
    arguments: "[topic]", example: ":help set",
    completeArgument: { session, words in
      guard words.isEmpty else { return [] }
      return session.registry.commands.map(\.name) + session.helpTopics.map(\.name)
    },
    run: { invocation in
      let help = HelpText(session: invocation.session)
      switch invocation.arguments.count {
      case 0: return .text(help.overview())
      case 1: return .text(try help.topic(invocation.arguments[0]))
      default: throw invocation.usageError("expected at most one topic")
      }
    })

  public static let quit = Command(
    name: "quit", aliases: ["q", "exit"],
    summary: "Leave geolab (Ctrl-D on an empty line does the same).",
    example: ":quit",
    run: { invocation in
      guard invocation.arguments.isEmpty else {
        throw invocation.usageError("':quit' takes no arguments")
      }
      return .quit()
    })

  /// Help topics every session has.
  public static var topics: [HelpTopic] { [keys] }

  /// The REPL's keys (libedit, emacs bindings; ~/.editrc can change them).
  public static let keys = HelpTopic(
    name: "keys", group: "Editing", summary: "Keys of the interactive shell.",
    details: """
      Tab          complete a command, view type, modifier (after .), member or #view name
      Up / Down    previous / next input (multi-line inputs come back whole)
      Ctrl-R       search the history backwards as you type
      Ctrl-A / E   start / end of the line;  Ctrl-W delete a word;  Ctrl-U delete the line
      Ctrl-L       clear the screen
      Ctrl-C       abandon the input, or stop a running command
      Ctrl-D       leave geolab (on an empty line; at ...> drops the unfinished input)
      History is kept in $XDG_STATE_HOME/geolab/history (or ~/.geolab_history).
      """,
    example: "Color.re<Tab>  →  Color.red")

  /// Setting names in display order.
  static let settingNames = ["color", "columns", "unicode", "seed", "direction"]

  /// `color off`: one setting as `:set` prints it.
  static func settingLine(_ name: String, _ session: Session) -> String {
    let settings = session.settings
    switch name {
    case "direction": return "direction \(session.layoutDirection?.get().shortName ?? "ltr")"
    case "columns": return "columns \(settings.columns)"
    case "unicode": return "unicode \(settings.unicode ? "on" : "off")"
    case "seed": return "seed \(settings.seed)"
    default: return "color \(settings.color ? "on" : "off")"
    }
  }

  public static let set = Command(
    name: "set",
    summary: "Show the settings, or change one (color, columns, unicode, seed, direction, limit).",
    arguments: "[color|columns|unicode|seed|direction] [value] | limit [name] [n] | <view> <value>",
    details: """
      color: coloured output. columns: how wide :draw may draw (the terminal's width in the \
      REPL, 80 elsewhere, so transcripts are the same on every machine). unicode: braille and \
      box-drawing characters in pictures; off draws plain ASCII (the REPL turns it off when \
      the locale is not UTF-8). seed: where the random numbers of your code start \
      (Int.random(in:), shuffled(), randomElement() …); setting it starts them again, and the \
      same seed gives the same numbers on every machine (0 in a new session). direction: the \
      app's layout direction, ltr or rtl (a right-to-left language): every view's x is \
      mirrored within its parent, and `@Environment(\\.layoutDirection)` reads it; the scene is \
      built again in it. limit: how far \
      your code may go before the lab stops it with an error naming the limit — steps \
      (expressions evaluated per input), depth (nested calls and view bodies), collection \
      (elements of one array, set, dictionary or string), views (in one view tree), nesting \
      (levels of one view tree); `:set limit` lists them. <view> <value>: gives a control a \
      value as a user would — the rest of the line is typed into a TextField or SecureField, a \
      number moves a Slider, a title chooses a Picker's option or a Menu's item \
      (`:set #name Ada`, `:set #volume 0.3`, `:set #theme Dark`).
      """,
    example: ":set columns 100",
    completeArgument: { _, words in
      switch words.count {
      case 0: return settingNames + ["limit"]
      case 1 where words[0] == "color" || words[0] == "unicode": return ["on", "off"]
      case 1 where words[0] == "direction": return ["ltr", "rtl"]
      case 1 where words[0] == "limit": return EvaluationLimits.settingNames.map(\.name)
      default: return []
      }
    },
    run: { invocation in
      let session = invocation.session
      let arguments = invocation.arguments
      guard let name = arguments.first else {
        // The direction is the scene's: listed once a scene is connected.
        let names = settingNames.filter { $0 != "direction" || session.layoutDirection != nil }
        return .text(names.map { settingLine($0, session) }.joined(separator: "\n"))
      }
      if name == "limit" { return try setLimit(Array(arguments.dropFirst()), invocation) }
      if name.hasPrefix("#") || name.hasPrefix("/") || name.contains("#"), let input = session.viewInput {
        // `:set #field "text"`: a value for a control, typed at the prompt.
        guard arguments.count >= 2 else {
          throw CommandError.usage("name a view and give a value", usage: ":set <view> <value>")
        }
        return try input(name, arguments.dropFirst().joined(separator: " "))
      }
      guard settingNames.contains(name) else {
        let near = EditDistance.suggestions(for: name, among: settingNames + ["limit"]).map { "'\($0)'" }
        let hint = near.isEmpty ? "" : "; did you mean \(orList(near))?"
        throw invocation.usageError("unknown setting '\(name)'\(hint)")
      }
      switch arguments.count {
      case 1:
        return .text(settingLine(name, session))
      case 2:
        let value = arguments[1]
        if name == "columns" {
          let range = SessionSettings.columnRange
          guard let n = Int(value), range.contains(n) else {
            throw CommandError.usage(
              "columns must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                + "got '\(value)'", usage: ":set columns <n>")
          }
          session.settings.columns = n
          return .text(settingLine(name, session))
        }
        if name == "direction" {
          guard let set = session.layoutDirection?.set else {
            throw CommandError("no scene: there is no layout direction to set")
          }
          guard let direction = LayoutDirection.allCases.first(where: { $0.shortName == value }) else {
            throw CommandError.usage("expected ltr or rtl, got '\(value)'", usage: ":set direction ltr|rtl")
          }
          let rebuilt = set(direction)
          return .text(settingLine(name, session) + (rebuilt.isEmpty ? "" : "\n" + rebuilt))
        }
        if name == "seed" {
          guard let n = UInt64(value) else {
            throw CommandError.usage(
              "the seed is a whole number from 0 to \(UInt64.max), got '\(value)'", usage: ":set seed <n>")
          }
          session.settings.seed = n
          // Setting it again starts the sequence again, even when the number is the same.
          session.settingsChanged?(session.settings)
          return .text(settingLine(name, session))
        }
        guard value == "on" || value == "off" else {
          throw CommandError.usage(
            "expected on or off, got '\(value)'", usage: ":set \(name) on|off")
        }
        if name == "color" { session.settings.color = value == "on" }
        if name == "unicode" { session.settings.unicode = value == "on" }
        return .text(settingLine(name, session))
      default:
        throw invocation.usageError("too many arguments")
      }
    })

  /// `:set limit`, `:set limit steps`, `:set limit steps 2000000`.
  static func setLimit(_ words: [String], _ invocation: CommandInvocation) throws -> Output {
    guard let access = invocation.session.evaluationLimits else {
      throw CommandError("no script layer: there are no limits to set")
    }
    var limits = access.get()
    let entries = EvaluationLimits.settingNames
    func line(_ e: (name: String, field: WritableKeyPath<EvaluationLimits, Int>, most: Int, meaning: String)) -> String {
      "limit \(e.name) \(limits[keyPath: e.field])   (\(e.meaning))"
    }
    guard let name = words.first else { return .text(entries.map(line).joined(separator: "\n")) }
    guard let entry = entries.first(where: { $0.name == name }) else {
      let near = EditDistance.suggestions(for: name, among: entries.map(\.name)).map { "'\($0)'" }
      throw CommandError.usage(
        "no limit named '\(name)'" + (near.isEmpty ? "" : "; did you mean \(orList(near))?"),
        usage: ":set limit [steps|depth|collection|views|nesting] [n]")
    }
    switch words.count {
    case 1: return .text(line(entry))
    case 2:
      guard let n = Int(words[1].replacingOccurrences(of: "_", with: "")), n >= 1, n <= entry.most else {
        throw CommandError.usage(
          "the \(entry.name) limit is a whole number from 1 to \(entry.most), got '\(words[1])'",
          usage: ":set limit \(entry.name) <n>")
      }
      limits[keyPath: entry.field] = n
      access.set(limits)
      return .text(line(entry))
    default:
      throw CommandError.usage("too many arguments", usage: ":set limit \(entry.name) <n>")
    }
  }
}
