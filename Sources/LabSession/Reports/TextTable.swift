/// Left-aligned columns separated by two spaces, trailing spaces trimmed: the one table
/// renderer for text output. Widths count Characters, so `×` and `∞` line up.
///
///     TextTable(header: ["view", "size"], rows: [["Color#1", "10 × 10"]]).render()
public struct TextTable: Sendable {
  public var header: [String]
  public var rows: [[String]]

  public init(header: [String], rows: [[String]]) {
    self.header = header
    self.rows = rows
  }

  public func render() -> String {
    let all = [header] + rows
    let columns = all.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in all {
      for (k, cell) in row.enumerated() { widths[k] = max(widths[k], cell.count) }
    }
    return all.map { row in
      var line = ""
      for (k, cell) in row.enumerated() {
        line += cell
        if k < row.count - 1 { line += String(repeating: " ", count: widths[k] - cell.count + 2) }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
