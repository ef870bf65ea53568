import LabGeometry
import Testing

@Test func degreesAndRadians() {
  #expect(isClose(Angle.degrees(180).radians, .pi))
  #expect(isClose(Angle.radians(.pi / 2).degrees, 90))
  #expect(isClose(Angle(degrees: 10).radians, 0.17453292519943295, within: 1e-15))
  #expect(Angle.zero.radians == 0)
}

@Test func arithmeticAndOrder() {
  #expect(isClose((Angle.degrees(30) + .degrees(60)).degrees, 90))
  #expect(isClose((Angle.degrees(30) - .degrees(60)).degrees, -30))
  #expect(isClose((-Angle.degrees(45)).degrees, -45))
  #expect(Angle.degrees(10) < .degrees(20))
}
