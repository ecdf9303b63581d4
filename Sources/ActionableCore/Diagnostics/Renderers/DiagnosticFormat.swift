/// The ways diagnostics can be printed (`--diagnostics-format`).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `path:line:column: error: message [rule-id]`, as compilers print and Xcode reads.
    case text
    /// GitHub Actions workflow commands (`::error file=...::message`), which become pull-request annotations.
    case github
    /// One JSON document with every diagnostic and the counts, for other tools.
    case json
    /// A SARIF 2.1.0 log for GitHub code scanning.
    case sarif

    /// The renderer for this format; SARIF's artifact URIs are made relative to `workingDirectory` (absolute).
    public func renderer(workingDirectory: String? = nil) -> any DiagnosticRenderer {
        switch self {
        case .text: return TextDiagnosticRenderer()
        case .github: return GitHubDiagnosticRenderer()
        case .json: return JSONDiagnosticRenderer()
        case .sarif: return SARIFDiagnosticRenderer(workingDirectory: workingDirectory)
        }
    }
}

/// Turns diagnostics into the text of one output format.
public protocol DiagnosticRenderer: Sendable {
    /// The complete output for `diagnostics` (already sorted), ending with a summary, one line per record.
    func render(_ diagnostics: [Diagnostic]) -> String
}

/// The closing line of text outputs: "2 errors, 1 warning".
struct DiagnosticSummary {
    let errors: Int
    let warnings: Int

    init(_ diagnostics: [Diagnostic]) {
        errors = diagnostics.count { $0.severity == .error }
        warnings = diagnostics.count { $0.severity == .warning }
    }

    var line: String {
        "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
    }
}
