import LabEngine

/// A runtime value of the view-code interpreter: Swift's scalars and collections, closures, user
/// struct and enum values, the geometry values of LabGeometry, and finished views.
///
///     Value.size(Size(width: 100, height: 50))   // CGSize(width: 100, height: 50)
public indirect enum Value {
  case void
  /// `nil`. Optionals are flattened: a non-nil optional is just its wrapped value.
  case null
  case int(Int)
  case double(Double)
  /// A `Float`: single precision, which rounds and prints as Swift's `Float` does
  /// (docs/semantics.md §18).
  case float(Float)
  case bool(Bool)
  case string(String)
  case array([Value])
  /// An `ArraySlice` (`xs.prefix(3)`, `xs.dropFirst()`, `xs[2...]`): Swift's slices share their
  /// base's indices (docs/semantics.md §21), so `xs.dropFirst()[1]` is `xs[1]` and
  /// `xs.dropFirst().indices` is `1..<xs.count`; inside another value it prints as
  /// `ArraySlice([…])`.
  case arraySlice(ArraySliceValue)
  case dictionary(DictionaryValue)
  /// `a..<b` or `a...b` over integers.
  case range(RangeValue)
  /// A `Set`: its elements once each, kept in the order they were inserted (Swift's order is
  /// unspecified and changes from run to run, so a set is never printed).
  case set(SetValue)
  /// A `GridItem` of a lazy grid.
  case gridItem(GridTrack)
  /// A `Date`: what Foundation's `Date` stores, seconds since 2001-01-01 00:00:00 UTC (`DateBuiltins`).
  case date(Double)
  /// A `Calendar`: the phone's Gregorian calendar in UTC (`CalendarBuiltins`, docs/semantics.md §13).
  case calendar(CalendarValue)
  /// A `DateComponents` (`CalendarBuiltins`).
  case dateComponents(GregorianCalendar.Components)
  /// `0...1.5`, `0..<size.width`: a range of floating-point numbers.
  case floatingRange(FloatingRange)
  /// `(x: 1, y: 0)` and other tuples.
  case tuple(TupleValue)
  case function(FunctionValue)
  case instance(StructInstance)
  case enumCase(EnumCaseValue)
  /// A type used as a value: `Color`, `CGSize`, a user struct, `FrameKey.self`.
  case type(TypeRef)
  /// `.red`, `.topLeading`, `.init(width:height:)` before the type it belongs to is known.
  case implicitMember(ImplicitMember)
  /// `\.self`, `\.id`.
  case keyPath([String])
  case binding(BindingRef)
  case view(ViewDescription)
  case size(Size)
  case point(Point)
  case rect(Rect)
  /// A `Path` (lines and Béziers); also a view, drawn as a shape.
  case path(Path)
  case angle(Angle)
  case unitPoint(UnitPoint)
  case alignment(Alignment)
  /// `HorizontalAlignment` or `VerticalAlignment` (the key knows its axis).
  case alignmentKey(AlignmentKey)
  case edge(Edge)
  case edgeSet(Edge.Set)
  case insets(EdgeInsets)
  case axis(Axis)
  case axisSet(AxisSet)
  case affine(LabGeometry.AffineTransform2D)
  case projection(ProjectionTransform)
  case transform3D(Transform3D)
  /// A built-in geometry effect as a value (`_RotationEffect(angle:)`, `_ScaleEffect(scale:)`,
  /// or any effect after `.ignoredByLayout()`), applied with `.modifier(_)` (docs/semantics.md §4.1).
  case geometryEffect(GeometryEffect, affectsLayout: Bool)
  /// A colour by name, e.g. `red` or `blue.opacity(0.5)`.
  case color(ColorValue)
  case font(Font)
  case contentMode(ContentMode)
  case coordinateSpace(CoordinateSpaceName)
  /// A GeometryReader's proxy.
  case proxy(GeometryProxyValue)
  /// An `Anchor<CGRect>` or `Anchor<CGPoint>` from `.anchorPreference` (docs/semantics.md §4.3).
  case anchor(AnchorRef)
  /// What an `.alignmentGuide` closure receives.
  case dimensions(ViewDimensions)
  /// A `ProposedViewSize` (docs/semantics.md §1.1).
  case proposal(ProposedSize)
  /// A `ViewSpacing` (docs/semantics.md §2.1).
  case viewSpacing(ViewSpacing)
  /// One of a custom layout's `subviews` during one call of its code (docs/semantics.md §9).
  case layoutSubview(LayoutSubviewRef)
  /// A layout as a value: `HStackLayout()`, `AnyLayout(…)`, or a user `Layout` (docs/semantics.md §9).
  case layout(LayoutValue)
  /// `LayoutProperties`: a layout's `stackOrientation` (nil: none), docs/semantics.md §9.
  case layoutProperties(stackOrientation: Axis?)
  /// `.smooth(duration: 1)`, `.linear.delay(0.2)`: an animation (docs/semantics.md §8.2–8.4).
  case animation(Animation)
  /// `Spring.bouncy`, `Spring(duration: 0.5, bounce: 0.3)`.
  case spring(Spring)
  /// `Transaction(animation: .linear)`.
  case transaction(Transaction)
  /// `UnitCurve.easeInOut`.
  case unitCurve(UnitCurve)
  /// `DragGesture().onChanged { … }`: a gesture and the closures attached to it.
  case gesture(GestureSpec)
  /// A keyframe, a keyframe track or a keyframe timeline (docs/semantics.md §8.8).
  case keyframes(KeyframeValue)
  /// A Combine publisher: a subject, a `@Published` property's, `Just`, with its operators
  /// (docs/semantics.md §13.1).
  case publisher(PublisherValue)
  /// Values the engine does not model yet, kept by kind and source text (transitions,
  /// materials, namespaces, shape styles).
  case opaque(OpaqueValue)
}

/// The elements of an `ArraySlice` and the index of the first in the array it was cut from.
public struct ArraySliceValue {
  public var start: Int
  public var elements: [Value]

  /// A slice of `elements` whose first index is `start`.
  static func value(start: Int, _ elements: [Value]) -> Value {
    .arraySlice(ArraySliceValue(start: start, elements: elements))
  }
}

/// Ordered key/value pairs; lookup compares keys with `==`, so any value can be a key. Keys that
/// are numbers, strings or booleans (nearly every dictionary) are also hashed, so a lookup does
/// not walk the keys (filling a dictionary in a loop was quadratic).
public struct DictionaryValue {
  public private(set) var keys: [Value] = []
  public var values: [Value] = []
  /// Each key's position, while every key has a `HashKey`; nil once one does not.
  private var positions: [HashKey: Int]? = [:]

  public init() {}

  /// A scalar key as Swift hashes it: an `Int` and an equal `Double` are one key (`isEqual`
  /// says so), −0.0 is 0.0; NaN is never equal to anything and has none.
  enum HashKey: Hashable {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)

    init?(_ value: Value) {
      switch value {
      case .int(let i):
        if let d = Double(exactly: i) { self = .number(d) } else { self = .integer(i) }
      case .double(let d):
        guard !d.isNaN else { return nil }
        self = .number(d == 0 ? 0 : d)
      case .float(let f):
        guard !f.isNaN else { return nil }
        self = .number(f == 0 ? 0 : Double(f))
      case .string(let s): self = .string(s)
      case .bool(let b): self = .bool(b)
      default: return nil
      }
    }
  }

  func index(of key: Value) -> Int? {
    if let positions {
      // Every key is a scalar: a key without a hash equals none of them.
      guard let k = HashKey(key) else {
        if case .double(let d) = key, d.isNaN { return nil }
        return keys.firstIndex { $0.isEqual(to: key) }
      }
      return positions[k]
    }
    return keys.firstIndex { $0.isEqual(to: key) }
  }

  /// The keys replaced one for one (printing substitutes their descriptions).
  mutating func replaceKeys(_ newKeys: [Value]) {
    keys = newKeys
    reindex()
  }

  private mutating func reindex() {
    var table: [HashKey: Int] = [:]
    for (i, key) in keys.enumerated() {
      guard let k = HashKey(key) else {
        positions = nil
        return
      }
      table[k] = i
    }
    positions = table
  }

  public subscript(key: Value) -> Value? {
    get { index(of: key).map { values[$0] } }
    set {
      if let i = index(of: key) {
        if let newValue {
          values[i] = newValue
        } else {
          keys.remove(at: i)
          values.remove(at: i)
          reindex()
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
        if positions != nil {
          if let k = HashKey(key) { positions?[k] = keys.count - 1 } else { positions = nil }
        }
      }
    }
  }

  public var count: Int { keys.count }
}

/// A `Set`'s elements, once each, in insertion order (Swift's order is unspecified, so the lab
/// never prints a set in an order that would pass for Swift's); kept in a `DictionaryValue`, so
/// scalar elements are hashed and `insert`/`contains` do not walk the set.
public struct SetValue {
  private var table = DictionaryValue()

  public init() {}

  /// The distinct elements of `items`, the first of equal ones kept.
  public init(_ items: [Value]) {
    for item in items { insert(item) }
  }

  public var items: [Value] { table.keys }
  public var count: Int { table.count }

  public func contains(_ value: Value) -> Bool { table.index(of: value) != nil }

  /// Whether it was not there yet.
  @discardableResult
  public mutating func insert(_ value: Value) -> Bool {
    guard table.index(of: value) == nil else { return false }
    table[value] = .void
    return true
  }

  /// The element equal to `value` that was removed, if any.
  public mutating func remove(_ value: Value) -> Value? {
    guard let i = table.index(of: value) else { return nil }
    let removed = table.keys[i]
    table[value] = nil
    return removed
  }
}

/// An integer range, half-open or closed.
public struct RangeValue: Hashable, Sendable {
  public var lower: Int
  public var upper: Int
  public var closed: Bool

  /// The elements, as a half-open upper bound (`closed` ranges end one later).
  public var endExclusive: Int { closed ? upper &+ 1 : upper }
  public var count: Int { Swift.max(0, endExclusive &- lower) }
}

/// A range of `Double` or `CGFloat`, half-open or closed; or of `Date`s (`isDate`, the bounds
/// in seconds since 2001 as `.date` holds them), which a `DatePicker(in:)` takes.
public struct FloatingRange: Hashable, Sendable {
  public var lower: Double
  public var upper: Double
  public var closed: Bool
  public var isDate = false

  /// A bound as a value of the range's element type.
  func bound(_ x: Double) -> Value { isDate ? .date(x) : .double(x) }

  public func contains(_ x: Double) -> Bool { x >= lower && (closed ? x <= upper : x < upper) }
}

/// A tuple with optional labels.
public struct TupleValue {
  public var labels: [String?]
  public var elements: [Value]
  /// The SwiftUI type a tuple stands for (`AnimatablePair`), or nil for a Swift tuple.
  public var nominal: String? = nil

  public subscript(label: String) -> Value? {
    labels.firstIndex(of: label).map { elements[$0] }
  }
}

/// A case of a user enum, with its raw value.
public struct EnumCaseValue {
  public let type: EnumType
  public let name: String
  public var associated: [Value] = []

  public var rawValue: Value? { type.rawValue(of: name) }
}

/// A type named in user code, built in (`CGSize`) or declared by the user.
public enum TypeRef {
  case builtin(String)
  case userStruct(StructType)
  case userEnum(EnumType)
  /// A generic function's parameter in one call (`T`), and the type the call's context gave
  /// it, when it gave one.
  case genericParameter(String, bound: String?)

  public var name: String {
    switch self {
    case .builtin(let name): return name
    case .userStruct(let type): return type.name
    case .userEnum(let type): return type.name
    case .genericParameter(let name, let bound): return bound ?? name
    }
  }
}

/// `.name` or `.name(args)` whose type is not known yet.
public struct ImplicitMember {
  public var name: String
  public var arguments: [Argument]?
}

/// A `Binding`: to a `@State` slot, through closures, or constant.
public enum BindingRef {
  case state(StateKey)
  case computed(get: FunctionValue, set: FunctionValue)
  case constant(Value)
}

/// `.local`, `.global`, `.named("x")`, `.scrollView` (the innermost ScrollView above) or
/// `.scrollView(axis:)` (the innermost one that scrolls along the axis).
public enum CoordinateSpaceName: Hashable, Sendable, CustomStringConvertible {
  case local
  case global
  case named(String)
  case scrollView
  case scrollViewAlong(Axis)

  public var description: String {
    switch self {
    case .local: return ".local"
    case .global: return ".global"
    case .named(let name): return ".named(\"\(name)\")"
    case .scrollView: return ".scrollView"
    case .scrollViewAlong(let axis): return ".scrollView(axis: .\(axis == .horizontal ? "horizontal" : "vertical"))"
    }
  }
}

/// A value the engine does not model yet, e.g. an animation `.smooth(duration: 1)`.
public struct OpaqueValue: Hashable, Sendable {
  public var kind: String
  public var text: String
  /// What it draws with, evaluated: a gradient's or a stop's paint, a `StrokeStyle`'s line width
  /// (docs/semantics.md §14.2).
  public var style: DrawStyle?
  /// `Data` that `JSONEncoder` wrote without `.sortedKeys`: its text is kept with sorted keys,
  /// as Foundation's order is not fixed, and is not shown (`String(data:encoding:)`).
  public var unorderedJSON = false
  /// An `IndexSet`'s integers, ascending.
  public var indices: [Int]?
  /// An `NSNumber` made from a `Float`: the value itself, which its text (Float's shortest
  /// description) does not give back as a `Double`.
  public var float: Float?
  /// A `Timer.publish(…)` publisher's identity: each one made is another timer, which
  /// `upstream.connect().cancel()` stops and a new one replaces.
  public var identity: Int?

  public init(kind: String, text: String, style: DrawStyle? = nil) {
    self.kind = kind
    self.text = text
    self.style = style
  }

  public var paint: Paint? { style?.paint }

  /// The same value as another kind (a timer publisher's `autoconnect()`, its `upstream`).
  func retagged(_ kind: String) -> OpaqueValue {
    var copy = self
    copy.kind = kind
    return copy
  }

  /// Foundation's `IndexSet` of these integers: printed as Foundation describes it, by count.
  public static func indexSet(_ integers: some Sequence<Int>) -> Value {
    let sorted = Array(Set(integers)).sorted()
    var o = OpaqueValue(kind: "IndexSet", text: "\(sorted.count) indexes")
    o.indices = sorted
    return .opaque(o)
  }
}

/// A GeometryReader's proxy: its values come from a `GeometryProvider` (layout), keyed by the
/// reader's place in source and its ordinal in this evaluation.
public struct GeometryProxyValue {
  public var reader: GeometryReaderID
  public var provider: GeometryProvider
}
