#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file the user named as UTF-8 text, with an error that says which file and why
/// (`:load`, `geolab run`); `-` is standard input.
///
///     let text = try TextFile.read("examples/card.swift")
public enum TextFile {
  public struct ReadError: Error, CustomStringConvertible {
    public var description: String
  }

  public static func read(_ path: String) throws -> String {
    let handle: UnsafeMutablePointer<FILE>? = path == "-" ? stdin : fopen(path, "rb")
    guard let handle else {
      throw ReadError(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { if path != "-" { fclose(handle) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
      bytes.append(contentsOf: chunk[0..<count])
      if count < chunk.count { break }
    }
    if ferror(handle) != 0 {
      throw ReadError(description: "cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
    // UTF-16 with its byte-order mark, as Xcode wrote `.strings` files for years.
    if bytes.count >= 2, bytes.count % 2 == 0, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
      let little = bytes[0] == 0xFF
      let units = stride(from: 2, to: bytes.count, by: 2).map { i in
        little ? UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 : UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
      }
      guard let text = String(validating: units, as: UTF16.self) else {
        throw ReadError(description: "'\(path)' is not valid UTF-16 text")
      }
      return text
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ReadError(description: "'\(path)' is not UTF-8 text")
    }
    return text
  }
}
