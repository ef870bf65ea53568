import Testing

@testable import LabSession

@Suite struct SessionTests {
  @Test func unknownCommandSuggestsTheNearestOne() {
    let output = Session(settings: SessionSettings(color: false)).handle(":hepl")
    #expect(output == .failure("error: unknown command ':hepl'; did you mean ':help'?"))
  }

  @Test func unknownCommandWithoutNeighbours() {
    let output = Session().handle(":xyzzy")
    #expect(output.text == "error: unknown command ':xyzzy'; type :help for the list")
    #expect(output.status == .error)
  }

  @Test func aliasesRunTheCommand() {
    #expect(Session().handle(":q").control == .quit)
    #expect(Session().handle(":exit").control == .quit)
    #expect(Session().handle(":quit now").status == .error)
  }

  @Test func setColor() {
    let session = Session()
    #expect(session.handle(":set color on") == .text("color on"))
    #expect(session.settings.color)
    #expect(session.handle(":set") == .text("color on\ncolumns 80\nunicode on\nseed 0"))
    #expect(session.handle(":set color off") == .text("color off"))
    #expect(!session.settings.color)
    #expect(
      session.handle(":set color blue").text
        == "error: expected on or off, got 'blue'\nusage: :set color on|off")
  }

  @Test func setColumnsAndUnicode() {
    let session = Session()
    #expect(session.handle(":set columns 120") == .text("columns 120"))
    #expect(session.settings.columns == 120)
    #expect(session.handle(":set unicode off") == .text("unicode off"))
    #expect(!session.settings.unicode)
    #expect(session.handle(":set columns 12").status == .error)
    #expect(session.handle(":set columns wide").status == .error)
    #expect(session.handle(":set unicode maybe").status == .error)
    #expect(session.settings.columns == 120)
  }

  @Test func errorsAreColouredOnlyWhenColorIsOn() {
    let session = Session(settings: SessionSettings(color: true))
    #expect(session.handle(":nope").text.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m "))
  }

  @Test func helpIsGeneratedFromTheCommands() {
    let session = Session()
    session.register(
      Command(
        name: "tree", group: "Inspect", summary: "Show the view tree.", arguments: "[view]",
        example: ":tree #card"
      ) { _ in .text("tree") })
    session.register(
      HelpTopic(name: "frame", summary: "Proposes a size.", example: "Color.red.frame(width: 9)"))
    let overview = session.handle(":help").text
    #expect(overview.contains("  :help [topic]"))
    #expect(overview.contains("Inspect\n  :tree [view]"))
    #expect(overview.contains("Modifiers\n  frame"))
    #expect(
      session.handle(":help tree").text
        == ":tree [view]\nShow the view tree.\nexample:\n  :tree #card")
    #expect(session.handle(":help :q").text.hasPrefix(":quit\n"))
    #expect(session.handle(":help frame").text.hasSuffix("example:\n  Color.red.frame(width: 9)"))
    #expect(
      session.handle(":help fram").text == "error: no help for 'fram'; did you mean 'frame'?")
  }

  @Test func everyHelpLineFitsIn100Columns() {
    let text = Session().handle(":help").text
    for line in text.split(separator: "\n") { #expect(line.count <= 100) }
  }

  @Test func registeringAgainReplaces() {
    let session = Session()
    session.register(Command(name: "quit", summary: "x", example: ":quit") { _ in .text("no") })
    #expect(session.handle(":quit") == .text("no"))
    #expect(session.registry.commands.count == 3)
  }

  @Test func swiftInputGoesToTheEvaluator() {
    let session = Session()
    #expect(session.handle("Text(\"a\")").status == .error)
    session.evaluator = { input, _ in .text("evaluated \(input)") }
    #expect(session.handle("Text(\"a\")") == .text("evaluated Text(\"a\")"))
    #expect(session.handle("   ") == .empty)
  }

  /// The one continuation rule is the syntax tree's: unfinished input asks for more, broken
  /// input is complete (and fails), commands are one line.
  @Test func continuationFollowsTheSyntaxTree() {
    let session = Session()
    #expect(!session.isComplete("VStack {"))
    #expect(session.isComplete(":help {"))
    #expect(session.isComplete("VStack { Color.red.frame(width: 100 }"))
    #expect(session.isComplete("Text(\"a\")"))
  }

  @Test func commandsCanBeInterrupted() {
    let flag = InterruptFlag()
    let session = Session(interrupt: flag)
    session.register(
      Command(name: "spin", summary: "x", example: ":spin") { invocation in
        flag.raise()
        try invocation.session.checkInterrupt()
        return .text("finished")
      })
    #expect(session.handle(":spin") == .failure("error: interrupted"))
  }
}
