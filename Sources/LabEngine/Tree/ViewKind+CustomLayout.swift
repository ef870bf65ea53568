// The payloads of the `ViewKind`s user layout code makes (docs/semantics.md §9): a layout
// written in user code and a `.layoutValue(key:value:)`. The code itself runs in Layout/.

/// The payload of a `.customLayout` node: the layout's type name and its code.
public struct CustomLayout: Sendable {
  /// `RadialLayout`, as output names the node.
  public var name: String
  /// How the user wrote it (`RadialLayout(radius: 80)`), for `:explain`.
  public var code: String
  public var implementation: any CustomLayoutCode
  /// Its `layoutProperties.stackOrientation`: the axis Spacers and Dividers among its subviews
  /// lie along (nil: none, as outside any stack).
  public var stackOrientation: Axis?

  public init(name: String, code: String, implementation: any CustomLayoutCode) {
    self.name = name
    self.code = code
    self.implementation = implementation
  }
}

/// A `.layoutValue(key:value:)`: the key type's name, the value as its code wrote it, and the
/// script's value itself, which the engine only carries.
public struct LayoutValueEntry: Sendable {
  public var key: String
  public var text: String
  public var value: LayoutValueBox

  public init(key: String, text: String, value: LayoutValueBox) {
    (self.key, self.text, self.value) = (key, text, value)
  }
}

/// A script value the engine carries without looking at it.
public final class LayoutValueBox: @unchecked Sendable {
  public let value: Any
  public init(_ value: Any) { self.value = value }
}
