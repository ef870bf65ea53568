import Foundation
import LabScript

#if canImport(Glibc)
  import Glibc
#endif

/// Runs work on a thread with a large stack and waits for it. User code can build values nested
/// hundreds of thousands of levels deep (`for _ in 0..<300_000 { a = [a] }` stays within the
/// step budget); printing or freeing such a value recurses once per level, so front ends run
/// their session here rather than on the 8 MB main thread. The evaluation thread of
/// `ScriptContext` has the same size.
///
///     LargeStack.run { runTheREPL() }
public enum LargeStack {
  /// Reserved, not committed: pages are touched only as deep as the recursion goes.
  public static let size = 1 << 30

  /// Runs `body` on a fresh thread of `size` bytes of stack and waits for it. While it runs,
  /// the calling thread blocks the usual asynchronous signals, so that Ctrl-C, a window resize
  /// or a suspend reach the thread that reads the terminal.
  public static func run(_ body: @escaping () -> Void) {
    StackThread.run(stackSize: size, body) { wait in
      var blocked = sigset_t()
      var previous = sigset_t()
      sigemptyset(&blocked)
      for signal in [SIGINT, SIGWINCH, SIGTSTP, SIGCONT, SIGQUIT, SIGTERM, SIGHUP] {
        sigaddset(&blocked, signal)
      }
      pthread_sigmask(SIG_BLOCK, &blocked, &previous)
      wait()
      pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
  }
}
