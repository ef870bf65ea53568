import CEditLine
import LabSession

#if canImport(Glibc)
  import Glibc
#endif

/// Routes Ctrl-C (SIGINT) to `InterruptFlag.shared` instead of killing the process. Installed only
/// for the interactive REPL: a script or a pipe keeps the default, so Ctrl-C stops it.
///
///     InterruptHandler.install()
enum InterruptHandler {
  static func install() {
    // Touch the shared flag first, so the handler never runs its lazy initialiser.
    InterruptFlag.shared.clear()
    _ = geolab_install_handler(SIGINT) { _ in InterruptFlag.shared.raise() }
  }
}
