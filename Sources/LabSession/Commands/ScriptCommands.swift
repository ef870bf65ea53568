import LabEngine
import LabScript

/// Commands that read or change what the user's code built: `:state`, `:reset`, `:load`.
///
///     for command in ScriptCommands.all(bridge) { session.register(command) }
public enum ScriptCommands {
  public static func all(_ bridge: ScriptBridge) -> [Command] {
    [state(bridge), reset(bridge), load(bridge), preview(bridge)]
  }

  // MARK: :state

  static func state(_ bridge: ScriptBridge) -> Command {
    Command(
      name: "state", group: "Session",
      summary: "List every @State variable with its owner and value, or set one.",
      arguments: "[name [= value]]",
      details: """
        Variables are listed in the order they were created, as Owner.name = value (the owner \
        is the view that declares them: ContentView, or Card#2 for the second Card). An object \
        (an instance of a class, such as an ObservableObject) is shown by its name, Model or \
        Model#2 in the order objects were made, and its properties are listed under the \
        variable that holds it, as Model.name = value. Setting one rebuilds the root as a \
        change made by the view's own code would, without animation. Name a variable by its \
        name alone when only one owner has it.
        """,
      example: ":state isOn = true",
      completeArgument: { _, words in
        guard words.isEmpty else { return words.count == 1 ? ["="] : [] }
        let variables = bridge.context.stateVariables
        return stateNames(variables) + variables.map(\.key.description)
      },
      run: { invocation in
        let variables = bridge.context.stateVariables
        let raw = invocation.rawArguments
        guard !raw.isEmpty else { return .text(list(variables)) }
        guard let equals = raw.firstIndex(of: "=") else {
          guard invocation.arguments.count == 1 else {
            throw invocation.usageError("expected a name, or name = value")
          }
          return .text(line(try resolve(raw, in: variables)))
        }
        let name = raw[..<equals].trimmingCharacters()
        let expression = raw[raw.index(after: equals)...].trimmingCharacters()
        guard !name.isEmpty, !expression.isEmpty else {
          throw invocation.usageError("expected name = value")
        }
        let variable = try resolve(name, in: variables)
        let output = bridge.setState(variable.key, expression: expression)
        guard output.status == .ok, output.text.isEmpty else { return output }
        // No root to rebuild yet: show the new value instead of a summary.
        let updated = bridge.context.stateVariables.first { $0.key == variable.key }
        return .text(updated.map(line) ?? "")
      })
  }

  /// `ContentView.isOn = true`, one line per variable.
  static func list(_ variables: [StateVariable]) -> String {
    guard !variables.isEmpty else { return "no @State variables" }
    return variables.map(line).joined(separator: "\n")
  }

  static func line(_ variable: StateVariable) -> String {
    "\(variable.key) = \(variable.value.stateText)"
  }

  /// Each variable's name once, in order (`isOn`), for completion in Swift input.
  public static func stateNames(_ variables: [StateVariable]) -> [String] {
    var names: [String] = []
    for v in variables where !names.contains(v.key.name) { names.append(v.key.name) }
    return names
  }

  /// The variable `name` means: `Owner.name` exactly, or a name only one owner has.
  static func resolve(_ name: String, in variables: [StateVariable]) throws -> StateVariable {
    let matches = variables.filter {
      name.contains(".") ? $0.key.description == name : $0.key.name == name
    }
    if matches.count == 1, let only = matches.first { return only }
    if matches.count > 1 {
      let owners = matches.map { "'\($0.key)'" }
      throw CommandError(
        "'\(name)' is ambiguous: it could be \(orList(owners))", notes: ["write Owner.name"])
    }
    guard !variables.isEmpty else {
      throw CommandError(
        "no @State variable '\(name)': there are none yet",
        notes: ["declare one in a view, e.g. @State var isOn = false, and show the view"])
    }
    let known = stateNames(variables) + variables.map(\.key.description)
    let near = EditDistance.suggestions(for: name, among: known).map { "'\($0)'" }
    let hint = near.isEmpty ? ["type :state for the list"] : ["did you mean \(orList(near))?"]
    throw CommandError("no @State variable '\(name)'", notes: hint)
  }

  // MARK: :reset

  static func reset(_ bridge: ScriptBridge) -> Command {
    Command(
      name: "reset", group: "Session",
      summary: "Start afresh: forget declarations, @State and the view; default window.",
      details: "Settings (:set) and the record that :save writes are kept.",
      example: ":reset",
      run: { invocation in
        guard invocation.arguments.isEmpty else {
          throw invocation.usageError("':reset' takes no arguments")
        }
        bridge.reset()
        return .text(
          "reset: declarations, @State variables and the view are gone\n"
            + "window \(bridge.scene.window)")
      })
  }

  // MARK: :load

  static func load(_ bridge: ScriptBridge) -> Command {
    Command(
      name: "load", group: "Session",
      summary: "Evaluate a file of Swift as one input (errors point at file:line:col).",
      arguments: "<file.swift | file.strings | file.xcstrings | Model.xcdatamodeld>",
      details: """
        The file is read from the path you give (relative to the working directory) and runs \
        as if you had typed it all at once: declarations stay, and a view expression at the \
        end becomes the root. A strings table (Localizable.strings, or a String Catalog) \
        gives the English text of the keys that Text and other titles, NSLocalizedString and \
        String(localized:) look up; a Core Data model (.xcdatamodeld) declares the classes Xcode \
        generates for its entities. A transcript replayed by geolab check or replay may load only \
        files inside the working directory.
        """,
      example: ":load examples/card.swift",
      run: { invocation in
        guard invocation.arguments.count == 1 else {
          throw invocation.usageError("name one file")
        }
        let path = invocation.arguments[0]
        if !invocation.session.settings.loadsOutside { try SavePath.checkReadable(path) }
        let isModel = path.hasSuffix(".xcdatamodeld") || path.hasSuffix(".xcdatamodeld/") || path.hasSuffix(".xcdatamodel")
          || path.hasSuffix(".xcdatamodel/")
        let text: String
        do {
          text = try TextFile.read(isModel ? CoreDataModel.contentsPath(ofModelAt: path) : path)
        } catch let error as CoreDataModel.ParseError {
          throw CommandError(error.message)
        } catch {
          throw CommandError("\(error)")
        }
        if isModel {
          // A Core Data model: the classes Xcode generates for its entities are declared.
          let source: String
          do { source = try CoreDataModel.swiftSource(text) } catch let error as CoreDataModel.ParseError {
            throw CommandError("'\(path)': \(error.message)")
          }
          let output = bridge.evaluate(source, file: path)
          return output.status == .ok && output.text.isEmpty ? .text("loaded \(path): the classes Xcode generates for its entities") : output
        }
        if path.hasSuffix(".strings") || path.hasSuffix(".xcstrings") {
          switch bridge.context.loadStrings(text, file: path) {
          case .success(let count):
            return .text("loaded \(path): \(count) \(count == 1 ? "key" : "keys") for the titles and NSLocalizedString that follow")
          case .failure(let error):
            return Output(text: error.rendered, status: .error)
          }
        }
        let output = bridge.evaluate(text, file: path)
        return output.status == .ok && output.text.isEmpty ? .text("loaded \(path)") : output
      })
  }
}

extension ScriptCommands {
  // MARK: :preview

  static func preview(_ bridge: ScriptBridge) -> Command {
    Command(
      name: "preview", group: "Session",
      summary: "Build a view as a preview would, making up the arguments it needs.",
      arguments: "[<View>]",
      details: """
        With no name: the first PreviewProvider, else the first view, of the last input or file \
        that declared one. A view's parameters get sample values (a string is its parameter's \
        name, a number 1, a Bool false, an optional nil, a collection empty, a closure does \
        nothing, a binding is .constant), and the call is printed so that you can copy and \
        change it. An object no ancestor provides (@EnvironmentObject, @Environment(Model.self)) \
        is made with init(), with a warning, where SwiftUI would stop.
        """,
      example: ":preview ProfileCard",
      run: { invocation in
        guard invocation.arguments.count <= 1 else {
          throw invocation.usageError("name at most one view")
        }
        return bridge.preview(invocation.arguments.first)
      })
  }
}

extension Substring {
  /// Without leading and trailing whitespace.
  fileprivate func trimmingCharacters() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
