/// Something in user input the engine corrected the way SwiftUI does, and says so: an invalid
/// frame dimension treated as nil, contradictory constraints normalised, a non-finite number
/// ignored. SwiftUI logs these to the console; the lab prints them.
///
///     LayoutWarning(message: "Invalid frame dimension (negative or non-finite): width -5")
public struct LayoutWarning: Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var source: SourceLocation?
  public var node: ViewTree.NodeID?

  public init(message: String, source: SourceLocation? = nil, node: ViewTree.NodeID? = nil) {
    self.message = message
    self.source = source
    self.node = node
  }

  public var description: String {
    (source.map { "\($0): " } ?? "") + "warning: " + message
  }
}
