import ArgumentParser

/// Options every geolab command accepts.
///
///     geolab --no-color run scene.geolab
struct GlobalOptions: ParsableArguments {
  @Flag(name: .customLong("no-color"), help: "Never colour output (NO_COLOR does the same).")
  var noColor = false

  @Flag(
    help: """
      Print each input line after its prompt (geo> or ...>), the way a transcript shows it \
      (plain input only: a terminal shows what you type anyway).
      """)
  var echo = false

  @Flag(
    name: .customLong("allow-outside"),
    help: "Let :save write files outside the current working directory.")
  var allowOutside = false
}
