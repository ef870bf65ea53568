/// A SwiftUI `Color`: how the code wrote it (for `:tree`, `:frames` and `print`) and what it
/// draws in light mode (docs/semantics.md §14.1). A colour the lab knows by name only — one from
/// an asset catalogue, `Color("Brand")` — has no `rgba` and is drawn hatched.
///
///     let c: ColorValue = "red"          // a system colour by its SwiftUI name
///     c.rgba?.css                        // "rgb(255,59,48)"
///     c.opacity(0.5).description         // "red.opacity(0.5)"
public struct ColorValue: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// As written in output: `red`, `Color(red: 1, green: 0.5, blue: 0)`, `blue.opacity(0.3)`.
  public var description: String
  public var rgba: RGBA?
  /// What `print` shows for it, as SwiftUI describes a colour (OpenSwiftUI
  /// Core/Graphic/Color/ConstantColor.swift, ModifiedColor.swift): a system colour's name, a
  /// colour made of components as `#RRGGBBAA`, `50% red` for one with its opacity changed. Nil
  /// where the lab does not know SwiftUI's text (an asset's, a UIKit colour's): printing is
  /// refused then.
  public var printed: String?

  public init(_ description: String, rgba: RGBA?, printed: String? = nil) {
    self.description = description
    self.rgba = rgba
    self.printed = printed
  }

  /// A colour made of components: printed as SwiftUI prints a resolved colour.
  public init(components description: String, rgba: RGBA?) {
    self.init(description, rgba: rgba, printed: rgba?.hex)
  }

  /// A colour by name: SwiftUI's (`red`, `primary`), UIKit's (`systemGray6`, `label`), or an
  /// asset catalogue's, which has no value here.
  public init(named name: String) {
    self.init(name, rgba: SystemColors.light[name], printed: SystemColors.swiftUINames.contains(name) ? name : nil)
  }

  public init(stringLiteral value: String) { self.init(named: value) }

  /// `color.opacity(o)`: the same colour with its opacity multiplied by `o` (clamped to 0…1).
  public func opacity(_ o: Double) -> ColorValue {
    ColorValue(
      "\(description).opacity(\(NumberFormat.format(o)))", rgba: rgba?.withOpacity(o),
      printed: printed.map { "\(Int(o * 100 + 0.5))% \($0)" })
  }

  /// What it paints with: its colour, or its name when the lab has no value for it.
  public var paint: Paint { rgba.map(Paint.color) ?? .unknown(description) }
}

/// The system colours in light mode, by the names SwiftUI's `Color` and UIKit's `UIColor` give them
/// (docs/semantics.md §14.1: Apple's Human Interface Guidelines, "Color", the iOS default light
/// values as published for iOS 13–18; dynamic colours take their light-appearance value).
public enum SystemColors {
  /// UIKit's fixed colours (`UIColor.red`, `.darkGray` …), which are not SwiftUI's colours of the
  /// same names: each is given by its components in Apple's UIColor documentation ("whose RGB
  /// values are 1.0, 0.0, and 0.0", "whose grayscale value is 1/3").
  public static let uiKitFixed: [String: RGBA] = [
    "black": RGBA(white: 0), "blue": RGBA(red: 0, green: 0, blue: 1), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
    "clear": RGBA(white: 0, opacity: 0), "cyan": RGBA(red: 0, green: 1, blue: 1),
    "darkGray": RGBA(white: 1.0 / 3), "gray": RGBA(white: 0.5), "green": RGBA(red: 0, green: 1, blue: 0),
    "lightGray": RGBA(white: 2.0 / 3), "magenta": RGBA(red: 1, green: 0, blue: 1),
    "orange": RGBA(red: 1, green: 0.5, blue: 0), "purple": RGBA(red: 0.5, green: 0, blue: 0.5),
    "red": RGBA(red: 1, green: 0, blue: 0), "white": RGBA(white: 1), "yellow": RGBA(red: 1, green: 1, blue: 0),
  ]

  /// A `UIColor` by name: a fixed one (`.red`), or a system or semantic one (`.systemRed`,
  /// `.label`, `.systemBackground`); nil for a name UIKit does not have (`.mint`, `.primary`).
  public static func uiKit(_ name: String) -> RGBA? {
    if let fixed = uiKitFixed[name] { return fixed }
    return swiftUINames.contains(name) ? nil : light[name]
  }

  /// The colours `Color.red`, `.blue`, … name, in SwiftUI's order.
  public static let swiftUINames: [String] = [
    "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
    "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
  ]

  static let hues: [(String, RGBA)] = [
    ("red", RGBA(255, 59, 48)), ("orange", RGBA(255, 149, 0)), ("yellow", RGBA(255, 204, 0)),
    ("green", RGBA(52, 199, 89)), ("mint", RGBA(0, 199, 190)), ("teal", RGBA(48, 176, 199)),
    ("cyan", RGBA(50, 173, 230)), ("blue", RGBA(0, 122, 255)), ("indigo", RGBA(88, 86, 214)),
    ("purple", RGBA(175, 82, 222)), ("pink", RGBA(255, 45, 85)), ("brown", RGBA(162, 132, 94)),
    ("gray", RGBA(142, 142, 147)),
  ]

  /// Every name with a light-mode value: SwiftUI's names, and UIKit's `system…`, label, fill,
  /// background and separator colours (as `Color(.systemGray6)` or `Color(uiColor: .label)`
  /// reach them).
  public static let light: [String: RGBA] = {
    var table: [String: RGBA] = [:]
    for (name, rgba) in hues {
      table[name] = rgba
      table["system" + name.prefix(1).uppercased() + name.dropFirst()] = rgba
    }
    let label = RGBA(0, 0, 0)
    let secondaryLabel = RGBA(60, 60, 67, opacity: 0.6)
    let more: [String: RGBA] = [
      "white": RGBA(255, 255, 255), "black": RGBA(0, 0, 0), "clear": RGBA(0, 0, 0, opacity: 0),
      "primary": label, "secondary": secondaryLabel, "accentColor": RGBA(0, 122, 255),
      "label": label, "secondaryLabel": secondaryLabel,
      "tertiaryLabel": RGBA(60, 60, 67, opacity: 0.3),
      "quaternaryLabel": RGBA(60, 60, 67, opacity: 0.18),
      "placeholderText": RGBA(60, 60, 67, opacity: 0.3), "link": RGBA(0, 122, 255),
      "separator": RGBA(60, 60, 67, opacity: 0.29), "opaqueSeparator": RGBA(198, 198, 200),
      "systemGray2": RGBA(174, 174, 178), "systemGray3": RGBA(199, 199, 204),
      "systemGray4": RGBA(209, 209, 214), "systemGray5": RGBA(229, 229, 234),
      "systemGray6": RGBA(242, 242, 247),
      "systemBackground": RGBA(255, 255, 255), "secondarySystemBackground": RGBA(242, 242, 247),
      "tertiarySystemBackground": RGBA(255, 255, 255),
      "systemGroupedBackground": RGBA(242, 242, 247),
      "secondarySystemGroupedBackground": RGBA(255, 255, 255),
      "tertiarySystemGroupedBackground": RGBA(242, 242, 247),
      "systemFill": RGBA(120, 120, 128, opacity: 0.2),
      "secondarySystemFill": RGBA(120, 120, 128, opacity: 0.16),
      "tertiarySystemFill": RGBA(118, 118, 128, opacity: 0.12),
      "quaternarySystemFill": RGBA(116, 116, 128, opacity: 0.08),
      "systemTeal": RGBA(48, 176, 199), "systemIndigo": RGBA(88, 86, 214),
    ]
    table.merge(more) { _, new in new }
    return table
  }()
}
