/// Renders `path:line:column: class: message [rule-id]` lines (without a place when the head side has none),
/// each followed by an indented `what to do:` line, after a line naming both sides and before a summary line.
public struct TextChangeRenderer: ChangeRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ report: ChangeReport) -> String {
        var text = "comparing \(DiagnosticText.escaped(report.base)) (base) with \(DiagnosticText.escaped(report.head)) (head)\n"
        for change in report.changes {
            let place = change.location.map { TextDiagnosticRenderer.place($0) + ": " } ?? ""
            text += "\(place)\(change.classes.map(\.rawValue).joined(separator: "+")): \(change.message.plainText) [\(change.rule.rawValue)]\n"
            text += "    what to do: \(change.advice.plainText)\n"
        }
        return text + report.summaryLine + "\n"
    }
}
