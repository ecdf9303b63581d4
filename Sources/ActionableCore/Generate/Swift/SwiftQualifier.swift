/// Qualifies the standard library's and Foundation's type names in the generated Swift (`Swift.Result`,
/// `Foundation.Date`), so that a type of the same name in the app's own module (a `struct Result`, a
/// `typealias Date`) cannot change what the file means: a module's own declarations hide imported ones.
///
/// It reads the printed file as Swift tokens: comments and string literals are left as they are (an
/// interpolation's code is read as code), an identifier is qualified only where it names the type (not after
/// `.`, a declaration keyword or as an argument label), and names the definitions give (a `swiftName`) are
/// never touched. One pass finds where the module names go; the output is then the source copied in runs
/// between them, so the cost is linear in the file's bytes and small beside printing it.
enum SwiftQualifier {
    /// The names qualified, and their modules.
    static let modules: [String: String] = {
        var modules: [String: String] = [:]
        for name in [
            "AnyHashable", "Array", "Bool", "Character", "ClosedRange", "CustomReflectable", "Decoder", "Dictionary", "Double",
            "Encoder", "EncodingError", "Error", "Hasher", "Int", "Int64", "Mirror", "Never", "Optional", "Result", "Set", "String",
            "UInt32", "UInt64", "UInt8",
        ] { modules[name] = "Swift" }
        for name in [
            "Bundle", "Data", "Date", "JSONDecoder", "JSONEncoder", "JSONSerialization", "LocalizedError", "NSNull", "NSNumber",
            "NSObject", "NSString", "URL", "UUID",
        ] { modules[name] = "Foundation" }
        return modules
    }()

    /// Keywords after which a name is declared, not used. (`case` is not one: after it comes a pattern, such as
    /// `case UInt8(ascii: "c"):`; the cases the generator declares are lower-case, and those the definitions name
    /// are kept.)
    private static let declaring: Set<String> = [
        "associatedtype", "class", "enum", "func", "import", "let", "protocol", "struct", "typealias", "var",
    ]

    /// The longest name in ``modules``: a longer word is no candidate.
    private static let longestName = modules.keys.map(\.utf8.count).max() ?? 0

    /// `source` with every use of a name in ``modules`` qualified, but the names in `kept`.
    static func qualified(_ source: [UInt8], keeping kept: Set<String>) -> [UInt8] {
        var pieces = [source]
        return qualified(&pieces, keeping: kept, parallelism: .sequential)
    }

    /// The text of `pieces` joined, each piece qualified as ``qualified(_:keeping:)`` qualifies a file; the pieces are
    /// read on every core with `parallelism`, and each is freed once copied. Every piece must start at a line
    /// where the code is at its top level, outside a string, a comment and a list: what ``CodePrinter/forEach(_:_:)``
    /// prints is (each item starts a declaration, a case or a documentation comment).
    static func qualified(_ pieces: inout [[UInt8]], keeping kept: Set<String>, parallelism: Parallelism) -> [UInt8] {
        let insertions = parallelism.map(pieces.count) { [pieces] index in
            var scanner = Scanner(source: pieces[index], kept: kept)
            scanner.run()
            return scanner.insertions
        }
        var output: [UInt8] = []
        output.reserveCapacity(pieces.indices.reduce(0) { $0 + pieces[$1].count + insertions[$1].count * 11 })
        for index in pieces.indices {
            var copied = 0
            for (position, module) in insertions[index] {
                output.append(contentsOf: pieces[index][copied..<position])
                output.append(contentsOf: module.utf8)
                output.append(UInt8(ascii: "."))
                copied = position
            }
            output.append(contentsOf: pieces[index][copied...])
            pieces[index] = []
        }
        return output
    }

    /// What the scanner is inside of.
    private enum Context {
        /// Code; `depth` counts the parentheses open since an interpolation began (`nil`: not in one).
        case code(depth: Int?)
        /// A string literal with `hashes` `#` around it, on several lines when `isMultiline`.
        case string(hashes: Int, isMultiline: Bool)
    }

    private struct Scanner {
        let source: [UInt8]
        let kept: Set<String>
        /// Where a module name and `.` go, in order.
        var insertions: [(position: Int, module: String)] = []
        var index = 0
        var stack: [Context] = [.code(depth: nil)]
        /// Where the last identifier of the code is (empty after other tokens), and the last character that is not
        /// white space.
        var previousWord: Range<Int> = 0..<0
        var previousCharacter: UInt8 = 0

        init(source: [UInt8], kept: Set<String>) {
            self.source = source
            self.kept = kept
        }

        mutating func run() {
            while index < source.count {
                switch stack[stack.count - 1] {
                case .code(let depth): code(depth: depth)
                case .string(let hashes, let isMultiline): string(hashes: hashes, isMultiline: isMultiline)
                }
            }
        }

        private func byte(_ offset: Int) -> UInt8 { index + offset < source.count ? source[index + offset] : 0 }

        private mutating func code(depth: Int?) {
            let current = source[index]
            switch current {
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                while index < source.count, source[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                index += 2
                while index < source.count, !(byte(0) == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/")) { index += 1 }
                index += 2
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                var hashes = 0
                while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard byte(hashes) == UInt8(ascii: "\"") else {
                    index += 1
                    previousCharacter = current
                    return
                }
                let isMultiline = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
                index += hashes + (isMultiline ? 3 : 1)
                stack.append(.string(hashes: hashes, isMultiline: isMultiline))
            case UInt8(ascii: "`"):
                index += 1
                while index < source.count, source[index] != UInt8(ascii: "`") { index += 1 }
                index += 1
                previousWord = 0..<0
                previousCharacter = UInt8(ascii: "`")
            case UInt8(ascii: "("):
                if let depth { stack[stack.count - 1] = .code(depth: depth + 1) }
                index += 1
                previousCharacter = current
            case UInt8(ascii: ")"):
                if let depth {
                    if depth == 1 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .code(depth: depth - 1)
                    }
                }
                index += 1
                previousCharacter = current
            case _ where Self.isIdentifierStart(current):
                var end = index + 1
                while end < source.count, Self.isIdentifierPart(source[end]) { end += 1 }
                // Only a capitalised word can be a type name: the others are passed without making a string of them.
                if (65...90).contains(current), previousCharacter != UInt8(ascii: "."), end - index <= SwiftQualifier.longestName {
                    let word = String(decoding: source[index..<end], as: UTF8.self)
                    if let module = SwiftQualifier.modules[word], !kept.contains(word), !isLabel(after: end),
                       !SwiftQualifier.declaring.contains(String(decoding: source[previousWord], as: UTF8.self)) {
                        insertions.append((index, module))
                    }
                }
                previousWord = index..<end
                index = end
                previousCharacter = UInt8(ascii: "a")
            default:
                // A run of other characters (white space, digits, punctuation) at once.
                repeat {
                    let byte = source[index]
                    if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\n") {
                        previousCharacter = byte
                        if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") { previousWord = 0..<0 }
                    }
                    index += 1
                } while index < source.count && Self.isOther(source[index])
            }
        }

        /// Whether the identifier ending at `end` is an argument label: `(Date: ...` or `, Date: ...`.
        private func isLabel(after end: Int) -> Bool {
            guard end < source.count, source[end] == UInt8(ascii: ":"), end + 1 < source.count, source[end + 1] != UInt8(ascii: ":")
            else { return false }
            return previousCharacter == UInt8(ascii: "(") || previousCharacter == UInt8(ascii: ",")
        }

        private mutating func string(hashes: Int, isMultiline: Bool) {
            // Characters that end nothing are passed at once.
            while index < source.count, source[index] != UInt8(ascii: "\\"), source[index] != UInt8(ascii: "\"") { index += 1 }
            guard index < source.count else { return }
            if source[index] == UInt8(ascii: "\\") {
                var count = 1
                while count <= hashes, byte(count) == UInt8(ascii: "#") { count += 1 }
                if count == hashes + 1, byte(count) == UInt8(ascii: "(") {
                    index += count + 1
                    stack.append(.code(depth: 1))
                    previousWord = 0..<0
                    previousCharacter = UInt8(ascii: "(")
                    return
                }
                index += hashes == 0 ? 2 : count
                return
            }
            let quotes = isMultiline ? 3 : 1
            if (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }), (0..<hashes).allSatisfy({ byte(quotes + $0) == UInt8(ascii: "#") }) {
                index += quotes + hashes
                stack.removeLast()
                previousWord = 0..<0
                previousCharacter = UInt8(ascii: "\"")
                return
            }
            index += 1
        }

        /// Whether `byte` starts no token the scanner treats apart: no identifier, comment, string, backtick or parenthesis.
        private static func isOther(_ byte: UInt8) -> Bool {
            !isIdentifierStart(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "#") && byte != UInt8(ascii: "\"")
                && byte != UInt8(ascii: "`") && byte != UInt8(ascii: "(") && byte != UInt8(ascii: ")")
        }

        private static func isIdentifierStart(_ byte: UInt8) -> Bool {
            (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "_")
        }

        private static func isIdentifierPart(_ byte: UInt8) -> Bool {
            isIdentifierStart(byte) || (48...57).contains(byte)
        }
    }
}
