import SwiftSyntax

extension TokenSyntax {
  /// The name an identifier token declares or refers to: its text without the backticks that
  /// let a keyword be a name (`` static let `default` = … `` declares `default`, which
  /// `Profile.default` and `` Profile.`default` `` both name, as in Swift).
  var identifierText: String {
    let text = self.text
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }
}
