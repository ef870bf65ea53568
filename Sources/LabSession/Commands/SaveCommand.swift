/// `:save <file>`: writes the session so far as a Markdown transcript that `geolab check`
/// replays, atomically, and only inside the working directory unless `--allow-outside` was given.
///
///     session.register(SaveCommand.command)   // then `:save .build/session.md`
public enum SaveCommand {
  public static let command = Command(
    name: "save", group: "Session",
    summary: "Save the session so far as a replayable transcript (Markdown).",
    arguments: "<file.md>",
    details: """
      Every input since the session began (the demo scene included) is written with its output \
      into one ```geolab block, in the format `geolab check` and `geolab replay` read, so a \
      session becomes a test with one command. The file is replaced whole or not at all. Paths \
      outside the working directory are refused unless geolab was started with \
      --allow-outside.
      """,
    example: ":save transcripts/my-session.md",
    run: { invocation in
      guard invocation.arguments.count == 1 else {
        throw invocation.usageError("name one file")
      }
      let session = invocation.session
      let path = invocation.arguments[0]
      let target = try SavePath.resolve(path, allowOutside: session.settings.allowOutside)
      let record = session.record
      do {
        try AtomicFile.write(record.transcript(title: "A geolab session"), to: target)
      } catch {
        throw CommandError("cannot save: \(error)")
      }
      let count = record.entries.count
      return .text("saved \(count) input\(count == 1 ? "" : "s") to \(path)")
    })
}
