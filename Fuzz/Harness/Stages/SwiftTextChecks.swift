/// A lexical check of generated Swift: outside comments and string literals, every `(`, `[` and `{` closes in
/// order; every single-line string literal closes on its line; every block comment and multi-line literal closes.
/// Text from the input that escaped a literal or a comment (a quote, a line break, a `*/`) breaks one of these, so the
/// Swift would say something other than the definitions do.
enum SwiftTextChecks {
    /// The first problem in `source`, or `nil` when it is lexically balanced.
    static func problem(in source: String) -> String? {
        var lexer = Lexer(scalars: Array(source.unicodeScalars))
        return lexer.run()
    }

    private struct Lexer {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        /// The open brackets, and for each interpolation in a string, the `(` that opened it (marked `\`).
        var stack: [Unicode.Scalar] = []

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func starts(with text: String) -> Bool {
            text.unicodeScalars.enumerated().allSatisfy { peek($0.offset) == $0.element }
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                if scalars[index] == "\n" { line += 1 }
                index += 1
            }
        }

        mutating func run() -> String? {
            while let scalar = peek() {
                if starts(with: "//") {
                    while let next = peek(), next != "\n" { advance() }
                } else if starts(with: "/*") {
                    if let problem = blockComment() { return problem }
                } else if scalar == "#" && peek(1) == "\"" || scalar == "\"" {
                    if let problem = string() { return problem }
                } else if "([{".unicodeScalars.contains(scalar) {
                    stack.append(scalar)
                    advance()
                } else if ")]}".unicodeScalars.contains(scalar) {
                    let opener: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "{"
                    guard let open = stack.popLast(), open == opener || (open == "\\" && scalar == ")") else {
                        return "line \(line): \(scalar) closes nothing it can close"
                    }
                    advance()
                    if open == "\\" { return nil }  // The end of an interpolation: back to its string.
                } else {
                    advance()
                }
            }
            return stack.isEmpty ? nil : "the end: \(String(String.UnicodeScalarView(stack))) still open"
        }

        mutating func blockComment() -> String? {
            let start = line
            var depth = 0
            while peek() != nil {
                if starts(with: "/*") {
                    depth += 1
                    advance(2)
                } else if starts(with: "*/") {
                    depth -= 1
                    advance(2)
                    if depth == 0 { return nil }
                } else {
                    advance()
                }
            }
            return "line \(start): a block comment does not close"
        }

        /// A string literal from its opening delimiter, interpolations lexed as code.
        mutating func string() -> String? {
            let start = line
            var hashes = 0
            while peek() == "#" {
                hashes += 1
                advance()
            }
            let multiLine = starts(with: "\"\"\"")
            advance(multiLine ? 3 : 1)
            let close = (multiLine ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while let scalar = peek() {
                if starts(with: close) {
                    advance(close.unicodeScalars.count)
                    return nil
                }
                if scalar == "\n" && !multiLine { return "line \(start): a string literal does not close on its line" }
                if starts(with: escape) {
                    advance(escape.unicodeScalars.count)
                    if peek() == "(" {
                        advance()
                        stack.append("\\")
                        if let problem = run() { return problem }
                    } else {
                        advance()
                    }
                    continue
                }
                advance()
            }
            return "line \(start): a string literal does not close"
        }
    }
}
