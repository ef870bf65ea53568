import LabEngine
import SwiftSyntax

/// Core Haptics, as view code plays a pattern (Hacking with Swift's `complexSuccess()`): the
/// device's capabilities, an engine that starts, events and patterns, and players that play
/// them. A haptic is felt, not seen: nothing is laid out or drawn, as for UIKit's feedback
/// generators (docs/semantics.md §1.4). The lab's phone supports haptics; an iPad does not
/// [INF: iPads have no Taptic Engine].
enum CoreHapticsBuiltins {
  static let typeNames = ["CHHapticEngine", "CHHapticEvent", "CHHapticEventParameter", "CHHapticPattern"]
  static let kinds: Set = [
    "CHHapticDeviceCapability", "CHHapticEngine", "CHHapticEvent", "CHHapticEventParameter",
    "CHHapticPattern", "CHHapticPatternPlayer",
  ]

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    switch name {
    case "CHHapticEngine": try c.checkLabels([])
    case "CHHapticEvent":
      try c.checkLabels(["eventType", "parameters", "relativeTime", "duration"])
      guard c.argument("eventType") != nil, c.argument("relativeTime") != nil else {
        throw c.fail("`CHHapticEvent` needs `eventType:`, `parameters:` and `relativeTime:`", kind: .argument)
      }
    case "CHHapticEventParameter":
      try c.checkLabels(["parameterID", "value"])
      guard c.argument("parameterID") != nil, try c.double("value") != nil else {
        throw c.fail("`CHHapticEventParameter` needs `parameterID:` and `value:`", kind: .argument)
      }
    case "CHHapticPattern":
      try c.checkLabels(["events", "parameters", "parameterCurves"])
      guard let events = c.argument("events") else { throw c.fail("`CHHapticPattern` needs `events:`", kind: .argument) }
      _ = try c.interpreter.elements(of: events.value, at: events.node)
    default: break
    }
    return .opaque(OpaqueValue(kind: name, text: name))
  }

  /// `CHHapticEngine.capabilitiesForHardware()`.
  static func staticMember(_ type: String, _ name: String, _ interp: Interpreter) -> Value? {
    guard type == "CHHapticEngine", name == "capabilitiesForHardware" else { return nil }
    return .function(
      FunctionValue(name: name) { c in
        try c.checkLabels([])
        return .opaque(OpaqueValue(kind: "CHHapticDeviceCapability", text: "CHHapticDeviceCapability"))
      })
  }

  static func member(_ o: OpaqueValue, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value {
    func nothing(_ labels: [String?]) -> Value {
      .function(FunctionValue(name: name) { c in try c.checkLabels(labels); return .void })
    }
    switch (o.kind, name) {
    case ("CHHapticDeviceCapability", "supportsHaptics"): return .bool(!interp.screen.name.hasPrefix("iPad"))
    case ("CHHapticDeviceCapability", "supportsAudio"): return .bool(true)
    case ("CHHapticEngine", "start"): return nothing(["completionHandler"])
    case ("CHHapticEngine", "stop"): return nothing(["completionHandler"])
    case ("CHHapticEngine", "makePlayer"), ("CHHapticEngine", "makeAdvancedPlayer"):
      return .function(
        FunctionValue(name: name) { c in
          try c.checkLabels(["with"])
          guard case .opaque(let p)? = c.argument("with")?.value, p.kind == "CHHapticPattern" else {
            throw c.fail("`\(name)(with:)` takes a `CHHapticPattern`", kind: .typeMismatch)
          }
          return .opaque(OpaqueValue(kind: "CHHapticPatternPlayer", text: "CHHapticPatternPlayer"))
        })
    case ("CHHapticPatternPlayer", "start"), ("CHHapticPatternPlayer", "stop"):
      // Played (or stopped) at once or later: felt, not seen.
      return nothing(["atTime"])
    default:
      throw interp.error(
        "`\(name)` of `\(o.kind)` is not available in the lab; it has the capabilities' `supportsHaptics`, an "
          + "engine's `start()`, `stop()` and `makePlayer(with:)`, and a player's `start(atTime:)`", at: node,
        kind: .notSupported)
    }
  }
}
