@_spi(RawSyntax) import SwiftSyntax

/// A byte-level tokenizer for ``SwiftSourceScan``: the tokens of a Swift file that name, call, declare, open and
/// change things, with comments and string literals skipped (the code inside an interpolation is read), in one pass
/// with no syntax tree. swift-syntax's lexer gives the same tokens but costs about 2.5 s per MiB in the debug build a
/// source checkout gets, and every file of an app is scanned; this costs a small part of that. Files the import
/// parses still go through swift-syntax's lexer first (``SwiftNestingScan``).
///
/// It reads `//` and nested `/* */` comments, editor placeholders, `"`, `"""` and raw (`#"…"#`) strings with escapes and
/// interpolations (`\(…)`, `\#(…)`), `#/…/#` regular expressions, backticked names, `$0`, numbers, and operators
/// (`=`, compound assignments, `&` before a name, `?` and `!` after one, `.`). A bare `/…/` regular expression is
/// read as operators, as an expression it resembles would be.
struct SwiftTokenScanner {
    /// Calls `visit` with each token of `text`: its kind (reserved words are `.keyword`), its text, and whether a
    /// line break comes before it.
    static func scan(_ text: String, _ visit: (RawTokenKind, SyntaxText, Bool) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return }
            var scanner = Cursor(base: base, count: bytes.count)
            scanner.run(visit)
        }
    }

    /// The words the scan calls keywords: Swift's reserved words.
    static let keywords: Set<SyntaxText> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}

/// The scan's position and the string literals it is inside (an interpolation's code is scanned as code).
private struct Cursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var position = 0
    var atLineStart = true
    /// For each interpolation the scan is inside: how many parentheses of its code are open, and the string it
    /// belongs to (its `#`s, and whether it is multi-line).
    var interpolations: [(openParentheses: Int, hashes: Int, multiline: Bool)] = []
    /// The kind of the last token, for `?`, `!` and `&`.
    var previous = RawTokenKind.endOfFile

    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    func byte(_ offset: Int) -> UInt8 { offset < count ? base[offset] : 0 }

    func text(_ start: Int, _ end: Int) -> SyntaxText { SyntaxText(baseAddress: base + start, count: end - start) }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39)
    }

    static let operatorBytes: Set<UInt8> = Set("/=-+!*%<>&|^~?.".utf8)

    /// The compiler directives and conditions written with `#`, each one token.
    static let directives: Set<SyntaxText> = ["if", "else", "elseif", "endif", "available", "unavailable", "sourceLocation"]

    mutating func emit(_ kind: RawTokenKind, _ start: Int, _ end: Int, _ visit: (RawTokenKind, SyntaxText, Bool) -> Void) {
        visit(kind, text(start, end), atLineStart)
        atLineStart = false
        previous = kind
    }

    mutating func run(_ visit: (RawTokenKind, SyntaxText, Bool) -> Void) {
        while position < count {
            let current = base[position]
            switch current {
            case 0x0A, 0x0D:
                atLineStart = true
                position += 1
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
                while position < count, base[position] != 0x0A, base[position] != 0x0D { position += 1 }
            case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "<") where byte(position + 1) == UInt8(ascii: "#"):
                // An editor placeholder, `<#title#>` on one line: one name, as the lexer reads it; else an operator.
                var end = position + 2
                while end < count, !(base[end] == UInt8(ascii: "#") && byte(end + 1) == UInt8(ascii: ">")), base[end] != 0x0A, base[end] != 0x0D {
                    end += 1
                }
                guard end < count, base[end] == UInt8(ascii: "#") else {
                    readOperator(visit)
                    continue
                }
                let start = position
                position = end + 2
                emit(.identifier, start, position, visit)
            case UInt8(ascii: "\""):
                emit(.stringQuote, position, position + 1, visit)
                readString(hashes: 0, visit)
            case UInt8(ascii: "#"):
                var hashes = 0
                while byte(position + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if byte(position + hashes) == UInt8(ascii: "\"") {
                    emit(.stringQuote, position, position + hashes + 1, visit)
                    position += hashes
                    readString(hashes: hashes, visit)
                } else if byte(position + hashes) == UInt8(ascii: "/") {
                    skipRegex(hashes: hashes)
                } else {
                    // `#if`, `#available` and the like are one token; any other `#name` is `#` and a name (a macro).
                    let start = position
                    var end = position + 1
                    while end < count, Self.isNameByte(base[end]) { end += 1 }
                    position = Self.directives.contains(text(start + 1, end)) ? end : start + 1
                    emit(.pound, start, position, visit)
                }
            case UInt8(ascii: "`"):
                let start = position
                position += 1
                while position < count, base[position] != UInt8(ascii: "`"), base[position] != 0x0A { position += 1 }
                position = min(count, position + 1)
                emit(.identifier, start, position, visit)
            case UInt8(ascii: "$"):
                let start = position
                position += 1
                while position < count, Self.isNameByte(base[position]) { position += 1 }
                emit(.dollarIdentifier, start, position, visit)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = position
                while position < count, Self.isNameByte(base[position])
                        || (base[position] == UInt8(ascii: ".") && (0x30...0x39).contains(byte(position + 1)) && previous != .period) {
                    position += 1
                }
                emit(.integerLiteral, start, position, visit)
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                 UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"):
                readPunctuation(current, visit)
            default:
                if Self.operatorBytes.contains(current) {
                    readOperator(visit)
                } else if Self.isNameByte(current) {
                    let start = position
                    while position < count, Self.isNameByte(base[position]) { position += 1 }
                    let word = text(start, position)
                    let kind: RawTokenKind = word == "_" ? .wildcard : SwiftTokenScanner.keywords.contains(word) ? .keyword : .identifier
                    emit(kind, start, position, visit)
                } else {
                    position += 1
                }
            }
        }
    }

    mutating func readPunctuation(_ current: UInt8, _ visit: (RawTokenKind, SyntaxText, Bool) -> Void) {
        let kind: RawTokenKind
        switch current {
        case UInt8(ascii: "("):
            kind = .leftParen
            if !interpolations.isEmpty { interpolations[interpolations.count - 1].openParentheses += 1 }
        case UInt8(ascii: ")"):
            kind = .rightParen
            if let last = interpolations.last {
                if last.openParentheses == 0 {
                    // The interpolation ends: its string goes on.
                    interpolations.removeLast()
                    emit(.rightParen, position, position + 1, visit)
                    position += 1
                    readString(hashes: last.hashes, multiline: last.multiline, visit)
                    return
                }
                interpolations[interpolations.count - 1].openParentheses -= 1
            }
        case UInt8(ascii: "["): kind = .leftSquare
        case UInt8(ascii: "]"): kind = .rightSquare
        case UInt8(ascii: "{"): kind = .leftBrace
        case UInt8(ascii: "}"): kind = .rightBrace
        case UInt8(ascii: ","): kind = .comma
        case UInt8(ascii: ":"): kind = .colon
        case UInt8(ascii: ";"): kind = .semicolon
        case UInt8(ascii: "@"): kind = .atSign
        default: kind = .backslash
        }
        emit(kind, position, position + 1, visit)
        position += 1
    }

    mutating func readOperator(_ visit: (RawTokenKind, SyntaxText, Bool) -> Void) {
        let start = position
        let spacedBefore = start == 0 || [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":")].contains(base[start - 1])
        // A `.` starts an operator only when another dot follows (`...`, `..<`); otherwise it is a member's dot.
        if base[start] == UInt8(ascii: "."), byte(start + 1) != UInt8(ascii: ".") {
            position += 1
            return emit(.period, start, position, visit)
        }
        while position < count, Self.operatorBytes.contains(base[position]),
              !(base[position] == UInt8(ascii: "/") && (byte(position + 1) == UInt8(ascii: "/") || byte(position + 1) == UInt8(ascii: "*"))) {
            // `?` and `!` right after a name are postfix, one at a time (`x?.y`, `x!.y`).
            if position == start, !spacedBefore, base[position] == UInt8(ascii: "?") || base[position] == UInt8(ascii: "!") {
                position += 1
                return emit(base[start] == UInt8(ascii: "?") ? .postfixQuestionMark : .exclamationMark, start, position, visit)
            }
            if position > start, base[position] == UInt8(ascii: "."), base[position - 1] != UInt8(ascii: ".") { break }
            position += 1
        }
        let text = text(start, position)
        let kind: RawTokenKind = if text == "=" { .equal }
            else if text == "&", spacedBefore, Self.isNameByte(byte(position)) || byte(position) == UInt8(ascii: "$") || byte(position) == UInt8(ascii: "(") { .prefixAmpersand }
            else if text == "<" { .leftAngle }
            else { .binaryOperator }
        emit(kind, start, position, visit)
    }

    mutating func skipBlockComment() {
        var depth = 0
        while position < count {
            if base[position] == UInt8(ascii: "/"), byte(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if base[position] == UInt8(ascii: "*"), byte(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if base[position] == 0x0A || base[position] == 0x0D { atLineStart = true }
                position += 1
            }
        }
    }

    /// `#/…/#` (and more `#`s): skipped to its end.
    mutating func skipRegex(hashes: Int) {
        position += hashes + 1
        while position < count {
            if base[position] == UInt8(ascii: "/") {
                var closing = 0
                while closing < hashes, byte(position + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == hashes {
                    position += 1 + hashes
                    return
                }
            }
            position += 1
        }
    }

    /// A string's contents from after its opening quote (or an interpolation's end), to its closing quote (emitted)
    /// or an interpolation's `\(` (emitted as `(`, its code scanned as code until its `)`).
    mutating func readString(hashes: Int, multiline: Bool? = nil, _ visit: (RawTokenKind, SyntaxText, Bool) -> Void) {
        var isMultiline = multiline ?? false
        if multiline == nil, byte(position + 1) == UInt8(ascii: "\""), byte(position + 2) == UInt8(ascii: "\"") {
            isMultiline = true
            position += 3
        } else if multiline == nil {
            position += 1
        }
        while position < count {
            let current = base[position]
            if current == UInt8(ascii: "\\") {
                var closing = 0
                while closing < hashes, byte(position + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                guard closing == hashes else {
                    position += 1
                    continue
                }
                let after = position + 1 + hashes
                if byte(after) == UInt8(ascii: "(") {
                    interpolations.append((0, hashes, isMultiline))
                    emit(.leftParen, after, after + 1, visit)
                    position = after + 1
                    return
                }
                position = after + 1
                continue
            }
            if current == UInt8(ascii: "\""), !isMultiline || (byte(position + 1) == UInt8(ascii: "\"") && byte(position + 2) == UInt8(ascii: "\"")) {
                let quoteEnd = position + (isMultiline ? 3 : 1)
                var closing = 0
                while closing < hashes, byte(quoteEnd + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == hashes {
                    emit(.stringQuote, position, quoteEnd + hashes, visit)
                    position = quoteEnd + hashes
                    return
                }
            }
            if (current == 0x0A || current == 0x0D) && !isMultiline {
                // An unterminated single-line string ends at the line's end, as the parser reads it.
                return
            }
            position += 1
        }
    }
}
