/// The one place user text enters HTML: every title, placeholder, identifier, key and description in a page
/// goes through ``escaped(_:)`` (element content and double-quoted attribute values alike) or, for an
/// element's `id` and the link to it, ``fragment(_:)``.
enum HTMLText {
    /// `text` safe as element content and as a double-quoted attribute value: `&`, `<`, `>`, `"` and `'` become
    /// character references; control characters (other than tab and newline), which HTML forbids, become
    /// U+FFFD, and bidirectional embeddings, overrides and isolates are written as `\u{202E}`, so that nothing
    /// invisible reaches the page and no text is shown in another order than it is written.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                result.unicodeScalars.append("\u{FFFD}")
            case "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}":
                // A bidirectional embedding, override or isolate would reorder the text around it: shown by name.
                result += DiagnosticText.escapedScalar(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as the tail of an element id and of the `#` link to it: ASCII letters, digits, `-` and `_` as
    /// they are, every other UTF-8 byte as `.` and two hex digits. Two texts never give one fragment, and a
    /// fragment needs no escaping in an attribute or a URL.
    static func fragment(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append(".")
                result.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                result.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
}
