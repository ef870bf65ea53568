import Testing

@testable import LabSession

/// Lines and labels on terminal cells: braille dot numbering, ASCII directions, dashes, label
/// collisions.
@Suite struct TerminalCanvasTests {
  let plain = TextStyle(enabled: false)

  @Test func brailleDotsFollowTheUnicodeNumbering() {
    // Dots 1 and 4 (the top row of both columns) are bits 0x01 and 0x08: U+2809 ⠉.
    var top = TerminalCanvas(columns: 2, rows: 1, charset: .braille)
    top.line(from: (0, 0), to: (3, 0), stroke: .solid, color: nil)
    #expect(top.render(style: plain) == ["⠉⠉"])
    // The left column top to bottom is dots 1, 2, 3, 7: 0x47, U+2847 ⡇.
    var left = TerminalCanvas(columns: 1, rows: 1, charset: .braille)
    left.line(from: (0, 0), to: (0, 3), stroke: .solid, color: nil)
    #expect(left.render(style: plain) == ["⡇"])
    // Dots 8 (bottom right) alone is 0x80: U+2880 ⢀.
    var dot = TerminalCanvas(columns: 1, rows: 1, charset: .braille)
    dot.line(from: (1, 3), to: (1, 3), stroke: .solid, color: nil)
    #expect(dot.render(style: plain) == ["⢀"])
  }

  @Test func asciiLinesTakeTheirDirectionsAndCornersMeet() {
    var box = TerminalCanvas(columns: 4, rows: 3, charset: .ascii)
    let corners: [(x: Double, y: Double)] = [(0, 0), (3, 0), (3, 2), (0, 2)]
    for k in 0..<4 {
      box.line(from: corners[k], to: corners[(k + 1) % 4], stroke: .solid, color: nil)
    }
    #expect(box.render(style: plain) == ["+--+", "|  |", "+--+"])
    // A cell is twice as tall as wide: 4 across and 2 down is 45° on screen. Halfway points
    // round away from zero, and where the two lines cross the cell shows `+`.
    var diagonal = TerminalCanvas(columns: 5, rows: 3, charset: .ascii)
    diagonal.line(from: (0, 0), to: (4, 2), stroke: .solid, color: nil)
    diagonal.line(from: (4, 0), to: (0, 2), stroke: .solid, color: nil)
    #expect(diagonal.render(style: plain) == ["\\   /", " \\+/", "// \\\\"])
    // 2 across and 4 down is steep: `|`.
    #expect(TerminalCanvas.asciiCharacter(dx: 1, dy: 2, stroke: .solid) == "|")
    #expect(TerminalCanvas.asciiCharacter(dx: 1, dy: 2, stroke: .dashed) == ":")
  }

  @Test func dashesLeaveGapsAndSolidLinesWin() {
    var canvas = TerminalCanvas(columns: 7, rows: 2, charset: .ascii)
    canvas.line(from: (0, 0), to: (6, 0), stroke: .dashed, color: nil)
    canvas.line(from: (0, 1), to: (6, 1), stroke: .dashed, color: nil)
    canvas.line(from: (2, 1), to: (4, 1), stroke: .solid, color: nil)
    #expect(canvas.render(style: plain) == ["- - - -", "- --- -"])
  }

  @Test func labelsStayOnTheCanvasAndApart() {
    var canvas = TerminalCanvas(columns: 10, rows: 2, charset: .braille)
    canvas.line(from: (0, 0), to: (19, 0), stroke: .solid, color: nil)
    var results: [Bool] = []
    for (text, column, row, avoid) in [
      ("A x", 0, 1, true),  // fits
      ("B", 1, 1, false),  // overlaps A x
      ("B", 3, 1, false),  // touches A x
      ("B", 4, 0, true),  // on a line
      ("B", 4, 0, false),  // over the line
      ("too long", 5, 1, false),  // off the right edge
      ("C", 0, 2, false),  // below the last row
    ] {
      results.append(canvas.label(text, column: column, row: row, avoidLines: avoid, color: nil))
    }
    #expect(results == [true, false, false, false, true, false, false])
    #expect(canvas.render(style: plain) == ["⠉⠉⠉⠉B⠉⠉⠉⠉⠉", "A x"])
  }

  @Test func colourWrapsCellsOnlyWhenOn() {
    var canvas = TerminalCanvas(columns: 6, rows: 1, charset: .ascii)
    canvas.line(from: (0, 0), to: (1, 0), stroke: .solid, color: "36")
    canvas.line(from: (3, 0), to: (3, 0), stroke: .solid, color: "33")
    #expect(
      canvas.render(style: TextStyle(enabled: true))
        == ["\u{1B}[36m--\u{1B}[0m \u{1B}[33m-\u{1B}[0m"])
    #expect(canvas.render(style: plain) == ["-- -"])
  }
}
