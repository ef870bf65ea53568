import Testing

@testable import LabSession

@Suite struct HistoryFileTests {
  @Test func roundTripKeepsMultiLineEntriesWhole() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = HistoryFile(path: dir.file("history"))
    let entries = [
      ":help", "VStack {\n  Text(\"tab\\there\")\n}", "Text(\"héllo ✓\")", "back\\slash", " lead",
    ]
    try file.save(entries)
    #expect(file.load() == .loaded(entries))
  }

  @Test func writesLibeditsFormat() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try HistoryFile(path: dir.file("history")).save(["VStack {\n}", "a\\b"])
    #expect(dir.read("history") == "_HiStOrY_V2_\nVStack\\040{\\012}\na\\\\b\n")
  }

  @Test func readsWhatLibeditWrites() {
    // strvis(VIS_WHITE) output as libedit's history(H_SAVE) writes it, including C-style and
    // caret escapes that libedit may produce for control characters.
    let file = "_HiStOrY_V2_\nText(\"a\")\\040\\^A\nVStack\\040{\\012\\s\\s}\n"
    let parsed = HistoryFile.parse(Array(file.utf8))
    #expect(parsed == .success(["Text(\"a\") \u{1}", "VStack {\n  }"]))
  }

  @Test func saveReplacesTheFileByRenameAndLeavesNoTemporaryFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = HistoryFile(path: dir.file("history"))
    try file.save([":help"])
    let before = dir.inode("history")
    try file.save([":help", ":quit"])
    #expect(dir.inode("history") != before)  // a new file took its place: never half-written
    #expect(dir.entries() == ["history"])
    #expect(file.load() == .loaded([":help", ":quit"]))
  }

  @Test func failedSaveCleansUpAndReportsTheError() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    // The history path is a non-empty directory: the rename must fail.
    #expect(mkdir(dir.file("history"), 0o700) == 0)
    try dir.write("history/keep", bytes: Array("x".utf8))
    #expect(throws: HistoryFile.SaveError.self) {
      try HistoryFile(path: dir.file("history")).save([":help"])
    }
    #expect(dir.entries() == ["history"])
  }

  @Test func createsTheStateDirectory() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = HistoryFile.defaultPath(environment: ["XDG_STATE_HOME": dir.file("state")])
    #expect(path == dir.file("state/geolab/history"))
    try HistoryFile(path: dir.file("state/geolab/history")).save([":help"])
    #expect(dir.read("state/geolab/history") == "_HiStOrY_V2_\n:help\n")
  }

  @Test func appendKeepsWhatAnotherProcessSaved() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = HistoryFile(path: dir.file("history"))
    try file.append(":help", fallback: [])
    try file.save([":help", ":tree"])  // another REPL saved meanwhile
    try file.append("VStack {\n}", fallback: [":help"])
    try file.append("VStack {\n}", fallback: [])
    #expect(file.load() == .loaded([":help", ":tree", "VStack {\n}"]))
  }

  @Test func appendStartsFromTheFallbackWithoutAFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = HistoryFile(path: dir.file("history"))
    try file.append(":quit", fallback: [":help"], limit: 2)
    #expect(file.load() == .loaded([":help", ":quit"]))
  }

  @Test func defaultPathFallsBackToHome() {
    #expect(
      HistoryFile.defaultPath(environment: ["HOME": "/home/ada"]) == "/home/ada/.geolab_history")
    #expect(
      HistoryFile.defaultPath(environment: ["HOME": "/h", "XDG_STATE_HOME": "relative"])
        == "/h/.geolab_history")
    #expect(HistoryFile.defaultPath(environment: [:]) == nil)
  }

  @Test func corruptedFileIsSetAsideNotFatal() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("history", bytes: Array("this is not history\n".utf8))
    let file = HistoryFile(path: dir.file("history"))
    guard case .corrupted(let reason, let movedTo) = file.load() else {
      Issue.record("expected .corrupted")
      return
    }
    #expect(reason.contains("_HiStOrY_V2_"))
    #expect(movedTo == dir.file("history.corrupt"))
    #expect(dir.entries() == ["history.corrupt"])
    #expect(file.load() == .missing)
    // A second bad file does not overwrite the first one set aside.
    try dir.write("history", bytes: [0x5F, 0xFF, 0xFE])
    guard case .corrupted(_, let second) = file.load() else {
      Issue.record("expected .corrupted")
      return
    }
    #expect(second == dir.file("history.corrupt.1"))
  }

  @Test func badEscapeIsCorruption() {
    let parsed = HistoryFile.parse(Array("_HiStOrY_V2_\nok\nbad\\q\n".utf8))
    #expect(parsed == .failure(.init(description: "line 3: unknown escape \\q")))
  }

  @Test func emptyFileIsEmptyHistory() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("history", bytes: [])
    #expect(HistoryFile(path: dir.file("history")).load() == .loaded([]))
  }
}

#if canImport(Glibc)
  import Glibc
#endif
