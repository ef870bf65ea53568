import Foundation
import Testing

@testable import LabSession

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `:draw` and `:export` (issue 8): deterministic pictures, ASCII when asked, files written
/// atomically inside the working directory, and a clear error for every bad input.
@Suite struct PictureCommandsTests {
  func session(grouped: Bool = false) -> Session { ScenePictureTests.cornerDot(grouped: grouped).0 }

  @Test func drawShowsBothLayersWithALegendOfPasteableNames() {
    let s = session()
    let out = s.handle(":draw --at 0.25")
    #expect(out.status != .error, "\(out.text)")
    let lines = out.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0].hasPrefix("LAYOUT (the layout pass)") && lines[0].contains("SHOWN at t = 0.25 s"))
    #expect(
      out.text.contains(
        "  A  (50, 50, 300, 300)  Growing#1 .frame#1 CornerDot#1 .overlay#1 Color#1"))
    #expect(out.text.contains("  b  (50, 50, 20, 20)"))
    #expect(lines.allSatisfy { $0.count <= 80 || !$0.contains("⠉") }, "panels fit 80 columns")
    #expect(s.handle(":draw --at 0.25") == out, "the same bytes every time")
    #expect(s.handle(":timeline").text.contains("playhead t = 0 s"))
    // Every name in the legend resolves.
    #expect(s.handle(":frames .overlay#1 Circle#1").status != .error)
  }

  /// docs/semantics.md §14: the styles and shapes real code writes reach the picture evaluated.
  @Test func stylesAndShapesAsRealCodeWritesThem() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let s = Lab.makeSession()
    s.settings.allowOutside = true
    _ = s.handle(":window 200 200")
    let root = s.handle(
      """
      VStack {
        Text("Go").padding().background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom), in: .capsule)
        Rectangle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 40, height: 20)
        Color.green.frame(width: 30, height: 30).clipShape(.rect(cornerRadius: 6))
      }
      .preferredColorScheme(.dark)
      """)
    #expect(root.status == .ok, "\(root.text)")
    let out = s.handle(":export svg \(dir.file("styles.svg"))")
    #expect(out.text.hasSuffix("not drawn: `.preferredColorScheme(.dark)` on VStack#1"), "\(out.text)")
    let svg = try #require(dir.read("styles.svg"))
    // The capsule: half-circle ends of radius half the padded text's height.
    #expect(svg.contains("<stop offset=\"0\" stop-color=\"rgb(255,59,48)\"/><stop offset=\"1\" stop-color=\"rgb(0,122,255)\"/>"))
    #expect(svg.contains("fill=\"rgb(255,204,0)\" stroke=\"rgb(0,122,255)\" stroke-width=\"4\""), "fill, then stroke: both")
    #expect(svg.contains("<clipPath id=") && svg.contains("<path d=\"M6 0L24 0C"), "a rounded clip of radius 6")
  }

  /// A user Shape draws the path its own `path(in:)` gives for its frame; one that fails is a
  /// named placeholder.
  @Test func userShapesDrawTheirOwnPath() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let s = Lab.makeSession()
    s.settings.allowOutside = true
    _ = s.handle(":window 200 100")
    _ = s.handle(
      """
      struct Wedge: Shape {
        func path(in rect: CGRect) -> Path {
          var p = Path()
          p.move(to: CGPoint(x: rect.minX, y: rect.minY))
          p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
          p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
          p.closeSubpath()
          return p
        }
      }
      struct Broken: Shape {
        func path(in rect: CGRect) -> Path { let xs: [Int] = []; _ = xs[1]; return Path() }
      }
      """)
    _ = s.handle("HStack(spacing: 0) { Wedge().fill(.red).frame(width: 80, height: 40); Broken().frame(width: 20, height: 20) }")
    let out = s.handle(":export svg \(dir.file("shapes.svg"))")
    #expect(out.text.contains("not drawn: the path of Broken (Broken#1), drawn as a placeholder"), "\(out.text)")
    let svg = try #require(dir.read("shapes.svg"))
    #expect(svg.contains("<path d=\"M0 0L80 20L0 40Z\" transform=\"translate(50 30)\" fill=\"rgb(255,59,48)\">"))
  }

  @Test func colouredDrawingUsesTheNearestTerminalColourOfEachFill() {
    #expect(TerminalPicture.xterm256(RGBA(255, 59, 48)) == 203, "SwiftUI's red")
    #expect(TerminalPicture.xterm256(RGBA(0, 122, 255)) == 33, "SwiftUI's blue")
    #expect(TerminalPicture.xterm256(RGBA(142, 142, 147)) == 246, "gray is nearer a grey step")
    let s = Lab.makeSession(color: true)
    _ = s.handle(":window 100 100")
    _ = s.handle("HStack { Circle().fill(.red).frame(width: 40, height: 40); Color.blue.frame(width: 40, height: 40) }")
    let drawn = s.handle(":draw --layer shown").text
    #expect(drawn.contains("\u{1B}[38;5;203m"), "the circle's outline in red")
    #expect(drawn.contains("\u{1B}[38;5;33m"), "the colour's outline in blue")
    let plain = Lab.makeSession(color: false)
    _ = plain.handle("Circle().fill(.red).frame(width: 40, height: 40)")
    #expect(!plain.handle(":draw").text.contains("\u{1B}["), "no colour when colour is off")
  }

  @Test func asciiIsPlainASCIIAndFollowsTheUnicodeSetting() {
    let s = session()
    let flag = s.handle(":draw --at 0.25 --ascii").text
    let isASCII = flag.unicodeScalars.allSatisfy { $0.isASCII }
    #expect(isASCII, "\(flag)")
    #expect(flag.contains("+----"))
    s.handle(":set unicode off")
    #expect(s.handle(":draw --at 0.25").text == flag)
    s.handle(":set unicode on")
    #expect(s.handle(":draw --at 0.25").text.contains("⡇"))
  }

  @Test func oneLayerUsesTheWholeWidth() {
    let s = session()
    let shown = s.handle(":draw --layer shown --columns 60").text
    #expect(shown.hasPrefix("SHOWN at t = 0 s\n"))
    #expect(!shown.contains("LAYOUT"))
    let widest = shown.split(separator: "\n").prefix(30).map(\.count).max() ?? 0
    #expect(widest > 40 && widest <= 60)
  }

  @Test func badInputGivesAClearError() {
    let s = session()
    let cases: [(String, String)] = [
      (":draw --at nan", "'nan' is not a number of seconds"),
      (":draw --at -1", "time starts at 0"),
      (":draw --at 1e9", "limited to an hour"),
      (":draw --at", "--at needs a value"),
      (":draw --layer sideways", "--layer takes layout, shown or both"),
      (":draw --columns 5", "--columns takes a whole number from 40 to 400"),
      (":draw --lyer shown", "unknown option '--lyer'; did you mean '--layer'?"),
      (":draw now", "unexpected 'now'"),
      (":draw --ascii=yes", "--ascii takes no value"),
      (":export", "say svg or html"),
      (":export svg", "name one file"),
      (":export png x.png", "export svg or html, not 'png'"),
      (":export svg x.svg --fps 3", "--from, --to and --fps are for html"),
      (":export html x.html --at 1", "use --from and --to"),
      (":export html x.html --fps 0", "--fps takes a number"),
      (":export html x.html --fps inf", "--fps takes a number"),
      (":export html x.html --from 2 --to 1", "--from (2 s) is after --to (1 s)"),
      (":export html x.html --to 3600 --fps 240", "too many for one page"),
      (":export svg x.svg --allow-outside", "start geolab with --allow-outside"),
      (":export svg /tmp/geolab-outside.svg", "outside the working directory"),
      (":export svg no-such-dir/x.svg", "no directory 'no-such-dir'"),
    ]
    for (input, message) in cases {
      let out = s.handle(input)
      #expect(out.status == .error, "\(input)")
      #expect(out.text.contains(message), "\(input): \(out.text)")
    }
    #expect(Lab.makeSession().handle(":draw").text.hasPrefix("error: no view yet"))
  }

  @Test func exportSVGIsWellFormedXML() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let s = session()
    s.settings.allowOutside = true
    // By default the screen as drawn: the red square and the yellow dot, no outlines.
    let drawn = s.handle(":export svg \(dir.file("drawn.svg")) --at 0.25")
    #expect(
      drawn.text == "wrote \(dir.file("drawn.svg")): SVG of canvas 400×400 at t = 0.25 s, 2 views drawn")
    let picture = try #require(dir.read("drawn.svg"))
    #expect(picture.contains("<g data-views=\"Color#1\"><path d=\"M0 0L246.67 0L246.67 246.67L0 246.67Z\" transform=\"translate(76.67 76.67)\" fill=\"rgb(255,59,48)\">"))
    #expect(picture.contains("<g data-views=\"Circle#1\" opacity=\"0.47\">"), "the dot fades in")
    #expect(picture.contains("fill=\"rgb(255,204,0)\""), "the dot is SwiftUI's yellow")
    #expect(!picture.contains("data-layer=\"layout\""))
    let out = s.handle(":export svg \(dir.file("scene.svg")) --at 0.25 --outlines")
    #expect(
      out.text
        == "wrote \(dir.file("scene.svg")): SVG of canvas 400×400 at t = 0.25 s, 2 views drawn, 4 outlines")
    let text = try #require(dir.read("scene.svg"))
    #expect(dir.entries() == ["drawn.svg", "scene.svg"], "no temporary file left behind")
    #expect(
      text.contains(
        "data-views=\"Color#1\" points=\"76.67,76.67 323.33,76.67 323.33,323.33 76.67,323.33\""))
    #if canImport(FoundationXML)
      let parser = XMLParser(data: Data(text.utf8))
      #expect(parser.parse(), "\(String(describing: parser.parserError))")
    #endif
    #expect(XML.escape("a<b & \"c\"") == "a&lt;b &amp; &quot;c&quot;")
  }

  @Test func exportHTMLEmbedsEverySampleAndLeavesThePlayhead() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let s = session()
    s.settings.allowOutside = true
    let out = s.handle(":export html \(dir.file("scene.html")) --from 0 --to 1 --fps 4")
    #expect(out.text == "wrote \(dir.file("scene.html")): 5 samples from 0 to 1 s at 4 per second")
    #expect(s.handle(":timeline").text.contains("playhead t = 0 s"))
    let page = try #require(dir.read("scene.html"))
    #expect(!page.contains("http://") || !page.contains("src=\"http"), "nothing fetched")
    #expect(!page.contains("<link") && !page.contains(" src="))
    let start = try #require(
      page.range(of: "<script type=\"application/json\" id=\"geolab-data\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = try JSONSerialization.jsonObject(
      with: Data(page[start.upperBound..<end.lowerBound].utf8))
    let data = try #require(json as? [String: Any])
    let samples = try #require(data["samples"] as? [[String: Any]])
    #expect(samples.compactMap { $0["t"] as? Double } == [0, 0.25, 0.5, 0.75, 1])
    // Each sample carries the same report `:frames --json` prints at its time.
    s.handle(":scrub 0.5")
    let frames = s.handle(":frames --json").text
    s.handle(":scrub 0")
    let embedded = try JSONSerialization.data(
      withJSONObject: samples[2]["frames"] ?? [:], options: [.sortedKeys])
    let printed = try JSONSerialization.data(
      withJSONObject: JSONSerialization.jsonObject(with: Data(frames.utf8)), options: [.sortedKeys])
    #expect(embedded == printed)
    // Past the end of the animation by default: it settles at 2.25 s.
    _ = s.handle(":export html \(dir.file("whole.html")) --fps 2")
    #expect(s.record.entries.last?.output.contains("6 samples from 0 to 2.25 s") == true)
  }

  @Test func pageDataCannotCloseItsScriptElement() {
    #expect(
      HTMLPicture.scriptSafe("{\"a\":\"</script><!--&\"}")
        == "{\"a\":\"\\u003c/script\\u003e\\u003c!--\\u0026\"}")
  }

  @Test func completionOffersFlagsAndFormats() {
    let s = session()
    #expect(s.complete(":draw --l").candidates == ["--layer "])
    #expect(s.complete(":draw --layer ").candidates == ["both ", "layout ", "shown "])
    #expect(s.complete(":export ").candidates == ["svg ", "html "])
    #expect(s.complete(":export html x.html --f").candidates == ["--from ", "--fps "])
    #expect(s.handle(":help draw").text.contains(":draw [--layer layout|shown|both] [--at t]"))
  }
}
