/// One GitHub Actions workflow command, `::error file=P,line=L,col=C,title=T::MESSAGE`, which becomes an
/// annotation. Values are escaped as the Actions toolkit does (`%`, CR and LF in the message; also `:` and `,`
/// in properties), so no text can end the command or start one of its own. A `##[` inside is left as it is:
/// the runner parses a line that starts with `::` and a registered command (`error`, `warning`, `notice`) as
/// that command and never looks for the legacy `##[` form in it (actions/runner's `ActionCommandManager` tries
/// `TryParseV2` first), so a file named `##[add-mask]x.yaml` is annotated under its real name.
struct GitHubWorkflowCommand {
    /// `error`, `warning` or `notice`.
    var kind: String
    /// The file and place to annotate; `nil` for an annotation of the whole run.
    var location: SourceLocation?
    /// The annotation's title.
    var title: String
    /// The annotation's text.
    var message: String

    /// The command's line, with its newline.
    var line: String {
        var properties: [String] = []
        if let location {
            properties.append("file=" + Self.escapeProperty(location.path))
            if let position = location.position {
                properties += ["line=\(position.line)", "col=\(position.column)"]
            }
        }
        properties.append("title=" + Self.escapeProperty(title))
        return "::\(kind) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingAll("%", with: "%25").replacingAll("\r", with: "%0D").replacingAll("\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// The string with every occurrence of `target` replaced, left to right.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }

    /// The string with every occurrence of `target` (compared scalar by scalar) replaced.
    func replacingAll(_ target: Unicode.Scalar, with replacement: String) -> String {
        var result = ""
        for scalar in unicodeScalars {
            if scalar == target { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
