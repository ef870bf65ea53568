/// Numbers from user code can be negative, NaN or infinite. SwiftUI treats an invalid frame
/// dimension as unspecified (and logs "Invalid frame dimension"), clamps contradictory flexible
/// frames, and never traps; the lab does the same and reports each correction (DESIGN.md §6).
extension ViewKind {
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
      return v
    }
    func finite(_ v: Double, _ label: String, default d: Double = 0) -> Double {
      if v.isFinite { return v }
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
      // SEMANTICS §3: normalise min ≤ ideal ≤ max ("Contradictory frame constraints").
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
    case .layoutPriority(let p):
      return (.layoutPriority(p.isNaN ? 0 : p), p.isNaN ? ["layoutPriority nan ignored"] : [])
    case .zIndex(let z):
      return (.zIndex(finite(z, "zIndex")), notes)
    case .contentMargins(let e):
      let clean = EdgeInsets(
        top: finite(e.top, "margin"), leading: finite(e.leading, "margin"),
        bottom: finite(e.bottom, "margin"), trailing: finite(e.trailing, "margin"))
      return (.contentMargins(clean), notes)
    default:
      return (self, notes)
    }
  }
}
