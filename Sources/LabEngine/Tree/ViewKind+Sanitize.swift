/// Numbers from user code can be negative, NaN or infinite. SwiftUI treats an invalid frame
/// dimension as unspecified (and logs "Invalid frame dimension"), clamps contradictory flexible
/// frames, and never traps; the lab does the same and reports each correction (docs/architecture.md §6).
extension ViewKind {
  /// Lengths beyond a billion points are clamped: sums of a few stay finite.
  static let largestLength = 1e9
  /// Columns one grid cell may span.
  static let largestColumnSpan = 100

  /// The kind with invalid numbers replaced, and a message for each replacement.
  func sanitized() -> (ViewKind, [String]) {
    var notes: [String] = []
    func dimension(_ v: Double?, _ label: String) -> Double? {
      guard let v else { return nil }
      if v.isNaN || v < 0 || v == .infinity && !label.hasPrefix("max") {
        notes.append(
          "Invalid frame dimension (negative or non-finite): \(label) \(NumberFormat.format(v)); "
            + "treated as nil")
        return nil
      }
      return v.isFinite ? bounded(v, label) : v
    }
    // A finite but huge number (1e308) overflows to ∞ once added to another: clamp it.
    func bounded(_ v: Double, _ label: String) -> Double {
      guard abs(v) > ViewKind.largestLength else { return v }
      let clamped = v < 0 ? -ViewKind.largestLength : ViewKind.largestLength
      notes.append(
        "\(label) \(NumberFormat.format(v)) is beyond the largest length the lab lays out; "
          + "using \(NumberFormat.format(clamped))")
      return clamped
    }
    func finite(_ v: Double, _ label: String, default d: Double = 0) -> Double {
      if v.isFinite { return bounded(v, label) }
      notes.append("non-finite \(label) \(NumberFormat.format(v)) ignored; using \(NumberFormat.format(d))")
      return d
    }
    switch self {
    case .frame(let w, let h, let a):
      return (.frame(width: dimension(w, "width"), height: dimension(h, "height"), alignment: a), notes)
    case .flexFrame(var f):
      f.minWidth = dimension(f.minWidth, "minWidth")
      f.idealWidth = dimension(f.idealWidth, "idealWidth")
      f.maxWidth = dimension(f.maxWidth, "maxWidth")
      f.minHeight = dimension(f.minHeight, "minHeight")
      f.idealHeight = dimension(f.idealHeight, "idealHeight")
      f.maxHeight = dimension(f.maxHeight, "maxHeight")
      // docs/semantics.md §3: normalise min ≤ ideal ≤ max ("Contradictory frame constraints").
      func order(_ lo: Double?, _ hi: inout Double?, _ what: String) {
        if let l = lo, let h = hi, h < l {
          notes.append("Contradictory frame constraints: \(what); using \(NumberFormat.format(l))")
          hi = l
        }
      }
      order(f.minWidth, &f.idealWidth, "idealWidth < minWidth")
      order(f.idealWidth ?? f.minWidth, &f.maxWidth, "maxWidth < minWidth or idealWidth")
      order(f.minHeight, &f.idealHeight, "idealHeight < minHeight")
      order(f.idealHeight ?? f.minHeight, &f.maxHeight, "maxHeight < minHeight or idealHeight")
      return (.flexFrame(f), notes)
    case .padding(let e):
      let clean = EdgeInsets(
        top: finite(e.top, "padding"), leading: finite(e.leading, "padding"),
        bottom: finite(e.bottom, "padding"), trailing: finite(e.trailing, "padding"))
      return (.padding(clean), notes)
    case .offset(let v):
      return (.offset(Vector(dx: finite(v.dx, "offset x"), dy: finite(v.dy, "offset y"))), notes)
    case .position(let p):
      return (.position(Point(x: finite(p.x, "position x"), y: finite(p.y, "position y"))), notes)
    case .hstack(let a, let s):
      return (.hstack(alignment: a, spacing: s.map { finite($0, "spacing", default: 8) }), notes)
    case .vstack(let a, let s):
      return (.vstack(alignment: a, spacing: s.map { finite($0, "spacing", default: 8) }), notes)
    case .grid(let a, let hs, let vs):
      return (
        .grid(
          alignment: a, horizontalSpacing: hs.map { finite($0, "spacing", default: 8) },
          verticalSpacing: vs.map { finite($0, "spacing", default: 8) }), notes
      )
    case .spacer(let m):
      return (.spacer(minLength: m.map { finite($0, "minLength", default: 8) }), notes)
    case .aspectRatio(let r, let mode):
      if let r, !(r.isFinite && r > 0) {
        notes.append("aspect ratio \(NumberFormat.format(r)) is not a positive finite number; "
          + "using the content's own ratio")
        return (.aspectRatio(nil, mode), notes)
      }
      return (self, notes)
    case .gridCell(var o):
      // The grid allocates per column: `.gridCellColumns(Int.max)` must not reach it.
      if let c = o.columns, c > ViewKind.largestColumnSpan {
        notes.append(
          "gridCellColumns \(c) spans more columns than the lab lays out; "
            + "using \(ViewKind.largestColumnSpan)")
        o.columns = ViewKind.largestColumnSpan
      }
      return (.gridCell(o), notes)
    case .layoutPriority(let p):
      return (.layoutPriority(p.isNaN ? 0 : p), p.isNaN ? ["layoutPriority nan ignored"] : [])
    case .zIndex(let z):
      return (.zIndex(finite(z, "zIndex")), notes)
    case .contentMargins(let e):
      let clean = EdgeInsets(
        top: finite(e.top, "margin"), leading: finite(e.leading, "margin"),
        bottom: finite(e.bottom, "margin"), trailing: finite(e.trailing, "margin"))
      return (.contentMargins(clean), notes)
    case .effect(let e, _):
      // A non-finite matrix has no inverse, so SpaceGeometry ignores the effect
      // (docs/semantics.md §4.1); say so rather than print nan.
      if let bad = e.nonFiniteParameter {
        notes.append("non-finite \(bad) in \(e.summary); the effect is ignored")
      } else if e.isFlatMatrix, e.effectValue(size: Size(width: 1, height: 1)).inverted == nil {
        // Finite numbers can still overflow: scaleEffect(1e200) has an infinite determinant.
        notes.append("\(e.summary) has no inverse (too large or singular); the effect is ignored")
      }
      return (self, notes)
    default:
      return (self, notes)
    }
  }
}

extension GeometryEffect {
  /// A scale, affine transform or projection: invertible or not whatever the view's size.
  var isFlatMatrix: Bool {
    switch self {
    case .scale, .transform, .projection: return true
    default: return false
    }
  }

  /// The first built-in parameter that is NaN or infinite, by name.
  var nonFiniteParameter: String? {
    func check(_ pairs: [(String, Double)]) -> String? {
      pairs.first { !$0.1.isFinite }.map { "\($0.0) \(NumberFormat.format($0.1))" }
    }
    switch self {
    case .rotation(let a, let anchor):
      return check([("angle", a.degrees), ("anchor x", anchor.x), ("anchor y", anchor.y)])
    case .scale(let s, let anchor):
      return check([
        ("scale x", s.width), ("scale y", s.height), ("anchor x", anchor.x),
        ("anchor y", anchor.y),
      ])
    case .transform(let t):
      return check([("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)])
    case .projection(let p):
      return check([
        ("m11", p.m11), ("m12", p.m12), ("m13", p.m13), ("m21", p.m21), ("m22", p.m22),
        ("m23", p.m23), ("m31", p.m31), ("m32", p.m32), ("m33", p.m33),
      ])
    case .rotation3D(let a, let axis, let anchor, let z, let perspective):
      return check([
        ("angle", a.degrees), ("axis x", axis.x), ("axis y", axis.y), ("axis z", axis.z),
        ("anchor x", anchor.x), ("anchor y", anchor.y), ("anchorZ", z),
        ("perspective", perspective),
      ])
    case .custom:
      return nil
    }
  }
}
