/// The one audited function through which user text becomes a Swift string literal.
public enum SwiftLiteral {
    /// A double-quoted, single-line Swift string literal whose value is exactly `text`.
    ///
    /// The literal is printable ASCII: `\`, `"`, tab, CR, LF and NUL use their short escapes and every other
    /// scalar outside `" "..."~"` becomes `\u{X}`, so `\(`, `"""`, line separators and bidirectional overrides
    /// are inert and visible. The one exception is U+FDD0...U+FDEF, which the Swift lexer refuses as `\u{}`
    /// escapes ("invalid unicode scalar") but accepts written raw.
    public static func string(_ text: String) -> String {
        // Printable ASCII without a backslash or a quote is written as it is: the common case.
        let isPlain = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x5C && $0 != 0x22 }
        }
        if isPlain == true {
            var literal = "\""
            literal.reserveCapacity(text.utf8.count + 2)
            literal += text
            literal += "\""
            return literal
        }
        var literal = "\""
        // Scalars written as they are are copied a run at a time, from `runStart` up to the next escaped one.
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        for index in scalars.indices {
            let scalar = scalars[index]
            let escape: String
            switch scalar {
            case "\\": escape = "\\\\"
            case "\"": escape = "\\\""
            case "\n": escape = "\\n"
            case "\r": escape = "\\r"
            case "\t": escape = "\\t"
            case "\0": escape = "\\0"
            case " "..."~": continue
            case _ where (0xFDD0...0xFDEF).contains(scalar.value): continue
            default: escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            literal += String(scalars[runStart..<index])
            literal += escape
            runStart = scalars.index(after: index)
        }
        literal += String(scalars[runStart...])
        return literal + "\""
    }

    /// `text` as a string literal that starts at `column`: ``string(_:)`` when that fits within `width` columns;
    /// otherwise the same escaped text in a multi-line literal, broken after spaces into lines 4 columns deeper that end
    /// in a line continuation (`\`), so that it is still exactly `text`. (Every `"` is escaped, so the text cannot close
    /// the literal; no escape holds a space, so no break splits one.) A text with no space to break at stays one literal.
    public static func wrappedString(_ text: String, column: Int, width: Int) -> String {
        let single = string(text)
        guard column + single.count > width else { return single }
        let body = Array(single.dropFirst().dropLast())
        // Room on a line 4 columns deeper, before the continuation's backslash.
        let room = max(width - column - 5, 16)
        var lines: [String] = []
        var start = 0
        var lastBreak: Int?
        for index in body.indices {
            if index - start >= room, let end = lastBreak {
                lines.append(String(body[start..<end]))
                start = end
                lastBreak = nil
            }
            if body[index] == " " { lastBreak = index + 1 }
        }
        lines.append(String(body[start...]))
        guard lines.count > 1 else { return single }
        return "\"\"\"\n    " + lines.joined(separator: "\\\n    ") + "\n    \"\"\""
    }
}
