/// Says what libyaml's syntax errors mean in plain words, with the fix, for the mistakes people make most:
/// a tab in indentation, a missing space after a colon, a colon inside an unquoted value, an unclosed quote
/// or bracket (with where it opened), and a line that does not line up with its block. Anything else keeps
/// libyaml's own words.
enum YAMLSyntaxAdvice {
    /// A syntax error as libyaml reports it.
    struct Report {
        /// libyaml's `problem`.
        var problem: String
        /// libyaml's `context`, if any.
        var context: String?
        /// Where the context starts (where a quote, bracket, key or block opened).
        var contextPosition: SourceLocation.Position?
        /// Where the problem is.
        var problemPosition: SourceLocation.Position
    }

    /// The message and place for `report`; `line(n)` gives the text of line `n` of the file, when known.
    static func explain(_ report: Report, line: (Int) -> [Unicode.Scalar]?) -> (message: String, position: SourceLocation.Position) {
        let at = report.problemPosition
        let context = report.context ?? ""
        let opened = report.contextPosition
        let openedText = opened.map { " (opened at line \($0.line), column \($0.column))" } ?? ""
        let startText = opened.map { " (which starts at line \($0.line), column \($0.column))" } ?? ""
        switch report.problem {
        case "found character that cannot start any token", "found a tab character that violates indentation",
             "found a tab character where an indentation space is expected":
            let character = line(at.line).flatMap { $0.indices.contains(at.column - 1) ? $0[at.column - 1] : nil }
            if character == "\t" || report.problem.contains("tab") {
                return ("a tab is used for indentation or spacing here; YAML allows only spaces: replace the tab with spaces", at)
            }
            if let character {
                return ("\(DiagnosticText.quoted(String(character))) cannot start a value in YAML; put the value in quotes", at)
            }
        case "could not find expected ':'" where context.contains("simple key"):
            let keyPosition = opened ?? at
            if let text = line(keyPosition.line), let colon = missingSpaceAfterColon(in: text) {
                return ("a ':' needs a space after it to separate a key from its value: write 'key: value'",
                        SourceLocation.Position(line: keyPosition.line, column: colon))
            }
            return ("this line has text where a 'key: value' pair belongs: add the ':' and a space after the key, "
                    + "or indent the text under the key it belongs to", keyPosition)
        case "mapping values are not allowed in this context":
            return ("a ': ' here starts a key where a value was expected: if it is part of the text, put the whole value "
                    + "in quotes (title: \"Reply: now\"); otherwise indent this line like the other keys of its mapping", at)
        case "found unexpected end of stream" where context.contains("quoted scalar"):
            return ("this quote is never closed: the file ends before the matching quote; add it at the end of the text",
                    opened ?? at)
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            let (kind, opener, closer, parts) = report.problem.hasSuffix("']'")
                ? ("list", "[", "]", "items") : ("mapping", "{", "}", "entries")
            return ("the \(kind) '\(opener)'\(openedText) is not closed before this point, or two of its \(parts) lack a ',' "
                    + "between them: close it with '\(closer)'", at)
        case "did not find expected key" where context.contains("block mapping"):
            return ("this line does not line up with the keys of its mapping\(startText): "
                    + "indent it exactly like them, or like the keys of the mapping it belongs to", at)
        case "did not find expected '-' indicator" where context.contains("block collection"):
            return ("this line does not line up with the items of its list\(startText): "
                    + "indent its '-' exactly like theirs", at)
        default:
            break
        }
        var message = report.problem
        if let opened, let context = report.context {
            message += " (\(context) that starts at line \(opened.line), column \(opened.column))"
        }
        return (message, at)
    }

    /// The 1-based column of the first `:` in `text` that has a non-space right after it and text before it
    /// (`description:x`), outside quotes and comments; `nil` when there is none.
    private static func missingSpaceAfterColon(in text: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        for index in text.indices {
            let scalar = text[index]
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "#": return nil
            case ":" where index > 0 && index + 1 < text.count && text[index + 1] != " " && text[index + 1] != "\t":
                return index + 1
            default: break
            }
        }
        return nil
    }
}
