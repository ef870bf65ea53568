/// `:lesson`, `:next`, `:back` and `:run`: walk through a lesson step by step. Each step shows
/// its explanation, the code, what to look at and a question; `:run` types the code for you.
///
///     for command in LessonCommands.all() { session.register(command) }   // then `:lesson`
public enum LessonCommands {
  /// The lesson in progress, shared by the four commands of one session.
  final class Progress {
    var lesson: Lesson?
    var step = 0
    /// Set while `:run` replays a step, so a step cannot start another run.
    var running = false
  }

  /// The commands, sharing one `Progress`; `locate` finds the lessons folder on every use, so
  /// lessons edited during a session are read afresh.
  public static func all(
    locate: @escaping () -> Result<LessonLibrary, LessonLibrary.Missing> = {
      LessonLibrary.locate()
    }
  ) -> [Command] {
    let progress = Progress()
    return [
      lesson(progress, locate), next(progress), back(progress), run(progress),
    ]
  }

  static let group = "Lessons"
  static let footer = ":run runs the code · :next · :back · :lesson lists the lessons"
  static let width = 100

  static func lesson(
    _ progress: Progress, _ locate: @escaping () -> Result<LessonLibrary, LessonLibrary.Missing>
  ) -> Command {
    Command(
      name: "lesson", group: group,
      summary: "List the lessons, or start one (and go to a step).",
      arguments: "[name [step]]",
      details: """
        A lesson is a Markdown file in a lessons folder: $GEOLAB_LESSONS when set, else \
        transcripts/lessons in the working directory or next to the geolab executable. Each step \
        shows an explanation, the code, what to look at and a question; :run runs the code, \
        :next and :back move between steps.
        """,
      example: ":lesson proposals",
      completeArgument: { _, words in
        guard words.isEmpty, case .success(let library) = locate() else { return [] }
        return library.names
      },
      run: { invocation in
        let library: LessonLibrary
        switch locate() {
        case .success(let found): library = found
        case .failure(let missing):
          throw CommandError(
            missing.description,
            notes: ["set \(LessonLibrary.environmentVariable) to a folder of lesson files"])
        }
        let arguments = invocation.arguments
        guard let name = arguments.first else { return .text(try list(library)) }
        guard arguments.count <= 2 else { throw invocation.usageError("too many arguments") }
        guard let lesson = library.lesson(named: name) else {
          throw unknownLesson(name, among: library.names)
        }
        guard !lesson.steps.isEmpty else {
          throw CommandError("lesson '\(name)' has no steps (no `## ` sections)")
        }
        var step = 0
        if arguments.count == 2 {
          guard let number = Int(arguments[1]), (1...lesson.steps.count).contains(number) else {
            throw invocation.usageError(
              "'\(arguments[1])' is not a step of \(name): it has steps 1…\(lesson.steps.count)")
          }
          step = number - 1
        }
        progress.lesson = lesson
        progress.step = step
        return .text(render(lesson, step: step))
      })
  }

  static func next(_ progress: Progress) -> Command {
    Command(
      name: "next", group: group, summary: "Go to the next step of the lesson.",
      example: ":next",
      run: { invocation in
        let lesson = try current(progress, invocation)
        guard progress.step + 1 < lesson.steps.count else {
          return .text(
            "that was the last step of \(lesson.name); :back goes back, :lesson lists the lessons")
        }
        progress.step += 1
        return .text(render(lesson, step: progress.step))
      })
  }

  static func back(_ progress: Progress) -> Command {
    Command(
      name: "back", group: group, summary: "Go back to the previous step of the lesson.",
      example: ":back",
      run: { invocation in
        let lesson = try current(progress, invocation)
        guard progress.step > 0 else {
          return .text("this is the first step of \(lesson.name); :next goes on")
        }
        progress.step -= 1
        return .text(render(lesson, step: progress.step))
      })
  }

  static func run(_ progress: Progress) -> Command {
    Command(
      name: "run", group: group,
      summary: "Run the current step's code, as if you had typed it.",
      details: """
        Each input is echoed after `geo> ` and followed by what it printed, exactly as if typed, \
        all indented by two spaces so a transcript reads them as :run's output. Only `:run` \
        itself is kept in the session's record, so a :save'd session replays it.
        """,
      example: ":run",
      run: { invocation in
        let lesson = try current(progress, invocation)
        guard !progress.running else {
          throw CommandError("a lesson step cannot run lesson commands")
        }
        progress.running = true
        defer { progress.running = false }
        let session = invocation.session
        let runner = StepRunner(session: session)
        let sink = StringSink()
        let summary = Shell(handler: runner, sink: sink, echo: true, interrupt: session.interrupt)
          .run(PlainLineSource(lines: lesson.steps[progress.step].inputs))
        // Indented, so that a transcript or a :save'd session reads the echoed `geo> ` lines as
        // :run's output rather than as inputs of their own.
        var text = sink.text.trimmingTrailingNewlines().split(
          separator: "\n", omittingEmptySubsequences: false
        ).map { ("  " + $0).trimmingTrailingSpaces() }.joined(separator: "\n")
        if runner.interrupted { text += "\nthe rest of the step was not run" }
        if sink.text.isEmpty { text = "this step has no code to run" }
        return summary.errors > 0 ? .failure(text) : .text(text)
      })
  }

  /// Runs one step's inputs the way `Session.handle` would, but without recording them: the
  /// record keeps the `:run` that the person typed.
  final class StepRunner: InputHandler {
    let session: Session
    private(set) var interrupted = false

    init(session: Session) {
      self.session = session
    }

    func isComplete(_ buffer: String) -> Bool { session.isComplete(buffer) }

    func handle(_ input: String) -> Output {
      if input.allSatisfy(\.isWhitespace) { return .empty }
      var output: Output
      if CommandText.isCommand(input) {
        let name = (try? CommandText.parse(input))?.name ?? ""
        let lessonNames = ["lesson", "next", "back", "run"]
        if lessonNames.contains(session.registry.lookup(name)?.name ?? name) {
          output = session.failure(CommandError("a lesson step cannot run :\(name)"))
        } else {
          output = session.runCommand(input)
        }
      } else if let evaluator = session.evaluator {
        output = evaluator(input, nil)
      } else {
        output = session.failure(
          CommandError("Swift input cannot be evaluated yet: the interpreter is not connected"))
      }
      // A quitting command ends the step, not the session; Ctrl-C ends the step.
      output.control = .proceed
      if session.interrupt.isRaised {
        interrupted = true
        output.control = .quit
      }
      return output
    }
  }

  static func current(_ progress: Progress, _ invocation: CommandInvocation) throws -> Lesson {
    guard let lesson = progress.lesson else {
      throw CommandError(
        "no lesson in progress", notes: [":lesson lists the lessons; :lesson <name> starts one"])
    }
    return lesson
  }

  static func unknownLesson(_ name: String, among names: [String]) -> CommandError {
    let near = EditDistance.suggestions(for: name, among: names).map { "'\($0)'" }
    if near.isEmpty {
      return CommandError("no lesson '\(name)'", notes: [":lesson lists the lessons"])
    }
    return CommandError("no lesson '\(name)'", notes: ["did you mean \(orList(near))?"])
  }

  /// `:lesson`: one line per lesson, name and the first sentence of its summary.
  static func list(_ library: LessonLibrary) throws -> String {
    let lessons = library.lessons()
    guard !lessons.isEmpty else {
      throw CommandError("no lessons in \(library.folder)", notes: ["a lesson is a .md file"])
    }
    let nameWidth = lessons.map(\.name.count).max() ?? 0
    var lines = ["lessons in \(library.folder):"]
    for lesson in lessons {
      let padded = lesson.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      let summary = lesson.shortSummary(width: width - nameWidth - 4)
      lines.append(("  \(padded)  \(summary)").trimmingTrailingSpaces())
    }
    lines.append("start one with :lesson <name>; then :run, :next and :back")
    return lines.joined(separator: "\n")
  }

  /// One step: heading, explanation, code, what to look at, question, and the keys.
  static func render(_ lesson: Lesson, step index: Int) -> String {
    let step = lesson.steps[index]
    var lines = ["\(lesson.name) · step \(index + 1) of \(lesson.steps.count) · \(step.title)"]
    if !step.explanation.isEmpty { lines += [""] + step.explanation.map(Lesson.plain) }
    if !step.inputs.isEmpty {
      lines += ["", "Code (type it, or :run):"] + step.inputs.map { "  " + $0 }
    }
    if let first = step.lookAt.first {
      lines += ["", "Look at: " + Lesson.plain(first)] + step.lookAt.dropFirst().map(Lesson.plain)
    }
    if let first = step.question.first {
      lines +=
        ["", "Question: " + Lesson.plain(first)]
        + step.question.dropFirst().map(Lesson.plain)
    }
    lines += ["", footer]
    return lines.map { $0.trimmingTrailingSpaces() }.joined(separator: "\n")
  }
}
