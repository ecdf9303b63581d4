/// Reads JSON from UTF-8 bytes into ``JSONNode``s, with a line and column for every value and every problem,
/// in one of two grammars:
///
/// - ``parse(_:)``, for manifests: the JSON that ``JSONValue`` writes (objects, arrays, strings, numbers,
///   booleans). Anything else (`null`, a key given twice) is an error.
/// - ``parseDocument(_:)``, for files other tools write (string catalogs): all of JSON, numbers kept as written;
///   every key given twice is reported, not only the first.
///
/// In both, invalid UTF-8 and nesting deeper than ``maxDepth`` are errors, never a crash: the parser recurses
/// once per level of nesting and refuses to go deeper.
struct JSONParser {
    /// A problem at a 1-based line and column (columns count Unicode scalars, as ``SourceLocation`` does).
    struct Failure: Error, Equatable {
        /// What is wrong.
        var message: String
        /// Where: the 1-based line.
        var line: Int
        /// Where: the 1-based column, in Unicode scalars from the start of the line.
        var column: Int
    }

    /// A key written twice in one object.
    struct DuplicateKey: Equatable {
        /// The key.
        var key: String
        /// Where it is written again.
        var position: SourceLocation.Position
        /// Where it is written first.
        var firstPosition: SourceLocation.Position
    }

    /// What ``parseDocument(_:)`` read.
    struct Document {
        /// The document's value, or `nil` when ``failure`` stopped the reading.
        var root: JSONNode?
        /// Every key given twice, in document order (up to ``failure``, when there is one).
        var duplicateKeys: [DuplicateKey]
        /// The syntax error that stopped the reading, if any.
        var failure: Failure?
    }

    /// Which JSON a parser accepts.
    private enum Grammar {
        /// What ``JSONValue`` writes: no `null`, and a duplicate key is fatal.
        case manifest
        /// All of JSON (RFC 8259); duplicate keys are collected.
        case full
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private let grammar: Grammar
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// A byte offset on the current line and its column, so that columns are counted incrementally.
    private var columnMark = (index: 0, column: 1)
    private var duplicateKeys: [DuplicateKey] = []

    /// Parses `bytes` as one manifest document (see the type's documentation for the grammar).
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, grammar: .manifest)
        return try manifestValue(parser.document())
    }

    /// Parses `bytes` as one JSON document of any kind, collecting every key given twice.
    static func parseDocument(_ bytes: [UInt8]) -> Document {
        var parser = JSONParser(bytes: bytes, grammar: .full)
        do {
            let root = try parser.document()
            return Document(root: root, duplicateKeys: parser.duplicateKeys, failure: nil)
        } catch {
            return Document(root: nil, duplicateKeys: parser.duplicateKeys, failure: error)
        }
    }

    /// `node` as a ``JSONValue``: `null` is refused, at its position; a number that is not an `Int` is kept as written.
    private static func manifestValue(_ node: JSONNode) throws(Failure) -> JSONValue {
        func failure(_ message: String) -> Failure {
            Failure(message: message, line: node.position.line, column: node.position.column)
        }
        switch node.content {
        case .null: throw failure(Self.expectedValue(in: .manifest))
        case .bool(let flag): return .bool(flag)
        case .number(let text):
            return Int(text).map(JSONValue.integer) ?? .number(text)
        case .string(let text): return .string(text)
        case .array(let items):
            var values: [JSONValue] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try manifestValue(item)) }
            return .array(values)
        case .object(let members):
            var values: [String: JSONValue] = [:]
            values.reserveCapacity(members.count)
            for member in members { values[member.key] = try manifestValue(member.value) }
            return .object(values)
        }
    }

    /// The message for a missing value, naming what the grammar accepts.
    private static func expectedValue(in grammar: Grammar) -> String {
        switch grammar {
        case .manifest: "expected a value (an object, array, string, number, true or false)"
        case .full: "expected a value (an object, array, string, number, true, false or null)"
        }
    }

    private init(bytes: [UInt8], grammar: Grammar) {
        self.bytes = bytes
        self.grammar = grammar
    }

    /// The whole document: one value, with only whitespace around it.
    private mutating func document() throws(Failure) -> JSONNode {
        skipWhitespace()
        let root = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the document") }
        return root
    }

    /// The current line and column.
    private mutating func position() -> SourceLocation.Position {
        if columnMark.index < lineStart { columnMark = (lineStart, 1) }
        var (offset, column) = columnMark
        while offset < index {
            // Every byte but a UTF-8 continuation byte starts a scalar.
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        columnMark = (offset, column)
        return SourceLocation.Position(line: line, column: column)
    }

    private mutating func failure(_ message: String) -> Failure {
        let here = position()
        return Failure(message: message, line: here.line, column: here.column)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what)") }
        index += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONNode {
        let start = position()
        guard let byte = current else { throw failure("unexpected end of the document") }
        let content: JSONNode.Content
        switch byte {
        case UInt8(ascii: "{"): content = try object(depth: depth + 1)
        case UInt8(ascii: "["): content = try array(depth: depth + 1)
        case UInt8(ascii: "\""): content = .string(try string(startingAt: start))
        case UInt8(ascii: "t"): content = try literal("true", .bool(true))
        case UInt8(ascii: "f"): content = try literal("false", .bool(false))
        case UInt8(ascii: "n"): content = try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try number())
        default: throw failure(Self.expectedValue(in: grammar))
        }
        return JSONNode(content: content, position: start)
    }

    private mutating func literal(_ word: String, _ content: JSONNode.Content) throws(Failure) -> JSONNode.Content {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure(Self.expectedValue(in: grammar))
        }
        index += expected.count
        return content
    }

    /// A number's text, as JSON writes numbers (in the manifest, one that fits an `Int` becomes an integer,
    /// any other is kept as written: a schema's `minimum: 0.5`).
    private mutating func number() throws(Failure) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// One or more digits.
    private mutating func digits() throws(Failure) {
        let start = index
        skipDigits()
        guard index > start else { throw failure("expected a digit in a number") }
    }

    private mutating func skipDigits() {
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONNode.Content {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels") }
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try value(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            try expect(UInt8(ascii: ","), "',' or ']'")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONNode.Content {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels") }
        index += 1
        var members: [JSONNode.Member] = []
        var seen: [String: SourceLocation.Position] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyPosition = position()
            let key = try string(startingAt: keyPosition)
            if let first = seen[key] {
                guard grammar == .full else {
                    throw Failure(message: "key \(DiagnosticText.quoted(key)) appears twice", line: keyPosition.line,
                                  column: keyPosition.column)
                }
                duplicateKeys.append(DuplicateKey(key: key, position: keyPosition, firstPosition: first))
            } else {
                seen[key] = keyPosition
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':'")
            skipWhitespace()
            members.append(JSONNode.Member(key: key, value: try value(depth: depth)))
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            try expect(UInt8(ascii: ","), "',' or '}'")
        }
    }

    /// A string: its bytes must be valid UTF-8 (invalid bytes are reported at `start`, the opening quote) and
    /// escapes well-formed (surrogates only in pairs).
    private mutating func string(startingAt start: SourceLocation.Position) throws(Failure) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws(Failure) {
            var decoder = UTF8()
            var iterator = run.makeIterator()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput:
                    run.removeAll(keepingCapacity: true)
                    return
                case .error: throw Failure(message: "a string is not valid UTF-8", line: start.line, column: start.column)
                }
            }
        }
        while true {
            guard let byte = current else { throw failure("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                index += 1
                scalars.append(try escape())
            case 0x00..<0x20:
                throw failure("a string contains a raw control character")
            default:
                run.append(byte)
                index += 1
            }
        }
    }

    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw failure("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("a \\u escape of a high surrogate is not followed by a low one")
                }
                index += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("a \\u escape of a high surrogate is not followed by a low one")
                }
                guard let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                    throw failure("a \\u escape pair is not a Unicode scalar")
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(unit) else { throw failure("a \\u escape is a lone low surrogate") }
            return scalar
        default:
            throw failure("unknown escape in a string")
        }
    }

    private mutating func hexUnit() throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("a \\u escape needs four hexadecimal digits") }
        var unit: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(bytes[index] - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(bytes[index] - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(bytes[index] - UInt8(ascii: "A") + 10)
            default: throw failure("a \\u escape needs four hexadecimal digits")
            }
            unit = unit * 16 + digit
            index += 1
        }
        return unit
    }
}
