/// Writes JSON byte for byte as Xcode writes a String Catalog (Apple's `JSONSerialization` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`):
///
/// - 2-space indentation, `"key" : value` with a space on both sides of the colon;
/// - an empty object as `{`, an empty line and the closing `}` at the object's indentation (`[` `]` alike);
/// - strings in UTF-8 with only `"`, `\` and control characters escaped: `\b \f \n \r \t` by name, the
///   other controls below U+0020 as `\u00XX` in lowercase hexadecimal; `/`, DEL and everything else raw;
/// - numbers, `true`, `false` and `null` as read; no newline at the end of the document.
///
/// Member order is the caller's (``CatalogObject`` decides it).
struct XcodeJSONWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The current indentation, in spaces.
    private var indentation = 0

    /// Writes `value` at the current indentation.
    mutating func write(_ value: CatalogJSON) {
        switch value {
        case .read(let node): write(node)
        case .string(let text): write(string: text)
        case .object(let members):
            container("{", "}", members) { writer, member in
                writer.write(string: member.key)
                writer.append(" : ")
                writer.write(member.value)
            }
        }
    }

    /// Writes a value read from an existing document.
    private mutating func write(_ node: JSONNode) {
        switch node.content {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): write(string: text)
        case .array(let items):
            container("[", "]", items) { writer, item in writer.write(item) }
        case .object(let members):
            container("{", "}", members) { writer, member in
                writer.write(string: member.key)
                writer.append(" : ")
                writer.write(member.value)
            }
        }
    }

    /// Writes `open`, each element on its own line one level deeper, and `close` on its own line.
    private mutating func container<Element>(
        _ open: String, _ close: String, _ elements: [Element], _ writeElement: (inout XcodeJSONWriter, Element) -> Void
    ) {
        append(open)
        indentation += 2
        for (offset, element) in elements.enumerated() {
            append(offset == 0 ? "\n" : ",\n")
            indent()
            writeElement(&self, element)
        }
        if elements.isEmpty { append("\n") }
        indentation -= 2
        append("\n")
        indent()
        append(close)
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indentation))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes a quoted, escaped string.
    private mutating func write(string: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x00..<0x20:
                append("\\u00")
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Lowercase hexadecimal digits, as Apple's writer uses them.
    private static let hexDigits = Array("0123456789abcdef".utf8)
}
