import LabSession

/// What a user `Layout` costs per subview (docs/semantics.md §9): a flow layout written in the
/// pasted code — it measures each subview with `sizeThatFits(.unspecified)` and wraps them in
/// rows, once in its `sizeThatFits` and again in its `placeSubviews`, where it puts each one with
/// `place(at:proposal:)` — holding N fixed tiles (`Color.red.frame(width: 30, height: 20)`) made
/// by `ForEach(0..<N)`, pasted as one input into a fresh session from `Lab.makeSession`, then one
/// tile's frames printed (`:frames Color#1`). The layout pass runs the user's code through the
/// interpreter: every measure and place is a call back into the engine from interpreted code.
///
/// The peers are the same paste with a built-in container in the flow's place — the same text
/// otherwise, the `Flow` declaration included, so the two differ only in who lays the tiles out:
/// `LazyVGrid(columns: [GridItem(.adaptive(minimum: 30), spacing: 8)], spacing: 8)`, which
/// wraps the same tiles into rows as the flow does, and a `VStack(spacing: 8)`.
public enum CustomLayoutWorkload {
  public enum Container: String, CaseIterable, Sendable {
    /// The user's flow layout.
    case flow
    /// The built-in peer that draws the same wrapped picture: a `LazyVGrid` of adaptive columns.
    case grid
    /// A plain `VStack` of the tiles.
    case vstack

    /// The container's opening line in the source.
    var opening: String {
      switch self {
      case .flow: "Flow(spacing: 8) {"
      case .grid: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 30), spacing: 8)], spacing: 8) {"
      case .vstack: "VStack(spacing: 8) {"
      }
    }
  }

  /// The paste: the `Flow` layout, a view holding `subviews` tiles in `container`, the view.
  public static func source(subviews: Int, in container: Container = .flow) -> String {
    """
    struct Flow: Layout {
      var spacing: CGFloat = 8
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for s in subviews {
          let size = s.sizeThatFits(.unspecified)
          if x > 0 && x + size.width > width {
            x = 0
            y += rowHeight + spacing
            rowHeight = 0
          }
          x += size.width + spacing
          rowHeight = max(rowHeight, size.height)
          widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + rowHeight)
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for s in subviews {
          let size = s.sizeThatFits(.unspecified)
          if x > bounds.minX && x + size.width > bounds.maxX {
            x = bounds.minX
            y += rowHeight + spacing
            rowHeight = 0
          }
          s.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
          x += size.width + spacing
          rowHeight = max(rowHeight, size.height)
        }
      }
    }
    struct Tiles: View {
      var body: some View {
        \(container.opening)
          ForEach(0..<\(subviews)) { i in
            Color.red.frame(width: 30, height: 20)
          }
        }
      }
    }
    Tiles()
    """
  }

  /// Views in the lab's tree for the paste, counted by laying it out once.
  public static func views(subviews: Int, in container: Container = .flow) -> Int {
    let scene = Scene()
    let session = Lab.makeSession(color: false, scene: scene)
    let out = session.handle(source(subviews: subviews, in: container))
    precondition(out.status == .ok, "the \(container) paste failed: \(out.text)")
    return scene.layout?.tree.count ?? 0
  }

  /// Pastes the tiles into `session` and prints one tile's frames; returns the text of both.
  public static func run(subviews: Int, in container: Container = .flow, session: Session)
    -> String
  {
    let pasted = session.handle(source(subviews: subviews, in: container))
    precondition(pasted.status == .ok, "the \(container) paste failed: \(pasted.text)")
    let frames = session.handle(":frames Color#1")
    precondition(frames.text.contains("Color#1"), "no frames for Color#1: \(frames.text)")
    return pasted.text + frames.text
  }
}
