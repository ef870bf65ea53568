/// TEMPORARY continuation rule, until the script layer supplies the syntax-tree rule (docs/architecture.md §10:
/// "incomplete" = parse errors whose missing tokens all lie at the end and include a closer).
/// This stand-in calls a buffer incomplete while a `(`, `[` or `{`, a `"""` string or a `/*`
/// comment is still open, ignoring brackets inside strings and comments. It is wrong for
/// `VStack { Color.red.frame(width: 100 }` (a mismatched closer counts as complete, so the parser
/// reports it), which is the case the tree rule gets right.
///
///     BracketBalance.isComplete("VStack {")   // false
public enum BracketBalance {
  public static func isComplete(_ buffer: String) -> Bool {
    var open: [Character] = []
    var chars = Array(buffer)[...]
    var commentDepth = 0
    var inMultilineString = false
    while let char = chars.popFirst() {
      if inMultilineString {
        if char == "\\" {
          _ = chars.popFirst()
        } else if char == "\"" && chars.prefix(2) == ["\"", "\""] {
          chars.removeFirst(2)
          inMultilineString = false
        }
        continue
      }
      if commentDepth > 0 {
        if char == "*" && chars.first == "/" {
          chars.removeFirst()
          commentDepth -= 1
        } else if char == "/" && chars.first == "*" {
          chars.removeFirst()
          commentDepth += 1
        }
        continue
      }
      switch char {
      case "/" where chars.first == "/":
        while let next = chars.first, !next.isNewline { chars.removeFirst() }
      case "/" where chars.first == "*":
        chars.removeFirst()
        commentDepth = 1
      case "\"" where chars.prefix(2) == ["\"", "\""]:
        chars.removeFirst(2)
        inMultilineString = true
      case "\"":
        // An unterminated one-line string can never be completed: let the parser report it.
        guard skipStringLiteral(&chars) else { return true }
      case "(", "[", "{":
        open.append(char)
      case ")", "]", "}":
        guard let last = open.popLast(), matches(last, char) else { return true }
      default:
        break
      }
    }
    return open.isEmpty && commentDepth == 0 && !inMultilineString
  }

  /// Skips a one-line string literal, including `\(…)` interpolations; returns false if the line
  /// ends before the closing quote.
  private static func skipStringLiteral(_ chars: inout ArraySlice<Character>) -> Bool {
    var interpolationDepth = 0
    while let char = chars.first, !char.isNewline {
      chars.removeFirst()
      if interpolationDepth > 0 {
        if char == "(" { interpolationDepth += 1 }
        if char == ")" { interpolationDepth -= 1 }
        continue
      }
      if char == "\\" {
        if chars.first == "(" {
          chars.removeFirst()
          interpolationDepth = 1
        } else if !chars.isEmpty {
          chars.removeFirst()
        }
      } else if char == "\"" {
        return true
      }
    }
    return false
  }

  private static func matches(_ open: Character, _ close: Character) -> Bool {
    (open, close) == ("(", ")") || (open, close) == ("[", "]") || (open, close) == ("{", "}")
  }
}
