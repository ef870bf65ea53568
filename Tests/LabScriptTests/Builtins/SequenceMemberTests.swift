import Testing

@testable import LabScript

/// A member written with a call (`first(where:)`) is the method; without one (`first`) the
/// property, as in Swift — on arrays and on ranges.
@Suite struct SequenceMemberTests {
  func value(_ source: String) -> String {
    let result = evaluate(source)
    if result.hasErrors { return "error: " + messages(result).joined(separator: "; ") }
    return result.value?.description ?? "nil"
  }

  @Test func propertiesWithoutACall() {
    #expect(value("[3, 1, 2].first") == "3")
    #expect(value("[3, 1, 2].last") == "2")
    #expect(value("[Int]().first ?? -1") == "-1")
    #expect(value("(2..<5).first") == "2")
    #expect(value("(2...5).last") == "5")
    #expect(value("[3, 1].count + (0..<4).count") == "6")
    #expect(value("[Int]().isEmpty && !(0..<1).isEmpty") == "true")
    #expect(value("[7, 8].indices.count") == "2")
    #expect(value("(3..<6).indices.first") == "3")
  }

  @Test func methodsWithACall() {
    #expect(value("[3, 1, 2].first(where: { $0 < 3 })") == "1")
    #expect(value("[3, 1, 2].last(where: { $0 > 1 })") == "2")
    #expect(value("(0..<10).first(where: { $0 * $0 > 10 })") == "4")
    #expect(value("(0..<10).last { $0 % 3 == 0 }") == "9")
    #expect(value("[5, 6, 7].firstIndex(of: 6)") == "1")
    #expect(value("[5, 6, 7].firstIndex(where: { $0 > 5 })") == "1")
    #expect(value("[5, 6, 7].contains(where: { $0 > 6 })") == "true")
    #expect(value("(0..<3).contains(2)") == "true")
    #expect(value("[2, 4].allSatisfy { $0 % 2 == 0 }") == "true")
    #expect(value("[\"bb\", \"a\", \"ccc\"].min(by: { $0.count < $1.count })") == "a")
    #expect(value("[\"bb\", \"a\", \"ccc\"].max(by: { $0.count < $1.count })") == "ccc")
    #expect(value("[3, 1, 2].min()") == "1")
    #expect(value("(1...4).max()") == "4")
    #expect(value("[3, 1, 2].sorted(by: >)") == "[3, 2, 1]")
    #expect(value("[3, 1, 2].sorted()") == "[1, 2, 3]")
    #expect(value("(0..<5).filter { $0 % 2 == 1 }") == "[1, 3]")
    #expect(value("(1...3).map { $0 * 10 }") == "[10, 20, 30]")
    #expect(value("[\"1\", \"x\"].compactMap { Int($0) }") == "[1]")
    #expect(value("(1...3).reduce(0, +)") == "6")
    #expect(value("[1, 2, 3].reduce(1) { $0 * $1 }") == "6")
    #expect(value("(0..<2).enumerated().map { $0.offset + $0.element }") == "[0, 2]")
    #expect(value("[1, 2, 3].reversed()") == "[3, 2, 1]")
    #expect(value("(0..<3).reversed()") == "[2, 1, 0]")
    #expect(value("[\"a\", \"b\"].joined(separator: \", \")") == "a, b")
    #expect(value("(0..<5).prefix(2)") == "[0, 1]")
    #expect(value("[1, 2, 3].dropFirst()") == "[2, 3]")
    #expect(value("(0..<5).dropFirst(3)") == "[3, 4]")
    #expect(value("zip([1, 2], 5..<9).map { $0.0 + $0.1 }") == "[6, 8]")
    #expect(value("stride(from: 0, to: 10, by: 4).map { $0 }") == "[0, 4, 8]")
    #expect(value("stride(from: 1.0, through: 0.0, by: -0.5).count") == "3")
  }
}
