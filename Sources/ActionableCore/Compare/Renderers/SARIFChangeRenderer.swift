/// Renders a change report as a SARIF 2.1.0 log for GitHub code scanning (`diff --format sarif`): every rule in
/// `tool.driver.rules`; one result per change at ``ChangeReport/place(of:)`` (a removal at line 1 of its file),
/// `error` when it fails the check, `warning` for another breaking change, `note` for a compatible one. At most
/// ``ChangeReport/maxListedChanges`` results (the most severe); a tool notification counts the rest.
public struct SARIFChangeRenderer: ChangeRenderer {
    /// The directory the artifact URIs are relative to, or `nil` to keep the paths as given.
    public var workingDirectory: String?

    /// Creates the renderer; `workingDirectory` (absolute) is what relative URIs are relative to.
    public init(workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
    }

    public func render(_ report: ChangeReport) -> String {
        let results = report.changes.map { change in
            let classes = change.classes.map(\.rawValue).joined(separator: "+")
            return SARIFLog.Result(
                ruleID: change.rule.rawValue, level: change.severity(in: report.threshold).rawValue, message: "\(classes): \(change.message.plainText). What to do: \(change.advice.plainText)",
                location: report.place(of: change) ?? SourceLocation(path: report.head))
        }
        return SARIFLog(results: results, workingDirectory: workingDirectory, maximumResults: ChangeReport.maxListedChanges).document
    }
}
