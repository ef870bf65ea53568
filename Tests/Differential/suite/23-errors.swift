// Swift's error handling as view models use it: a loader that throws, callers that catch by
// case, by type or all, `try?` turning a failure into nil, `try!` when it cannot fail.

// case: errors-throw-catch
// throw, do/catch with patterns and where clauses, try? and try!, rethrowing through functions.
import Foundation
enum LoadError: Error { case missing, bad(code: Int) }
struct Oops: Error { var reason: String }
enum Described: LocalizedError { case nope
  var errorDescription: String? { "Nope, not today" } }
func load(_ n: Int) throws -> Int {
  if n == 0 { throw LoadError.missing }
  if n < 0 { throw LoadError.bad(code: n) }
  if n > 100 { throw Oops(reason: "too big") }
  return n * 2
}
print(try? load(3) as Any, (try? load(0)) as Any)
do {
  let x = try load(5)
  print("got", x)
  _ = try load(-7)
  print("not here")
} catch LoadError.missing {
  print("missing")
} catch LoadError.bad(let code) where code < -5 {
  print("bad", code)
} catch {
  print("other", error)
}
do { _ = try load(500) } catch let e as Oops { print("oops", e.reason) } catch { print("x") }
do { _ = try load(0) } catch is LoadError { print("a load error") }
do { throw Described.nope } catch { print(error.localizedDescription) }
func outer() throws -> Int { try load(0) + 1 }
do { _ = try outer() } catch { print("rethrown", error) }
let values = [1, 2, 0].compactMap { try? load($0) }
print(values)
var log: [String] = []
for n in [1, 0, -1] {
  do { log.append(String(try load(n))) } catch LoadError.missing { log.append("m") } catch { log.append("e") }
}
print(log)
let forced = try! load(4)
print(forced)

// case: errors-uncaught-traps
enum Fail: Error { case always }
func boom() throws -> Int { throw Fail.always }
print("before")
let n = try boom()
print(n)

// case: errors-try-bang-traps
enum Fail2: Error { case always }
func boom2() throws -> Int { throw Fail2.always }
print(try! boom2())

// case: errors-protocol-refining-error
protocol AppError: Error {}
struct Missing: AppError { let name: String }
func find(_ s: String) throws -> Int { if s.isEmpty { throw Missing(name: "empty") }; return s.count }
do { print(try find("abc")); print(try find("")) } catch let e as Missing { print("missing", e.name) }
let results = ["a", "", "xyz"].map { (try? find($0)) ?? -1 }
print(results)
