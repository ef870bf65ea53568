import Foundation

/// The `geolab` executable built beside the test runner (`.build/debug/geolab`), for tests that
/// need a separate process: killing it, or giving it another working directory.
enum GeolabBinary {
  static var path: String? {
    guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
    // The runner is `.build/debug/<Package>PackageTests.xctest`, a file or a bundle folder.
    while dir.path != "/"
      && !FileManager.default.isExecutableFile(
        atPath: dir.appendingPathComponent("geolab").path)
    {
      dir = dir.deletingLastPathComponent()
    }
    let path = dir.appendingPathComponent("geolab").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }

  /// Runs geolab with `arguments` in `directory`; returns its exit status and standard output.
  static func run(_ arguments: [String], in directory: String) throws -> (Int32, String) {
    guard let path else { throw Failure("build geolab first (swift build)") }
    let child = Process()
    child.executableURL = URL(fileURLWithPath: path)
    child.arguments = arguments
    child.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    child.standardOutput = pipe
    child.standardError = pipe
    try child.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    child.waitUntilExit()
    return (child.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
