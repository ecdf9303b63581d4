/// A JSON value with a deterministic writer: object keys sorted by UTF-8 bytes, 2-space indentation,
/// `"key": value`, a trailing newline. Foundation's encoder is not used so the bytes cannot differ
/// between Foundation versions or platforms.
public enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONValue])
    /// An object; written with its keys sorted.
    case object([String: JSONValue])

    /// The document: the value pretty-printed, with a trailing newline.
    public var document: String {
        var text = ""
        write(to: &text, indentation: "")
        return text + "\n"
    }

    private func write(to text: inout String, indentation: String) {
        switch self {
        case .string(let string): Self.writeString(string, to: &text)
        case .integer(let number): text += String(number)
        case .bool(let flag): text += flag ? "true" : "false"
        case .array(let items):
            writeContainer("[", "]", items.map { (key: nil, value: $0) }, to: &text, indentation: indentation)
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            writeContainer("{", "}", sorted.map { (key: Optional($0.key), value: $0.value) }, to: &text, indentation: indentation)
        }
    }

    private func writeContainer(
        _ open: String, _ close: String, _ members: [(key: String?, value: JSONValue)], to text: inout String,
        indentation: String
    ) {
        guard !members.isEmpty else { return text += open + close }
        text += open
        let inner = indentation + "  "
        for (index, member) in members.enumerated() {
            text += (index > 0 ? ",\n" : "\n") + inner
            if let key = member.key {
                Self.writeString(key, to: &text)
                text += ": "
            }
            member.value.write(to: &text, indentation: inner)
        }
        text += "\n" + indentation + close
    }

    /// Writes a JSON string: `"` and `\` escaped, control characters as short escapes or `\u00XX`, and
    /// U+2028/U+2029 escaped too so the output is also safe to embed in JavaScript. Everything else is raw UTF-8.
    static func writeString<Output: TextOutputStream>(_ string: String, to text: inout Output) {
        // Without a quote, a backslash, a control character or a byte that may start U+2028/U+2029 (0xE2),
        // the string is written as it is: the common case.
        let isPlain = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0xE2 }
        }
        if isPlain == true {
            text.write("\"")
            text.write(string)
            text.write("\"")
            return
        }
        text.write("\"")
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text.write("\\\"")
            case "\\": text.write("\\\\")
            case "\n": text.write("\\n")
            case "\r": text.write("\\r")
            case "\t": text.write("\\t")
            case "\u{08}": text.write("\\b")
            case "\u{0C}": text.write("\\f")
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text.write("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: text.write(String(scalar))
            }
        }
        text.write("\"")
    }
}
