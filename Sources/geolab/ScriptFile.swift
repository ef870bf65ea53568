#if canImport(Glibc)
  import Glibc
#endif

/// Reads a script given on the command line as UTF-8 text (`-` is standard input).
///
///     let text = try ScriptFile.read("scene.geolab")
enum ScriptFile {
  struct ReadError: Error, CustomStringConvertible {
    var description: String
  }

  static func read(_ path: String) throws -> String {
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
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ReadError(description: "'\(path)' is not UTF-8 text")
    }
    return text
  }
}
