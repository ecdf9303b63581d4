/// Renders one JSON document: `{"diagnostics": [...], "summary": {"errors": N, "warnings": N}}`.
/// Each diagnostic has `rule`, `severity`, `message`, `path`, `line` and `column` (absent for a whole-file
/// problem), and `notes` with `message`, `path`, `line`, `column`.
public struct JSONDiagnosticRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let summary = DiagnosticSummary(diagnostics)
        return JSONValue.object([
            "diagnostics": .array(diagnostics.map { diagnostic in
                var object = place(diagnostic.location)
                object["rule"] = .string(diagnostic.rule.rawValue)
                object["severity"] = .string(diagnostic.severity.rawValue)
                object["message"] = .string(DiagnosticText.backstop(diagnostic.message))
                object["notes"] = .array(diagnostic.notes.map { note in
                    var object = place(note.location)
                    object["message"] = .string(DiagnosticText.backstop(note.message))
                    return .object(object)
                })
                return .object(object)
            }),
            "summary": .object(["errors": .integer(summary.errors), "warnings": .integer(summary.warnings)]),
        ]).document
    }

    private func place(_ location: SourceLocation) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["path": .string(location.path)]
        if let position = location.position {
            object["line"] = .integer(position.line)
            object["column"] = .integer(position.column)
        }
        return object
    }
}
