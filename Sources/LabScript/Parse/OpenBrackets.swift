/// Follows an input a line at a time, the way Swift's lexer reads it (strings, multi-line
/// strings, interpolations, comments), and says whether a bracket it opened is still open.
///
/// The REPL's input rule is the tree's (`InputCompleteness`), and deciding it parses the whole
/// buffer again for every line: a 670-line screen pasted line by line was parsed 670 times.
/// `Shell` asks the tree only while a buffer is short, or when this scan sees its brackets
/// closed (docs/architecture.md §10). The scan never decides that an input is complete: it only
/// says "still open", and only when it is sure. Anything it does not follow — a raw string
/// (`#"`), a regex literal (`#/`, or `\(` outside a string), a closer that does not match, a
/// one-line string still open at the end of its line — makes it unsure for the rest of the
/// buffer, and then the tree decides every line as before.
///
///     var scan = OpenBrackets()
///     scan.add(line: "VStack {")     // scan.isOpen == true
///     scan.add(line: "  Text(\"}\")") // a `}` in a string closes nothing: still open
///     scan.add(line: "}")            // scan.isOpen == false
public struct OpenBrackets: Sendable {
  private enum Frame: UInt8, Sendable {
    case brace, paren, square
    /// `\(` in a string: code until its `)`.
    case interpolation
    case string, multilineString
    /// `/* … */`, which nests.
    case comment
  }

  private var frames: [Frame] = []
  /// Set by anything the scan does not follow; it stays set until the buffer starts again.
  public private(set) var isUnsure = false

  public init() {}

  /// True when the scan is sure a bracket, string or comment opened so far is still open.
  public var isOpen: Bool { !isUnsure && !frames.isEmpty }

  /// Reads one more line of the buffer (without its newline).
  public mutating func add(line: String) {
    if isUnsure { return }
    var line = line
    line.withUTF8 { scan($0) }
    // A one-line string cannot go on to the next line.
    if !isUnsure && frames.contains(.string) { isUnsure = true }
  }

  private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
    let n = bytes.count
    func at(_ i: Int) -> UInt8 { i < n ? bytes[i] : 0 }
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    var i = 0
    while i < n {
      let c = bytes[i]
      switch frames.last {
      case .string?, .multilineString?:
        let multiline = frames.last == .multilineString
        if c == backslash {
          // `\(` opens an interpolation; any other escape is two bytes or more, all ASCII after
          // the backslash's first (`\n`, `\"`, `\u{…}`), none of them a quote that ends it.
          if at(i + 1) == UInt8(ascii: "(") {
            frames.append(.interpolation)
          }
          i += 2
        } else if c == quote && !multiline {
          frames.removeLast()
          i += 1
        } else if c == quote && at(i + 1) == quote && at(i + 2) == quote {
          frames.removeLast()
          i += 3
        } else {
          i += 1
        }
      case .comment?:
        if c == star && at(i + 1) == slash {
          frames.removeLast()
          i += 2
        } else if c == slash && at(i + 1) == star {
          frames.append(.comment)
          i += 2
        } else {
          i += 1
        }
      default:
        switch c {
        case slash where at(i + 1) == slash:
          return  // a line comment: the rest of the line
        case slash where at(i + 1) == star:
          frames.append(.comment)
          i += 2
        case quote where at(i + 1) == quote && at(i + 2) == quote:
          frames.append(.multilineString)
          i += 3
        case quote:
          frames.append(.string)
          i += 1
        case UInt8(ascii: "#") where at(i + 1) == quote || at(i + 1) == UInt8(ascii: "#")
          || at(i + 1) == slash:
          isUnsure = true  // a raw string or an extended regex literal
          return
        case backslash:
          // A key path (`\.self`, `\Item.id`) is code; a bracket after a backslash is a bare
          // regex literal's escape, which the scan does not follow.
          switch at(i + 1) {
          case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"):
            isUnsure = true
            return
          default: i += 1
          }
        case UInt8(ascii: "{"):
          frames.append(.brace)
          i += 1
        case UInt8(ascii: "("):
          frames.append(.paren)
          i += 1
        case UInt8(ascii: "["):
          frames.append(.square)
          i += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
          let top = frames.last
          let matches =
            (c == UInt8(ascii: "}") && top == .brace)
            || (c == UInt8(ascii: ")") && (top == .paren || top == .interpolation))
            || (c == UInt8(ascii: "]") && top == .square)
          guard matches else {
            isUnsure = true  // closes nothing, or the wrong bracket: the tree says which error
            return
          }
          frames.removeLast()
          i += 1
        default:
          i += 1
        }
      }
    }
  }
}
