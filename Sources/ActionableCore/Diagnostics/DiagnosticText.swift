/// The one place where user-controlled text is made safe to print inside a diagnostic.
///
/// Output formats are line-based and parsed by machines (Xcode, GitHub Actions), so user text must never
/// introduce a line break, a control character or a bidirectional override. Everything outside printable,
/// non-control text is written as `\u{XX}`. So are a `#` before `[` and a `<` before `!`: user text never
/// forms `##[`, which the Actions runner obeys as a command anywhere in a log line, nor `<!--`, which starts
/// the hidden marker of the review action's comment.
public enum DiagnosticText {
    /// User text in single quotes, escaped: `'SNOOZE\u{A}ACTION'`.
    public static func quoted(_ text: String) -> String {
        "'" + escaped(text, escapingQuote: true) + "'"
    }

    /// User text without quotes (used for file paths), escaped the same way.
    public static func escaped(_ text: String) -> String {
        escaped(text, escapingQuote: false)
    }

    /// How actionable writes a scalar it does not show as it is: `\u{202E}` (hexadecimal, as Swift writes it).
    static func escapedScalar(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    private static func escaped(_ text: String, escapingQuote: Bool) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            switch scalar {
            case "\\":
                result += "\\\\"
            case "'" where escapingQuote:
                result += "\\'"
            case "#" where next == "[", "<" where next == "!":
                result += escapedScalar(scalar)
            case _ where UnicodeText.needsEscaping(scalar):
                result += escapedScalar(scalar)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
