/// The one place where user-controlled text is made safe to print inside a diagnostic.
///
/// Output formats are line-based and parsed by machines (Xcode, GitHub Actions), so user text must never
/// introduce a line break, a control character or a bidirectional override. Everything outside printable,
/// non-control text is written as `\u{XX}`. So are a `#` before `[` and a `<` before `!`: user text never
/// forms `##[`, which the Actions runner obeys as a command anywhere in a log line, nor `<!--`, which starts
/// the hidden marker of the review action's comment.
///
/// A message quotes at most ``maxQuotedCharacters`` characters of one text: a longer one (a 64 KiB title, an
/// 8 MiB payload value) is cut there and followed by its length, so no input makes a message, an annotation or
/// a report line longer than a bounded multiple of that.
public enum DiagnosticText {
    /// The most characters (Unicode scalars) of one user text that a message quotes.
    public static let maxQuotedCharacters = 200

    /// User text in single quotes, escaped: `'SNOOZE\u{A}ACTION'`; a text longer than ``maxQuotedCharacters``
    /// is cut, `'xxxx…' (65000 characters)`.
    public static func quoted(_ text: String) -> String {
        let (kept, length) = cut(text)
        guard let length else { return "'" + escaped(text, escapingQuote: true) + "'" }
        return "'" + escaped(kept, escapingQuote: true) + "…' (\(length) characters)"
    }

    /// `text` as a renderer that quotes it its own way (a Markdown code span) shows it: whole, or cut at
    /// ``maxQuotedCharacters`` and followed by `… (N characters)`.
    public static func shortened(_ text: String) -> String {
        let (kept, length) = cut(text)
        return length.map { kept + "… (\($0) characters)" } ?? text
    }

    /// The first ``maxQuotedCharacters`` scalars of `text` and its length in scalars when it is longer, else
    /// `text` and `nil`. Stops counting at the cut, then counts the rest once.
    private static func cut(_ text: String) -> (String, Int?) {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maxQuotedCharacters, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return (text, nil) }
        return (String(scalars[..<end]), maxQuotedCharacters + scalars[end...].count)
    }

    /// The most characters (Unicode scalars) of one message a renderer writes: a message quotes each text cut at
    /// ``maxQuotedCharacters``, so only a message that quoted its text some other way reaches this.
    public static let maxMessageCharacters = 4_000

    /// A message as every renderer writes it, the backstop behind ``quoted(_:)``: a scalar that would need escaping
    /// (a line break, a control character, a bidirectional control) is escaped, `##[` and `<!--` are broken as
    /// ``quoted(_:)`` breaks them, and a message longer than ``maxMessageCharacters`` is cut, followed by its length.
    /// A message whose text was quoted is returned as it is.
    public static func backstop(_ message: String) -> String {
        if UnicodeText.isPrintableASCII(message), message.utf8.count <= maxMessageCharacters,
           !message.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "<") }) {
            return message
        }
        var result = ""
        var kept = 0
        var scalars = message.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next, kept < maxMessageCharacters {
            next = scalars.next()
            kept += 1
            switch scalar {
            case "#" where next == "[", "<" where next == "!": result += escapedScalar(scalar)
            case _ where UnicodeText.needsEscaping(scalar): result += escapedScalar(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        guard next != nil else { return result }
        var length = kept
        while next != nil {
            length += 1
            next = scalars.next()
        }
        return result + "… (a message of \(length) characters)"
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
