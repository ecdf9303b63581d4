/// Renders `path:line:column: severity: message [rule-id]` lines, each note as `path:line:column: note: ...`,
/// then a summary line.
public struct TextDiagnosticRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += "\(Self.place(diagnostic.location)): \(diagnostic.severity.rawValue): \(DiagnosticText.backstop(diagnostic.message)) [\(diagnostic.rule.rawValue)]\n"
            for note in diagnostic.notes {
                text += "\(Self.place(note.location)): note: \(DiagnosticText.backstop(note.message))\n"
            }
        }
        return text + DiagnosticSummary(diagnostics).line + "\n"
    }

    /// `path:line:column` (or the path alone), with the path escaped. A relative path that starts with white
    /// space or `:` is written after `./`, so that no line starts like a workflow command (`::stop-commands::`),
    /// which the Actions runner obeys at the start of a line, after white space.
    static func place(_ location: SourceLocation) -> String {
        var path = DiagnosticText.escaped(location.path)
        if let first = path.unicodeScalars.first, first == ":" || first.properties.isWhitespace { path = "./" + path }
        guard let position = location.position else { return path }
        return "\(path):\(position.line):\(position.column)"
    }
}
