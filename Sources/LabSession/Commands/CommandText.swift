/// A `:`-command as typed, split into its name and arguments. Arguments are separated by spaces;
/// single or double quotes group words (`:load "my scene.swift"`), and inside double quotes a
/// backslash escapes the next character.
///
///     try CommandText.parse(":set color off")   // name "set", arguments ["color", "off"]
public struct CommandText: Equatable, Sendable {
  /// The name without the colon, as typed (it may be an alias or a typo).
  public var name: String
  public var arguments: [String]
  /// Everything after the name, trimmed: for commands that take free text.
  public var rawArguments: String

  public init(name: String, arguments: [String], rawArguments: String) {
    self.name = name
    self.arguments = arguments
    self.rawArguments = rawArguments
  }

  /// Whether `input` is a command rather than Swift: its first non-blank character is a colon.
  public static func isCommand(_ input: String) -> Bool {
    input.first(where: { !$0.isWhitespace }) == ":"
  }

  public static func parse(_ input: String) throws -> CommandText {
    let trimmed = input.drop(while: \.isWhitespace)
    guard trimmed.first == ":" else { throw CommandError("a command starts with ':'") }
    let afterColon = trimmed.dropFirst()
    let name = afterColon.prefix(while: { !$0.isWhitespace })
    guard !name.isEmpty else {
      throw CommandError("missing command name after ':'", notes: ["try :help"])
    }
    var rest = afterColon.dropFirst(name.count)
    while let last = rest.last, last.isWhitespace { rest.removeLast() }
    let raw = rest.drop(while: \.isWhitespace)
    return CommandText(name: String(name), arguments: try split(raw), rawArguments: String(raw))
  }

  /// Splits arguments on whitespace, honouring quotes.
  public static func split(_ text: Substring) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var iterator = text.makeIterator()
    while let char = iterator.next() {
      if let open = quote {
        if char == open {
          quote = nil
        } else if char == "\\" && open == "\"" {
          guard let escaped = iterator.next() else { break }
          word.append(escaped)
        } else {
          word.append(char)
        }
      } else if char == "\"" || char == "'" {
        quote = char
        inWord = true
      } else if char.isWhitespace {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(char)
        inWord = true
      }
    }
    if let open = quote { throw CommandError("unterminated \(open) quote") }
    if inWord { words.append(word) }
    return words
  }
}
