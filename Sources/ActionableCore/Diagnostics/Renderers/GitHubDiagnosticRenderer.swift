/// Renders GitHub Actions workflow commands (see ``GitHubWorkflowCommand``), `::error file=P,line=L,col=C,title=RULE::MESSAGE`,
/// with notes as `::notice` lines, then a plain summary line.
public struct GitHubDiagnosticRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += GitHubWorkflowCommand(
                kind: diagnostic.severity.workflowCommand, location: diagnostic.location, title: diagnostic.rule.rawValue,
                message: "\(DiagnosticText.backstop(diagnostic.message)) [\(diagnostic.rule.rawValue)]").line
            for note in diagnostic.notes {
                text += GitHubWorkflowCommand(kind: "notice", location: note.location, title: "note", message: DiagnosticText.backstop(note.message)).line
            }
        }
        return text + DiagnosticSummary(diagnostics).line + "\n"
    }
}
