import LabEngine

// SwiftSyntax, SwiftDiagnostics and Foundation declare types with the same names as ours;
// inside LabScript the names mean the project's types. Public signatures spell the module.
typealias SourceLocation = LabEngine.SourceLocation
typealias SourceRange = LabEngine.SourceRange
typealias Diagnostic = LabEngine.Diagnostic
typealias AffineTransform = LabGeometry.AffineTransform2D
