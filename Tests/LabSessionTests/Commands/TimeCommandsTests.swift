import Testing

@testable import LabSession

@Suite struct TimeCommandsTests {
  func session() -> Session {
    let s = Lab.makeSession()
    _ = s.handle(":window 300 300")
    _ = s.handle("struct W: View {\n  @State var w = 100.0\n  var body: some View { Color.red.frame(width: w, height: 50) }\n}")
    _ = s.handle("W()")
    return s
  }

  @Test func animatedChangesAreSampledOnTheClock() {
    let s = session()
    _ = s.handle("withAnimation(.linear(duration: 1)) { w = 200 }")
    // Half-way through a 1 s linear animation from 100 to 200: 150 wide, centred. The Color
    // and the two rows that hold it (`W` and its `.frame`) are mid-flight together.
    #expect(s.handle(":scrub 0.5").text == "t = 0.5 s · 3 views animating")
    #expect(s.handle(":frames Color#1 --layer shown").text.contains("(75, 125, 150, 50)"))
    // Scrubbing backwards is exact.
    _ = s.handle(":scrub 1")
    _ = s.handle(":scrub 0.5")
    #expect(s.handle(":frames Color#1 --layer shown").text.contains("(75, 125, 150, 50)"))
  }

  @Test func aChangeInThePastStartsFromTheStateShownThereAndDiscardsTheFuture() {
    let s = session()
    _ = s.handle(":tick 1")
    _ = s.handle("w = 200")
    _ = s.handle(":tick 1")
    _ = s.handle("w = 250")
    _ = s.handle(":scrub 1.5")
    #expect(s.handle(":state w").text == "W.w = 200.0")  // w is a Double: `w = 200` stores 200.0
    let out = s.handle("w = w + 10").text
    #expect(out.contains("1 later update discarded"))
    #expect(s.handle(":state w").text == "W.w = 210.0")
  }

  @Test func badTimesAreRefused() {
    let s = session()
    #expect(s.handle(":tick -1").status == .error)
    #expect(s.handle(":scrub nan").status == .error)
    #expect(s.handle(":play 0 1 0").status == .error)
  }
}

@Suite struct TimelineLimitTests {
  @Test func theTimelineKeepsTheLastUpdatesAndStaysUsable() {
    let timeline = Timeline(maxEvents: 20)
    let layout = Layout(tree: ViewTree(.color("red")), window: .canvas(width: 10, height: 10))
    for k in 0..<25 {
      timeline.scrub(to: Double(k) * 0.001)
      timeline.record(.color("red"), layout: layout, animation: nil, label: "u\(k)")
    }
    #expect(timeline.events.count == 20)
    #expect(timeline.forgotten == 5)
    #expect(timeline.events.first?.label == "u5")
    #expect(timeline.shown() != nil)
  }

  /// The event at the playhead is the last one at or before it, also among events at one time;
  /// the events after it are the ones an update there discards.
  @Test func theCurrentEventIsFoundByTime() {
    let timeline = Timeline()
    let layout = Layout(tree: ViewTree(.color("red")), window: .canvas(width: 10, height: 10))
    for (k, t) in [0, 1, 1, 2, 5].enumerated() {
      timeline.scrub(to: Double(t))
      timeline.record(.color("red"), layout: layout, animation: nil, label: "u\(k)")
    }
    timeline.scrub(to: -1)
    #expect(timeline.current?.label == "u0")
    #expect(timeline.eventsAfterPlayhead == 5)
    timeline.scrub(to: 1)
    #expect(timeline.current?.label == "u2")
    #expect(timeline.eventsAfterPlayhead == 2)
    timeline.scrub(to: 4.9)
    #expect(timeline.current?.label == "u3")
    #expect(timeline.discardFuture() == 1)
    timeline.scrub(to: 9)
    #expect(timeline.current?.label == "u3")
    #expect(timeline.eventsAfterPlayhead == 0)
  }
}
