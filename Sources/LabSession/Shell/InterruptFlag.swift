import Synchronization

/// A flag raised by the SIGINT handler (Ctrl-C) and polled by long-running commands, so a command
/// can stop early and the shell returns to the prompt. Raising it is async-signal-safe (a
/// lock-free atomic store).
///
///     if session.interrupt.isRaised { throw CommandError.interrupted }
public final class InterruptFlag: Sendable {
  /// The flag the process's SIGINT handler raises; sessions use it unless given another.
  public static let shared = InterruptFlag()

  private let raised = Atomic<Bool>(false)

  public init() {}

  /// Whether Ctrl-C was pressed since the last `clear()`.
  public var isRaised: Bool { raised.load(ordering: .acquiring) }

  /// Called from the signal handler.
  public func raise() { raised.store(true, ordering: .releasing) }

  /// Called by the shell before each read and before each input runs.
  public func clear() { raised.store(false, ordering: .releasing) }
}
