import LabEngine

/// The sizes of iOS's standard controls (iOS 17/18, default styles, Dynamic Type Large), one
/// table for every control builtin (docs/semantics.md §2.9, where each figure's source and
/// expected error are given). Apple documents almost none of them; a figure no one we can cite
/// measured is marked [INF].
enum ControlMetrics {
  /// A `Toggle`'s switch [ART Travis Kirton, "Hacking UISwitch" (C4): the switch's view
  /// hierarchy measured at frame (0 0; 51 31)].
  static let switchSize = Size(width: 51, height: 31)
  /// `ProgressView()`: UIKit's medium activity indicator [ART Mark Meretzky's UIKit notes
  /// (20 × 20 printed); Flutter's `CupertinoActivityIndicator` radius 10; Framework7's iOS
  /// preloader 20].
  static let activityIndicatorSize = Size(width: 20, height: 20)
  /// `ProgressView(value:)`: a bar as wide as offered [ART Framework7's iOS progress bar 4;
  /// Flutter's linear indicator 4.5].
  static let progressBarHeight = 4.0
  /// Between a progress view and its label [INF].
  static let progressLabelSpacing = 8.0
  /// A `Stepper`'s control [INF: 94 × 32 since iOS 13; 94 × 29 before, as BalestraPatrick's
  /// ValueStepper README records].
  static let stepperSize = Size(width: 94, height: 32)
  /// A `Slider`'s height; it is as wide as offered [ART Mark Meretzky's UIKit notes: 34 printed
  /// on iOS 8.1; INF that it still holds].
  static let sliderHeight = 34.0
  /// The diameter of a slider's thumb, which stays inside the track's ends [ART Flutter's
  /// `CupertinoThumbPainter` radius 14; Framework7's iOS range knob 28].
  static let sliderThumb = 28.0
  /// A segmented `Picker`'s height; its segments share the width equally [ART the
  /// cupertino_native_better package's segmented control (height 32); DOC Human Interface
  /// Guidelines, segmented controls (equal widths)].
  static let segmentedHeight = 32.0
  /// A wheel `Picker`'s height; it is as wide as offered [ART Mark Meretzky's UIKit notes and
  /// the cupertino_native_better package: UIPickerView 216 high in portrait].
  static let wheelHeight = 216.0
  /// A `.wheel` DatePicker unproposed: UIKit's default size for a picker in portrait (its
  /// height 162 in landscape is not modelled); offered a width it takes it, and it is never
  /// taller [CODE UIKit's `_UIPickerViewStyle_iOS` default size and `sizeThatFits`, read in a
  /// public decompile of iOS 26.1's UIKitCore, the pre-iOS 26 branch; ART Mark Meretzky's
  /// UIKit notes: a picker 320 × 216 in portrait].
  static let datePickerWheel = Size(width: 320, height: 216)
  /// A `.graphical` DatePicker: as wide as offered between 280 and 375 (375 unproposed [INF]);
  /// 348 high for a date, 392 with the time row [CODE UIKit's inline date picker style: width
  /// at most 375, its month grid at least 280; ART react-native-datetimepicker pull request
  /// 830 and woocommerce-ios pull request 3044: its fitting height 348 (345 on iOS 14), 392
  /// with the time].
  static let datePickerCalendar = (minWidth: 280.0, maxWidth: 375.0, height: 348.0, heightWithTime: 392.0)
  /// The space inside a `.roundedBorder` text field around its text [INF; UIKit's
  /// rounded-rect field is 30 high at its 14-point default font (ART xamarin/Xamarin.Forms
  /// pull request 987)].
  static let roundedFieldInsets = EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7)

  /// A compact `DatePicker`'s pills: the text padded 12 across and 7 down (34.33 high in the body
  /// font), corner radius 8, 4 between the date's and the time's [CODE UIKit's compact date
  /// picker (`_UIDatePickerCompactDateLabel` and its layout), read in public decompiles; ART
  /// iOS look-alikes that draw 34.33 and 12-point insets; swiftui-introspect: a compact DatePicker
  /// is a UIDatePicker].
  static let datePillInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
  static let datePillRadius = 8.0
  static let datePillSpacing = 4.0

  /// A `ColorPicker`'s colour well on an iPhone in portrait (compact width): 28 × 28 (36 in a
  /// regular width) [CODE UIKit's `_UIColorWelliOSVisualStyle` width for the trait collection,
  /// read in several public decompiles; swiftui-introspect: ColorPicker is a UIColorWell].
  static let colorWell = 28.0

  /// A `.bordered` / `.borderedProminent` button at a control size: the padding around its
  /// label, the label's font, and its shape (a capsule, or a rounded rectangle whose radius is
  /// ⌈height × 0.35 × 0.5⌉) [CODE OSUI Sources/OpenSwiftUI/View/Control/Button/BorderedButtonSpecs.swift,
  /// ButtonBorderShape.swift, audited for iOS 18; the same believed for iOS 17, ± 1 on `.large`'s
  /// vertical padding]. Both styles share it; only their colours differ.
  static func borderedButton(_ size: String) -> (horizontal: Double, vertical: Double, font: Font?, capsule: Bool)? {
    switch size {
    case "mini", "small": return (10, 5, .subheadline, true)
    case "regular": return (12, 7, nil, false)
    case "large": return (20, 15, nil, false)
    case "extraLarge": return (20, 15, nil, true)
    default: return nil
    }
  }
}
