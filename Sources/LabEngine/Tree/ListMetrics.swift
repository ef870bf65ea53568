/// The lengths an iPhone lays a `List` or `Form` out with (iOS 17/18, Dynamic Type Large), one
/// table for the tree and the layout (docs/semantics.md §2.10, where each figure's source and
/// its expected error are given). Apple documents how rows size but almost none of these
/// numbers; those not measured by anyone we can cite are marked [INF] there.
///
///     ListMetrics(style: .insetGrouped, windowWidth: 393).cardInset   // 16
public struct ListMetrics: Sendable {
  public var style: ListStyle
  /// The window's width decides the system layout margin: 16 or 20 points.
  public var windowWidth: Double

  public init(style: ListStyle, windowWidth: Double) {
    self.style = style
    self.windowWidth = windowWidth
  }

  /// `EnvironmentValues.defaultMinListRowHeight` on iOS.
  public static let defaultMinRowHeight = 44.0
  /// Headers and footers are footnote text (13 points); headers are upper-cased outside the
  /// plain style.
  public static let headerFont = Font.footnote
  /// The corner radius of an inset-grouped card.
  public static let cardCornerRadius = 10.0

  /// The space above and below a row's content.
  public static let rowVerticalInset = 11.0
  /// The inset of a row's content from the card's edge in the inset-grouped style.
  public static let insetGroupedRowInset = 20.0
  /// The gap between sections (`.listSectionSpacing(.default)`), above the first and below
  /// the last, in the grouped styles.
  public static let defaultSectionSpacing = 35.0
  /// `.listSectionSpacing(.compact)`.
  public static let compactSectionSpacing = 20.0
  /// Between a header's text and the rows below it.
  public static let headerBottomInset = 6.0
  /// Between the rows and a footer's text.
  public static let footerTopInset = 6.0
  /// A plain list's header band: its text with this much above and below.
  public static let plainHeaderVerticalInset = 6.0

  /// The system layout margin on an iPhone: 16 points, 20 on the widest phones (414 points
  /// and more).
  public var layoutMargin: Double { windowWidth >= 414 ? 20 : 16 }

  /// How far the rows' card is inset from each side of the list.
  public var cardInset: Double { style == .insetGrouped ? layoutMargin : 0 }

  /// The default `listRowInsets`, measured from the row's (the card's) edges.
  public var rowInsets: EdgeInsets {
    let side = style == .insetGrouped ? Self.insetGroupedRowInset : layoutMargin
    return EdgeInsets(
      top: Self.rowVerticalInset, leading: side, bottom: Self.rowVerticalInset, trailing: side)
  }

  /// Around a header's text, from the card's edges: it starts where the rows' content does.
  public var headerInsets: EdgeInsets {
    let side = rowInsets.leading
    if style == .plain {
      return EdgeInsets(
        top: Self.plainHeaderVerticalInset, leading: side, bottom: Self.plainHeaderVerticalInset,
        trailing: side)
    }
    return EdgeInsets(top: 0, leading: side, bottom: Self.headerBottomInset, trailing: side)
  }

  public var footerInsets: EdgeInsets {
    let side = rowInsets.leading
    return EdgeInsets(top: Self.footerTopInset, leading: side, bottom: 0, trailing: side)
  }

  /// The space above the first section.
  public func topGap(spacing: Double?) -> Double {
    style == .plain ? 0 : spacing ?? Self.defaultSectionSpacing
  }

  /// The space between two sections.
  public func sectionGap(spacing: Double?) -> Double {
    style == .plain ? 0 : spacing ?? Self.defaultSectionSpacing
  }

  /// The space below the last section.
  public var bottomGap: Double { style == .plain ? 0 : Self.defaultSectionSpacing }
}
