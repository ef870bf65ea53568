import LabEngine
import SwiftSyntax

/// AVFoundation as view code drives it: a player made, given an item, played, paused and
/// sought, a `CMTime`, an audio player and the audio session (docs/semantics.md §1.4). The lab
/// loads and plays no media: what depends only on the calls made is kept (the rate a `play()`
/// asks for, the volume, the item, a player paused at zero), and what depends on the media —
/// its duration, the time while it plays, whether it is playing yet — is refused where it is
/// read. Sound is heard, not seen: nothing of it is laid out.
///
///     let player = AVPlayer(url: url)
///     player.play()
///     player.rate               // 1.0
///     player.currentTime()      // refused: it follows the media
enum MediaBuiltins {
  static let typeNames = ["AVPlayer", "AVPlayerItem", "AVAudioPlayer", "AVAudioSession", "CMTime", "CMTimeMake"]

  static func isTrue(_ v: Value) -> Bool {
    if case .bool(true) = v { return true }
    return false
  }

  static func refuse(_ what: String, _ interp: Interpreter, at node: Syntax) -> RuntimeError {
    interp.error(
      "\(what) follows the media, which the lab does not load or play: it is not modelled", at: node,
      kind: .notSupported)
  }

  static func construct(_ name: String, _ c: inout CallContext) throws -> Value {
    let interp = c.interpreter
    switch name {
    case "AVPlayer":
      try c.checkLabels(["url", "playerItem"])
      var item: Value = .null
      if let url = c.argument("url") {
        guard case .opaque(let u) = url.value, u.kind == "URL" else {
          throw interp.error("`AVPlayer(url:)` takes a `URL`", at: url.node, kind: .typeMismatch)
        }
        item = playerItem(u.text, interp)
      } else if let given = c.argument("playerItem") {
        item = given.value
      }
      return BuiltinClasses.make(
        name, initial: [("rate", .float(0)), ("volume", .float(1)), ("isMuted", .bool(false)), ("currentItem", item),
          ("moved", .bool(false))], interp
      ).0
    case "AVPlayerItem":
      try c.checkLabels(["url"])
      guard let url = c.argument("url"), case .opaque(let u) = url.value, u.kind == "URL" else {
        throw c.fail("`AVPlayerItem(url:)` takes a `URL`", kind: .typeMismatch)
      }
      return playerItem(u.text, interp)
    case "AVAudioPlayer":
      // `AVAudioPlayer()` plays nothing; `contentsOf:` and `data:` make a player of media the
      // lab does not decode (a device reads the file and throws where it cannot).
      try c.checkLabels(["contentsOf", "data", "fileTypeHint"])
      let loaded = c.argument("contentsOf") != nil || c.argument("data") != nil
      return BuiltinClasses.make(
        name, initial: [("volume", .float(1)), ("numberOfLoops", .int(0)), ("loaded", .bool(loaded)), ("played", .bool(false))],
        interp
      ).0
    case "CMTime":
      if c.has("seconds") {
        try c.checkLabels(["seconds", "preferredTimescale"])
        guard let s = try c.double("seconds"), let scale = try c.int("preferredTimescale"), scale > 0 else {
          throw c.fail("`CMTime(seconds:preferredTimescale:)` needs seconds and a positive timescale", kind: .argument)
        }
        // Exact when the seconds are a whole number of the timescale's ticks; otherwise
        // CoreMedia rounds to a tick, which the lab does not imitate.
        let ticks = s * Double(scale)
        guard ticks == ticks.rounded(), abs(ticks) < 9e15 else {
          throw c.fail(
            "\(s) s is not a whole number of 1/\(scale) s ticks: CoreMedia rounds it, which the lab does not imitate",
            kind: .notSupported)
        }
        return time(ticks / Double(scale), interp)
      }
      fallthrough
    default:
      // `CMTime(value:timescale:)` and `CMTimeMake(value:timescale:)`: value / timescale s.
      try c.checkLabels(["value", "timescale"])
      guard let v = try c.int("value"), let scale = try c.int("timescale"), scale > 0 else {
        throw c.fail("`\(name)(value:timescale:)` needs a value and a positive timescale", kind: .argument)
      }
      return time(Double(v) / Double(scale), interp)
    }
  }

  static func playerItem(_ url: String, _ interp: Interpreter) -> Value {
    BuiltinClasses.value("AVPlayerItem", ["url": .opaque(OpaqueValue(kind: "URL", text: url))], interp)
  }

  static func time(_ seconds: Double, _ interp: Interpreter) -> Value {
    BuiltinClasses.value("CMTime", ["seconds": .double(seconds)], interp)
  }

  static func staticMember(_ type: String, _ name: String, _ interp: Interpreter) -> Value? {
    switch (type, name) {
    case ("CMTime", "zero"): return time(0, interp)
    case ("AVAudioSession", "sharedInstance"):
      return .function(FunctionValue(name: name) { c in
        try c.checkLabels([])
        return .opaque(OpaqueValue(kind: "AVAudioSession", text: "AVAudioSession"))
      })
    case ("AVPlayer", "TimeControlStatus"):
      return .opaque(OpaqueValue(kind: "AVPlayer.TimeControlStatus", text: "TimeControlStatus"))
    default: return nil
    }
  }

  /// The audio session's settings: heard, not seen.
  static func sessionMember(_ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value {
    switch name {
    case "setCategory", "setActive", "setMode", "overrideOutputAudioPort", "setPreferredSampleRate":
      return .function(FunctionValue(name: name) { _ in .void })
    default:
      throw interp.unknown("`AVAudioSession` has no member the lab models named", name, at: node,
        candidates: ["setCategory", "setActive", "setMode"])
    }
  }

  /// A member of an `AVPlayer` or `AVAudioPlayer` object; nil for one it does not have.
  static func member(_ inst: StructInstance, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    if let owner = BuiltinClasses.owner(inst, of: "AVPlayer", interp) {
      return try playerMember(owner, name, interp, at: node)
    }
    if let owner = BuiltinClasses.owner(inst, of: "AVAudioPlayer", interp) {
      return try audioPlayerMember(owner, name, interp, at: node)
    }
    return nil
  }

  private static func playerMember(_ owner: String, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    func get(_ key: String) -> Value { interp.state[StateKey(owner: owner, name: key)] ?? .null }
    func set(_ key: String, _ value: Value) { interp.writeState(StateKey(owner: owner, name: key), value) }
    func method(_ labels: [String?], _ body: @escaping (inout CallContext) throws -> Value) -> Value {
      .function(FunctionValue(name: name) { c in try c.checkLabels(labels); return try body(&c) })
    }
    switch name {
    case "rate", "volume", "isMuted", "currentItem": return get(name)
    case "play": return method([]) { _ in set("rate", .float(1)); set("moved", .bool(true)); return .void }
    case "pause": return method([]) { _ in set("rate", .float(0)); return .void }
    case "replaceCurrentItem":
      return method(["with"]) { c in set("currentItem", c.argument("with")?.value ?? .null); return .void }
    case "seek":
      return method(["to", "toleranceBefore", "toleranceAfter", "completionHandler"]) { c in
        if c.argument("completionHandler") != nil {
          throw c.fail("a seek's completion runs when the media has moved, which the lab does not load", kind: .notSupported)
        }
        set("moved", .bool(true))
        return .void
      }
    case "timeControlStatus":
      guard get("rate").isEqual(to: .float(0)) else {
        throw refuse("whether a playing player is playing yet or waiting", interp, at: node)
      }
      return .implicitMember(ImplicitMember(name: "paused", arguments: nil))
    case "currentTime":
      return method([]) { c in
        guard case .bool(false) = get("moved") else {
          throw refuse("the time of a player that has played or sought", c.interpreter, at: c.node)
        }
        return time(0, c.interpreter)
      }
    case "addPeriodicTimeObserver", "addBoundaryTimeObserver", "status", "error", "reasonForWaitingToPlay":
      throw refuse("`\(name)`", interp, at: node)
    case "removeTimeObserver": return method([nil]) { _ in .void }
    default: return nil
    }
  }

  private static func audioPlayerMember(_ owner: String, _ name: String, _ interp: Interpreter, at node: Syntax) throws -> Value? {
    func get(_ key: String) -> Value { interp.state[StateKey(owner: owner, name: key)] ?? .null }
    func set(_ key: String, _ value: Value) { interp.writeState(StateKey(owner: owner, name: key), value) }
    let loaded = isTrue(get("loaded"))
    switch name {
    case "volume", "numberOfLoops": return get(name)
    case "prepareToPlay", "play":
      // A player of no media neither prepares nor plays (false); one of media does (true).
      return .function(FunctionValue(name: name) { c in
        try c.checkLabels([])
        if name == "play", loaded { set("played", .bool(true)) }
        return .bool(loaded)
      })
    case "pause", "stop": return .function(FunctionValue(name: name) { _ in .void })
    case "isPlaying":
      guard loaded, isTrue(get("played")) else { return .bool(false) }
      throw refuse("whether a player that was started is still playing", interp, at: node)
    case "currentTime":
      guard loaded, isTrue(get("played")) else { return .double(0) }
      throw refuse("the time of a player that was started", interp, at: node)
    case "duration":
      guard loaded else { return .double(0) }
      throw refuse("`duration`", interp, at: node)
    default: return nil
    }
  }

  /// `player.volume = 0.5`: the settable properties; nil when `name` is not one.
  static func set(_ inst: StructInstance, _ name: String, _ value: Value, _ interp: Interpreter, at node: Syntax) throws -> Bool {
    let settable: [String]
    let owner: String
    if let o = BuiltinClasses.owner(inst, of: "AVPlayer", interp) {
      (owner, settable) = (o, ["rate", "volume", "isMuted"])
    } else if let o = BuiltinClasses.owner(inst, of: "AVAudioPlayer", interp) {
      (owner, settable) = (o, ["volume", "numberOfLoops"])
    } else {
      return false
    }
    guard settable.contains(name) else {
      throw interp.error(
        "`\(name)` of `\(inst.type.name)` is not modelled: the lab keeps \(settable.map { "`\($0)`" }.joined(separator: ", "))",
        at: node, kind: .notSupported)
    }
    // `rate` and `volume` are `Float`s; `isMuted` a `Bool`, `numberOfLoops` an `Int`.
    let stored: Value
    switch (name, value) {
    case ("isMuted", .bool), ("numberOfLoops", .int): stored = value
    case ("rate", .float), ("volume", .float): stored = value
    default:
      throw interp.error(
        "`\(name)` of `\(inst.type.name)` is a `\(["isMuted": "Bool", "numberOfLoops": "Int"][name] ?? "Float")`",
        at: node, kind: .typeMismatch)
    }
    interp.writeState(StateKey(owner: owner, name: name), stored)
    if name == "rate", !stored.isEqual(to: .float(0)) { interp.writeState(StateKey(owner: owner, name: "moved"), .bool(true)) }
    return true
  }
}
