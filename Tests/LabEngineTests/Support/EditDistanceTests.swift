import Testing

@testable import LabEngine

@Suite struct EditDistanceTests {
  @Test func countsTranspositionAsOneStep() {
    #expect(EditDistance.between("hepl", "help") == 1)
    #expect(EditDistance.between("help", "help") == 0)
    #expect(EditDistance.between("", "abc") == 3)
    #expect(EditDistance.between("kitten", "sitting") == 3)
  }

  @Test func suggestsNearestFirst() {
    let names = ["help", "quit", "set", "state", "scrub", "tree", "tick", "timeline"]
    #expect(EditDistance.suggestions(for: "hepl", among: names) == ["help"])
    #expect(EditDistance.suggestions(for: "sate", among: names) == ["state", "set"])
    #expect(EditDistance.suggestions(for: "time", among: names) == ["tick", "tree", "timeline"])
    #expect(EditDistance.suggestions(for: "zzzzzz", among: names).isEmpty)
  }

  @Test func prefixesAreSuggested() {
    #expect(EditDistance.suggestions(for: "timel", among: ["timeline", "tick"]) == ["timeline"])
  }

  /// The compiler-style single suggestion the interpreter's errors use.
  @Test func closestNamesOneCandidateWithinAThirdOfTheName() {
    #expect(EditDistance.closest(to: "fram", among: ["frame", "padding"]) == "frame")
    #expect(EditDistance.closest(to: "Frame", among: ["frame"]) == "frame")
    // A transposition is one step: `fmrae` is two from `frame`, within a five-letter name's 2.
    #expect(EditDistance.closest(to: "fmrae", among: ["frame", "fill"]) == "frame")
    #expect(EditDistance.closest(to: "xyz", among: ["frame", "padding"]) == nil)
    #expect(EditDistance.closest(to: "frame", among: ["frame"]) == nil)
    // Ties go to the alphabetically first.
    #expect(EditDistance.closest(to: "bat", among: ["cat", "hat"]) == "cat")
  }
}
