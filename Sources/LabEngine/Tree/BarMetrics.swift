/// The heights of the bars a NavigationStack and a TabView lay their content out between, one
/// table for the builders and the pictures (docs/semantics.md §2.8, §2.11).
public enum BarMetrics {
  /// A navigation bar with an inline title on an iPhone [ART Geoff Hackworth, "iPad Navigation
  /// Bar and Toolbar Height Changes in iOS 12" (2018): 44-point bars since iOS 7].
  public static let inline = 44.0
  /// With a large title: 52 more [same source: large titles since iOS 11, iPhone unchanged since].
  public static let largeTitle = 96.0
  /// A tab bar above the bottom safe-area inset [ART the figure most sources quote for
  /// UITabBar; Flutter's `CupertinoTabBar` draws 50].
  public static let tabBar = 49.0
  /// `.searchable` in a navigation stack: a row below the title for the search field, 1 + 36 +
  /// 15 [CODE UIKit's `_UISearchBarVisualProviderIOS` hosted insets and search field height,
  /// read in public decompiles; swiftui-introspect: `.searchable` is a UISearchBar in the
  /// navigation controller; Flutter's `_kSearchFieldHeight` 36].
  public static let searchDrawer = 52.0
}
