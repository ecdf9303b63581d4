/// The one JSON writer: writes straight into UTF-8 bytes, members in the order the caller gives them, in
/// one of two layouts (``Style``). Every JSON string any output holds is escaped by ``string(_:)``.
///
/// - ``Style/actionable``: the manifest's and the reports' layout (``JSONValue/document``): 2-space
///   indentation, `"key": value`, `{}` and `[]` when empty, U+2028 and U+2029 escaped too so the text is
///   safe to embed in JavaScript, and U+FEFF so that no reader takes it for a byte order mark and drops it
///   (Foundation's `JSONSerialization` does). Callers give object members in UTF-8 key order; a test re-renders
///   written documents through ``JSONValue`` to check both agree.
/// - ``Style/xcode``: byte for byte what Xcode writes in a String Catalog (Apple's `JSONSerialization` with
///   `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`): `"key" : value`, an empty container as its
///   opening bracket, an empty line and its closing bracket at the container's indentation, and line and
///   paragraph separators raw.
///
/// In both, `"` and `\` are escaped, control characters as `\b \f \n \r \t` or `\u00XX` (lowercase
/// hexadecimal), and everything else is raw UTF-8 (`/` and DEL included).
struct JSONTextWriter {
    /// A layout.
    struct Style {
        /// What separates a key from its value.
        let colon: String
        /// Whether an empty container spans two lines, with an empty line inside, rather than being `{}`.
        let opensEmptyContainers: Bool
        /// Whether U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR and U+FEFF ZERO WIDTH NO-BREAK SPACE are escaped.
        let escapesSeparatorsAndByteOrderMark: Bool
        /// Whether each member goes on a line of its own, indented.
        var breaksLines = true

        /// The manifest's, the reports' and ``JSONValue``'s layout.
        static let actionable = Style(colon: ": ", opensEmptyContainers: false, escapesSeparatorsAndByteOrderMark: true)
        /// Xcode's String Catalog layout.
        static let xcode = Style(colon: " : ", opensEmptyContainers: true, escapesSeparatorsAndByteOrderMark: false)
        /// One line, no space: JSON embedded in a string, as the generated encoder writes it (`JSONEncoder` with
        /// sorted keys).
        static let compact = Style(colon: ":", opensEmptyContainers: false, escapesSeparatorsAndByteOrderMark: true, breaksLines: false)
    }

    /// The layout.
    let style: Style
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The indentation of the open container's members, in spaces.
    private var indentation = 0
    /// Whether the innermost open container has no member yet.
    private var isEmpty = true

    /// An empty document in `style`.
    init(style: Style = .actionable) {
        self.style = style
    }

    /// Writes an object whose members `body` writes with ``member(_:)``.
    mutating func object(_ body: (inout JSONTextWriter) -> Void) {
        container("{", "}", body)
    }

    /// Writes an array whose items `body` writes with ``item()``.
    mutating func array(_ body: (inout JSONTextWriter) -> Void) {
        container("[", "]", body)
    }

    /// Writes an array of strings.
    mutating func array(of strings: [String]) {
        array { writer in
            for string in strings {
                writer.item()
                writer.string(string)
            }
        }
    }

    /// Starts the next member of the open object: its key; its value must follow.
    mutating func member(_ key: String) {
        item()
        string(key)
        raw(style.colon)
    }

    /// Starts the next item of the open array; its value must follow.
    mutating func item() {
        if style.breaksLines {
            raw(isEmpty ? "\n" : ",\n")
            indent()
        } else if !isEmpty {
            raw(",")
        }
        isEmpty = false
    }

    /// Writes an integer value.
    mutating func integer(_ value: Int) {
        raw(String(value))
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// Writes `text` as it is: a number or `null` as it was read, or punctuation.
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Writes a string value, quoted and escaped. The only JSON string escaper: every output goes through it.
    ///
    /// Bytes that need no escape are copied a run at a time.
    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { text in
            bytes.append(UInt8(ascii: "\""))
            var runStart = 0
            var index = 0
            while index < text.count {
                let byte = text[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 || byte == 0xEF else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x00..<0x20: escape(UInt16(byte))
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
                case 0xE2 where style.escapesSeparatorsAndByteOrderMark && index + 2 < text.count && text[index + 1] == 0x80
                    && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9):
                    escape(text[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                // U+FEFF is EF BB BF.
                case 0xEF where style.escapesSeparatorsAndByteOrderMark && index + 2 < text.count && text[index + 1] == 0xBB && text[index + 2] == 0xBF:
                    escape(0xFEFF)
                    index += 2
                default: bytes.append(byte)
                }
                index += 1
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[runStart..<text.count]))
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// Writes `\u` and `unit` in four lowercase hexadecimal digits.
    private mutating func escape(_ unit: UInt16) {
        raw("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int((unit >> UInt16(shift)) & 0x0F)])
        }
    }

    /// Lowercase hexadecimal digits, as Apple's writer uses them.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func indent() {
        var remaining = indentation
        while remaining > 0 {
            let count = min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[..<count])
            remaining -= count
        }
    }

    /// A run of spaces that indentation is copied from.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// Writes `open`, the members `body` writes one level deeper, and `close`.
    private mutating func container(_ open: String, _ close: String, _ body: (inout JSONTextWriter) -> Void) {
        let outer = (indentation, isEmpty)
        raw(open)
        indentation += 2
        isEmpty = true
        body(&self)
        let hadMembers = !isEmpty
        (indentation, isEmpty) = outer
        if style.breaksLines && (hadMembers || style.opensEmptyContainers) {
            raw(hadMembers ? "\n" : "\n\n")
            indent()
        }
        raw(close)
    }
}
