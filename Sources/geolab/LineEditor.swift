import CEditLine
import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// The REPL's line editor on libedit's native API (`el_init`/`el_gets`, docs/architecture.md §10): emacs keys,
/// Ctrl-R incremental search, persistent history, Tab completion through a `CompletionProvider`,
/// and a coloured prompt bracketed with `EL_PROMPT_ESC`. Callbacks find the editor through
/// `EL_CLIENTDATA`, so there are no globals. Use it only when stdin and stdout are terminals.
///
///     let editor = LineEditor(completer: session, historyFile: file, colorPrompt: { true })
final class LineEditor: LineSource {
  private let editLine: OpaquePointer
  private let historyHandle: OpaquePointer
  private var event = HistEvent()
  private var promptStorage: UnsafeMutablePointer<CChar>?
  private let completer: CompletionProvider
  private let colorPrompt: () -> Bool
  private let interrupt: InterruptFlag
  private var history = CommandHistory()
  private let historyFile: HistoryFile?
  private var historySaveWarned = false

  /// Returns nil when libedit cannot start (for example no usable terminal).
  init?(
    completer: CompletionProvider, historyFile: HistoryFile?, colorPrompt: @escaping () -> Bool,
    interrupt: InterruptFlag = .shared
  ) {
    guard let editLine = el_init("geolab", stdin, stdout, stderr) else { return nil }
    guard let historyHandle = history_init() else {
      el_end(editLine)
      return nil
    }
    self.editLine = editLine
    self.historyHandle = historyHandle
    self.completer = completer
    self.colorPrompt = colorPrompt
    self.interrupt = interrupt
    self.historyFile = LineEditor.loadHistory(historyFile, into: &history)
    configure()
  }

  deinit {
    el_end(editLine)
    history_end(historyHandle)
    free(promptStorage)
  }

  var isInteractive: Bool { true }

  // MARK: Set-up

  private func configure() {
    _ = geolab_history_setsize(historyHandle, &event, Int32(history.limit))
    _ = geolab_history_setunique(historyHandle, &event, 1)
    for entry in history.entries {
      _ = geolab_history_enter(historyHandle, &event, entry)
    }
    _ = geolab_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = geolab_el_set_editor(editLine, "emacs")
    // libedit restores the terminal on SIGINT, SIGTSTP, SIGTERM, SIGHUP, … and re-raises.
    _ = geolab_el_set_signal(editLine, 1)
    _ = geolab_el_set_history(editLine, historyHandle)
    _ = geolab_el_set_prompt(editLine, LineEditor.promptCallback, 1)
    _ = geolab_el_add_function(
      editLine, "geolab-complete", "Complete the word before the cursor",
      LineEditor.completeCallback)
    _ = geolab_el_bind(editLine, "^I", "geolab-complete")
    _ = geolab_el_bind(editLine, "^R", "em-inc-search-prev")
    _ = geolab_el_bind(editLine, "^W", "ed-delete-prev-word")
    for key in ["\\e[1;5C", "\\e[1;3C", "\\ef"] {
      _ = geolab_el_bind(editLine, key, "em-next-word")
    }
    for key in ["\\e[1;5D", "\\e[1;3D", "\\eb"] {
      _ = geolab_el_bind(editLine, key, "ed-prev-word")
    }
    // The user's ~/.editrc (or $EDITRC) last, so it can override the defaults above.
    _ = el_source(editLine, nil)
  }

  /// Loads the history file; a corrupted one is moved aside and reported, an unreadable one is
  /// reported and left alone (nil: do not save over it).
  private static func loadHistory(_ file: HistoryFile?, into history: inout CommandHistory)
    -> HistoryFile?
  {
    guard let file else { return nil }
    switch file.load() {
    case .loaded(let entries):
      history = CommandHistory(entries: entries, limit: history.limit)
      return file
    case .missing:
      return file
    case .corrupted(let reason, let movedTo):
      if let movedTo {
        Terminal.warn(
          "history file \(file.path) is not a history file (\(reason)); moved it to \(movedTo)"
            + " and started a new one")
        return file
      }
      Terminal.warn(
        "history file \(file.path) is not a history file (\(reason)) and could not be moved;"
          + " history will not be saved this session")
      return nil
    case .unreadable(let reason):
      Terminal.warn("cannot read history file \(file.path) (\(reason)); history will not be saved")
      return nil
    }
  }

  // MARK: LineSource

  func readLine(continuation: Bool) -> LineEvent {
    setPrompt(continuation ? Shell.continuationPrompt : Shell.primaryPrompt)
    interrupt.clear()
    var count: Int32 = 0
    guard let raw = el_gets(editLine, &count) else {
      if count < 0 && (interrupt.isRaised || errno == EINTR) {
        // Ctrl-C: the cursor is still on the abandoned line.
        write("^C\n")
        interrupt.clear()
        return .interrupted
      }
      write("\n")
      return .end
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    return .line(line)
  }

  /// Adds a complete input to the history and saves the file at once (atomically), merged with
  /// entries other geolab processes saved meanwhile.
  func record(_ entry: String) {
    guard history.add(entry), let stored = history.entries.last else { return }
    _ = geolab_history_enter(historyHandle, &event, stored)
    guard let historyFile else { return }
    do {
      try historyFile.append(stored, fallback: history.entries, limit: history.limit)
    } catch {
      if !historySaveWarned {
        Terminal.warn("cannot save history: \(error)")
        historySaveWarned = true
      }
    }
  }

  // MARK: Prompt

  private func setPrompt(_ prompt: String) {
    let marker = "\u{1}"
    var text = prompt
    if colorPrompt() {
      let body = String(prompt.dropLast())  // "geo>" without the space
      let code = prompt == Shell.primaryPrompt ? "1;36" : "2"
      text = marker + "\u{1B}[\(code)m" + marker + body + marker + "\u{1B}[0m" + marker + " "
    }
    free(promptStorage)
    promptStorage = strdup(text)
  }

  private static let promptCallback: geolab_prompt_fn = { editLine in
    guard let editor = LineEditor.editor(of: editLine), let prompt = editor.promptStorage else {
      return geolab_empty_string()
    }
    return UnsafePointer(prompt)
  }

  private static func editor(of editLine: OpaquePointer?) -> LineEditor? {
    guard let editLine, let data = geolab_el_get_clientdata(editLine) else { return nil }
    return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
  }

  // MARK: Completion

  private static let completeCallback: @convention(c) (OpaquePointer?, Int32) -> UInt8 = {
    editLine, _ in
    guard let editor = LineEditor.editor(of: editLine) else { return UInt8(CC_ERROR) }
    return editor.completeAtCursor()
  }

  private func completeAtCursor() -> UInt8 {
    guard let info = el_line(editLine) else { return UInt8(CC_ERROR) }
    guard let buffer = info.pointee.buffer, let cursor = info.pointee.cursor else {
      return UInt8(CC_ERROR)
    }
    let length = cursor - buffer
    guard length >= 0 else { return UInt8(CC_ERROR) }
    let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
    let beforeCursor = String(decoding: bytes, as: UTF8.self)
    let linePrefix =
      beforeCursor.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).last
      .map(String.init) ?? ""
    if linePrefix.allSatisfy(\.isWhitespace) {
      // Tab at the start of a line indents (typing or pasting a block at `...> `).
      _ = el_insertstr(editLine, "  ")
      return UInt8(CC_REFRESH)
    }
    let completion = completer.complete(linePrefix)
    guard !completion.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    let common = completion.commonPrefix
    if common.hasPrefix(completion.stem) && common.count > completion.stem.count {
      _ = el_insertstr(editLine, String(common.dropFirst(completion.stem.count)))
      return UInt8(CC_REFRESH)
    }
    if !common.hasPrefix(completion.stem) && !common.isEmpty {
      el_deletestr(editLine, Int32(completion.stem.unicodeScalars.count))
      _ = el_insertstr(editLine, common)
      return UInt8(CC_REFRESH)
    }
    if completion.candidates.count == 1 { return UInt8(CC_REFRESH) }
    write("\n" + columns(completion.candidates) + "\n")
    return UInt8(CC_REDISPLAY)
  }

  /// Candidates in columns across the terminal, trailing spaces removed.
  private func columns(_ candidates: [String]) -> String {
    let names = candidates.map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
    let width = (names.map(\.count).max() ?? 0) + 2
    let perLine = max(1, Terminal.columns / width)
    var lines: [String] = []
    var index = 0
    while index < names.count {
      let row = names[index..<min(index + perLine, names.count)]
      var line = ""
      for name in row { line += name + String(repeating: " ", count: width - name.count) }
      while line.hasSuffix(" ") { line.removeLast() }
      lines.append(line)
      index += perLine
    }
    return lines.joined(separator: "\n")
  }

  private func write(_ text: String) {
    fputs(text, stdout)
    fflush(stdout)
  }
}
