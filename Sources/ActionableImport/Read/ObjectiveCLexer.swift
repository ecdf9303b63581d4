/// One token of an Objective-C file, with where it is.
struct ObjectiveCToken {
    /// What kind of token it is.
    enum Kind: Equatable {
        /// A name or keyword; `@implementation`, `@end`, `@available`, `@YES` keep their `@`.
        case identifier
        /// A string literal, `@"..."` or `"..."`: `text` is its decoded value.
        case string
        /// A number or character literal, as written.
        case number
        /// An operator or punctuation, `@[`, `@{` and `@(` included.
        case punctuation
        /// A preprocessor directive's name (`define`, `if`, `endif`); the line's tokens follow it, then an
        /// ``endOfDirective``.
        case directive
        /// The end of a directive's line.
        case endOfDirective
    }

    /// What kind of token it is.
    var kind: Kind
    /// Its text (a string literal's decoded value).
    var text: String
    /// Its first and one-past-last byte in the file's UTF-8.
    var start: Int
    var end: Int
    /// Its line and column (in UTF-8 bytes, as swift-syntax counts), from 1.
    var line: Int
    var column: Int

    /// Whether the token is the punctuation `text`.
    func isPunctuation(_ text: String) -> Bool { kind == .punctuation && self.text == text }

    /// Whether the token is the identifier `text`.
    func isIdentifier(_ text: String) -> Bool { kind == .identifier && self.text == text }
}

/// Splits Objective-C source into tokens: names, literals, punctuation and preprocessor lines, with comments
/// dropped. It reads C's lexical forms (escapes, line splices, adjacent literals are separate tokens) and nothing
/// of the grammar; it never fails: a byte it does not know is a punctuation token of its own. Linear in the size.
enum ObjectiveCLexer {
    /// The tokens of `text`; `nil` when there are more than `limit` (the lexer stops there).
    static func tokens(of text: String, limit: Int = .max) -> [ObjectiveCToken]? {
        var lexer = State(bytes: Array(text.utf8))
        lexer.limit = limit
        let tokens = lexer.run()
        return tokens.count > limit ? nil : tokens
    }

    /// The multi-byte operators by their first byte, longest first.
    private static let operators: [[[UInt8]]] = {
        var byFirstByte = Array(repeating: [[UInt8]](), count: 256)
        for spelling in ["<<=", ">>=", "...", "||", "&&", "==", "!=", "<=", ">=", "<<", ">>", "->", "++", "--", "+=", "-=", "|=", "&=", "*=",
                         "/=", "^=", "%=", "::"] {
            let bytes = Array(spelling.utf8)
            byFirstByte[Int(bytes[0])].append(bytes)
        }
        return byFirstByte
    }()

    private struct State {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        var lineStart = 0
        var tokens: [ObjectiveCToken] = []
        /// Whether only whitespace is between the line's start and `position`: a `#` there begins a directive.
        var atLineStart = true
        var inDirective = false
        /// The most tokens to make: past it the lexer stops.
        var limit = Int.max

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> [ObjectiveCToken] {
            while position < bytes.count, tokens.count <= limit {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    newLine()
                    continue
                }
                if byte == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "\n") {
                    // A line splice: the directive goes on.
                    position += 1
                    line += 1
                    position += 1
                    lineStart = position
                    continue
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C || byte == 0x0B {
                    position += 1
                    continue
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    position += 2
                    while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                        if bytes[position] == UInt8(ascii: "\n") {
                            line += 1
                            lineStart = position + 1
                        }
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                    continue
                }
                let wasAtLineStart = atLineStart
                atLineStart = false
                let start = position
                if byte == UInt8(ascii: "#"), wasAtLineStart, !inDirective {
                    position += 1
                    while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position += 1 }
                    let nameStart = position
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                    add(.directive, String(decoding: bytes[nameStart..<position], as: UTF8.self), from: start)
                    inDirective = true
                    continue
                }
                if byte == UInt8(ascii: "@"), peek(1) == UInt8(ascii: "\"") {
                    position += 1
                    add(.string, readString(), from: start)
                } else if byte == UInt8(ascii: "\"") {
                    add(.string, readString(), from: start)
                } else if byte == UInt8(ascii: "'") {
                    position += 1
                    while position < bytes.count, bytes[position] != UInt8(ascii: "'"), bytes[position] != UInt8(ascii: "\n") {
                        position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    position = min(position + 1, bytes.count)
                    add(.number, text(from: start), from: start)
                } else if byte == UInt8(ascii: "@"), let next = peek(1), Self.isIdentifierByte(next), !Self.isDigit(next) {
                    position += 1
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                    add(.identifier, text(from: start), from: start)
                } else if byte == UInt8(ascii: "@"), let next = peek(1), next == UInt8(ascii: "[") || next == UInt8(ascii: "{") || next == UInt8(ascii: "(") {
                    position += 2
                    add(.punctuation, text(from: start), from: start)
                } else if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && peek(1).map(Self.isDigit) == true) {
                    position += 1
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) || bytes[position] == UInt8(ascii: ".") { position += 1 }
                    add(.number, text(from: start), from: start)
                } else if Self.isIdentifierByte(byte) {
                    while position < bytes.count, Self.isIdentifierByte(bytes[position]) { position += 1 }
                    add(.identifier, text(from: start), from: start)
                } else {
                    let length = ObjectiveCLexer.operators[Int(byte)].first { matches($0) }?.count ?? 1
                    position += length
                    add(.punctuation, text(from: start), from: start)
                }
            }
            if inDirective { add(.endOfDirective, "", from: position) }
            return tokens
        }

        mutating func newLine() {
            if inDirective {
                add(.endOfDirective, "", from: position)
                inDirective = false
            }
            position += 1
            line += 1
            lineStart = position
            atLineStart = true
        }

        func peek(_ offset: Int) -> UInt8? {
            position + offset < bytes.count ? bytes[position + offset] : nil
        }

        func matches(_ operation: [UInt8]) -> Bool {
            guard position + operation.count <= bytes.count else { return false }
            return bytes[position..<position + operation.count].elementsEqual(operation)
        }

        func text(from start: Int) -> String { String(decoding: bytes[start..<position], as: UTF8.self) }

        mutating func add(_ kind: ObjectiveCToken.Kind, _ text: String, from start: Int) {
            let column = start - lineStart + 1
            tokens.append(ObjectiveCToken(kind: kind, text: text, start: start, end: position, line: line, column: max(column, 1)))
        }

        /// A string literal from its opening quote, decoded; an unterminated one ends at the line's end.
        mutating func readString() -> String {
            position += 1
            var value: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    break
                }
                if byte == UInt8(ascii: "\n") { break }
                if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                    position += 1
                    value += readEscape()
                    continue
                }
                value.append(byte)
                position += 1
            }
            return String(decoding: value, as: UTF8.self)
        }

        /// The bytes an escape after its backslash stands for.
        mutating func readEscape() -> [UInt8] {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "n"): return [0x0A]
            case UInt8(ascii: "t"): return [0x09]
            case UInt8(ascii: "r"): return [0x0D]
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(byte - UInt8(ascii: "0"))
                var count = 1
                while count < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                    value = value * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                    count += 1
                }
                return value < 0x80 ? [UInt8(value)] : Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
            case UInt8(ascii: "x"): return scalar(digits: 8, allowShorter: true)
            case UInt8(ascii: "u"): return scalar(digits: 4, allowShorter: false)
            case UInt8(ascii: "U"): return scalar(digits: 8, allowShorter: false)
            case UInt8(ascii: "a"): return [0x07]
            case UInt8(ascii: "b"): return [0x08]
            case UInt8(ascii: "f"): return [0x0C]
            case UInt8(ascii: "v"): return [0x0B]
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = position
                return []
            default: return [byte]
            }
        }

        /// A `\x`, `\u` or `\U` escape's character, as UTF-8.
        mutating func scalar(digits: Int, allowShorter: Bool) -> [UInt8] {
            var value: UInt32 = 0
            var count = 0
            while count < digits, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                value = value &* 16 &+ UInt32(digit)
                position += 1
                count += 1
            }
            guard count > 0, allowShorter || count == digits, let scalar = Unicode.Scalar(value) else { return Array("\u{FFFD}".utf8) }
            return Array(String(Character(scalar)).utf8)
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
        }
    }
}
