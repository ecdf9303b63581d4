/// Reads a `.strings` file: `"key" = "value";` entries (keys and values quoted, or bare words), `/* */` and `//`
/// comments (the last block comment before an entry is its translators' comment), and the escapes `\"`, `\\`,
/// `\n`, `\t`, `\r`, `\0`–`\777` octal and `\U`/`\u` with four hex digits (two of them, a UTF-16 surrogate pair, for a
/// character outside the BMP). A key given twice keeps its last value,
/// as Foundation does. Linear in the text; any other shape is an error at its line and column.
struct StringsFileParser {
    /// The path diagnostics name.
    let path: String
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var line = 1
    private var column = 1
    /// The problems found.
    private(set) var diagnostics: [Diagnostic] = []

    /// A parser of `text`, read from `path`.
    init(path: String, text: String) {
        self.path = path
        scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { position = 1 }
    }

    /// The entries, or `nil` after recording the first problem.
    mutating func parse() -> [String: StringsTable.Entry]? {
        var entries: [String: StringsTable.Entry] = [:]
        while true {
            guard let comment = skipSpaceAndComments() else { return nil }
            guard position < scalars.count else { return entries }
            guard let key = word() else { return nil }
            guard skipSpaceAndComments() != nil else { return nil }
            // `"key";` alone is the key as its own value.
            if peek() == ";" {
                advance()
                entries[key] = StringsTable.Entry(value: nil, comment: comment)
                continue
            }
            guard expect("=") else { return nil }
            guard skipSpaceAndComments() != nil, let value = word() else { return nil }
            guard skipSpaceAndComments() != nil, expect(";") else { return nil }
            entries[key] = StringsTable.Entry(value: value, comment: comment)
        }
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? { position + offset < scalars.count ? scalars[position + offset] : nil }

    /// The four hexadecimal digits after `\U` or `\u` (`escaped`), read; `nil`, the failure noted, when they are not.
    private mutating func hexadecimalUnit(after escaped: Unicode.Scalar) -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek(), digit.isASCII, let number = UInt32(String(digit), radix: 16) else {
                fail("expected four hexadecimal digits after '\\\(escaped)'")
                return nil
            }
            value = value * 16 + number
            advance()
        }
        return value
    }

    private mutating func advance() {
        if scalars[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        position += 1
    }

    private mutating func expect(_ scalar: Unicode.Scalar) -> Bool {
        guard peek() == scalar else {
            fail("expected '\(scalar)' here")
            return false
        }
        advance()
        return true
    }

    /// Skips whitespace and comments; returns the text of the last block comment (`""` for none), or `nil` after
    /// an unterminated comment.
    private mutating func skipSpaceAndComments() -> String?? {
        var comment: String?
        while let scalar = peek() {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "*" {
                let (startLine, startColumn) = (line, column)
                advance(); advance()
                var text = String.UnicodeScalarView()
                while position < scalars.count, !(scalars[position] == "*" && position + 1 < scalars.count && scalars[position + 1] == "/") {
                    text.append(scalars[position])
                    advance()
                }
                guard position < scalars.count else {
                    fail("a comment that starts here never ends", line: startLine, column: startColumn)
                    return nil
                }
                advance(); advance()
                let trimmed = String(text).trimmingWhitespace
                comment = trimmed.isEmpty || trimmed == "No comment provided by engineer." ? nil : trimmed
            } else if scalar == "/", position + 1 < scalars.count, scalars[position + 1] == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else {
                break
            }
        }
        return .some(comment)
    }

    /// A quoted string or a bare word.
    private mutating func word() -> String? {
        guard let first = peek() else {
            fail("expected a quoted string here")
            return nil
        }
        if first != "\"" {
            var text = String.UnicodeScalarView()
            while let scalar = peek(), scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_.$:/-".unicodeScalars.contains(scalar) {
                text.append(scalar)
                advance()
            }
            guard !text.isEmpty else {
                fail("expected a quoted string here")
                return nil
            }
            return String(text)
        }
        let (startLine, startColumn) = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            if scalar == "\"" {
                advance()
                return String(text)
            }
            advance()
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = peek() else { break }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
                guard var value = hexadecimalUnit(after: escaped) else { return nil }
                // A character outside the BMP is two UTF-16 units, `\UD83D\UDE00`, as Foundation writes it.
                if (0xD800...0xDBFF).contains(value) {
                    guard peek() == "\\", let letter = peek(1), letter == "U" || letter == "u" else {
                        fail("'\\\(escaped)\(String(value, radix: 16, uppercase: true))' is the first half of a UTF-16 surrogate pair, and no '\\U' with the second half follows")
                        return nil
                    }
                    advance()
                    advance()
                    guard let low = hexadecimalUnit(after: letter) else { return nil }
                    guard (0xDC00...0xDFFF).contains(low) else {
                        fail("'\\\(letter)\(String(low, radix: 16, uppercase: true))' is not the second half of a UTF-16 surrogate pair")
                        return nil
                    }
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(value) else {
                    fail("'\\\(escaped)\(String(value, radix: 16, uppercase: true))' is half of a UTF-16 surrogate pair without its first half")
                    return nil
                }
                text.append(scalar)
            case "0"..."7":
                var value = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = peek(), ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    advance()
                }
                text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default: text.append(escaped)
            }
        }
        fail("a string that starts here never ends", line: startLine, column: startColumn)
        return nil
    }

    private mutating func fail(_ message: String, line: Int? = nil, column: Int? = nil) {
        guard diagnostics.isEmpty else { return }
        diagnostics.append(Diagnostic(.unreadableInput, "not a strings file: \(message)",
                                      at: SourceLocation(path: path, line: line ?? self.line, column: column ?? self.column)))
    }
}

private extension String {
    /// The string without leading and trailing whitespace.
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
