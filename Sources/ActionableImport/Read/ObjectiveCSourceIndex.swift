/// One Objective-C file (`.m`, `.mm` or `.h`), tokenized, with each bracket's partner found once.
struct ObjectiveCFile {
    /// The path as the user gave it.
    let path: String
    /// The file's UTF-8, for quoting expressions as written.
    let bytes: [UInt8]
    /// Its tokens.
    let tokens: [ObjectiveCToken]
    /// For each opening bracket (`(`, `[`, `{`, `@[`, `@(`, `@{`), the index of its closing one, and the other way
    /// round; `tokens.count` for an opener never closed. Other tokens: their own index.
    let partners: [Int]
    /// Why the file was not read (it has no tokens then), or `nil`.
    var refusal: SourceRefusal?

    /// Tokenizes `text`, unless `budget` cannot pay for its tokens.
    init(path: String, text: String, budget: inout ParseBudget) {
        self.path = path
        bytes = Array(text.utf8)
        if let tokens = ObjectiveCLexer.tokens(of: text, limit: budget.objectiveCTokensLeft) {
            self.tokens = tokens
            budget.take(objectiveCTokens: tokens.count)
        } else {
            tokens = []
            refusal = SourceRefusal(place: SourcePlace(path: path, line: 1, column: 1), reason: budget.objectiveCShortfall, isMemory: true)
        }
        var partners = Array(tokens.indices)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{", "@[", "@(", "@{": open.append(index)
            case ")", "]", "}":
                guard let opener = open.popLast() else { continue }
                partners[opener] = index
                partners[index] = opener
            default: continue
            }
        }
        for opener in open { partners[opener] = tokens.count }
        self.partners = partners
    }

    /// Where token `index` is (the end of the file for an index past the last token).
    func place(of index: Int) -> SourcePlace {
        guard index < tokens.count else {
            return SourcePlace(path: path, line: tokens.last?.line ?? 1, column: tokens.last?.column ?? 1)
        }
        return SourcePlace(path: path, line: tokens[index].line, column: tokens[index].column)
    }

    /// The source text of tokens `range`, as written.
    func text(of range: Range<Int>) -> String {
        guard !range.isEmpty, range.upperBound <= tokens.count else { return "" }
        return String(decoding: bytes[tokens[range.lowerBound].start..<tokens[range.upperBound - 1].end], as: UTF8.self)
    }
}

/// What registration code in the given Objective-C files can name: `#define`s, file-scope constants
/// (`NSString *const kReply = @"reply";`), the methods of every `@implementation` and C functions, each as a
/// range of its file's tokens. Built in one pass over each file.
struct ObjectiveCSourceIndex {
    /// A definition's value or body: tokens `range` of file `file`.
    struct Definition {
        /// The index of the file in ``files``.
        var file: Int
        /// The tokens.
        var range: Range<Int>
    }

    /// A method of an `@implementation`, or a C function.
    struct Routine {
        /// Its name: a function's, or a method's selector (`add:to:`).
        var name: String
        /// The index of the file in ``files``.
        var file: Int
        /// The class it is a method of; `nil` for a function.
        var className: String?
        /// The parameters' names, in order.
        var parameters: [String]
        /// The body's tokens, inside its braces.
        var body: Range<Int>
    }

    /// The files.
    let files: [ObjectiveCFile]
    /// `#define NAME value`, by name (function-like macros are not kept).
    private(set) var macros: [String: [Definition]] = [:]
    /// File-scope `... NAME = value;`, by name.
    private(set) var constants: [String: [Definition]] = [:]
    /// Methods by selector (`actionWithIdentifier:title:`), functions by name.
    private(set) var methods: [String: [Routine]] = [:]
    private(set) var functions: [String: [Routine]] = [:]
    /// Every method and function, in file order.
    private(set) var routines: [Routine] = []
    /// Every place in a routine's body that may call a function or send a message: a name before `(` (keyed
    /// `name(`) or a selector's first part before `:` (keyed `part:`), with the routine's index in ``routines``, in
    /// file order.
    private(set) var callSites: [String: [(routine: Int, position: Int)]] = [:]
    /// The first part of every method's selector (`add` of `add:to:`): what a message to the app's own method begins with.
    private(set) var selectorHeads: Set<String> = []
    /// Function-like `#define`s whose body sends `setNotificationCategories:`, by name.
    private(set) var registeringMacros: Set<String> = []
    /// Every use of such a macro in the methods' and functions' bodies: the routine and the macro name's token. The
    /// import does not expand function-like macros, so each is reported.
    private(set) var macroRegistrations: [(routine: Routine, position: Int)] = []
    /// Every `setNotificationCategories:` message of the methods' and functions' bodies, in source order: the routine
    /// and the message name's token.
    private(set) var registrationMessages: [(routine: Routine, position: Int)] = []

    /// Indexes `files`.
    init(files: [ObjectiveCFile]) {
        self.files = files
        for index in files.indices { collect(file: index) }
        for (index, routine) in routines.enumerated() {
            let tokens = files[routine.file].tokens
            for position in routine.body where tokens[position].kind == .identifier && position + 1 < routine.body.upperBound
                && (tokens[position + 1].isPunctuation("(") || tokens[position + 1].isPunctuation(":")) {
                callSites[tokens[position].text + tokens[position + 1].text, default: []].append((index, position))
            }
        }
        // A macro may be defined in a header read after the file that uses it: its uses are found once all are read.
        guard !registeringMacros.isEmpty else { return }
        for routine in (Array(methods.values.joined()) + Array(functions.values.joined())).sorted(by: { ($0.file, $0.body.lowerBound) < ($1.file, $1.body.lowerBound) }) {
            let tokens = files[routine.file].tokens
            for position in routine.body where tokens[position].kind == .identifier && registeringMacros.contains(tokens[position].text) {
                macroRegistrations.append((routine, position))
            }
        }
    }

    /// One pass over a file's tokens at file scope.
    private mutating func collect(file fileIndex: Int) {
        let file = files[fileIndex]
        let tokens = file.tokens
        var className: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive {
                let end = Self.endOfDirective(in: tokens, from: index)
                if token.text == "define", index + 1 < end, tokens[index + 1].kind == .identifier {
                    let name = tokens[index + 1]
                    let isFunctionLike = index + 2 < end && tokens[index + 2].isPunctuation("(") && tokens[index + 2].start == name.end
                    if !isFunctionLike { macros[name.text, default: []].append(Definition(file: fileIndex, range: index + 2..<end)) }
                    if isFunctionLike, (index + 2..<end).contains(where: { tokens[$0].isIdentifier("setNotificationCategories") }) {
                        registeringMacros.insert(name.text)
                    }
                }
                index = end + 1
                continue
            }
            if token.isIdentifier("@implementation") {
                className = index + 1 < tokens.count ? tokens[index + 1].text : nil
                index += 2
                // A category's implementation (`@implementation UNUserNotificationCenter (App)`): its name is no
                // declaration, and its methods are the class's.
                if index < tokens.count, tokens[index].isPunctuation("("), file.partners[index] > index { index = file.partners[index] + 1 }
                continue
            }
            if token.isIdentifier("@end") {
                className = nil
                index += 1
                continue
            }
            if token.isIdentifier("@interface") || token.isIdentifier("@protocol") {
                while index < tokens.count, !tokens[index].isIdentifier("@end") { index += 1 }
                continue
            }
            if let className, token.isPunctuation("-") || token.isPunctuation("+") {
                index = method(at: index, file: fileIndex, className: className)
                continue
            }
            index = declaration(at: index, file: fileIndex)
        }
    }

    /// The index of the `endOfDirective` token of the directive at `index`.
    static func endOfDirective(in tokens: [ObjectiveCToken], from index: Int) -> Int {
        var end = index + 1
        while end < tokens.count, tokens[end].kind != .endOfDirective { end += 1 }
        return end
    }

    /// A method definition `- (Type)name:(Type)parameter more:(Type)other { ... }` at `index`; returns where
    /// scanning goes on.
    private mutating func method(at start: Int, file fileIndex: Int, className: String) -> Int {
        let file = files[fileIndex]
        let tokens = file.tokens
        var index = start + 1
        if index < tokens.count, tokens[index].isPunctuation("(") { index = file.partners[index] + 1 }
        var selector = ""
        var parameters: [String] = []
        while index < tokens.count, tokens[index].kind == .identifier {
            let part = tokens[index].text
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") else {
                if parameters.isEmpty && selector.isEmpty { selector = part; index += 1 }
                break
            }
            selector += part + ":"
            index += 2
            if index < tokens.count, tokens[index].isPunctuation("(") { index = file.partners[index] + 1 }
            guard index < tokens.count, tokens[index].kind == .identifier else { break }
            parameters.append(tokens[index].text)
            index += 1
        }
        // Attributes (`NS_REQUIRES_SUPER`) up to the body or the `;` of a declaration.
        while index < tokens.count, !tokens[index].isPunctuation("{"), !tokens[index].isPunctuation(";"),
              !tokens[index].isPunctuation("-"), !tokens[index].isPunctuation("+"), !tokens[index].isIdentifier("@end") {
            index += 1
        }
        guard index < tokens.count, tokens[index].isPunctuation("{") else { return index < tokens.count && tokens[index].isPunctuation(";") ? index + 1 : index }
        let close = file.partners[index]
        let routine = Routine(name: selector, file: fileIndex, className: className, parameters: parameters, body: index + 1..<min(close, tokens.count))
        routines.append(routine)
        if !selector.isEmpty {
            methods[selector, default: []].append(routine)
            selectorHeads.insert(String(selector.prefix { $0 != ":" }))
        }
        noteRegistration(routine)
        return close + 1
    }

    /// A file-scope declaration from `index` to its `;` or its braced body: a constant, a function, or something
    /// the registration cannot name (skipped). Returns where scanning goes on.
    private mutating func declaration(at start: Int, file fileIndex: Int) -> Int {
        let file = files[fileIndex]
        let tokens = file.tokens
        var index = start
        var equals: Int?
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .directive || token.isIdentifier("@implementation") || token.isIdentifier("@end") { return max(index, start + 1) }
            if token.isPunctuation(";") {
                if let equals, let name = Self.lastIdentifier(in: tokens, start..<equals) {
                    constants[name, default: []].append(Definition(file: fileIndex, range: equals + 1..<index))
                }
                return index + 1
            }
            if token.isPunctuation("=") && equals == nil { equals = index }
            if token.isPunctuation("{"), equals == nil {
                let close = file.partners[index]
                if index > start, tokens[index - 1].isPunctuation(")") {
                    // An unmatched `)` is its own partner: only a `(` it closes opens parameters.
                    let open = file.partners[index - 1]
                    if open > start, open < index - 1, tokens[open - 1].kind == .identifier {
                        let routine = Routine(name: tokens[open - 1].text, file: fileIndex, className: nil,
                                              parameters: Self.parameterNames(in: tokens, open + 1..<index - 1),
                                              body: index + 1..<min(close, tokens.count))
                        functions[tokens[open - 1].text, default: []].append(routine)
                        routines.append(routine)
                        noteRegistration(routine)
                    }
                }
                return close + 1
            }
            if ["(", "[", "@[", "@(", "@{"].contains(token.text), token.kind == .punctuation {
                index = file.partners[index] + 1
                continue
            }
            if token.isPunctuation("{") {
                index = file.partners[index] + 1
                continue
            }
            index += 1
        }
        return index
    }

    /// Notes each `setNotificationCategories:` message of `routine`'s body.
    private mutating func noteRegistration(_ routine: Routine) {
        let tokens = files[routine.file].tokens
        for position in routine.body
            where tokens[position].isIdentifier("setNotificationCategories") && position + 1 < tokens.count && tokens[position + 1].isPunctuation(":") {
            registrationMessages.append((routine, position))
        }
    }

    /// The last identifier of `range` (a declaration's name, before its `=`).
    static func lastIdentifier(in tokens: [ObjectiveCToken], _ range: Range<Int>) -> String? {
        range.reversed().first { tokens[$0].kind == .identifier }.map { tokens[$0].text }
    }

    /// A C parameter list's names: the last identifier of each comma-separated parameter (`void` is none).
    private static func parameterNames(in tokens: [ObjectiveCToken], _ range: Range<Int>) -> [String] {
        var names: [String] = []
        var partStart = range.lowerBound
        for index in range where tokens[index].isPunctuation(",") || index == range.upperBound - 1 {
            let end = tokens[index].isPunctuation(",") ? index : index + 1
            if let name = lastIdentifier(in: tokens, partStart..<end), name != "void" { names.append(name) }
            partStart = index + 1
        }
        return names
    }
}
