/// Whether a JSON value read with positions holds a value of a payload type, exactly as the generated code
/// reads it (an integer may be written `3.0`, a date is RFC 3339 text, a URL has a scheme), and how values
/// and types are named in messages.
enum PayloadValueCheck {
    /// A value that is not what its place needs: the message and where.
    struct Problem {
        var message: String
        var position: SourceLocation.Position
    }

    /// The problem with `node` as the value of the custom key `key` of `type`, or `nil` when it is right.
    static func problem(_ node: JSONNode, type: Model.PayloadType, key: String) -> Problem? {
        guard type.isList else {
            guard !holds(node, type.kind) else { return nil }
            return Problem(
                message: "\(DiagnosticText.quoted(key)) must be \(expected(type)), found \(describe(node))", position: node.position)
        }
        guard case .array(let items) = node.content else {
            return Problem(
                message: "\(DiagnosticText.quoted(key)) must be \(expected(type)), found \(describe(node))", position: node.position)
        }
        for (index, item) in items.enumerated() where !holds(item, type.kind) {
            return Problem(
                message: "item \(index + 1) of \(DiagnosticText.quoted(key)) must be \(expected(Model.PayloadType(type.kind))), found \(describe(item))",
                position: item.position)
        }
        return nil
    }

    /// What a value of `type` is, in words: `an integer`, `a list, each item a string`.
    static func expected(_ type: Model.PayloadType) -> String {
        let single = switch type.kind {
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "true or false"
        case .url: "an absolute URL"
        case .date: "an ISO 8601 date and time such as \"2026-11-23T09:30:00Z\""
        case .uuid: "a UUID"
        case .oneOf(let values): "one of " + values.map(DiagnosticText.quoted).joined(separator: ", ")
        }
        return type.isList ? "a list, each item \(single)" : single
    }

    /// What a JSON value holds, in words: `the string "soon"`, `the number 3`, `a list`.
    static func describe(_ node: JSONNode) -> String {
        switch node.content {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): "the number \(text)"
        case .string(let text): "the string \(DiagnosticText.quoted(text))"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Whether `node` holds a single value of `kind`.
    static func holds(_ node: JSONNode, _ kind: Model.PayloadKind) -> Bool {
        switch (kind, node.content) {
        case (.bool, .bool): true
        case (.int, .number(let text)): isInteger(text)
        case (.double, .number): true
        case (.string, .string): true
        case (.url, .string(let text)): hasScheme(text)
        case (.date, .string(let text)): isDateTime(text)
        case (.uuid, .string(let text)): isUUID(text)
        case (.oneOf(let values), .string(let text)): values.contains(text)
        default: false
        }
    }

    /// Whether a JSON number is an integer the app can hold (`Int`): digits, optionally with a fraction of zeros
    /// (`3.0`). An exponent is not read as an integer.
    static func isInteger(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: ".") else { return Int(text) != nil }
        return Int(text[..<dot]) != nil && text[text.index(after: dot)...].allSatisfy { $0 == "0" }
    }

    /// Whether `text` starts with a URL scheme (`https:`): a letter, then letters, digits, `+`, `.` or `-`.
    static func hasScheme(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(bytes[0]) else { return false }
        return bytes[1..<colon].allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }
            && !bytes.contains { $0 < 0x21 }
    }

    /// Whether `text` is an RFC 3339 date and time: `YYYY-MM-DDTHH:MM:SS`, an optional fraction, then `Z` or an offset.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool { index < bytes.count && bytes[index] == character.asciiValue }
        guard number(0, 4) != nil, byte(4, is: "-"), let month = number(5, 2), (1...12).contains(month), byte(7, is: "-"),
              let day = number(8, 2), (1...31).contains(day), byte(10, is: "T"), let hour = number(11, 2), hour < 24,
              byte(13, is: ":"), let minute = number(14, 2), minute < 60, byte(16, is: ":"), let second = number(17, 2), second <= 60
        else { return false }
        var index = 19
        if byte(index, is: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        if byte(index, is: "Z") { return index + 1 == bytes.count }
        guard byte(index, is: "+") || byte(index, is: "-"), let offsetHours = number(index + 1, 2), offsetHours < 24,
              byte(index + 3, is: ":"), let offsetMinutes = number(index + 4, 2), offsetMinutes < 60 else { return false }
        return index + 6 == bytes.count
    }

    /// Whether `text` is a UUID: 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12, joined by `-`.
    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            let isDash = [8, 13, 18, 23].contains(index)
            guard isDash ? byte == UInt8(ascii: "-") : isHexDigit(byte) else { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte) }
}
