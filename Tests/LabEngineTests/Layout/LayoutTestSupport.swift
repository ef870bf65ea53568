import Testing

@testable import LabEngine

/// A canvas with no safe area, so window coordinates are easy to check by hand.
func canvas(_ w: Double = 1000, _ h: Double = 1000) -> Window { .canvas(width: w, height: h) }

func measure(_ d: ViewDescription, _ w: Double?, _ h: Double?) -> Size {
  Layout.sizeThatFits(d, ProposedSize(width: w, height: h))
}

/// The global frame of the view named `name` (by `.id`).
func frame(_ name: String, in layout: Layout) -> Rect? {
  layout.node(named: name).map { layout.globalFrame($0) }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.005) -> Bool { abs(a - b) <= tolerance }

func close(_ a: Rect?, _ b: Rect, _ tolerance: Double = 0.005) -> Bool {
  guard let a else { return false }
  return close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
    && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}
