import LabSession

/// The pasted-screen round trip of issue 21: a feed screen — a `ScrollView` of a `ForEach` of
/// rows, each an `HStack` of a circle, a text, a spacer and a capsule, with padding and a
/// rounded background — pasted as one input into a fresh session from `Lab.makeSession`, then
/// one view's frames printed (`:frames Circle#1`): what a user waits for between pasting a real
/// screen and reading a number. The view count is the lab's own (its `ViewTree`, modifiers
/// included): 10 per row and 2 around them, so 240 rows make 2,402 views.
public enum PastedScreenWorkload {
  /// Views in the lab's tree for `rows` rows, counted by laying the screen out once.
  public static func views(rows: Int) -> Int {
    let scene = Scene()
    let session = Lab.makeSession(color: false, scene: scene)
    let out = session.handle(source(rows: rows))
    precondition(out.status == .ok, "the feed screen failed: \(out.text)")
    return scene.layout?.tree.count ?? 0
  }

  /// The rows that make about `views` views.
  public static func rows(forViews views: Int) -> Int {
    let perRow = self.views(rows: 2) - self.views(rows: 1)
    let around = self.views(rows: 1) - perRow
    return max(1, (views - around + perRow / 2) / perRow)
  }

  /// The screen's source, as a user would paste it.
  public static func source(rows: Int) -> String {
    """
    struct Feed: View {
      var body: some View {
        ScrollView {
          ForEach(0..<\(rows), id: \\.self) { i in
            HStack {
              Circle().fill(.blue).frame(width: 40, height: 40)
              Text("Row \\(i)")
              Spacer()
              Capsule().fill(.gray).frame(width: 60, height: 24)
            }
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(.white))
          }
        }
      }
    }
    Feed()
    """
  }

  /// Pastes the screen into `session` and prints one view's frames; returns the frames text.
  public static func run(rows: Int, in session: Session) -> String {
    let pasted = session.handle(source(rows: rows))
    precondition(pasted.status == .ok, "the feed screen failed: \(pasted.text)")
    let frames = session.handle(":frames Circle#1")
    precondition(frames.text.contains("Circle#1"), "no frames for Circle#1: \(frames.text)")
    return pasted.text + frames.text
  }
}

/// Issue 19: the pasted feed screen drawn as a picture — the SVG `:export svg` writes (the screen
/// as drawn, with and without the outlines) and the data of a one-sample `:export html` page —
/// from a session the screen was pasted into beforehand.
public enum PictureWorkload {
  /// A session holding the feed screen of `rows` rows, and its scene.
  public static func prepared(rows: Int) -> Scene {
    let scene = Scene()
    let session = Lab.makeSession(color: false, scene: scene)
    let pasted = session.handle(PastedScreenWorkload.source(rows: rows))
    precondition(pasted.status == .ok, "the feed screen failed: \(pasted.text)")
    return scene
  }

  /// The three pictures of the scene at the playhead; their total length in bytes.
  public static func run(_ scene: Scene) -> Int {
    let picture = try! ScenePicture.sample(scene)
    let screen = SVGPicture(picture: picture).render()
    let outlined = SVGPicture(picture: picture, layers: ScenePicture.Layer.allCases).render()
    let page = HTMLPicture(samples: [picture], fps: 30).render()
    precondition(screen.contains("data-views=\"Circle#1\""), "the screen does not draw Circle#1")
    return screen.utf8.count + outlined.utf8.count + page.utf8.count
  }
}
