import LabEngine
import SwiftSyntax

/// Preference values after an update (docs/semantics.md §5): `onPreferenceChange` closures run once
/// the update is done and only when their key's value changed, and `:prefs` lists what every
/// key combines to.
extension ScriptContext {
  /// Runs the `onPreferenceChange` closures of `tree` (the laid-out root of an update) whose
  /// value differs from the one they saw after the previous update, in tree order; the first
  /// value counts as a change, as in newer releases. Returns the rebuilt root when they changed
  /// state, so the session can lay it out again (and detect a cycle).
  public func runPreferenceChanges(_ tree: ViewTree) -> EvaluationResult {
    closurePass { interp in
      let node = Syntax(TokenSyntax.identifier("onPreferenceChange"))
      var ordinals: [String: Int] = [:]
      do {
        for i in 0..<tree.count {
          guard case .preference(let m) = tree.kinds[i], case .onChange = m.role,
            let entry = m.payload?.contents as? PreferenceEntry, let fn = entry.function
          else { continue }
          ordinals[m.key, default: 0] += 1
          let id = "\(m.key)#\(ordinals[m.key, default: 1])"
          let value =
            try interp.preferenceCombiner(entry.key, at: node).value(
              in: tree, at: ViewTree.NodeID(i)) ?? interp.preferenceDefault(entry.key, at: node)
          if let seen = self.preferencesSeen[id], seen.isEqual(to: value) { continue }
          self.preferencesSeen[id] = value
          try interp.runAction(fn, values: [value], node: node)
        }
      }
    }
  }

  /// Runs the `onGeometryChange` actions of `tree` (laid out, its views' geometry in
  /// `readings` by node): each `of` closure reads a proxy of its view, and the action runs
  /// when the value differs from the one it read after the previous update, or on the first
  /// (docs/semantics.md §4.2). Returns the rebuilt root when the actions changed state.
  public func runGeometryChanges(_ tree: ViewTree, readings: [ViewTree.NodeID: GeometryReading])
    -> EvaluationResult
  {
    closurePass { interp in
      let node = Syntax(TokenSyntax.identifier("onGeometryChange"))
      for i in 0..<tree.count {
        guard case .action(let h) = tree.kinds[i], h.moment == .geometryChange,
          let action = interp.actions[h.token], let transform = action.transform, let fn = action.function
        else { continue }
        let n = ViewTree.NodeID(i)
        let reading = readings[n] ?? GeometryReading(size: .zero)
        let proxy = GeometryProxyValue(
          reader: GeometryReaderID(source: nil, ordinal: 0), provider: GeometryProvider { _ in reading })
        let value = try interp.call(transform, [.proxy(proxy)], node: node)
        let key = tree.identities[i]
        let old = self.geometrySeen[key]
        if let old, old.isEqual(to: value) { continue }
        self.geometrySeen[key] = value
        try interp.runAction(fn, values: [old ?? value, value], node: node)
      }
    }
  }

  /// Every preference key of `tree` with its value combined at the root and each view whose
  /// contribution reaches the root (`:prefs`).
  public func preferenceSummaries(_ tree: ViewTree) -> [PreferenceSummary] {
    var summaries: [PreferenceSummary] = []
    onLargeStack {
      let interp = self.interpreter
      // Reading the values runs user `reduce` code but is not an entry of its own: what it
      // prints or warns is not reported.
      let saved = interp.pass
      defer { interp.pass = saved }
      let node = Syntax(TokenSyntax.identifier("prefs"))
      for key in tree.preferenceKeys {
        var entryKey: StructType?
        for kind in tree.kinds {
          if case .preference(let m) = kind, m.key == key,
            let entry = m.payload?.contents as? PreferenceEntry
          {
            entryKey = entry.key
            break
          }
        }
        guard let type = entryKey else { continue }
        let combiner = interp.preferenceCombiner(type, at: node)
        var summary = PreferenceSummary(key: key)
        do {
          summary.value = try combiner.value(in: tree, at: ViewTree.root)?.description
          summary.defaultValue = try interp.preferenceDefault(type, at: node).description
          for n in combiner.contributors(in: tree, at: ViewTree.root) {
            guard case .preference(let m) = tree.kind(n) else { continue }
            let v = try combiner.value(in: tree, at: n)?.description ?? "-"
            summary.contributors.append(.init(node: n, modifier: m, value: v))
          }
        } catch let error as RuntimeError {
          summary.error = error.diagnostic.message
        } catch {
          summary.error = "\(error)"
        }
        for i in 0..<tree.count {
          if case .preference(let m) = tree.kinds[i], m.key == key, case .onChange = m.role {
            summary.watchers.append(ViewTree.NodeID(i))
          }
        }
        summaries.append(summary)
      }
    }
    return summaries
  }
}

/// One preference key as `:prefs` shows it: the value at the root, and the views whose writes
/// reach it.
///
///     PreferenceSummary(key: "FrameKey")   // value nil: nothing writes it
public struct PreferenceSummary {
  /// A contributing view (its `.preference` node) and the value it passes up.
  public struct Contributor {
    public var node: ViewTree.NodeID
    public var modifier: PreferenceModifier
    public var value: String
  }

  public var key: String
  /// The combined value at the root; nil when nothing reaches it (readers see the default).
  public var value: String?
  public var defaultValue: String = ""
  public var contributors: [Contributor] = []
  /// The `onPreferenceChange` nodes for the key.
  public var watchers: [ViewTree.NodeID] = []
  /// A runtime error from the key's `reduce` or `defaultValue`.
  public var error: String?

  public init(key: String) { self.key = key }
}
