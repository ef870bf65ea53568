import LabEngine

/// Pictures of the scene (issue 8): `:draw` in the terminal, `:export svg` and `:export html`
/// to a file. All of them sample the scene at a time without moving the playhead.
///
///     session.register(PictureCommands.draw(scene))   // then `:draw --layer shown --at 0.5`
public enum PictureCommands {
  public static func all(_ scene: Scene) -> [Command] { [draw(scene), export(scene)] }

  /// `--layer both --at 0.5 --ascii …`: the options of the picture commands.
  struct Options {
    var layers: [ScenePicture.Layer] = ScenePicture.Layer.allCases
    var at: Double?
    var from: Double?
    var to: Double?
    var fps: Double?
    var ascii = false
    /// `--outlines`, or a `--layer`: the geometry drawn over an exported picture.
    var outlines = false
    var columns: Int?
    /// Words that are not options, in order.
    var words: [String] = []
  }

  static let drawFlags = ["--layer", "--at", "--ascii", "--columns"]
  static let exportFlags = ["--layer", "--outlines", "--at", "--from", "--to", "--fps"]

  /// Parses `--name value` (or `--name=value`) options among `allowed`; other words are kept.
  static func parse(_ invocation: CommandInvocation, allowed: [String]) throws -> Options {
    var options = Options()
    var args = invocation.arguments[...]
    while let word = args.popFirst() {
      guard word.hasPrefix("--") else {
        options.words.append(word)
        continue
      }
      var name = word
      var inline: String?
      if let eq = word.firstIndex(of: "=") {
        name = String(word[..<eq])
        inline = String(word[word.index(after: eq)...])
      }
      if name == "--allow-outside" {
        throw CommandError(
          "--allow-outside is an option of the geolab command, not of :\(invocation.command.name)",
          notes: ["start geolab with --allow-outside to write outside the working directory"])
      }
      guard allowed.contains(name) else {
        let near = EditDistance.suggestions(for: name, among: allowed).map { "'\($0)'" }
        throw invocation.usageError(
          "unknown option '\(name)'" + (near.isEmpty ? "" : "; did you mean \(orList(near))?"))
      }
      if name == "--ascii" || name == "--outlines" {
        guard inline == nil else { throw invocation.usageError("\(name) takes no value") }
        if name == "--ascii" { options.ascii = true } else { options.outlines = true }
        continue
      }
      guard let value = inline ?? args.popFirst() else {
        throw invocation.usageError("\(name) needs a value")
      }
      switch name {
      case "--layer":
        options.outlines = true
        switch value {
        case "both": options.layers = ScenePicture.Layer.allCases
        case "layout": options.layers = [.layout]
        case "shown": options.layers = [.shown]
        default: throw invocation.usageError("--layer takes layout, shown or both, not '\(value)'")
        }
      case "--at": options.at = try time(value, name, invocation)
      case "--from": options.from = try time(value, name, invocation)
      case "--to": options.to = try time(value, name, invocation)
      case "--fps":
        guard let fps = Double(value), fps.isFinite, fps > 0, fps <= 240 else {
          throw invocation.usageError(
            "--fps takes a number of samples per second from 0 to 240, not '\(value)'")
        }
        options.fps = fps
      case "--columns":
        let range = SessionSettings.columnRange
        guard let n = Int(value), range.contains(n) else {
          throw invocation.usageError(
            "--columns takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(value)'"
          )
        }
        options.columns = n
      default: break
      }
    }
    return options
  }

  /// A time in seconds, as `:scrub` takes it: finite, at most an hour, not negative.
  static func time(_ text: String, _ flag: String, _ invocation: CommandInvocation) throws -> Double
  {
    let t = try TimeCommands.seconds(text, invocation)
    guard t >= 0 else { throw invocation.usageError("\(flag): time starts at 0, not \(text)") }
    return t
  }

  static func flagCompletion(_ flags: [String]) -> (Session, [String]) -> [String] {
    { _, words in
      switch words.last {
      case "--layer": return ["both", "layout", "shown"]
      case "--at", "--from", "--to", "--fps", "--columns": return []
      default: return flags.filter { !words.contains($0) }
      }
    }
  }

  // MARK: :draw

  static func draw(_ scene: Scene) -> Command {
    Command(
      name: "draw", group: "Geometry",
      summary: "Draw both layers in the terminal: LAYOUT frames, SHOWN quads.",
      arguments: "[--layer layout|shown|both] [--at t] [--ascii] [--columns n]",
      details: """
        Each layer is a panel scaled to the session's width (:set columns; two side by side \
        when they fit). Outlines are braille lines: solid for a frame or quad, dashed for the \
        bounding box of a rotated quad, dotted for the window. Each outline has a key (A, B, … \
        for LAYOUT; a, b, … for SHOWN) and, where there is room, the name of its innermost \
        view; the legend lists every view on each outline with its frame, by the names \
        :frames prints. ⊕ (@ in ASCII) marks a named coordinate space's origin in the LAYOUT \
        panel. --at draws another moment without moving the playhead (readers run again for \
        it, as after :scrub). --ascii (or :set unicode off) draws with plain ASCII characters. \
        With colour on (:set color on), each drawn view's SHOWN outline takes the terminal \
        colour nearest its fill; :export svg draws the screen itself.
        """,
      example: ":draw --layer both --at 0.25",
      completeArgument: flagCompletion(drawFlags),
      run: { invocation in
        let options = try parse(invocation, allowed: drawFlags)
        guard options.words.isEmpty else {
          throw invocation.usageError("unexpected '\(options.words[0])'")
        }
        let picture = try ScenePicture.sample(scene, at: options.at)
        let session = invocation.session
        let text = TerminalPicture(
          picture: picture, layers: options.layers,
          columns: options.columns ?? session.settings.columns,
          charset: options.ascii || !session.settings.unicode ? .ascii : .braille,
          style: session.style
        ).render()
        return .text(text)
      })
  }

  // MARK: :export

  /// At most this many samples in one page, and this many view frames over all samples.
  static let maxSamples = 2000
  static let maxViewSamples = 100_000

  static func export(_ scene: Scene) -> Command {
    Command(
      name: "export", group: "Geometry",
      summary: "Write the scene as SVG, or as a web page that scrubs it (HTML).",
      arguments: "svg|html <file> [--at t] [--outlines | --layer l] | [--from a --to b --fps n]",
      details: """
        svg: the screen as it is drawn at the playhead or --at t (shapes, colours in light \
        mode, text, image placeholders, clips and shadows, at their SHOWN places and opacity), \
        as one SVG file; --outlines draws the geometry :draw shows over it — LAYOUT frames \
        (blue), SHOWN quads (orange), dashed bounding boxes of rotated quads, coordinate-space \
        origins (green) and labels — and --layer layout or shown one of them. html: one self-contained \
        page (no network) with the scene sampled --fps times a second (default 30) from --from \
        (default 0) to --to (default: when the last animation settles), every sample computed \
        by geolab and embedded as JSON; a slider and Play scrub it, checkboxes toggle each \
        layer, and a table lists the frames at the chosen time. Add #t=0.5 to the page's \
        address to open it at 0.5 s. Files are replaced whole or not at all, and only inside \
        the working directory unless geolab was started with --allow-outside.
        """,
      example: ":export html .build/scene.html --fps 20",
      completeArgument: { session, words in
        if words.isEmpty { return ["svg", "html"] }
        if words.count == 1 { return [] }
        return flagCompletion(exportFlags)(session, words)
      },
      run: { invocation in
        let options = try parse(invocation, allowed: exportFlags)
        guard let format = options.words.first else {
          throw invocation.usageError("say svg or html, then a file")
        }
        guard options.words.count == 2 else {
          throw invocation.usageError(
            options.words.count < 2 ? "name one file to write" : "unexpected '\(options.words[2])'")
        }
        let path = options.words[1]
        let session = invocation.session
        switch format {
        case "svg":
          guard options.from == nil, options.to == nil, options.fps == nil else {
            throw invocation.usageError("--from, --to and --fps are for html; svg takes --at")
          }
          let picture = try ScenePicture.sample(scene, at: options.at)
          let target = try SavePath.resolve(path, allowOutside: session.settings.allowOutside)
          let layers = options.outlines ? options.layers : []
          try write(SVGPicture(picture: picture, layers: layers).render(), to: target)
          let drawn = picture.ui.items.count
          var summary =
            "wrote \(path): SVG of \(picture.window.title) at t = "
            + "\(NumberFormat.format(picture.time)) s, \(drawn) view\(drawn == 1 ? "" : "s") drawn"
          if !layers.isEmpty {
            let count = layers.map { picture.outlines($0).count }.reduce(0, +)
            summary += ", \(count) outline\(count == 1 ? "" : "s")"
          }
          if !picture.ui.notes.isEmpty { summary += "; not drawn: " + picture.ui.notes.joined(separator: ", ") }
          return .text(summary)
        case "html":
          guard options.at == nil else {
            throw invocation.usageError(
              "html samples a span of time: use --from and --to, not --at")
          }
          guard !options.outlines else {
            throw invocation.usageError("the page has a toggle per layer: --layer and --outlines are for svg")
          }
          let times = try sampleTimes(scene, options, invocation)
          let target = try SavePath.resolve(path, allowOutside: session.settings.allowOutside)
          let samples = try HTMLPicture.sample(
            scene, at: times, maxViewFrames: maxViewSamples, checkInterrupt: session.checkInterrupt)
          let fps = options.fps ?? 30
          try write(HTMLPicture(samples: samples, fps: fps).render(), to: target)
          let f = NumberFormat.format
          return .text(
            "wrote \(path): \(samples.count) sample\(samples.count == 1 ? "" : "s") from "
              + "\(f(times.first ?? 0)) to \(f(times.last ?? 0)) s at \(f(fps)) per second")
        default:
          throw invocation.usageError("export svg or html, not '\(format)'")
        }
      })
  }

  /// `--from` to `--to` every 1/fps seconds, and `--to` itself.
  static func sampleTimes(_ scene: Scene, _ options: Options, _ invocation: CommandInvocation)
    throws -> [Double]
  {
    let from = options.from ?? 0
    let to: Double
    if let given = options.to {
      to = given
    } else if let end = scene.timeline.end {
      to = max(from, end)
    } else {
      throw invocation.usageError("an animation repeats forever: say where to stop with --to")
    }
    guard from <= to else {
      throw invocation.usageError(
        "--from (\(NumberFormat.format(from)) s) is after --to (\(NumberFormat.format(to)) s)")
    }
    let fps = options.fps ?? 30
    let count = Int(((to - from) * fps + 1e-9).rounded(.down)) + 1
    guard count <= maxSamples else {
      throw CommandError(
        "\(count) samples is too many for one page (at most \(maxSamples))",
        notes: ["lower --fps or sample a shorter span with --from and --to"])
    }
    var times = (0..<count).map { from + Double($0) / fps }
    if let last = times.last, to - last > 1e-9 { times.append(to) }
    return times
  }

  static func write(_ text: String, to target: String) throws {
    do {
      try AtomicFile.write(text, to: target)
    } catch {
      throw CommandError("cannot write: \(error)")
    }
  }
}
