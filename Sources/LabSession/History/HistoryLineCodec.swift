/// Encodes one history entry as one line of libedit's history file (`_HiStOrY_V2_` format):
/// whitespace and control characters become three-digit octal escapes, a backslash is doubled, as
/// `strvis(…, VIS_WHITE)` does. So a multi-line entry stays one line in the file, and libedit's
/// own `history(H_LOAD)` reads our files. UTF-8 text is written as is.
///
///     HistoryLineCodec.encode("VStack {\n}")   // "VStack\\040{\\012}"
public enum HistoryLineCodec {
  /// Why a line of a history file could not be decoded.
  public struct DecodingError: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  /// One entry → one line (without the newline).
  public static func encode(_ entry: String) -> String {
    var out = ""
    for scalar in entry.unicodeScalars {
      switch scalar.value {
      case 0x5C:
        out += "\\\\"
      case 0..<0x21, 0x7F:
        out += "\\" + octal(scalar.value)
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// One line → one entry. Accepts what `strvis` writes in its default style: `\\`, octal `\ooo`,
  /// C-style `\n` `\t` `\s` …, `\^X` control and `\M-X` meta forms.
  public static func decode(_ line: String) throws -> String {
    var bytes: [UInt8] = []
    var input = Array(line.utf8)[...]
    while let byte = input.popFirst() {
      if (byte < 0x20 && byte != 0x09) || byte == 0x7F {
        throw DecodingError(description: "raw control character \(byte) in an encoded line")
      }
      guard byte == UInt8(ascii: "\\") else {
        bytes.append(byte)
        continue
      }
      bytes.append(try decodeEscape(&input))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw DecodingError(description: "not valid UTF-8")
    }
    return text
  }

  private static func decodeEscape(_ input: inout ArraySlice<UInt8>) throws -> UInt8 {
    guard let first = input.popFirst() else {
      throw DecodingError(description: "a backslash ends the line")
    }
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = UInt32(first - UInt8(ascii: "0"))
      for _ in 0..<2 {
        guard let digit = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit)
        else { break }
        input.removeFirst()
        value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
      }
      guard value <= 0xFF else { throw DecodingError(description: "octal escape out of range") }
      return UInt8(value)
    case UInt8(ascii: "M"):
      guard let kind = input.popFirst(), let char = input.popFirst() else {
        throw DecodingError(description: "unfinished \\M escape")
      }
      switch kind {
      case UInt8(ascii: "-"): return char | 0x80
      case UInt8(ascii: "^"): return control(char) | 0x80
      default: throw DecodingError(description: "unknown \\M escape")
      }
    case UInt8(ascii: "^"):
      guard let char = input.popFirst() else {
        throw DecodingError(description: "unfinished \\^ escape")
      }
      return control(char)
    default:
      if let simple = simpleEscapes[first] { return simple }
      throw DecodingError(description: "unknown escape \\\(Character(Unicode.Scalar(first)))")
    }
  }

  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09,
    UInt8(ascii: "r"): 0x0D, UInt8(ascii: "s"): 0x20, UInt8(ascii: "b"): 0x08,
    UInt8(ascii: "a"): 0x07, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "f"): 0x0C,
    UInt8(ascii: "E"): 0x1B, UInt8(ascii: "$"): 0x24,
  ]

  private static func control(_ char: UInt8) -> UInt8 {
    char == UInt8(ascii: "?") ? 0x7F : char & 0x1F
  }

  private static func octal(_ value: UInt32) -> String {
    let digits = String(value, radix: 8)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}
