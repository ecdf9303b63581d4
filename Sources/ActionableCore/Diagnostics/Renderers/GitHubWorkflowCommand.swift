/// One GitHub Actions workflow command, `::error file=P,line=L,col=C,title=T::MESSAGE`, which becomes an
/// annotation. Values are escaped as the Actions toolkit does (`%`, CR and LF in the message; also `:` and `,`
/// in properties), so no text can end the command or start one of its own. A path the file property may not name
/// raw (``canBeNamed(_:)``) leads the message instead, escaped, and the annotation is the run's. A `##[` inside is left as it is:
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
        var message = message
        if let location {
            if Self.canBeNamed(location.path) {
                properties.append("file=" + Self.escapeProperty(location.path))
                if let position = location.position {
                    properties += ["line=\(position.line)", "col=\(position.column)"]
                }
            } else {
                // The runner shows a file property as it unescapes it, so a bidirectional override there would
                // reorder the annotation, and an escaped one would name a file that is not there: the annotation is
                // the run's, its text led by the place as the text format writes it (`\u{202E}`).
                message = TextDiagnosticRenderer.place(location) + ": " + message
            }
        }
        properties.append("title=" + Self.escapeProperty(title))
        return "::\(kind) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    /// Whether a file property may name `path`: it holds no control (but the line breaks, which the runner's
    /// escapes bring back), bidirectional or invisible formatting character.
    static func canBeNamed(_ path: String) -> Bool {
        !path.unicodeScalars.contains { $0 != "\r" && $0 != "\n" && UnicodeText.needsEscaping($0) }
    }

    private static func escapeData(_ text: String) -> String {
        escaped(text, isProperty: false)
    }

    private static func escapeProperty(_ text: String) -> String {
        escaped(text, isProperty: true)
    }

    /// `text` with `%`, CR and LF (and in a property `:` and `,`) written as the runner unescapes them, scalar by
    /// scalar: a CR LF pair is one `Character` in Swift, so a search by characters would miss both halves of it.
    private static func escaped(_ text: String, isProperty: Bool) -> String {
        // Most text has nothing to escape, and is returned as it is.
        guard text.unicodeScalars.contains(where: { escape(for: $0, isProperty: isProperty) != nil }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let escape = escape(for: scalar, isProperty: isProperty) {
                result += escape
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// How the runner's unescaping spells `scalar` in a value (a property when `isProperty`); `nil` when as itself.
    private static func escape(for scalar: Unicode.Scalar, isProperty: Bool) -> String? {
        switch scalar {
        case "%": "%25"
        case "\r": "%0D"
        case "\n": "%0A"
        case ":" where isProperty: "%3A"
        case "," where isProperty: "%2C"
        default: nil
        }
    }
}
