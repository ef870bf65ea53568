import LabEngine
import Testing

@testable import LabScript

@Suite struct ExpressionTests {
  func value(_ source: String) -> String {
    let result = evaluate(source)
    if result.hasErrors { return "error: " + messages(result).joined(separator: "; ") }
    return result.value?.description ?? "nil"
  }

  @Test func arithmeticFollowsPrecedence() {
    #expect(value("1 + 2 * 3") == "7")
    #expect(value("(1 + 2) * 3") == "9")
    #expect(value("7 / 2") == "3")
    #expect(value("7 % 3") == "1")
    #expect(value("7.0 / 2") == "3.5")
    #expect(value("2 - 3 - 4") == "-5")
    #expect(value("-3 + 1") == "-2")
  }

  @Test func repeatingInitializersMakeStringsAndArraysWithinTheLimit() {
    #expect(value("String(repeating: \"ab\", count: 3)") == "ababab")
    #expect(value("Array(repeating: 1, count: 3)") == "[1, 1, 1]")
    #expect(value("Array(repeating: \"x\", count: 0).count") == "0")
    #expect(value("String(repeating: \"0123456789\", count: 10_000).count") == "100000")
    #expect(value("String(repeating: \"ab\", count: -1)").contains("must not be negative"))
    #expect(value("String(repeating: \"ab\", count: 60_000)").contains("collection size limit"))
    #expect(value("Array(repeating: 0, count: Int.max)").contains("collection size limit"))
    #expect(value("String(repeating: \"x\")").contains("needs `count:`"))
  }

  @Test func comparisonLogicTernaryAndNilCoalescing() {
    #expect(value("1 < 2 && 3 >= 3") == "true")
    #expect(value("!(1 == 1) || false") == "false")
    #expect(value("true ? 10 : 20") == "10")
    #expect(value("let x: Int? = nil\nx ?? 5") == "5")
    #expect(value("1 + 1 == 2 ? \"yes\" : \"no\"") == "yes")
  }

  @Test func stringInterpolation() {
    #expect(value("let n = 3\n\"n = \\(n * 2)!\"") == "n = 6!")
  }

  @Test func collectionsAndRanges() {
    #expect(value("[1, 2, 3].map { $0 * 2 }") == "[2, 4, 6]")
    #expect(value("(0..<4).filter { $0 % 2 == 0 }.count") == "2")
    #expect(
      value("(1...3).reduce(0, +)").hasPrefix("error")
        || value("(1...3).reduce(0) { $0 + $1 }") == "6")
    #expect(value("let d = [\"a\": 1, \"b\": 2]\nd[\"b\"]") == "2")
    #expect(value("var a = [1]\na.append(2)\na") == "[1, 2]")
    #expect(value("var d: [String: Int] = [:]\nd[\"k\"] = 4\nd.count") == "1")
  }

  @Test func optionalChainingAndIfLet() {
    #expect(value("let r: CGRect? = nil\nr?.size.width ?? -1") == "-1")
    #expect(
      value("let r: CGRect? = CGRect(x: 0, y: 0, width: 5, height: 6)\nr?.size.height ?? -1")
        == "6.0")
    #expect(
      value("func f(_ v: Int?) -> Int { if let v { return v * 2 }\n return 0 }\nf(4) + f(nil)")
        == "8")
    #expect(
      value("func g(_ v: Int?) -> Int { guard let w = v else { return -1 }\n return w }\ng(nil)")
        == "-1")
  }

  @Test func switchAndEnums() {
    let source = """
      enum Fruit: String, CaseIterable { case apple, pear, plum }
      func label(_ f: Fruit) -> String {
        switch f {
        case .apple: return "A"
        case .pear, .plum: return "P"
        }
      }
      Fruit.allCases.map { label($0) + $0.rawValue }
      """
    #expect(value(source) == "[\"Aapple\", \"Ppear\", \"Pplum\"]")
    #expect(value("enum N: Int { case zero, one, two }\nN.two.rawValue") == "2")
    #expect(value("enum N: Int { case zero, one }\nN(rawValue: 1) == .one") == "true")
  }

  @Test func closuresCaptureTheirEnvironment() {
    let source = """
      func makeAdder(_ n: Int) -> (Int) -> Int { return { x in x + n } }
      let add3 = makeAdder(3)
      add3(4)
      """
    #expect(value(source) == "7")
  }

  @Test func keyPathsAndImplicitMembers() {
    #expect(value("let s: CGSize = .init(width: 3, height: 4)\ns.width * s.height") == "12.0")
    #expect(value("let a: Angle = .degrees(180)\na.radians") == "\(Double.pi)")
    #expect(value("let w: CGFloat = .infinity\nw > 1000") == "true")
  }

  @Test func geometryValuesAndMath() {
    #expect(value("CGRect(x: 10, y: 20, width: 100, height: 50).midX") == "60.0")
    #expect(value("CGPoint(x: 1, y: 2).y") == "2.0")
    #expect(value("min(3, 1, 2) + max(4, 9)") == "10")
    #expect(value("abs(-2.5)") == "2.5")
    #expect(value("Int(sqrt(16.0))") == "4")
    #expect(value("Int(7.9)") == "7")
    #expect(value("CGFloat(3) / 2") == "1.5")
    #expect(value("Double(1) + 0.5") == "1.5")
    #expect(value("atan(1.0) * 4 == Double.pi") == "true")
    #expect(value("Angle(degrees: 90).radians == .pi / 2") == "true")
    #expect(value("CGAffineTransform(translationX: 5, y: 0).tx") == "5.0")
  }

  @Test func datesMoveBySecondsOnlyOnTheRight() {
    // Foundation has `Date + TimeInterval` and `Date - TimeInterval`, no `TimeInterval + Date`.
    #expect(value("(Date(timeIntervalSince1970: 0.1) + 0.2).timeIntervalSince1970") == "0.30000007152557373")
    #expect(value("(Date(timeIntervalSinceReferenceDate: 1) - 0.5).timeIntervalSinceReferenceDate") == "0.5")
    #expect(value("0.2 + Date(timeIntervalSince1970: 0)").contains("cannot be applied to `Double` and `Date`"))
    #expect(value("1 + Date(timeIntervalSince1970: 0)").contains("cannot be applied"))
  }

  @Test func sizesHaveNoArithmeticUnlessTheProgramDeclaresIt() {
    // CoreGraphics and SwiftUI declare no `*`, `/`, `+` or `-` on CGSize: swiftc rejects them.
    #expect(value("CGSize(width: 2, height: 3) * 2").contains("cannot be applied to `CGSize` and `Int`"))
    #expect(value("CGSize(width: 2, height: 3) + CGSize(width: 1, height: 1)").contains("cannot be applied"))
    // A program's own operator is used.
    let source = """
      extension CGSize { static func * (s: CGSize, k: CGFloat) -> CGSize { CGSize(width: s.width * k, height: s.height * k) } }
      CGSize(width: 2, height: 3) * 2
      """
    #expect(value(source).contains("(4.0, 6.0)"))
  }

  @Test func structsWithComputedPropertiesAndMethods() {
    let source = """
      struct Box {
        var w: CGFloat
        var h: CGFloat = 2
        var area: CGFloat { w * h }
        func scaled(_ k: CGFloat) -> Box { Box(w: w * k, h: h * k) }
        mutating func grow() { w += 1 }
      }
      var b = Box(w: 3)
      b.grow()
      b.scaled(2).area
      """
    #expect(value(source) == "32.0")
  }

  @Test func printWritesOutput() {
    let result = evaluate("print(\"hello\", 1 + 1)\nprint([1, 2])")
    #expect(result.output == "hello 2\n[1, 2]\n")
  }

  @Test func forLoopsAndWhile() {
    #expect(value("var s = 0\nfor i in 1...4 where i != 2 { s += i }\ns") == "8")
    #expect(value("var n = 0\nwhile n < 5 { n += 2 }\nn") == "6")
  }
}
