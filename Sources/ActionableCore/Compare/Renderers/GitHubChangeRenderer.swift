/// Renders GitHub Actions annotations at the head side's `file:line` (a removal on its file, see
/// ``ChangeReport/place(of:)``): `::error` for a change that fails the
/// check, `::warning` for another breaking change, `::notice` for a compatible one; at most
/// ``ChangeReport/maxAnnotations`` (the most severe), then one `::notice` that counts the rest; then the summary line.
public struct GitHubChangeRenderer: ChangeRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ report: ChangeReport) -> String {
        var text = ""
        let (listed, notShown) = report.listedChanges(atMost: ChangeReport.maxAnnotations)
        for change in listed {
            text += GitHubWorkflowCommand(
                kind: change.severity(in: report.threshold).workflowCommand, location: report.place(of: change), title: "\(change.changeClass.rawValue) change (\(change.rule.rawValue))",
                message: "\(change.message.plainText) [\(change.rule.rawValue)]\nWhat to do: \(change.advice.plainText)").line
        }
        if notShown > 0 {
            text += GitHubWorkflowCommand(kind: "notice", location: nil, title: "actionable diff", message: ChangeReport.notShownNote(notShown)).line
        }
        return text + report.summaryLine + "\n"
    }
}
