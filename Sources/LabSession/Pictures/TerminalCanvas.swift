/// A grid of terminal cells that lines are drawn on with sub-cell resolution, then labels over
/// them. With braille each cell holds 2 × 4 dots (U+2800–U+28FF); in plain ASCII a cell is one
/// dot and shows a character chosen from the direction of the line through it (`-` `|` `/`
/// `\`, `+` where lines cross). Pure integer and IEEE arithmetic: the same bytes everywhere.
///
///     var canvas = TerminalCanvas(columns: 20, rows: 5, charset: .braille)
///     canvas.line(from: (0, 0), to: (39, 19), stroke: .solid, color: nil)
public struct TerminalCanvas: Sendable {
  /// The characters a picture may use.
  public enum Charset: Sendable {
    case braille, ascii
  }

  /// How a line is drawn: frames and quads solid, bounding boxes dashed, the window dotted.
  public enum Stroke: Int, Sendable, Comparable {
    case dotted = 1
    case dashed, solid

    public static func < (a: Stroke, b: Stroke) -> Bool { a.rawValue < b.rawValue }
  }

  public let columns: Int
  public let rows: Int
  public let charset: Charset
  private var bits: [UInt8]
  private var ascii: [Character]
  private var asciiStroke: [Stroke?]
  private var labels: [Character?]
  /// The SGR colour of each cell (`36`), when colour is on.
  private var colors: [String?]

  public init(columns: Int, rows: Int, charset: Charset) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
    self.charset = charset
    let count = self.columns * self.rows
    bits = [UInt8](repeating: 0, count: count)
    ascii = [Character](repeating: " ", count: count)
    asciiStroke = [Stroke?](repeating: nil, count: count)
    labels = [Character?](repeating: nil, count: count)
    colors = [String?](repeating: nil, count: count)
  }

  /// Dots per cell across and down.
  public static func dotsPerCell(_ charset: Charset) -> (x: Int, y: Int) {
    charset == .braille ? (2, 4) : (1, 1)
  }

  public var dotColumns: Int { columns * Self.dotsPerCell(charset).x }
  public var dotRows: Int { rows * Self.dotsPerCell(charset).y }

  /// A straight line between two dot positions (fractions round to the nearest dot). Dashed
  /// lines leave gaps along their length; dotted ones set every third dot (every other cell in
  /// ASCII).
  public mutating func line(
    from a: (x: Double, y: Double), to b: (x: Double, y: Double), stroke: Stroke,
    color: String?
  ) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    guard dx.isFinite, dy.isFinite else { return }
    let length = max(abs(dx), abs(dy))
    // Lines far outside the canvas are clipped dot by dot; cap the work for absurd sizes.
    let steps = max(1, min(Int(length.rounded(.up)), 4 * (dotColumns + dotRows)))
    let char = Self.asciiCharacter(dx: dx, dy: dy, stroke: stroke)
    // An ASCII cell is twice as tall as wide: dots down a column every cell look as sparse as
    // dots along a row every other cell.
    let steep = charset == .ascii && stroke == .dotted && abs(dy) * 2 > abs(dx)
    for i in 0...steps {
      guard steep || Self.isOn(step: i, stroke: stroke, charset: charset) else { continue }
      let f = Double(i) / Double(steps)
      plot(
        x: Self.round(a.x + dx * f), y: Self.round(a.y + dy * f), stroke: stroke, char: char,
        color: color)
    }
  }

  /// A corner of an outline: `+` in ASCII (a dot in braille, where the lines already meet).
  public mutating func corner(x: Double, y: Double, stroke: Stroke, color: String?) {
    plot(
      x: Self.round(x), y: Self.round(y), stroke: stroke, char: stroke == .dotted ? "." : "+",
      color: color, force: true)
  }

  /// Writes `text` from a cell, over any lines, if it fits on the canvas and crosses no other
  /// label; `avoidLines` also refuses cells with lines in them. Returns whether it was written.
  @discardableResult
  public mutating func label(
    _ text: String, column: Int, row: Int, avoidLines: Bool, color: String?
  ) -> Bool {
    let chars = Array(text)
    guard row >= 0, row < rows, column >= 0, column + chars.count <= columns else { return false }
    for k in 0..<chars.count {
      let cell = row * columns + column + k
      if labels[cell] != nil { return false }
      if avoidLines && (bits[cell] != 0 || asciiStroke[cell] != nil) { return false }
    }
    // One blank cell either side keeps two labels on a row apart.
    for c in [column - 1, column + chars.count] where c >= 0 && c < columns {
      if labels[row * columns + c] != nil { return false }
    }
    for (k, char) in chars.enumerated() {
      labels[row * columns + column + k] = char
      colors[row * columns + column + k] = color
    }
    return true
  }

  /// The rows as text, trailing spaces trimmed; runs of cells of one colour wrapped once in
  /// that colour when `style` is on.
  public func render(style: TextStyle) -> [String] {
    (0..<rows).map { r in
      var line = ""
      var run = ""
      var runColor: String?
      func flush() {
        line += runColor.map { style.wrap(run, $0) } ?? run
        run = ""
      }
      for c in 0..<columns {
        let cell = r * columns + c
        let char = character(cell)
        let color = char == " " ? nil : colors[cell]
        if color != runColor {
          flush()
          runColor = color
        }
        run.append(char)
      }
      flush()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  private func character(_ cell: Int) -> Character {
    if let label = labels[cell] { return label }
    switch charset {
    case .ascii: return ascii[cell]
    case .braille:
      guard bits[cell] != 0 else { return " " }
      return Character(Unicode.Scalar(0x2800 + UInt32(bits[cell])) ?? " ")
    }
  }

  private mutating func plot(
    x: Int, y: Int, stroke: Stroke, char: Character, color: String?, force: Bool = false
  ) {
    guard x >= 0, y >= 0, x < dotColumns, y < dotRows else { return }
    let per = Self.dotsPerCell(charset)
    let cell = (y / per.y) * columns + x / per.x
    switch charset {
    case .braille:
      bits[cell] |= Self.brailleBit(x: x % per.x, y: y % per.y)
      colors[cell] = color
    case .ascii:
      guard let old = asciiStroke[cell] else {
        (ascii[cell], asciiStroke[cell], colors[cell]) = (char, stroke, color)
        return
      }
      if stroke > old || force && stroke >= old {
        (ascii[cell], asciiStroke[cell], colors[cell]) = (char, stroke, color)
      } else if stroke == old && ascii[cell] != char && stroke != .dotted {
        ascii[cell] = "+"  // two lines of the same kind cross
      }
    }
  }

  /// Braille dot numbering: dots 1–3 and 7 down the left column, 4–6 and 8 down the right.
  static func brailleBit(x: Int, y: Int) -> UInt8 {
    let table: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
    return table[x][y]
  }

  static func isOn(step i: Int, stroke: Stroke, charset: Charset) -> Bool {
    switch (stroke, charset) {
    case (.solid, _): return true
    case (.dashed, .braille): return i % 5 < 3
    case (.dashed, .ascii): return i % 2 == 0
    case (.dotted, .braille): return i % 3 == 0
    case (.dotted, .ascii): return i % 2 == 0
    }
  }

  /// The ASCII character for a line's direction; a cell is about twice as tall as it is wide.
  static func asciiCharacter(dx: Double, dy: Double, stroke: Stroke) -> Character {
    if stroke == .dotted { return "." }
    let across = abs(dx)
    let down = abs(dy) * 2
    if down <= across * 0.5 { return "-" }
    if across <= down * 0.5 { return stroke == .dashed ? ":" : "|" }
    return (dx > 0) == (dy > 0) ? "\\" : "/"
  }

  static func round(_ v: Double) -> Int {
    guard v.isFinite else { return -1 }
    return Int(max(-1e9, min(1e9, v.rounded(.toNearestOrAwayFromZero))))
  }
}
