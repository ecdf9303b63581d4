/// The regular expressions a payload key's `pattern` may use, and a matcher for them that takes time linear in
/// the text (a Thompson NFA simulated in lock step), so that no pattern and no payload, both of which arrive in
/// pull requests, can make `validate-payload` backtrack for ever.
///
/// The subset is a part of ECMA-262 (JSON Schema's dialect) with one meaning everywhere: literal characters; `.`
/// (any character but a line break: `\n`, `\r`, U+2028, U+2029); classes `[abc]`, `[a-z0-9_]`, `[^...]`; the
/// escapes `\d \D \w \W \s \S`, which are ASCII only (`[0-9]`, `[0-9A-Za-z_]`, tab to carriage return and space),
/// and an escaped punctuation character (`\.`, `\/`, `\-`); anchors `^` (the very start) and `$` (the very end,
/// never before a final line break); groups `(...)` and `(?:...)`; alternation `|`; quantifiers `*`, `+`, `?`,
/// `{m}`, `{m,}`, `{m,n}` (at most 100). A pattern matches when it matches anywhere in the text (characters are
/// Unicode scalars); anchor it with `^...$` for the whole text. The manifest's schema carries the pattern
/// rewritten with explicit classes (``schemaPattern(_:)``) so that every JSON Schema validator reads it so, and
/// `validate-payload` and the generated Swift run the same compiled program (``Program``) in the same matcher, the
/// runtime's own (``RuntimeRules/PayloadPattern``, compiled from its source), never `NSRegularExpression`.
struct PayloadPattern {
    /// Whether `text` holds a match of `pattern`; `false` for a pattern outside the subset.
    static func matches(_ text: String, _ pattern: String) -> Bool {
        var compiler = Compiler(pattern)
        guard let program = try? compiler.compile() else { return false }
        return RuntimeRules.PayloadPattern(source: pattern, steps: program.steps).matches(text)
    }

    /// `pattern` compiled; `nil` for a pattern outside the subset.
    static func program(for pattern: String) -> Program? {
        var compiler = Compiler(pattern)
        return try? compiler.compile()
    }

    /// Why `pattern` is outside the subset, or ambiguous for a backtracking engine
    /// (``backtrackingProblem(in:)``), in a few words; `nil` when it is usable.
    static func problem(in pattern: String) -> String? {
        var compiler = Compiler(pattern)
        do throws(Failure) {
            let node = try compiler.parse()
            _ = try Compiler.program(from: node)
            return backtrackingProblem(in: node)
        } catch {
            return error.reason
        }
    }

    /// A short text that `pattern` matches, made in one walk of its syntax tree: the first branch of each
    /// alternation, each repetition its minimum number of times, a letter or digit from each class where it has
    /// one. `nil` for a pattern outside the subset or one that this text does not match (an anchor in the middle).
    static func example(of pattern: String) -> String? {
        var compiler = Compiler(pattern)
        guard let node = try? compiler.parse() else { return nil }
        var text = String.UnicodeScalarView()
        guard example(of: node, into: &text), text.count <= exampleLimit else { return nil }
        let result = String(text)
        return matches(result, pattern) ? result : nil
    }

    /// The longest example ``example(of:)`` makes: a push holds at most 4,096 bytes, and nested repetitions
    /// (`((a{100}){100}){100}`) would otherwise ask for more characters than the pattern has by far.
    static let exampleLimit = 4096

    /// Appends a text `node` matches to `text`; `false`, as soon as it is longer than ``exampleLimit``.
    private static func example(of node: Node, into text: inout String.UnicodeScalarView) -> Bool {
        guard text.count <= exampleLimit else { return false }
        switch node {
        case .empty, .start, .end: break
        case .set(let set):
            let preferred: [Unicode.Scalar] = ["a", "A", "0", "_", "-", " ", "."]
            if let scalar = preferred.first(where: set.contains) {
                text.append(scalar)
            } else if !set.isNegated, let range = set.ranges.first, let scalar = Unicode.Scalar(range.lowerBound) {
                text.append(scalar)
            }
        case .sequence(let items):
            for item in items where !example(of: item, into: &text) { return false }
        case .alternation(let branches):
            if let first = branches.first { return example(of: first, into: &text) }
        case .repeated(let inner, let minimum, _):
            for _ in 0..<minimum where !example(of: inner, into: &text) { return false }
        }
        return true
    }

    /// `pattern` written so that ECMA-262 (with or without the `u` flag) and Python's `re` read it as the subset
    /// means it: every class explicit, `.` a class without line breaks, `$` the very end (`(?![\s\S])`), groups
    /// non-capturing. `nil` for a pattern outside the subset.
    static func schemaPattern(_ pattern: String) -> String? {
        var compiler = Compiler(pattern)
        guard let node = try? compiler.parse() else { return nil }
        var text = ""
        write(node, to: &text)
        return text
    }

    static func write(_ node: Node, to text: inout String) {
        switch node {
        case .empty: text += "(?:)"
        case .set(let set):
            text += set.isNegated ? "[^" : "["
            for range in set.ranges {
                text += classCharacter(range.lowerBound)
                if range.upperBound != range.lowerBound { text += "-" + classCharacter(range.upperBound) }
            }
            text += "]"
        case .start: text += "^"
        case .end: text += "(?![\\s\\S])"
        case .sequence(let items):
            for item in items { write(item, to: &text) }
        case .alternation(let branches):
            text += "(?:"
            for (offset, branch) in branches.enumerated() {
                if offset > 0 { text += "|" }
                write(branch, to: &text)
            }
            text += ")"
        case .repeated(let inner, let minimum, let maximum):
            text += "(?:"
            write(inner, to: &text)
            text += "){\(minimum)," + (maximum.map(String.init) ?? "") + "}"
        }
    }

    /// One character inside `[...]`: ASCII letters and digits as themselves, other BMP characters as `\uXXXX`,
    /// others (astral) as themselves, which both dialects read as one character.
    private static func classCharacter(_ value: UInt32) -> String {
        if let scalar = Unicode.Scalar(value), scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            return String(scalar)
        }
        if value <= 0xFFFF {
            let hex = String(value, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return Unicode.Scalar(value).map(String.init) ?? ""
    }

    /// Why a pattern cannot be used.
    struct Failure: Error {
        /// In a few words.
        var reason: String
    }

    /// The longest pattern read, in Unicode scalars, and the most NFA states a compiled one may have.
    static let maximumLength = 1000
    static let maximumStates = 10_000

    // MARK: Syntax

    /// A node of the parsed pattern.
    indirect enum Node {
        case empty
        case set(CharacterSet)
        case start
        case end
        case sequence([Node])
        case alternation([Node])
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    /// Which characters one position matches.
    struct CharacterSet {
        var ranges: [ClosedRange<UInt32>] = []
        var isNegated = false

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(scalar.value) } != isNegated
        }

        static let any = CharacterSet(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029], isNegated: true)
        static let digits: [ClosedRange<UInt32>] = [0x30...0x39]
        static let word: [ClosedRange<UInt32>] = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
        static let space: [ClosedRange<UInt32>] = [0x09...0x0D, 0x20...0x20]
    }

    /// Parses a pattern into a ``Node`` and compiles it.
    struct Compiler {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ pattern: String) {
            scalars = Array(pattern.unicodeScalars)
        }

        mutating func compile() throws(Failure) -> Program {
            try Self.program(from: parse())
        }

        /// The program for a parsed pattern; fails when it expands to too many states.
        static func program(from node: Node) throws(Failure) -> Program {
            var program = Program()
            try program.emit(node)
            program.instructions.append(.match)
            return program
        }

        /// The pattern's syntax tree.
        mutating func parse() throws(Failure) -> Node {
            guard scalars.count <= PayloadPattern.maximumLength else {
                throw Failure(reason: "it is longer than \(PayloadPattern.maximumLength) characters")
            }
            let node = try alternation(depth: 0)
            guard index == scalars.count else { throw Failure(reason: "unbalanced ')' at character \(index + 1)") }
            return node
        }

        private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        private mutating func alternation(depth: Int) throws(Failure) -> Node {
            guard depth < 50 else { throw Failure(reason: "groups are nested more than 50 deep") }
            var branches = [try sequence(depth: depth)]
            while peek == "|" {
                index += 1
                branches.append(try sequence(depth: depth))
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func sequence(depth: Int) throws(Failure) -> Node {
            var items: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                var atom = try self.atom(depth: depth)
                if let (minimum, maximum) = try quantifier() {
                    if case .start = atom { throw Failure(reason: "'^' cannot be repeated") }
                    if case .end = atom { throw Failure(reason: "'$' cannot be repeated") }
                    atom = .repeated(atom, minimum: minimum, maximum: maximum)
                }
                items.append(atom)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        private mutating func quantifier() throws(Failure) -> (Int, Int?)? {
            guard let scalar = peek else { return nil }
            var bounds: (Int, Int?)
            switch scalar {
            case "*": bounds = (0, nil); index += 1
            case "+": bounds = (1, nil); index += 1
            case "?": bounds = (0, 1); index += 1
            case "{":
                guard let parsed = try braces() else { return nil }
                bounds = parsed
            default: return nil
            }
            if peek == "?" || peek == "+" { throw Failure(reason: "lazy and possessive quantifiers ('*?', '++') are not supported") }
            if peek == "*" || peek == "{" && (try? lookaheadBraces()) != nil {
                throw Failure(reason: "a quantifier follows another; group the first with (...)")
            }
            return bounds
        }

        /// `{m}`, `{m,}` or `{m,n}` at the current position; `nil` (and nothing read) when the `{` is a literal.
        private mutating func braces() throws(Failure) -> (Int, Int?)? {
            guard let (bounds, length) = try lookaheadBraces() else { return nil }
            index += length
            return bounds
        }

        private func lookaheadBraces() throws(Failure) -> ((Int, Int?), Int)? {
            var position = index + 1
            func number() -> Int? {
                var value = 0
                var digits = 0
                while position < scalars.count, let digit = Int(String(scalars[position])), scalars[position].isASCII {
                    value = value * 10 + digit
                    digits += 1
                    position += 1
                    if value > 1_000_000 { return nil }
                }
                return digits == 0 ? nil : value
            }
            guard let minimum = number() else { return nil }
            var maximum: Int? = minimum
            if position < scalars.count, scalars[position] == "," {
                position += 1
                maximum = number()
            }
            guard position < scalars.count, scalars[position] == "}" else { return nil }
            let limit = 100
            guard minimum <= limit, (maximum ?? 0) <= limit else { throw Failure(reason: "a repetition count is over \(limit)") }
            if let maximum, maximum < minimum { throw Failure(reason: "{\(minimum),\(maximum)} has its numbers in the wrong order") }
            return ((minimum, maximum), position + 1 - index)
        }

        private mutating func atom(depth: Int) throws(Failure) -> Node {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "(":
                if peek == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                        throw Failure(reason: "only plain groups and (?:...) are supported, not lookaround or named groups")
                    }
                    index += 2
                }
                let inner = try alternation(depth: depth + 1)
                guard peek == ")" else { throw Failure(reason: "a '(' is not closed") }
                index += 1
                return inner
            case ".": return .set(.any)
            case "^": return .start
            case "$": return .end
            case "[": return .set(try characterClass())
            case "\\": return .set(try escape(inClass: false))
            case "*", "+", "?": throw Failure(reason: "'\(scalar)' has nothing to repeat")
            case "{":
                if (try? lookaheadBracesAt(index - 1)) != nil { throw Failure(reason: "a repetition has nothing to repeat") }
                return .set(CharacterSet(ranges: [scalar.value...scalar.value]))
            case "]", "}": return .set(CharacterSet(ranges: [scalar.value...scalar.value]))
            default: return .set(CharacterSet(ranges: [scalar.value...scalar.value]))
            }
        }

        private func lookaheadBracesAt(_ position: Int) throws(Failure) -> Bool? {
            var copy = self
            copy.index = position
            return try copy.lookaheadBraces() == nil ? nil : true
        }

        private mutating func escape(inClass: Bool) throws(Failure) -> CharacterSet {
            guard let scalar = peek else { throw Failure(reason: "the pattern ends with '\\'") }
            index += 1
            switch scalar {
            case "d": return CharacterSet(ranges: CharacterSet.digits)
            case "D": return CharacterSet(ranges: CharacterSet.digits, isNegated: true)
            case "w": return CharacterSet(ranges: CharacterSet.word)
            case "W": return CharacterSet(ranges: CharacterSet.word, isNegated: true)
            case "s": return CharacterSet(ranges: CharacterSet.space)
            case "S": return CharacterSet(ranges: CharacterSet.space, isNegated: true)
            case "n": return CharacterSet(ranges: [0x0A...0x0A])
            case "t": return CharacterSet(ranges: [0x09...0x09])
            case "r": return CharacterSet(ranges: [0x0D...0x0D])
            default:
                guard scalar.isASCII, !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                    throw Failure(reason: "the escape '\\\(scalar)' is not supported (\\d \\w \\s \\D \\W \\S \\n \\t \\r and escaped punctuation are)")
                }
                return CharacterSet(ranges: [scalar.value...scalar.value])
            }
        }

        private mutating func characterClass() throws(Failure) -> CharacterSet {
            var set = CharacterSet()
            if peek == "^" {
                set.isNegated = true
                index += 1
            }
            var first = true
            while let scalar = peek, scalar != "]" || first {
                first = false
                index += 1
                var low: Unicode.Scalar = scalar
                if scalar == "\\" {
                    let escaped = try escape(inClass: true)
                    guard !escaped.isNegated, escaped.ranges.count == 1, escaped.ranges[0].count == 1,
                          let single = Unicode.Scalar(escaped.ranges[0].lowerBound) else {
                        set.ranges += escaped.isNegated ? [] : escaped.ranges
                        if escaped.isNegated { throw Failure(reason: "\\D, \\W and \\S are not supported inside [...]") }
                        continue
                    }
                    low = single
                } else if scalar == "[" {
                    throw Failure(reason: "'[' inside a class must be escaped as '\\['")
                }
                if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    var high = scalars[index]
                    index += 1
                    if high == "\\" {
                        let escaped = try escape(inClass: true)
                        guard escaped.ranges.count == 1, escaped.ranges[0].count == 1, let single = Unicode.Scalar(escaped.ranges[0].lowerBound)
                        else { throw Failure(reason: "a range in [...] must end with one character") }
                        high = single
                    }
                    guard low.value <= high.value else { throw Failure(reason: "the range \(low)-\(high) is in the wrong order") }
                    set.ranges.append(low.value...high.value)
                } else {
                    set.ranges.append(low.value...low.value)
                }
            }
            guard peek == "]" else { throw Failure(reason: "a '[' is not closed") }
            index += 1
            return set
        }
    }

    // MARK: Matching

    /// A compiled pattern: a list of NFA instructions.
    struct Program {
        enum Instruction {
            case character(CharacterSet)
            case start
            case end
            case split(Int, Int)
            case jump(Int)
            case match
        }

        var instructions: [Instruction] = []

        mutating func emit(_ node: Node) throws(Failure) {
            guard instructions.count < PayloadPattern.maximumStates else { throw Failure(reason: "it expands to too many states") }
            switch node {
            case .empty: break
            case .set(let set): instructions.append(.character(set))
            case .start: instructions.append(.start)
            case .end: instructions.append(.end)
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                var jumps: [Int] = []
                for (offset, branch) in branches.enumerated() {
                    if offset == branches.count - 1 {
                        try emit(branch)
                    } else {
                        let split = instructions.count
                        instructions.append(.split(split + 1, 0))
                        try emit(branch)
                        jumps.append(instructions.count)
                        instructions.append(.jump(0))
                        instructions[split] = .split(split + 1, instructions.count)
                    }
                }
                for jump in jumps { instructions[jump] = .jump(instructions.count) }
            case .repeated(let inner, let minimum, let maximum):
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(instructions.count)
                        instructions.append(.split(instructions.count + 1, 0))
                        try emit(inner)
                    }
                    for split in splits { instructions[split] = .split(split + 1, instructions.count) }
                } else {
                    let split = instructions.count
                    instructions.append(.split(split + 1, 0))
                    try emit(inner)
                    instructions.append(.jump(split))
                    instructions[split] = .split(split + 1, instructions.count)
                }
            }
        }

        /// The program as the runtime's matcher runs it (the generated Swift prints these steps).
        var steps: [RuntimeRules.PayloadPattern.Step] {
            instructions.map { instruction in
                switch instruction {
                case .character(let set): .scalars(set.ranges, negated: set.isNegated)
                case .start: .start
                case .end: .end
                case .split(let first, let second): .split(first, second)
                case .jump(let target): .jump(target)
                case .match: .match
                }
            }
        }
    }
}
