/// Decides what Tab completes from the text before the cursor:
/// - `:he` → command names; `:help fr` → that command's argument completions;
/// - `Color.re` → static members of a known type (`red`);
/// - `.fra` after a view expression or at the start of a line → modifiers (`frame(`);
/// - `.lea` in argument position (after `(`, `,`, `:`, `=`) → implicit members (`leading`);
/// - `#ti` → view names; `@St` → attributes; `VSt` → state names, types and keywords.
///
///     StandardCompleter(session: session).complete("Color.re").candidates   // ["red"]
public struct StandardCompleter {
  public var commands: [Command]
  public var vocabulary: SwiftUIVocabulary
  public var stateNames: [String]
  public var viewNames: [String]
  /// Completes a command's argument; receives the command and the complete arguments before it.
  public var completeArgument: (Command, [String]) -> [String]

  public init(
    commands: [Command], vocabulary: SwiftUIVocabulary = .standard, stateNames: [String] = [],
    viewNames: [String] = [],
    completeArgument: @escaping (Command, [String]) -> [String] = {
      _, _ in []
    }
  ) {
    self.commands = commands
    self.vocabulary = vocabulary
    self.stateNames = stateNames
    self.viewNames = viewNames
    self.completeArgument = completeArgument
  }

  public func complete(_ linePrefix: String) -> Completion {
    if CommandText.isCommand(linePrefix) { return completeCommand(linePrefix) }
    let chars = Array(linePrefix)
    var start = chars.count
    while start > 0 && isIdentifierChar(chars[start - 1]) { start -= 1 }
    let stem = String(chars[start...])
    let before = start > 0 ? chars[start - 1] : nil
    switch before {
    case "#":
      return filtered(stem: "#" + stem, viewNames.map { $0.hasPrefix("#") ? $0 : "#" + $0 })
    case "@":
      return filtered(stem: stem, vocabulary.attributes)
    case ".":
      return filtered(stem: stem, afterDot(chars, dotIndex: start - 1))
    default:
      guard !stem.isEmpty, !(stem.first?.isNumber ?? false) else { return .none }
      return filtered(stem: stem, stateNames + vocabulary.typeNames + vocabulary.keywords)
    }
  }

  // MARK: Commands

  private func completeCommand(_ linePrefix: String) -> Completion {
    let text = linePrefix.drop(while: \.isWhitespace)
    guard let space = text.firstIndex(where: \.isWhitespace) else {
      // Canonical names only, so `:q` completes to `:quit` instead of listing `:q` and `:quit`.
      return filtered(stem: String(text), commands.map { ":" + $0.name + " " })
    }
    let name = String(text[text.index(after: text.startIndex)..<space])
    let afterName = text[space...]
    guard
      let command = commands.first(where: { $0.name == name })
        ?? commands.first(where: { $0.aliases.contains(name) })
    else { return .none }
    let endsInSpace = afterName.last?.isWhitespace ?? true
    var words = (try? CommandText.split(afterName)) ?? []
    let stem = endsInSpace ? "" : words.popLast() ?? ""
    return filtered(stem: stem, completeArgument(command, words).map { $0 + " " })
  }

  // MARK: Members

  private func afterDot(_ chars: [Character], dotIndex: Int) -> [String] {
    var wordStart = dotIndex
    while wordStart > 0 && isIdentifierChar(chars[wordStart - 1]) { wordStart -= 1 }
    let word = String(chars[wordStart..<dotIndex])
    if !word.isEmpty {
      // `Color.re`: a type's static members; `Edge.Set.ho` too. `x.red.fr` is a member chain.
      var typeStart = wordStart
      var typeName = word
      if typeStart > 1 && chars[typeStart - 1] == "." {
        var outer = typeStart - 1
        while outer > 0 && isIdentifierChar(chars[outer - 1]) { outer -= 1 }
        let qualified = String(chars[outer..<dotIndex])
        if vocabulary.members(of: qualified) != nil {
          typeName = qualified
          typeStart = outer
        }
      }
      let chained = typeStart > 0 && chars[typeStart - 1] == "."
      if !chained, let members = vocabulary.members(of: typeName) { return members }
      return vocabulary.modifiers
    }
    let previous = chars[..<dotIndex].last(where: { !$0.isWhitespace })
    switch previous {
    case nil, ")", "]", "}", "\"":
      // A line that starts with `.` continues a modifier chain (SwiftUI's usual layout).
      return vocabulary.modifiers
    default:
      return vocabulary.implicitMembers
    }
  }

  // MARK: Helpers

  private func filtered(stem: String, _ candidates: [String]) -> Completion {
    Completion(stem: stem, candidates: candidates.filter { $0.hasPrefix(stem) })
  }

  private func isIdentifierChar(_ char: Character) -> Bool {
    char == "_" || char.isLetter || char.isNumber
  }
}
