#if canImport(Glibc)
  import Glibc
#endif

/// A fresh directory under /tmp for one test, removed with everything in it by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    var template = Array("/tmp/geolab-test-XXXXXX".utf8CString)
    guard let result = mkdtemp(&template) else { throw Failure("mkdtemp failed") }
    path = String(cString: result)
  }

  func file(_ name: String) -> String { path + "/" + name }

  func write(_ name: String, bytes: [UInt8]) throws {
    guard let handle = fopen(file(name), "wb") else { throw Failure("cannot create \(name)") }
    defer { fclose(handle) }
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
  }

  func read(_ name: String) -> String? {
    guard let handle = fopen(file(name), "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
      bytes += chunk[0..<count]
      if count < chunk.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func entries() -> [String] { TemporaryDirectory.entries(of: path) }

  static func entries(of path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  func inode(_ name: String) -> UInt64? {
    var info = stat()
    return stat(file(name), &info) == 0 ? UInt64(info.st_ino) : nil
  }

  func remove() { TemporaryDirectory.removeTree(path) }

  private static func removeTree(_ path: String) {
    for name in entries(of: path) {
      let full = path + "/" + name
      var info = stat()
      if lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
        removeTree(full)
      } else {
        unlink(full)
      }
    }
    rmdir(path)
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
