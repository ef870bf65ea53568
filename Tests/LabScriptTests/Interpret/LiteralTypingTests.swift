import LabEngine
import Testing

@testable import LabScript

/// What a program prints, or its errors.
private func printed(_ code: String) -> String {
  let result = evaluate(code)
  if result.hasErrors { return "error: " + messages(result).joined(separator: "; ") }
  return result.output
}

/// A literal takes its type from its context, as the Swift type checker gives it
/// (docs/architecture.md §6.1). Each expected line is what `swiftc` 6.3 prints for the same
/// statement (checked on this machine; the differential suite keeps checking it).
@Suite struct LiteralTypingTests {

  @Test func aDeclaredTypeReachesEveryLiteralOfItsExpression() {
    #expect(printed("let b: Double = 7 / 2; print(b)") == "3.5\n")
    #expect(printed("let e: CGFloat = 1 / 3; print(e)") == "0.3333333333333333\n")
    #expect(printed("let a = 7 / 2; print(a)") == "3\n")
  }

  @Test func returnTypesAssignmentTargetsAndCollectionsAreContexts() {
    #expect(printed("func f() -> Double { return 1 / 4 }; print(f())") == "0.25\n")
    #expect(printed("var x: Double = 0; x = 1 / 2; print(x)") == "0.5\n")
    #expect(printed("let xs: [Double] = [1 / 2, 3]; print(xs)") == "[0.5, 3.0]\n")
    #expect(printed("let d: [String: CGFloat] = [\"a\": 1 / 8]; print(d[\"a\"]!)") == "0.125\n")
    #expect(printed("var y: CGFloat = 10; y /= 4; print(y)") == "2.5\n")
  }

  @Test func aFractionalLiteralMakesItsWholeGroupDouble() {
    #expect(printed("let d = 1 / 2 + 0.5; print(d)") == "1.0\n")
    #expect(printed("print(max(1, 2.5))") == "2.5\n")
    #expect(printed("let t = true ? 1 : 2.5; print(t)") == "1.0\n")
  }

  @Test func typedOperandsAndConversionsKeepIntegerDivision() {
    #expect(printed("let w = 400; let h = w / 3; print(h)") == "133\n")
    #expect(printed("print(Double(7 / 2))") == "3.0\n")
  }

  @Test func aFractionalLiteralCannotBeAnInt() {
    #expect(printed("let n: Int = 7 / 2.0").contains("a floating-point literal cannot be an `Int`"))
  }

  @Test func coreGraphicsInitialisersPickOneOverloadForAllTheirArguments() {
    #expect(printed("print(CGPoint(x: 202, y: 100 / 3))") == "(202.0, 33.0)\n")
    #expect(printed("print(CGPoint(x: 0.5, y: 100 / 3))") == "(0.5, 33.333333333333336)\n")
    #expect(printed("let w: CGFloat = 3; print(CGSize(width: w, height: 7 / 2))") == "(3.0, 3.5)\n")
    #expect(
      printed("let i = 3; print(CGPoint(x: i, y: 2.5))")
        .contains("no `CGPoint` initialiser takes an `Int` beside a floating-point value"))
  }

  @Test func geometryParametersAreCGFloat() {
    let result = evaluate("Color.red.frame(width: 2/8 * 400, height: 10)")
    guard case .frame(let width, let height, _)? = result.root?.kind else {
      Issue.record("expected a frame, got \(String(describing: result.root))")
      return
    }
    #expect(width == 100)
    #expect(height == 10)
  }
}

/// What Swift converts implicitly and what it does not, and which overload a call reaches.
@Suite struct ConversionAndOverloadTests {

  @Test func anIntValueIsNeverAFloatingPointValue() {
    #expect(printed("let i = 3; let c: CGFloat = i").contains("cannot convert a value of type `Int`"))
    #expect(
      printed("let i = 3; Color.red.frame(width: i * 10, height: 5)")
        .contains("cannot convert a value of type `Int`"))
    #expect(printed("let i = 3; let c: CGFloat = CGFloat(i) / 2; print(c)") == "1.5\n")
  }

  @Test func aDoubleValueIsNeverAnInt() {
    #expect(printed("let d = 2.5; let i: Int = d").contains("cannot convert a value of type `Double` to `Int`"))
    // `var k = 0` is an Int: what is assigned to it later takes that type.
    #expect(printed("var k = 0; k = 10 / 4; print(k)") == "2\n")
    #expect(printed("var k = 0; let d = 1.5; k += d").contains("cannot convert a value of type `Double`"))
    #expect(printed("var k = 0; k = 2.5").contains("a floating-point literal cannot be an `Int`"))
    #expect(printed("var z = 1.5; z += 2; z = 4; print(z)") == "4.0\n")
  }

  @Test func doubleAndCGFloatConvertBothWays() {
    #expect(printed("let d: Double = 1.5; let c: CGFloat = d; let e: Double = c; print(e + 1)") == "2.5\n")
  }

  @Test func textSpecifiersFormatOneNumber() {
    let result = evaluate(#"Text("\(2.0 / 3, specifier: "%.2f") of \(7, specifier: "%03d")")"#)
    #expect(!result.hasErrors, "\(messages(result))")
    #expect(result.root.map(shape) == "Text(0.67 of 007)")
    #expect(printed(#"Text("\(2.5, specifier: "%d")")"#).contains("`%d` formats an integer"))
  }

  @Test func aUserMethodNamedLikeAModifierOverloadsIt() {
    let code = """
      extension View {
        func position(_ p: CGPoint, at scale: CGFloat) -> some View {
          self.position(CGPoint(x: p.x * scale, y: p.y * scale))
        }
      }
      Color.red.frame(width: 10, height: 10).position(CGPoint(x: 10, y: 20), at: 2)
      """
    let result = evaluate(code)
    #expect(!result.hasErrors, "\(messages(result))")
    guard case .position(let p)? = result.root?.kind else {
      Issue.record("expected SwiftUI's position, got \(String(describing: result.root))")
      return
    }
    #expect(p.x == 20 && p.y == 40)
  }

  @Test func overloadsAreChosenByLabelsAndTypes() {
    let code = """
      func f(_ x: Int) -> String { "int" }
      func f(_ x: Double) -> String { "double" }
      print(f(1), f(2.5), f(1 / 2))
      """
    #expect(printed(code) == "int double int\n")
    // The same signature typed again replaces the definition, as at a prompt.
    let again = "func g(_ x: Int) -> Int { 1 }\nfunc g(_ x: Int) -> Int { 2 }\nprint(g(0))"
    #expect(printed(again) == "2\n")
    let tie = "func k(_ x: Double) -> Int { 1 }\nfunc k(_ x: CGFloat) -> Int { 2 }\nlet d = 1.5\nprint(k(d))"
    #expect(printed(tie).contains("the lab cannot tell which `k` this calls"))
  }

  @Test func powOfIntegerLiteralsIsDecimalSoRefused() {
    #expect(printed("print(pow(2, 10))").contains("Foundation's `Decimal` version"))
    #expect(printed("let c: CGFloat = pow(2, 10); print(c)") == "1024.0\n")
    #expect(printed("print(pow(2, 0.5))") == "1.4142135623730951\n")
  }

  @Test func wrappersThatPrintAsThemselvesAreRefused() {
    // Swift prints `ReversedCollection<Array<Int>>(_base: [1, 2])`, not `[2, 1]`.
    #expect(printed("print([1, 2].reversed())").contains("Swift prints a `ReversedCollection`"))
    #expect(printed("let z = zip([1], [2]); print(z)").contains("`Zip2Sequence`"))
    #expect(printed("print(Array([1, 2].reversed()), [1, 2].reversed().map { $0 })") == "[2, 1] [2, 1]\n")
  }

  @Test func defaultsSeeTheTypesStaticMembers() {
    let code = """
      struct Sleep { var hours = defaultHours; static var defaultHours: Double { 8 / 2 } }
      print(Sleep().hours)
      """
    #expect(printed(code) == "4.0\n")
  }
}
