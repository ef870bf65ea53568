// What `List`, `Form` and `Section` carry (docs/semantics.md §2.10): payloads of `ViewKind`.

/// The look a `List` lays its rows out in (`.listStyle(_)`); `Form` is always `.insetGrouped`.
public enum ListStyle: String, Hashable, Sendable {
  /// Rows the full width of the list, separated by lines; no cards, no gaps between sections.
  case plain
  /// Rows the full width, sections separated by gaps on a grey background.
  case grouped
  /// Sections as rounded cards inset from the edges, on a grey background (iOS's default).
  case insetGrouped
}

/// `List { … }` or `Form { … }`: a vertically scrolling column of sections. Its children are
/// `.listSection` nodes only: rows outside any `Section` are gathered into implicit ones while
/// the tree is built.
public struct ListSpec: Hashable, Sendable {
  /// `List` or `Form`, for output.
  public var name: String
  /// Resolved while the tree is built: from `.listStyle(_)` above the list, else the default.
  public var style: ListStyle
  /// `.listSectionSpacing(_)` above the list, nil for the style's default.
  public var sectionSpacing: Double?

  public init(name: String, style: ListStyle = .insetGrouped, sectionSpacing: Double? = nil) {
    self.name = name
    self.style = style
    self.sectionSpacing = sectionSpacing
  }
}

/// A `Section` inside a list. Its children are the header (when `hasHeader`), the rows (each a
/// `.listRow` node), then the footer (when `hasFooter`). Outside a list a `Section` is no
/// container: its header, rows and footer join the parent, as a `Group`'s would.
public struct ListSectionSpec: Hashable, Sendable {
  public var hasHeader: Bool
  public var hasFooter: Bool
  /// Made by the tree for rows that no `Section` holds: no header, no footer, not in the source.
  public var isImplicit: Bool
  /// The list's style, copied down when the tree is built.
  public var style: ListStyle

  public init(hasHeader: Bool, hasFooter: Bool, isImplicit: Bool = false, style: ListStyle = .insetGrouped) {
    self.hasHeader = hasHeader
    self.hasFooter = hasFooter
    self.isImplicit = isImplicit
    self.style = style
  }

  /// Where the rows are among a section description's children (after the header, before the
  /// footer).
  public func rowRange(childCount: Int) -> Range<Int> {
    let start = hasHeader ? 1 : 0
    let end = max(start, childCount - (hasFooter ? 1 : 0))
    return start..<end
  }

  /// Whether the tree child at `index` (of `count`) is the header or the footer.
  public func isHeaderOrFooter(_ index: Int, of count: Int) -> Bool {
    (hasHeader && index == 0) || (hasFooter && index == count - 1)
  }
}

/// One row of a list, made by the tree around each view a section holds: the cell, as wide as
/// the section offers, with the row insets around its content and at least the minimum row
/// height; the content sits at the leading edge, centred vertically.
public struct ListRowSpec: Hashable, Sendable {
  /// `.listRowInsets(_)` on the row; nil for the style's default on the window's width.
  public var insets: EdgeInsets?
  public var minHeight: Double
  /// The list's style, copied down when the tree is built.
  public var style: ListStyle
  /// Whether a separator line is drawn below the row (not after a section's last row, nor when
  /// `.listRowSeparator(.hidden)` says so). Drawing only.
  public var separator: Bool
  /// Whether the row is its section's first or last: its card's corners are rounded there.
  public var isFirst: Bool
  public var isLast: Bool

  public init(
    insets: EdgeInsets?, minHeight: Double, style: ListStyle, separator: Bool, isFirst: Bool = false,
    isLast: Bool = false
  ) {
    self.insets = insets
    self.minHeight = minHeight
    self.style = style
    self.separator = separator
    self.isFirst = isFirst
    self.isLast = isLast
  }
}

/// The list modifiers (`.listStyle`, `.listRowInsets`, …): no layout effect where they stand;
/// the list and its rows read them when the tree is built.
public enum ListOption: Hashable, Sendable {
  /// `.listStyle(_)`: for the lists below.
  case style(ListStyle)
  /// `.environment(\.defaultMinListRowHeight, h)`: for the rows below.
  case minRowHeight(Double)
  /// `.listSectionSpacing(_)`: for the lists below.
  case sectionSpacing(Double)
  /// `.listRowInsets(_)` on a row (nil: the default insets).
  case rowInsets(EdgeInsets?)
  /// `.listRowSeparator(.hidden)` / `.visible` on a row.
  case rowSeparator(visible: Bool)

  /// The modifier as written.
  public var code: String {
    let f = NumberFormat.format
    switch self {
    case .style(let s): return ".listStyle(.\(s.rawValue))"
    case .minRowHeight(let h): return ".environment(\\.defaultMinListRowHeight, \(f(h)))"
    case .sectionSpacing(let s): return ".listSectionSpacing(\(f(s)))"
    case .rowInsets(let e?):
      return ".listRowInsets(EdgeInsets(top: \(f(e.top)), leading: \(f(e.leading)), "
        + "bottom: \(f(e.bottom)), trailing: \(f(e.trailing))))"
    case .rowInsets(nil): return ".listRowInsets(nil)"
    case .rowSeparator(let visible): return ".listRowSeparator(.\(visible ? "visible" : "hidden"))"
    }
  }

  /// The modifier's name with its dot, for output.
  public var name: String {
    switch self {
    case .style: return ".listStyle"
    case .minRowHeight: return ".environment"
    case .sectionSpacing: return ".listSectionSpacing"
    case .rowInsets: return ".listRowInsets"
    case .rowSeparator: return ".listRowSeparator"
    }
  }
}
