import LabSession

/// Reads a script given on the command line as UTF-8 text (`-` is standard input).
///
///     let text = try ScriptFile.read("scene.geolab")
enum ScriptFile {
  static func read(_ path: String) throws -> String {
    try TextFile.read(path)
  }
}
