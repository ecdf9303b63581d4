/// The one audited function through which user text becomes a Swift string literal.
public enum SwiftLiteral {
    /// A double-quoted, single-line Swift string literal whose value is exactly `text`.
    ///
    /// The literal is printable ASCII: `\`, `"`, tab, CR, LF and NUL use their short escapes and every other
    /// scalar outside `" "..."~"` becomes `\u{X}`, so `\(`, `"""`, line separators and bidirectional overrides
    /// are inert and visible. The one exception is U+FDD0...U+FDEF, which the Swift lexer refuses as `\u{}`
    /// escapes ("invalid unicode scalar") but accepts written raw.
    public static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            case " "..."~": literal.unicodeScalars.append(scalar)
            case _ where (0xFDD0...0xFDEF).contains(scalar.value): literal.unicodeScalars.append(scalar)
            default: literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return literal + "\""
    }
}
