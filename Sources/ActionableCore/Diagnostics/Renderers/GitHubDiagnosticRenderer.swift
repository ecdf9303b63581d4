/// Renders GitHub Actions workflow commands, `::error file=P,line=L,col=C,title=RULE::MESSAGE`, with notes
/// as `::notice` lines, then a plain summary line. Values are escaped as the Actions toolkit does
/// (`%`, CR and LF in data; also `:` and `,` in properties), so no text can start a command of its own.
public struct GitHubDiagnosticRenderer: DiagnosticRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var text = ""
        for diagnostic in diagnostics {
            text += command(diagnostic.severity.rawValue, diagnostic.location, title: diagnostic.rule.rawValue,
                            message: "\(diagnostic.message) [\(diagnostic.rule.rawValue)]")
            for note in diagnostic.notes {
                text += command("notice", note.location, title: "note", message: note.message)
            }
        }
        return text + DiagnosticSummary(diagnostics).line + "\n"
    }

    private func command(_ kind: String, _ location: SourceLocation, title: String, message: String) -> String {
        var properties = ["file=" + escapeProperty(location.path)]
        if let position = location.position {
            properties += ["line=\(position.line)", "col=\(position.column)"]
        }
        properties.append("title=" + escapeProperty(title))
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    private func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// The string with every occurrence of `target` (compared scalar by scalar) replaced.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
