/// Reads an XML property list (`<?xml ...?><!DOCTYPE plist ...><plist version="1.0">...</plist>`, as Xcode writes
/// `Info.plist`) into nodes that know where they are written: the line and column of each element (columns in
/// Unicode scalars, as every diagnostic counts them) and its bytes.
///
/// A small reader of its own rather than an XML library: it reads what a property list may hold and nothing else (no
/// entity but the five predefined ones and character references, no DOCTYPE internal subset, so no entity expansion),
/// in one pass over the bytes, with the nesting bounded by ``InputLimits/maxDepth`` and the nodes by
/// ``InputLimits/maxNodes``.
struct XMLPropertyListReader {
    private let bytes: [UInt8]
    private let limits: InputLimits
    private var index = 0
    private var line = 1
    private var column = 1
    private var nodes = 0

    /// Reads `bytes`, a whole file.
    static func read(_ bytes: [UInt8], limits: InputLimits = .default) throws(PropertyListError) -> PropertyListNode {
        var reader = XMLPropertyListReader(bytes: bytes, limits: limits)
        return try reader.document()
    }

    private init(bytes: [UInt8], limits: InputLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    // MARK: The document

    private mutating func document() throws(PropertyListError) -> PropertyListNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipMisc(allowingProlog: true)
        let start = position
        guard consumeOpening("plist") else {
            throw PropertyListError("expected <plist>, the root element of a property list", at: position)
        }
        guard try tagEnd(name: "plist") else { throw PropertyListError("the property list is empty (<plist/>)", at: start) }
        try skipMisc(allowingProlog: false)
        let root = try value(depth: 1)
        try skipMisc(allowingProlog: false)
        guard consumeClosing("plist") else {
            throw PropertyListError("expected </plist> after the property list's one value", at: position)
        }
        try closeTag(name: "plist")
        try skipMisc(allowingProlog: false)
        guard index == bytes.count else { throw PropertyListError("text after </plist>", at: position) }
        return root
    }

    /// Skips white space and comments, and before the root element the XML declaration and the DOCTYPE.
    private mutating func skipMisc(allowingProlog: Bool) throws(PropertyListError) {
        while true {
            skipWhiteSpace()
            if consume("<!--") {
                try skipPast("-->", what: "comment")
            } else if allowingProlog && consume("<?") {
                try skipPast("?>", what: "declaration")
            } else if allowingProlog && peek("<!DOCTYPE") {
                let start = position
                while index < bytes.count && bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") {
                        throw PropertyListError("a DOCTYPE with declarations of its own is not read", at: start)
                    }
                    advance()
                }
                guard index < bytes.count else { throw PropertyListError("the DOCTYPE does not end", at: start) }
                advance()
            } else {
                return
            }
        }
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(PropertyListError) -> PropertyListNode {
        guard depth <= limits.maxDepth else {
            throw PropertyListError("the property list nests deeper than \(limits.maxDepth) levels", at: position)
        }
        nodes += 1
        guard nodes <= limits.maxNodes else {
            throw PropertyListError("the property list has more than \(limits.maxNodes) values", at: position)
        }
        let start = position
        let first = index
        guard consume("<") else { throw PropertyListError("expected a value (<string>, <dict>, ...)", at: start) }
        let name = tagName()
        guard !name.isEmpty else { throw PropertyListError("expected a value (<string>, <dict>, ...)", at: start) }
        let isOpen = try tagEnd(name: name)
        let value: PropertyListNode.Value
        switch name {
        case "dict": value = .dictionary(isOpen ? try entries(depth: depth) : [])
        case "array": value = .array(isOpen ? try items(depth: depth) : [])
        case "string": value = .string(isOpen ? try text(closing: name) : "")
        case "integer", "real", "date", "data":
            let content = isOpen ? try text(closing: name) : ""
            let trimmed = String(content.unicodeScalars.filter { !Self.isWhiteSpace($0) })
            guard !trimmed.isEmpty || name == "data" else { throw PropertyListError("an empty <\(name)>", at: start) }
            switch name {
            case "integer": value = .integer(trimmed)
            case "real": value = .real(trimmed)
            case "date": value = .date(trimmed)
            default: value = .data(trimmed)
            }
        case "true", "false":
            if isOpen {
                skipWhiteSpace()
                guard consumeClosing(name) else { throw PropertyListError("<\(name)> holds nothing", at: position) }
                try closeTag(name: name)
            }
            value = .bool(name == "true")
        case "key": throw PropertyListError("a <key> outside a <dict>", at: start)
        default: throw PropertyListError("<\(name)> is not a property list value", at: start)
        }
        return PropertyListNode(value, position: start, bytes: first..<index)
    }

    private mutating func entries(depth: Int) throws(PropertyListError) -> [PropertyListNode.Entry] {
        var entries: [PropertyListNode.Entry] = []
        while true {
            try skipMisc(allowingProlog: false)
            let keyPosition = position
            if consumeClosing("dict") {
                try closeTag(name: "dict")
                return entries
            }
            guard consumeOpening("key") else {
                throw PropertyListError("expected <key> or </dict>: a dictionary holds keys, each with its value", at: keyPosition)
            }
            let key = try tagEnd(name: "key") ? try text(closing: "key") : ""
            try skipMisc(allowingProlog: false)
            if peek("</dict") || peek("<key>") || peek("<key/") {
                throw PropertyListError("the key \(DiagnosticText.quoted(key)) has no value", at: position)
            }
            entries.append(PropertyListNode.Entry(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
        }
    }

    private mutating func items(depth: Int) throws(PropertyListError) -> [PropertyListNode] {
        var items: [PropertyListNode] = []
        while true {
            try skipMisc(allowingProlog: false)
            if consumeClosing("array") {
                try closeTag(name: "array")
                return items
            }
            items.append(try value(depth: depth + 1))
        }
    }

    /// The text up to `</name>`, with entities and character references decoded and CDATA sections kept as written;
    /// the closing tag is consumed.
    private mutating func text(closing name: String) throws(PropertyListError) -> String {
        var scalars = String.UnicodeScalarView()
        var run = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
                scalars.append(contentsOf: String(decoding: bytes[run..<index], as: UTF8.self).unicodeScalars)
            }
            if byte == UInt8(ascii: "<") {
                if consumeClosing(name) {
                    try closeTag(name: name)
                    return String(scalars)
                }
                if consume("<![CDATA[") {
                    let start = index
                    try skipPast("]]>", what: "CDATA section")
                    scalars.append(contentsOf: String(decoding: bytes[start..<(index - 3)], as: UTF8.self).unicodeScalars)
                } else if consume("<!--") {
                    try skipPast("-->", what: "comment")
                } else {
                    throw PropertyListError("expected </\(name)>", at: position)
                }
                run = index
            } else if byte == UInt8(ascii: "&") {
                scalars.append(try entity())
                run = index
            } else {
                advance()
            }
        }
        throw PropertyListError("<\(name)> does not end", at: position)
    }

    /// The entity or character reference at `&`, consumed.
    private mutating func entity() throws(PropertyListError) -> Unicode.Scalar {
        let start = position
        advance()
        let nameStart = index
        while index < bytes.count && bytes[index] != UInt8(ascii: ";") && index - nameStart < 12 { advance() }
        guard index < bytes.count && bytes[index] == UInt8(ascii: ";") else {
            throw PropertyListError("an & that starts no entity (write &amp;)", at: start)
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        advance()
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(name)
            guard digits.first == "#" else { throw PropertyListError("the entity \(DiagnosticText.quoted("&" + name + ";")) is not one XML defines", at: start) }
            digits = digits.dropFirst()
            let radix = digits.first == "x" ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            guard let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code), code != 0 else {
                throw PropertyListError("the reference \(DiagnosticText.quoted("&" + name + ";")) is not a character", at: start)
            }
            return scalar
        }
    }

    // MARK: Tags

    /// The name of the tag just opened (after `<`), consumed: letters only.
    private mutating func tagName() -> String {
        let start = index
        while index < bytes.count, Self.isLetter(bytes[index]) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The rest of an opening tag `name` (its attributes, then `>` or `/>`), consumed: whether the element has content
    /// (`false` for an empty element, `<dict/>`).
    private mutating func tagEnd(name: String) throws(PropertyListError) -> Bool {
        let start = position
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                advance()
                return true
            case UInt8(ascii: "/"):
                advance()
                guard consume(">") else { throw PropertyListError("expected > after / in <\(name)/>", at: position) }
                return false
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[index]
                advance()
                while index < bytes.count && bytes[index] != quote { advance() }
                guard index < bytes.count else { break }
                advance()
            case UInt8(ascii: "<"):
                throw PropertyListError("the tag <\(name)> does not end", at: start)
            default:
                advance()
            }
        }
        throw PropertyListError("the tag <\(name)> does not end", at: start)
    }

    /// The rest of a closing tag `</name` (white space, then `>`), consumed.
    private mutating func closeTag(name: String) throws(PropertyListError) {
        skipWhiteSpace()
        guard consume(">") else { throw PropertyListError("expected > to end </\(name)>", at: position) }
    }

    // MARK: Bytes

    /// Where the reader is: the 1-based line and column (in Unicode scalars).
    private var position: SourceLocation.Position { SourceLocation.Position(line: line, column: column) }

    /// Moves past one byte, counting lines and scalars (a scalar's first byte is not a continuation byte).
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private func peek(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        return text.withUTF8Buffer { prefix in
            prefix.indices.allSatisfy { bytes[index + $0] == prefix[$0] }
        }
    }

    private func peek(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard bytes.count - index >= utf8.count else { return false }
        return utf8.indices.allSatisfy { bytes[index + $0] == utf8[$0] }
    }

    /// Consumes `<name` when the tag's name is exactly `name`.
    private mutating func consumeOpening(_ name: String) -> Bool {
        guard peek("<" + name), index + name.utf8.count + 1 >= bytes.count
            || !Self.isLetter(bytes[index + name.utf8.count + 1]) else { return false }
        return consume("<" + name)
    }

    /// Consumes `</name` when the tag's name is exactly `name`.
    private mutating func consumeClosing(_ name: String) -> Bool {
        guard peek("</" + name), index + name.utf8.count + 2 >= bytes.count
            || !Self.isLetter(bytes[index + name.utf8.count + 2]) else { return false }
        return consume("</" + name)
    }

    private mutating func consume(_ text: StaticString) -> Bool {
        guard peek(text) else { return false }
        for _ in 0..<text.utf8CodeUnitCount { advance() }
        return true
    }

    private mutating func consume(_ text: String) -> Bool {
        guard peek(text) else { return false }
        for _ in 0..<text.utf8.count { advance() }
        return true
    }

    /// Moves past the next `terminator`, or fails naming `what` does not end.
    private mutating func skipPast(_ terminator: StaticString, what: String) throws(PropertyListError) {
        let start = position
        while index < bytes.count {
            if consume(terminator) { return }
            advance()
        }
        throw PropertyListError("the \(what) does not end", at: start)
    }

    private mutating func skipWhiteSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { advance() }
    }

    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
