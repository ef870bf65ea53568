import ArgumentParser
import LabSession

#if canImport(Glibc)
  import Glibc
#endif

// Entry point. Parses with swift-argument-parser but maps its usage errors (exit 64) to the exit
// code geolab documents: 0 success, 1 an input of a script failed, 2 usage. Everything runs on a
// large stack: values that user code nests deeply are printed and freed recursively.
LargeStack.run {
  do {
    var command = try Geolab.parseAsRoot()
    try command.run()
  } catch {
    if Geolab.exitCode(for: error) == .validationFailure {
      fputs(Geolab.fullMessage(for: error) + "\n", stderr)
      exit(2)
    }
    Geolab.exit(withError: error)
  }
}
