/// The space the root view lives in: a device screen or a plain canvas (docs/semantics.md §1.4:
/// the root proposes the window size minus the safe-area insets and centres its content there).
///
///     Window.device(.iPhone15Pro).safeArea  // top 59, bottom 34
public struct Window: Hashable, Sendable, CustomStringConvertible {
  public var name: String
  public var size: Size
  public var safeAreaInsets: EdgeInsets
  /// Points to pixels; shown frames are rounded to 1/scale as SwiftUI does for drawn views.
  public var displayScale: Double
  /// How far a navigation bar at the top of the screen reaches up into the top safe-area
  /// inset: the bar starts below the status bar, which on the Dynamic Island phones is shorter
  /// than the inset (54 against 59, docs/semantics.md §2.8). 0 elsewhere.
  public var navigationBarOverlap = 0.0

  public init(name: String, size: Size, safeAreaInsets: EdgeInsets = .zero, displayScale: Double = 3) {
    self.name = name
    self.size = size
    self.safeAreaInsets = safeAreaInsets
    self.displayScale = displayScale
  }

  /// A plain canvas with no insets.
  public static func canvas(width: Double, height: Double, displayScale: Double = 3) -> Window {
    Window(name: "canvas", size: Size(width: width, height: height), displayScale: displayScale)
  }

  public static func device(_ device: Device) -> Window { device.window }

  /// The default window of a new session: an iPhone 15 Pro in portrait.
  public static let standard = Window.device(.iPhone15Pro)

  /// The whole window.
  public var bounds: Rect { Rect(size: size) }

  /// The area inside the safe-area insets, in window coordinates.
  public var safeArea: Rect { bounds.inset(by: safeAreaInsets) }

  /// `iPhone 15 Pro 393×852`, `canvas 300×100`.
  public var title: String {
    "\(name) \(NumberFormat.format(size.width))×\(NumberFormat.format(size.height))"
  }

  public var description: String {
    let i = safeAreaInsets
    let f = NumberFormat.format
    let edges = [("top", i.top), ("leading", i.leading), ("bottom", i.bottom), ("trailing", i.trailing)]
      .filter { $0.1 != 0 }.map { "\($0.0) \(f($0.1))" }
    let safe = edges.isEmpty ? "no safe-area insets" : "safe-area insets " + edges.joined(separator: ", ")
    return "\(title) pt, \(safe), scale \(f(displayScale))"
  }
}

/// Device presets (portrait, points).
public enum Device: String, CaseIterable, Sendable {
  case iPhoneSE = "iPhone SE"
  case iPhone13 = "iPhone 13"
  case iPhone15Pro = "iPhone 15 Pro"
  case iPhone15ProMax = "iPhone 15 Pro Max"
  case iPadPro11 = "iPad Pro 11"

  public var window: Window {
    switch self {
    case .iPhoneSE:
      return Window(
        name: rawValue, size: Size(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20), displayScale: 2)
    case .iPhone13:
      return Window(
        name: rawValue, size: Size(width: 390, height: 844),
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), displayScale: 3)
    case .iPhone15Pro:
      var w = Window(
        name: rawValue, size: Size(width: 393, height: 852),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), displayScale: 3)
      w.navigationBarOverlap = 59 - 54
      return w
    case .iPhone15ProMax:
      var w = Window(
        name: rawValue, size: Size(width: 430, height: 932),
        safeAreaInsets: EdgeInsets(top: 59, bottom: 34), displayScale: 3)
      w.navigationBarOverlap = 59 - 54
      return w
    case .iPadPro11:
      return Window(
        name: rawValue, size: Size(width: 834, height: 1194),
        safeAreaInsets: EdgeInsets(top: 24, bottom: 20), displayScale: 2)
    }
  }

  /// The safe-area insets in landscape (home button or notch on the leading side), where a
  /// measurement was found (docs/semantics.md §1.4): the Dynamic Island phones' 59-point top
  /// inset becomes 59 on both sides and the home indicator's 34 becomes 21.
  public var landscapeInsets: EdgeInsets? {
    switch self {
    case .iPhone15Pro, .iPhone15ProMax: return EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
    case .iPhoneSE, .iPhone13, .iPadPro11: return nil
    }
  }

  /// The preset turned on its side: width and height swapped, the landscape insets; nil where
  /// the lab has no recorded landscape insets.
  public var landscapeWindow: Window? {
    guard let insets = landscapeInsets else { return nil }
    let portrait = window
    return Window(
      name: rawValue + " landscape", size: Size(width: portrait.size.height, height: portrait.size.width),
      safeAreaInsets: insets, displayScale: portrait.displayScale)
  }

  /// Finds a preset by a forgiving spelling (`iphone13`, `iPhone 13`).
  public static func named(_ text: String) -> Device? {
    let key = text.lowercased().filter { $0.isLetter || $0.isNumber }
    return allCases.first { $0.rawValue.lowercased().filter { $0.isLetter || $0.isNumber } == key }
  }
}

extension Window {
  /// How a frame (window coordinates) meets the safe area on each edge (docs/semantics.md §1.4):
  /// `abutting` — its edge reaches the safe area's boundary or lies beyond it, within half a
  /// pixel, on an edge where the window has an inset; `known` — the safe-area inset of the view
  /// where SwiftUI's value is certain: 0 where its edge is inside the safe area away from the
  /// boundary (or the window has no inset there), and the distance from its edge to the
  /// boundary where it reaches the window's edge or beyond. An edge that abuts without
  /// reaching the window's edge has no known inset.
  public struct SafeAreaContact: Sendable {
    public var abutting: Edge.Set = []
    /// How far the frame would grow to reach the window's edge, on abutting edges.
    public var growth = EdgeInsets.zero
    public var known = EdgeInsets.zero
    public var unknown: Edge.Set = []
  }

  public func safeAreaContact(of frame: Rect) -> SafeAreaContact {
    let w = bounds
    let safe = safeArea
    let tolerance = 0.5 / displayScale
    var contact = SafeAreaContact()
    func edge(
      _ e: Edge.Set, inset: Double, toBoundary: Double, toWindow: Double,
      grow: WritableKeyPath<EdgeInsets, Double>
    ) {
      // toBoundary: how far inside the safe area the frame's edge lies (negative: beyond it);
      // toWindow: how far the frame's edge is from the window's edge.
      guard inset > 0, toBoundary <= tolerance else { return }
      contact.abutting.insert(e)
      contact.growth[keyPath: grow] = max(0, toWindow)
      if toWindow <= tolerance {
        contact.known[keyPath: grow] = -toBoundary
      } else {
        contact.unknown.insert(e)
      }
    }
    edge(.top, inset: safeAreaInsets.top, toBoundary: frame.minY - safe.minY,
      toWindow: frame.minY - w.minY, grow: \.top)
    edge(.bottom, inset: safeAreaInsets.bottom, toBoundary: safe.maxY - frame.maxY,
      toWindow: w.maxY - frame.maxY, grow: \.bottom)
    edge(.leading, inset: safeAreaInsets.leading, toBoundary: frame.minX - safe.minX,
      toWindow: frame.minX - w.minX, grow: \.leading)
    edge(.trailing, inset: safeAreaInsets.trailing, toBoundary: safe.maxX - frame.maxX,
      toWindow: w.maxX - frame.maxX, grow: \.trailing)
    return contact
  }
}
