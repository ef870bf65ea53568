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
}
