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
  /// The app's layout direction (the user's language; `:set direction`): the root's
  /// environment, and every view's unless an `.environment(\.layoutDirection, _)` sets another.
  public var layoutDirection = LayoutDirection.leftToRight

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
    let direction = layoutDirection == .rightToLeft ? ", right-to-left" : ""
    return "\(title) pt, \(safe), scale \(f(displayScale))\(direction)"
  }
}

/// Device presets (portrait, points), each with its safe-area insets in portrait and in
/// landscape and its display scale (docs/semantics.md §1.4 gives the source of every figure).
public enum Device: String, CaseIterable, Sendable {
  case iPhoneSE = "iPhone SE"
  case iPhone13mini = "iPhone 13 mini"
  case iPhone13 = "iPhone 13"
  case iPhone15Pro = "iPhone 15 Pro"
  case iPhone15ProMax = "iPhone 15 Pro Max"
  case iPhone16 = "iPhone 16"
  case iPhone16Plus = "iPhone 16 Plus"
  case iPhone16Pro = "iPhone 16 Pro"
  case iPhone16ProMax = "iPhone 16 Pro Max"
  case iPadMini = "iPad mini"
  case iPadAir = "iPad Air 10.9"
  case iPadPro11 = "iPad Pro 11"
  case iPadPro129 = "iPad Pro 12.9"

  /// What a preset is: its portrait size, insets in both orientations, and scale.
  private struct Spec {
    var width: Double
    var height: Double
    var portrait: EdgeInsets
    var landscape: EdgeInsets
    var scale: Double
    /// How far a top navigation bar reaches into the top inset (portrait), where known.
    var barOverlap = 0.0
  }

  /// A home-button phone: a 20-point status bar in portrait, none in landscape.
  private static func homeButton(_ w: Double, _ h: Double) -> Spec {
    Spec(width: w, height: h, portrait: EdgeInsets(top: 20), landscape: .zero, scale: 2)
  }

  /// A phone without a home button: the top inset (notch or Dynamic Island) moves to both
  /// sides in landscape and the home indicator's 34 becomes 21.
  private static func fullScreen(_ w: Double, _ h: Double, top: Double, barOverlap: Double = 0) -> Spec {
    Spec(
      width: w, height: h, portrait: EdgeInsets(top: top, bottom: 34),
      landscape: EdgeInsets(top: 0, leading: top, bottom: 21, trailing: top), scale: 3,
      barOverlap: barOverlap)
  }

  /// An iPad with rounded corners: 24 above (status bar) and 20 below (home indicator) in
  /// both orientations.
  private static func iPad(_ w: Double, _ h: Double) -> Spec {
    Spec(
      width: w, height: h, portrait: EdgeInsets(top: 24, bottom: 20),
      landscape: EdgeInsets(top: 24, bottom: 20), scale: 2)
  }

  private var spec: Spec {
    switch self {
    case .iPhoneSE: return Device.homeButton(375, 667)
    case .iPhone13mini: return Device.fullScreen(375, 812, top: 50)
    case .iPhone13: return Device.fullScreen(390, 844, top: 47)
    // The Dynamic Island phones: a 54-point status bar in a 59-point inset.
    case .iPhone15Pro, .iPhone16: return Device.fullScreen(393, 852, top: 59, barOverlap: 59 - 54)
    case .iPhone15ProMax, .iPhone16Plus: return Device.fullScreen(430, 932, top: 59, barOverlap: 59 - 54)
    // The status bar's height in the 62-point inset is not recorded (`caveat`).
    case .iPhone16Pro: return Device.fullScreen(402, 874, top: 62)
    case .iPhone16ProMax: return Device.fullScreen(440, 956, top: 62)
    case .iPadMini: return Device.iPad(744, 1133)
    case .iPadAir: return Device.iPad(820, 1180)
    case .iPadPro11: return Device.iPad(834, 1194)
    case .iPadPro129: return Device.iPad(1024, 1366)
    }
  }

  /// What the lab does not know about a preset, said when it is chosen.
  public var caveat: String? {
    switch self {
    case .iPhone16Pro, .iPhone16ProMax:
      return "the status bar's height in this phone's 62-point top inset is not recorded: a navigation "
        + "bar starts at the safe area's top here (on a 59-point Dynamic Island phone it reaches 5 points "
        + "into the inset)"
    default: return nil
    }
  }

  public var window: Window {
    let s = spec
    var w = Window(
      name: rawValue, size: Size(width: s.width, height: s.height), safeAreaInsets: s.portrait,
      displayScale: s.scale)
    w.navigationBarOverlap = s.barOverlap
    return w
  }

  /// The safe-area insets in landscape (home button or notch on the leading side).
  public var landscapeInsets: EdgeInsets { spec.landscape }

  /// The preset turned on its side: width and height swapped, the landscape insets.
  public var landscapeWindow: Window {
    let portrait = window
    return Window(
      name: rawValue + " landscape", size: Size(width: portrait.size.height, height: portrait.size.width),
      safeAreaInsets: landscapeInsets, displayScale: portrait.displayScale)
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

  ///
  /// Right-to-left (a view whose leading edge is its right) the window's left and right edges
  /// are its trailing and leading ones.
  public func safeAreaContact(of frame: Rect, rightToLeft: Bool) -> SafeAreaContact {
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
    let (left, right): (Edge.Set, Edge.Set) = rightToLeft ? (.trailing, .leading) : (.leading, .trailing)
    edge(left, inset: safeAreaInsets.leading, toBoundary: frame.minX - safe.minX,
      toWindow: frame.minX - w.minX, grow: rightToLeft ? \.trailing : \.leading)
    edge(right, inset: safeAreaInsets.trailing, toBoundary: safe.maxX - frame.maxX,
      toWindow: w.maxX - frame.maxX, grow: rightToLeft ? \.leading : \.trailing)
    return contact
  }
}
