/// Swift-side builders that read like SwiftUI, for tests, benchmarks and built-in scenes:
///
///     .hstack(spacing: 0) { [.color("red").frame(maxWidth: 100)] }
extension ViewDescription {
  public static func color(_ name: String) -> ViewDescription { ViewDescription(.color(ColorValue(named: name))) }
  public static func shape(_ shape: ShapeKind) -> ViewDescription { ViewDescription(.shape(shape)) }
  public static var rectangle: ViewDescription { ViewDescription(.shape(.rectangle)) }
  public static var circle: ViewDescription { ViewDescription(.shape(.circle)) }
  public static func spacer(minLength: Double? = nil) -> ViewDescription {
    ViewDescription(.spacer(minLength: minLength))
  }
  public static var divider: ViewDescription { ViewDescription(.divider) }
  public static func text(_ string: String, font: Font? = nil) -> ViewDescription {
    ViewDescription(.text(TextContent(string, font: font)))
  }
  public static func image(_ name: String, size: Size, resizable: Bool = false) -> ViewDescription {
    ViewDescription(.image(ImageContent(name: name, intrinsicSize: size, resizable: resizable)))
  }
  public static var empty: ViewDescription { ViewDescription(.empty) }

  public static func hstack(
    alignment: VerticalAlignment = .vCenter, spacing: Double? = nil,
    _ children: () -> [ViewDescription]
  ) -> ViewDescription {
    ViewDescription(.hstack(alignment: alignment, spacing: spacing), children())
  }
  public static func vstack(
    alignment: HorizontalAlignment = .hCenter, spacing: Double? = nil,
    _ children: () -> [ViewDescription]
  ) -> ViewDescription {
    ViewDescription(.vstack(alignment: alignment, spacing: spacing), children())
  }
  public static func zstack(alignment: Alignment = .center, _ children: () -> [ViewDescription])
    -> ViewDescription
  {
    ViewDescription(.zstack(alignment: alignment), children())
  }
  public static func group(_ children: () -> [ViewDescription]) -> ViewDescription {
    ViewDescription(.group, children())
  }
  public static func geometryReader(_ children: () -> [ViewDescription]) -> ViewDescription {
    ViewDescription(.geometryReader, children())
  }

  // MARK: Modifiers

  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ViewDescription
  {
    modified(.frame(width: width, height: height, alignment: alignment))
  }
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> ViewDescription {
    modified(
      .flexFrame(
        FlexFrame(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
          idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
  }
  /// `.padding()` is 16 on every edge (docs/semantics.md §3).
  public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewDescription {
    modified(.padding(EdgeInsets(edges, length ?? 16)))
  }
  public func padding(_ length: Double) -> ViewDescription { padding(.all, length) }
  public func overlay(alignment: Alignment = .center, _ secondaries: ViewDescription...)
    -> ViewDescription
  {
    modified(.overlay(alignment: alignment), secondaries: secondaries)
  }
  public func background(alignment: Alignment = .center, _ secondaries: ViewDescription...)
    -> ViewDescription
  {
    modified(.background(alignment: alignment), secondaries: secondaries)
  }
  public func offset(x: Double = 0, y: Double = 0) -> ViewDescription {
    modified(.offset(Vector(dx: x, dy: y)))
  }
  public func position(x: Double, y: Double) -> ViewDescription {
    modified(.position(Point(x: x, y: y)))
  }
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewDescription {
    modified(.fixedSize(horizontal: horizontal, vertical: vertical))
  }
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewDescription {
    modified(.aspectRatio(ratio, contentMode))
  }
  public func layoutPriority(_ value: Double) -> ViewDescription { modified(.layoutPriority(value)) }
  public func alignmentGuide(
    _ key: AlignmentKey, _ compute: @escaping @Sendable (ViewDimensions) -> Double
  ) -> ViewDescription {
    modified(.alignmentGuide(key, AlignmentComputation(compute)))
  }
  public func font(_ font: Font) -> ViewDescription { modified(.font(font)) }
  public func lineLimit(_ n: Int?) -> ViewDescription { modified(.lineLimit(n)) }
  public func id(_ name: String) -> ViewDescription { modified(.identifier(name)) }
  public func zIndex(_ z: Double) -> ViewDescription { modified(.zIndex(z)) }
  public func ignoresSafeArea(_ edges: Edge.Set = .all) -> ViewDescription {
    modified(.ignoresSafeArea(edges))
  }
  public func drawing(_ name: String, _ detail: String = "") -> ViewDescription {
    modified(.drawing(DrawingModifier(name, detail: detail)))
  }
}
