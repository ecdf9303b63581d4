/// Reads the JSON that ``JSONValue`` writes (objects, arrays, strings, integers, booleans) from UTF-8 bytes,
/// with a line and column for every problem. Anything else (`null`, fractions, exponents, invalid UTF-8,
/// nesting deeper than ``maxDepth``, a key given twice) is an error, never a crash.
struct JSONParser {
    /// A problem at a 1-based line and column (columns count bytes).
    struct Failure: Error, Equatable {
        /// What is wrong.
        var message: String
        /// Where.
        var line: Int
        /// Where, in bytes from the start of the line.
        var column: Int
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses `bytes` as one JSON document.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("unexpected text after the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, line: line, column: index - lineStart + 1)
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

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard let byte = current else { throw failure("unexpected end of the document") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .integer(try integer())
        default: throw failure("expected a value (an object, array, string, integer, true or false)")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("expected a value (an object, array, string, integer, true or false)")
        }
        index += expected.count
        return value
    }

    private mutating func integer() throws(Failure) -> Int {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        if let byte = current, byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            throw failure("expected an integer")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Int(text) else { throw failure("expected an integer") }
        return number
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels") }
        index += 1
        var items: [JSONValue] = []
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

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyFailure = failure("")
            let key = try string()
            guard members[key] == nil else {
                throw Failure(message: "key \(DiagnosticText.quoted(key)) appears twice", line: keyFailure.line,
                              column: keyFailure.column)
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':'")
            skipWhitespace()
            members[key] = try value(depth: depth)
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            try expect(UInt8(ascii: ","), "',' or '}'")
        }
    }

    /// A string: its bytes must be valid UTF-8 and escapes well-formed (surrogates only in pairs).
    private mutating func string() throws(Failure) -> String {
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
                case .error: throw failure("a string is not valid UTF-8")
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
