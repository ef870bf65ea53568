/// A preference modifier in the view tree (docs/semantics.md §5): it writes, edits, anchors or watches
/// the value of one preference key for the subtree it modifies. Layout ignores it; the engine
/// only needs the key and the role to combine values in tree order. The value itself is user
/// data the front end carries in `payload`; `token` numbers the anchors of one build so that
/// the next build can find what layout measured for them.
///
///     PreferenceModifier(key: "FrameKey", role: .write, token: 0, detail: "value: frame")
public struct PreferenceModifier: Hashable, Sendable {
  /// What the modifier does with its key.
  public enum Role: Hashable, Sendable {
    /// `.preference(key:value:)`: replaces the subtree's value.
    case write
    /// `.transformPreference(_:_:)`: edits the subtree's combined value.
    case transform
    /// `.anchorPreference(key:value:transform:)`: writes a value made from an anchor of the
    /// modified view, stored in global space (docs/semantics.md §4.3).
    case anchor(AnchorSource)
    /// `.onPreferenceChange(_:perform:)`: reads the subtree's value after each update.
    case onChange
  }

  /// The key type's name as written (`FrameKey`).
  public var key: String
  public var role: Role
  /// For `.anchor`: the anchor's ordinal in its build (its identity across rebuilds).
  public var token: Int
  /// The arguments as written, for listing.
  public var detail: String
  /// The front end's value or closure (opaque to the engine).
  public var payload: PreferencePayload?

  public init(
    key: String, role: Role, token: Int = 0, detail: String = "", payload: PreferencePayload? = nil
  ) {
    self.key = key
    self.role = role
    self.token = token
    self.detail = detail
    self.payload = payload
  }

  /// The modifier's name as SwiftUI spells it (`anchorPreference`).
  public var name: String {
    switch role {
    case .write: return "preference"
    case .transform: return "transformPreference"
    case .anchor: return "anchorPreference"
    case .onChange: return "onPreferenceChange"
    }
  }

  /// True for the roles that contribute a value (everything but `onChange`).
  public var contributes: Bool {
    if case .onChange = role { return false }
    return true
  }
}

/// The front end's data for a preference modifier (its written value, or its closure), carried
/// through the engine untouched. Compared by identity: the engine never looks inside.
///
///     PreferencePayload(someValue)
public final class PreferencePayload: Hashable, @unchecked Sendable {
  // Unchecked: a session evaluates, builds and lays out on one thread at a time (the
  // evaluation thread runs while the caller waits), so the contents are never shared.
  public let contents: Any

  public init(_ contents: Any) { self.contents = contents }

  public static func == (a: PreferencePayload, b: PreferencePayload) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// What an anchor measures of the view it is attached to (`Anchor<T>.Source`): a rectangle
/// (`.bounds`, `.rect(_)`) or a point (`.point(_)`, `.unitPoint(_)`, `.topLeading` …), in the
/// view's local space.
///
///     AnchorSource.unitPoint(.topLeading)   // `value: .topLeading`
public enum AnchorSource: Hashable, Sendable, CustomStringConvertible {
  case bounds
  case rect(Rect)
  case point(Point)
  case unitPoint(UnitPoint)

  /// True for `Anchor<CGRect>` sources.
  public var isRect: Bool {
    switch self {
    case .bounds, .rect: return true
    case .point, .unitPoint: return false
    }
  }

  public var description: String {
    let f = NumberFormat.format
    switch self {
    case .bounds: return ".bounds"
    case .rect(let r):
      return ".rect(CGRect(x: \(f(r.minX)), y: \(f(r.minY)), width: \(f(r.width)), "
        + "height: \(f(r.height))))"
    case .point(let p): return ".point(CGPoint(x: \(f(p.x)), y: \(f(p.y))))"
    case .unitPoint(let u):
      if let named = UnitPoint.named.first(where: { $0.point == u }) { return "." + named.name }
      return ".unitPoint(UnitPoint(x: \(f(u.x)), y: \(f(u.y))))"
    }
  }
}
