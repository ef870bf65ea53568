import Foundation

/// Runs work on a fresh thread with a stack of a given size and waits for it: user code can
/// nest values and calls far deeper than the 8 MB main thread allows, and walking them
/// recurses. The evaluation thread of `ScriptContext` and the session thread of `LargeStack`
/// both start here.
///
///     StackThread.run(stackSize: 1 << 30) { evaluate() }
public enum StackThread {
  /// Runs `body` on its own thread of `stackSize` bytes (reserved, not committed: pages are
  /// touched only as deep as the recursion goes). `waiting` is given the wait itself, for a
  /// caller that must do something around it on its own thread once the worker has started
  /// (the worker keeps the signal mask it started with).
  public static func run(
    stackSize: Int, _ body: @escaping () -> Void,
    waiting: (_ wait: () -> Void) -> Void = { $0() }
  ) {
    let box = WorkBox(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.run()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    waiting { done.wait() }
  }
}

/// Carries the work to its thread; the caller waits, so nothing runs concurrently.
private final class WorkBox: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
  func run() { body() }
}
