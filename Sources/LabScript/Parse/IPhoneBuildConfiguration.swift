import SwiftIfConfig
import SwiftSyntax

/// The build the lab's code is compiled for, as `#if` sees it: a debug build for an iPhone
/// (iOS on arm64, not the simulator), with Apple's iOS frameworks importable. So
/// `#if os(iOS)`, `#if DEBUG` and `#if canImport(UIKit)` take their first branch, and
/// `#if os(macOS)` its `#else`. The conditions are evaluated by swift-syntax's `SwiftIfConfig`,
/// which implements the compiler's rules (SE-0075 `canImport`, SE-0190 `targetEnvironment`).
///
///     IfConfigDeclSyntax(...).activeClause(in: IPhoneBuildConfiguration())
struct IPhoneBuildConfiguration: BuildConfiguration {
  /// Modules an iOS app can import; `AppKit`, `Cocoa` and `WatchKit` are not among them.
  static let importable: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "CoreGraphics", "Combine", "Observation", "SwiftData",
    "CoreData", "MapKit", "AVFoundation", "AVKit", "PhotosUI", "Charts", "CoreLocation",
    "CoreImage", "QuartzCore", "CoreHaptics", "UniformTypeIdentifiers", "OSLog", "os", "Swift",
    "Darwin", "Dispatch", "CoreText", "CoreMotion", "SpriteKit", "SceneKit", "RealityKit",
    "WidgetKit", "ActivityKit", "StoreKit", "Accessibility", "Spatial", "simd", "GameKit",
    "WebKit", "SafariServices", "MessageUI", "CryptoKit", "Network", "UserNotifications",
  ]

  func isCustomConditionSet(name: String) throws -> Bool { name == "DEBUG" }
  func hasFeature(name: String) throws -> Bool { false }
  func hasAttribute(name: String) throws -> Bool { false }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) throws -> Bool {
    guard let first = importPath.first?.1 else { return false }
    return Self.importable.contains(first)
  }
  func isActiveTargetOS(name: String) throws -> Bool { name == "iOS" }
  func isActiveTargetArchitecture(name: String) throws -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) throws -> Bool { false }
  func isActiveTargetRuntime(name: String) throws -> Bool { name == "_ObjC" }
  func isActiveTargetPointerAuthentication(name: String) throws -> Bool { false }
  func isActiveTargetObjectFileFormat(name: String) throws -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  var endianness: Endianness { .little }
  /// Swift 5 language mode, as most app targets still build in; Swift 6.1 compilers.
  var languageVersion: VersionTuple { VersionTuple(5, 10) }
  var compilerVersion: VersionTuple { VersionTuple(6, 1) }
}
