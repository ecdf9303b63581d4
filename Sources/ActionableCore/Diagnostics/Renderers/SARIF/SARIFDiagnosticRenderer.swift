/// Renders diagnostics as a SARIF 2.1.0 log for GitHub code scanning (`--diagnostics-format sarif`): every rule
/// of the catalog in `tool.driver.rules`, one result per diagnostic with its notes as related locations.
public struct SARIFDiagnosticRenderer: DiagnosticRenderer {
    /// The directory the artifact URIs are relative to, or `nil` to keep the paths as given.
    public var workingDirectory: String?

    /// Creates the renderer; `workingDirectory` (absolute) is what relative URIs are relative to.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let results = diagnostics.map { diagnostic in
            SARIFLog.Result(
                ruleID: diagnostic.rule.rawValue, level: diagnostic.severity.rawValue, message: diagnostic.message,
                location: diagnostic.location, relatedLocations: diagnostic.notes.map { ($0.location, $0.message) })
        }
        return SARIFLog(results: results, workingDirectory: workingDirectory).document
    }
}
