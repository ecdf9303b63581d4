import ActionableCore

/// Runs an app's Objective-C registration code statically, as ``RegistrationInterpreter`` runs Swift: it follows
/// the statements of every method and function that sends `setNotificationCategories:`, through declarations,
/// `addObject:`, `if (@available(...))`, `#if TARGET_OS_...`, fast enumeration over literal arrays, blocks, and the
/// app's own methods and functions, and evaluates each expression to an ``ImportedValue``
/// (``ObjectiveCInterpreter/evaluate(_:in:)``). What it cannot know is an ``Unresolved`` value, never a guess. A
/// step budget, a depth and a call depth bound its work on any input.
struct ObjectiveCInterpreter: StepShare, FlowRunner, RegistrationRecorder {
    /// The declarations of every given file.
    let index: ObjectiveCSourceIndex
    /// Steps left: each statement and expression costs one.
    var budget: Int
    /// Steps left for the registration being evaluated: each call has its own share of the budget, so one costly
    /// call leaves the others theirs.
    var callBudget = Int.max
    /// Each registration message's share of the steps (``StepShare``).
    var stepsPerCall = 500_000
    /// Where the registration being evaluated ran out of steps (``StepShare``).
    var exhaustedAt: SourcePlace?
    /// Each place a registration's steps ran out (``StepShare``).
    var exhaustions: [(place: SourcePlace, message: String)] = []
    /// The routines being called, innermost last, by file and body start (no recursion, bounded depth).
    var callStack: [[Int]] = []
    /// The categories registered so far, each with its gate, in the order the code registers them.
    var registered: [(category: ImportedCategory, gate: ImportedGate)] = []
    /// The `setNotificationCategories:` messages evaluated or reported, by the place of their selector.
    var evaluatedCalls: Set<SourcePlace> = []
    /// What a registration message depends on that only the running app decides, each at the message, in words.
    var notes: [(place: SourcePlace, message: String)] = []
    /// The selector token of the registration being evaluated (``evaluateRegistrations()``): another registration
    /// on its way registers nothing (it is evaluated from its own place).
    var registrationTarget: Int?
    /// Registration calls whose argument could not be read.
    var unresolvedRegistrations: [Unresolved] = []
    /// While the callers of a registering routine are followed: the routine (by file and body start) and the
    /// argument values each call of it passes, as the calls are reached.
    var capture: (routine: [Int], calls: [[ImportedValue]])?
    /// How deep expressions are being evaluated inside one another now.
    var depth = 0
    /// The values of constants and macros already evaluated, by file and first token: each is evaluated once.
    var definitions: [[Int]: ImportedValue] = [:]
    /// The definitions being evaluated now (a definition that names itself is unresolved).
    var evaluating: Set<[Int]> = []
    /// Whether a name's definitions all say the same, by its first definition's place (as ``definitions``).
    var agreeing: [[Int]: Bool] = [:]

    /// The app's strings tables, for its wrappers.
    let strings: StringsLookup
    /// A class member of the app's Swift code an Objective-C message names (`[Strings inviteAccept]` to an
    /// `@objcMembers` class among the given Swift files), evaluated by the Swift interpreter; `nil` when the Swift
    /// files have no such member.
    var swiftMember: (_ typeName: String, _ member: String) -> ImportedValue? = { _, _ in nil }

    /// An interpreter over `index` and `strings` with `budget` steps.
    init(index: ObjectiveCSourceIndex, strings: StringsLookup = StringsLookup([]), budget: Int = 2_000_000) {
        self.index = index
        self.strings = strings
        self.budget = budget
    }

    /// Where the interpreter is: the file, the class whose method runs, the local variables and the gate.
    struct Context: InterpreterContext {
        /// The index of the file the code is in.
        var file: Int
        /// The class of the method being run; `nil` in a function.
        var className: String?
        /// Local variables (and the properties the code assigns) by name.
        var locals: [String: ImportedValue] = [:]
        /// The gate of the code being run, relative to the registration.
        var gate: ImportedGate = .none
        /// The locals assigned or changed since the context was made: what a branch's merge looks at.
        var written: Set<String> = []
    }

    // MARK: Statements

    /// The tokens of the file `context` is in.
    func tokens(_ context: Context) -> [ObjectiveCToken] { index.files[context.file].tokens }

    /// Runs the statements of `range`; returns the value of the `return` it reaches, if any (after a statement that
    /// may leave, ``FlowRunner/runRest(after:_:returnsValue:in:_:)`` decides).
    mutating func run(_ range: Range<Int>, in context: inout Context) -> ImportedValue? {
        var position = range.lowerBound
        while position < range.upperBound {
            guard spend() else {
                exhaustedAt = exhaustedAt ?? index.files[context.file].place(of: position)
                return nil
            }
            let extent = statementExtent(from: position, limit: range.upperBound, in: context)
            position = max(extent.upperBound, position + 1)
            switch runStatement(extent, in: &context) {
            case .next: continue
            case .returned(let value): return value
            case .mayLeave(let code, let condition, let returnsValue):
                let rest = position..<range.upperBound
                return runRest(after: code, condition, returnsValue: returnsValue, in: &context) { interpreter, branch in
                    interpreter.run(rest, in: &branch)
                }
            }
        }
        return nil
    }

    /// Runs `body` (a block, or one statement) where it stands: what it returns is returned; when it gives nothing
    /// but may leave (a `return` under a condition the app decides, whose value is none), the code after `extent`
    /// runs only when it does not.
    private mutating func runInPlace(_ body: Range<Int>, of extent: Range<Int>, in context: inout Context) -> Flow {
        if let value = run(body, in: &context) { return .returned(value) }
        let exits = exits(of: body, in: context)
        guard exits.leaves else { return .next }
        return .mayLeave(at: quoted(extent.lowerBound..<extent.lowerBound + 1, in: context),
                         condition: "the code at line \(index.files[context.file].place(of: extent.lowerBound).line) does not return",
                         returnsValue: exits.returnsValue)
    }

    /// The tokens of the statement that starts at `start`: a braced block, a control statement with its body,
    /// a preprocessor conditional to its `#endif`, a directive's line, or everything to its `;`.
    func statementExtent(from start: Int, limit: Int, in context: Context, nesting: Int = 0) -> Range<Int> {
        // Control statements nested beyond the depth the interpreter runs are one statement to the end.
        guard nesting < Self.maximumDepth else { return start..<limit }
        let file = index.files[context.file]
        let tokens = file.tokens
        // Past the end (a statement cut off by the file's end): nothing.
        guard start < limit, start < tokens.count else { return limit..<limit }
        let token = tokens[start]
        func after(_ position: Int) -> Int { min(position, limit) }
        switch token.kind {
        case .directive:
            let end = ObjectiveCSourceIndex.endOfDirective(in: tokens, from: start)
            guard ["if", "ifdef", "ifndef"].contains(token.text) else { return start..<after(end + 1) }
            var nesting = 0
            var position = start
            while position < limit {
                if tokens[position].kind == .directive {
                    if ["if", "ifdef", "ifndef"].contains(tokens[position].text) { nesting += 1 }
                    if tokens[position].text == "endif" {
                        nesting -= 1
                        if nesting == 0 { return start..<after(ObjectiveCSourceIndex.endOfDirective(in: tokens, from: position) + 1) }
                    }
                }
                position += 1
            }
            return start..<limit
        case .punctuation where token.text == "{":
            return start..<after(file.partners[start] + 1)
        case .identifier where ["if", "for", "while", "switch"].contains(token.text):
            guard start + 1 < limit, tokens[start + 1].isPunctuation("(") else { return start..<after(start + 1) }
            let bodyStart = file.partners[start + 1] + 1
            guard bodyStart < limit else { return start..<limit }
            var end = statementExtent(from: bodyStart, limit: limit, in: context, nesting: nesting + 1).upperBound
            if token.text == "if", end < limit, tokens[end].isIdentifier("else") {
                end = end + 1 < limit ? statementExtent(from: end + 1, limit: limit, in: context, nesting: nesting + 1).upperBound : limit
            }
            return start..<end
        case .identifier where token.text == "@try":
            // `@try { } @catch (NSException *e) { } ... @finally { }`
            var end = start + 1
            while end < limit {
                if tokens[end].isPunctuation("{") {
                    end = file.partners[end] + 1
                } else if tokens[end].isIdentifier("@catch"), end + 1 < limit, tokens[end + 1].isPunctuation("(") {
                    end = file.partners[end + 1] + 1
                } else if tokens[end].isIdentifier("@finally") {
                    end += 1
                } else {
                    break
                }
                guard end < limit, tokens[end].isPunctuation("{") || tokens[end].isIdentifier("@catch") || tokens[end].isIdentifier("@finally") else { break }
            }
            return start..<after(end)
        case .identifier where token.text == "@synchronized":
            guard start + 1 < limit, tokens[start + 1].isPunctuation("("), file.partners[start + 1] + 1 < limit else { return start..<limit }
            return start..<after(statementExtent(from: file.partners[start + 1] + 1, limit: limit, in: context, nesting: nesting + 1).upperBound)
        case .identifier where token.text == "do" || token.text == "@autoreleasepool":
            guard start + 1 < limit else { return start..<limit }
            var end = statementExtent(from: start + 1, limit: limit, in: context, nesting: nesting + 1).upperBound
            if token.text == "do" {
                while end < limit, !tokens[end].isPunctuation(";") { end = tokens[end].isPunctuation("(") ? file.partners[end] + 1 : end + 1 }
                end = after(end + 1)
            }
            return start..<end
        default:
            var position = start
            while position < limit, !tokens[position].isPunctuation(";") {
                if tokens[position].kind == .directive { return start..<position }
                position = isOpener(tokens[position]) ? file.partners[position] + 1 : position + 1
            }
            return start..<after(position + 1)
        }
    }

    /// Whether `token` opens a bracket.
    func isOpener(_ token: ObjectiveCToken) -> Bool {
        token.kind == .punctuation && ["(", "[", "{", "@[", "@(", "@{"].contains(token.text)
    }

    /// Runs one statement: each kind the reader tells apart run exactly, or as code the import does not model (what
    /// it may change a marker; whether it may leave, the rest's condition).
    mutating func runStatement(_ extent: Range<Int>, in context: inout Context) -> Flow {
        guard depth < Self.maximumDepth else {
            unresolvedRegistrations.append(unresolved(extent, in: context, "is code nested more than \(Self.maximumDepth) deep, which the import does not follow"))
            return .next
        }
        depth += 1
        defer { depth -= 1 }
        let file = index.files[context.file]
        let tokens = file.tokens
        let first = tokens[extent.lowerBound]
        let line = file.place(of: extent.lowerBound).line
        switch ObjectiveCStatementKind(startingWith: first) {
        case .conditionalCompilation:
            return runConditional(extent, in: &context)
        case .directive, .empty:
            return .next
        case .block:
            return runInPlace(extent.lowerBound + 1..<min(file.partners[extent.lowerBound], extent.upperBound), of: extent, in: &context)
        case .ifStatement:
            return runIf(extent, in: &context)
        case .forLoop:
            return runLoop(extent, in: &context)
        case .whileLoop, .switchStatement, .doWhileLoop:
            // The body: after the condition's parentheses, or between `do` and its `while`.
            var body = extent.lowerBound + 1..<extent.upperBound
            if first.text != "do", body.count > 1, tokens[body.lowerBound].isPunctuation("(") {
                body = min(file.partners[body.lowerBound] + 1, extent.upperBound)..<extent.upperBound
            } else if first.text == "do", tokens[body.lowerBound].isPunctuation("{") {
                body = body.lowerBound..<min(file.partners[body.lowerBound] + 1, extent.upperBound)
            }
            let keyword = extent.lowerBound..<extent.lowerBound + 1
            let what = "the '\(first.text)' at line \(line)"
            return runUnmodelled(at: quoted(keyword, in: context), what, when: "which the import does not run", exits: exits(of: body, in: context),
                                 in: &context, body: { interpreter, inner in _ = interpreter.run(body, in: &inner) },
                                 markUnmodelled: { interpreter, context, shown in
                                     // What the body may change beyond what running it showed (a `case` label hides a
                                     // statement from it).
                                     interpreter.markUnmodelled(body, at: keyword, what, in: &context, except: shown)
                                 })
        case .autoreleasePool:
            return runInPlace(extent.lowerBound + 1..<extent.upperBound, of: extent, in: &context)
        case .synchronized:
            let open = extent.lowerBound + 1
            guard open < extent.upperBound, tokens[open].isPunctuation("(") else {
                markUnmodelled(extent, at: extent, "a '@synchronized' the import cannot read", in: &context)
                return .next
            }
            return runInPlace(min(file.partners[open] + 1, extent.upperBound)..<extent.upperBound, of: extent, in: &context)
        case .tryStatement:
            return runTry(extent, in: &context)
        case .returnStatement:
            let end = statementEnd(extent, in: context)
            return .returned(end > extent.lowerBound + 1 ? evaluate(extent.lowerBound + 1..<end, in: &context) : .other)
        case .throwStatement:
            return .returned(.unresolved(unresolved(extent, in: context, "throws, so the code around it returns no value")))
        case .jump:
            // Left to the loop or `switch` around it, which models it or does not (then this is its business).
            return .mayLeave(at: quoted(extent.lowerBound..<extent.lowerBound + 1, in: context),
                             condition: "the '\(first.text)' at line \(line) is not taken", returnsValue: false)
        case .simple:
            runSimpleStatement(extent.lowerBound..<statementEnd(extent, in: context), in: &context)
            return .next
        }
    }

    /// Whether the tokens `range` may leave the routine around them (`return`, `@throw`, `goto`), whether such a
    /// `return` gives a value, and whether they `break` or `continue` (but for a loop or `switch` of their own).
    /// A block's (`^{ }`) code is its own: skipped. The scan is paid for, a step for every 8 tokens (nested
    /// statements rescan what is inside them); when the budget cannot pay, all three.
    mutating func exits(of range: Range<Int>, in context: Context) -> Exits {
        guard spend(1 + range.count / 8) else {
            exhaustedAt = exhaustedAt ?? index.files[context.file].place(of: range.lowerBound)
            return Exits(leaves: true, returnsValue: true, jumps: true)
        }
        let file = index.files[context.file]
        let tokens = file.tokens
        var (leaves, returnsValue, jumps) = (false, false, false)
        var ownJumpsEnd = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.isPunctuation("^"),
               let open = (position..<range.upperBound).first(where: { tokens[$0].isPunctuation("{") || tokens[$0].isPunctuation(";") }),
               tokens[open].isPunctuation("{") {
                position = file.partners[open] + 1
                continue
            }
            if token.kind == .identifier {
                switch token.text {
                case "return":
                    leaves = true
                    if position + 1 < range.upperBound, !tokens[position + 1].isPunctuation(";") { returnsValue = true }
                case "@throw", "goto": leaves = true
                case "break", "continue": if position >= ownJumpsEnd { jumps = true }
                case "for", "while", "do", "switch":
                    if position >= ownJumpsEnd {
                        ownJumpsEnd = statementExtent(from: position, limit: range.upperBound, in: context).upperBound
                    }
                default: break
                }
            }
            position += 1
        }
        return Exits(leaves: leaves, returnsValue: returnsValue, jumps: jumps)
    }

    /// The tokens `range` as a marker quotes them.
    func quoted(_ range: Range<Int>, in context: Context) -> QuotedCode {
        let marker = unresolved(range, in: context, "")
        return QuotedCode(expression: marker.expression, place: marker.place)
    }

    /// Where a simple statement's tokens end: before its `;`.
    private func statementEnd(_ extent: Range<Int>, in context: Context) -> Int {
        let tokens = tokens(context)
        return extent.upperBound > extent.lowerBound && tokens[extent.upperBound - 1].isPunctuation(";") ? extent.upperBound - 1 : extent.upperBound
    }

    /// A declaration, an assignment (`=`, `|=`) or an expression sent for its effect (`[actions addObject:...]`,
    /// `[center setNotificationCategories:...]`).
    private mutating func runSimpleStatement(_ range: Range<Int>, in context: inout Context) {
        guard !range.isEmpty else { return }
        let file = index.files[context.file]
        let tokens = file.tokens
        var position = range.lowerBound
        while position < range.upperBound {
            let token = tokens[position]
            if token.isPunctuation("=") || token.isPunctuation("|=") {
                guard let name = ObjectiveCSourceIndex.lastIdentifier(in: tokens, range.lowerBound..<position),
                      !tokens[position - 1].isPunctuation("]") else { return }
                let value = position + 1 < range.upperBound ? evaluate(position + 1..<range.upperBound, in: &context) : .other
                if token.text == "|=", let old = context.locals[name] {
                    context.set(name, Self.union(old, value))
                } else {
                    context.set(name, value)
                }
                return
            }
            position = isOpener(token) ? file.partners[position] + 1 : position + 1
        }
        // A declaration without a value (`NSArray *actions;`): a local with nothing in it yet.
        if range.count >= 2, tokens[range.upperBound - 1].kind == .identifier,
           range.allSatisfy({ tokens[$0].kind == .identifier || ["*", "<", ">", ","].contains(tokens[$0].text) }) {
            context.set(tokens[range.upperBound - 1].text, .other)
            return
        }
        // A call of the app's own function or method may change a list it is given (`AddExtras(actions)`).
        if !range.contains(where: { tokens[$0].isIdentifier("setNotificationCategories") }),
           range.contains(where: { position in
               tokens[position].kind == .identifier && position + 1 < range.upperBound
                   && (tokens[position + 1].isPunctuation("(") && index.functions[tokens[position].text] != nil
                       || tokens[position + 1].isPunctuation(":") && index.selectorHeads.contains(tokens[position].text))
           }) {
            markUnmodelled(range, at: range, "a call of the app's code, which may change what it is given", in: &context, argumentsOnly: true)
        }
        _ = evaluate(range, in: &context)
    }

    /// The locals the tokens `range` may change: assignment targets (`x = `, `x |= `, `x++`), receivers of messages
    /// (`[x ...]`), and lists given as arguments (`f(x)`, `[y add:x]`); with `argumentsOnly`, the lists given as
    /// arguments alone.
    func changedNames(in range: Range<Int>, in context: Context, argumentsOnly: Bool = false) -> [String] {
        let tokens = tokens(context)
        var names: [String] = []
        for position in range where tokens[position].kind == .identifier && context.locals[tokens[position].text] != nil {
            let name = tokens[position].text
            let before = position > range.lowerBound ? tokens[position - 1].text : ""
            let after = position + 1 < range.upperBound ? tokens[position + 1] : nil
            let isArgument = ["(", ",", ":"].contains(before)
                && (after.map { $0.isPunctuation(")") || $0.isPunctuation(",") || $0.isPunctuation("]") || $0.kind == .identifier } ?? true)
            if isArgument, case .list? = context.locals[name] {
                names.append(name)
            } else if !argumentsOnly, before == "[" || before == "++" || before == "--"
                        || (after.map { ["=", "|=", "+=", "-=", "&=", "++", "--"].contains($0.text) && $0.kind == .punctuation } ?? false) {
                names.append(name)
            }
        }
        return names
    }

    /// What the tokens `range` may change (``changedNames(in:in:argumentsOnly:)``), but the names `marked` already, made
    /// markers at `place`: code the import does not model changes it in a way it does not know.
    mutating func markUnmodelled(_ range: Range<Int>, at place: Range<Int>, _ what: String, in context: inout Context,
                                 argumentsOnly: Bool = false, except marked: Set<String> = []) {
        // The scan is paid for, a step for every 8 tokens: nested loops rescan what is inside them.
        guard spend(1 + range.count / 8) else {
            exhaustedAt = exhaustedAt ?? index.files[context.file].place(of: place.lowerBound)
            return
        }
        let marker = unresolved(place, in: context, "")
        context.markChanged(Set(changedNames(in: range, in: context, argumentsOnly: argumentsOnly)).subtracting(marked).sorted()) { name in
            Unresolved(expression: marker.expression, place: marker.place, reason: "changes '\(name)' in a way the import does not follow (\(what))")
        }
    }

    /// `if (@available(...)) ... else ...`: both branches, merged, and a value both return, merged. Any other
    /// condition makes what the branches change a marker; an `if` that returns in one branch only (or on a condition
    /// the app decides) leaves the code after it to run only when it does not.
    private mutating func runIf(_ extent: Range<Int>, in context: inout Context) -> Flow {
        let file = index.files[context.file]
        let open = extent.lowerBound + 1
        guard extent.count > 3, file.tokens[open].isPunctuation("("), file.partners[open] + 1 < extent.upperBound else { return .next }
        let close = file.partners[open]
        let thenExtent = statementExtent(from: close + 1, limit: extent.upperBound, in: context)
        let elseStart = thenExtent.upperBound < extent.upperBound && file.tokens[thenExtent.upperBound].isIdentifier("else")
            ? thenExtent.upperBound + 1 : nil
        let scan = exits(of: close + 1..<extent.upperBound, in: context)
        let description = "the `if` at line \(file.place(of: extent.lowerBound).line) on '\(Unresolved.oneLine(file.text(of: open + 1..<close)))'"
        return runIf(gate: availabilityGate(open + 1..<close, in: context), at: quoted(extent.lowerBound..<close + 1, in: context),
                     condition: quoted(open + 1..<close, in: context), description,
                     exits: scan, in: &context,
                     then: { interpreter, branch in interpreter.run(thenExtent, in: &branch).map(Flow.returned) ?? .next },
                     otherwise: elseStart.map { start in { interpreter, branch in
                         interpreter.run(start..<extent.upperBound, in: &branch).map(Flow.returned) ?? .next
                     } })
    }

    /// The gate of a condition that is one `@available(...)` (or `__builtin_available`), or `nil`.
    func availabilityGate(_ range: Range<Int>, in context: Context) -> ImportedGate? {
        let file = index.files[context.file]
        let tokens = file.tokens
        guard range.count >= 3, tokens[range.lowerBound].isIdentifier("@available") || tokens[range.lowerBound].isIdentifier("__builtin_available"),
              tokens[range.lowerBound + 1].isPunctuation("("), file.partners[range.lowerBound + 1] == range.upperBound - 1 else { return nil }
        var gate = ImportedGate()
        var position = range.lowerBound + 2
        while position < range.upperBound - 1 {
            let token = tokens[position]
            if token.isPunctuation(",") || token.isPunctuation("*") {
                position += 1
                continue
            }
            guard token.kind == .identifier, position + 1 < range.upperBound - 1, tokens[position + 1].kind == .number,
                  Gates.add(platform: token.text, version: tokens[position + 1].text, to: &gate) else { return nil }
            position += 2
        }
        return gate
    }

    /// The blocks of a `@try` statement: the `@try` block's and each `@catch`'s and `@finally`'s, with the
    /// `@catch`'s parameter tokens.
    func tryBlocks(_ extent: Range<Int>, in context: Context) -> [(keyword: String, parameter: Range<Int>?, body: Range<Int>)] {
        let file = index.files[context.file]
        var blocks: [(keyword: String, parameter: Range<Int>?, body: Range<Int>)] = []
        var position = extent.lowerBound
        while position < extent.upperBound {
            let keyword = file.tokens[position].text
            var parameter: Range<Int>?
            var open = position + 1
            if keyword == "@catch", open < extent.upperBound, file.tokens[open].isPunctuation("(") {
                parameter = open + 1..<file.partners[open]
                open = file.partners[open] + 1
            }
            guard open < extent.upperBound, file.tokens[open].isPunctuation("{") else { break }
            let close = min(file.partners[open], extent.upperBound)
            blocks.append((keyword, parameter, open + 1..<close))
            position = close + 1
        }
        return blocks
    }

    /// `@try { } @catch (...) { } @finally { }`: the `@try` and `@finally` blocks run; what a `@catch` block changes
    /// happens only when the code throws.
    private mutating func runTry(_ extent: Range<Int>, in context: inout Context) -> Flow {
        var catchLeaves: (at: Range<Int>, returnsValue: Bool)?
        for block in tryBlocks(extent, in: context) {
            guard block.keyword == "@catch" else {
                let flow = runInPlace(block.body, of: block.body.lowerBound - 1..<block.body.lowerBound, in: &context)
                if case .next = flow { continue }
                return flow
            }
            var branch = self.branch(of: context)
            _ = run(block.body, in: &branch)
            let keyword = block.body.lowerBound - 1..<block.body.lowerBound
            markAdditions(of: branch, to: &context, at: keyword, "only when the code of the @try block throws")
            let exits = exits(of: block.body, in: context)
            if exits.leaves { catchLeaves = (keyword, exits.returnsValue || catchLeaves?.returnsValue == true) }
        }
        guard let catchLeaves else { return .next }
        return .mayLeave(at: quoted(catchLeaves.at, in: context),
                         condition: "the code of the @try block at line \(index.files[context.file].place(of: extent.lowerBound).line) does not throw",
                         returnsValue: catchLeaves.returnsValue)
    }

    /// `for (Type *name in list) body`: the body once per element of a list the import can read.
    private mutating func runLoop(_ extent: Range<Int>, in context: inout Context) -> Flow {
        let file = index.files[context.file]
        let tokens = file.tokens
        let open = extent.lowerBound + 1
        guard extent.count > 3, tokens[open].isPunctuation("("), file.partners[open] + 1 < extent.upperBound else { return .next }
        let close = file.partners[open]
        let body = close + 1..<extent.upperBound
        let exits = exits(of: body, in: context)
        let inKeyword = (open + 1..<close).first { tokens[$0].isIdentifier("in") }
        let name = inKeyword.flatMap { ObjectiveCSourceIndex.lastIdentifier(in: tokens, open + 1..<$0) }
        var elements: [(value: ImportedValue, gate: ImportedGate)]?
        if let inKeyword, name != nil, case .list(let items) = evaluate(inKeyword + 1..<close, in: &context), !exits.jumps {
            elements = items
        }
        return runLoop(at: quoted(extent.lowerBound..<close + 1, in: context), over: quoted(open + 1..<close, in: context),
                       "the `for` loop at line \(file.place(of: extent.lowerBound).line)", elements: elements, binding: name ?? "",
                       when: "once for each element of a sequence the app has only when it runs, or as the import does not follow (`break`, `continue`)",
                       exits: exits, in: &context, body: { interpreter, inner in interpreter.run(body, in: &inner) })
    }

    /// `#if`/`#ifdef`/`#ifndef` ... `#elif` ... `#else` ... `#endif`: each clause with the platforms its condition
    /// selects (``ObjectiveCConditions``), run as Swift's `#if` clauses are (``FlowRunner/runCompilationClauses``).
    private mutating func runConditional(_ extent: Range<Int>, in context: inout Context) -> Flow {
        let found = conditionalClauses(extent, in: context)
        let file = index.files[context.file]
        let clauses = found.map { clause in
            CompilationClause(platforms: clause.isElse ? Set(Platform.allCases) : clause.condition,
                              condition: Unresolved.oneLine(file.text(of: clause.conditionRange)),
                              code: quoted(clause.conditionRange.isEmpty ? clause.body.lowerBound - 1..<clause.body.lowerBound : clause.conditionRange, in: context))
        }
        let exits = exits(of: extent, in: context)
        return runCompilationClauses(clauses, at: quoted(extent.lowerBound..<extent.lowerBound + 1, in: context),
                                     leaves: exits.leaves || exits.jumps, in: &context) { interpreter, position, branch in
            interpreter.run(found[position].body, in: &branch)
        }
    }

    /// A preprocessor conditional's clauses: each one's platforms (`nil` for another macro), whether it is `#else`,
    /// its condition's tokens and its body's.
    func conditionalClauses(_ extent: Range<Int>, in context: Context)
        -> [(condition: Set<Platform>?, isElse: Bool, conditionRange: Range<Int>, body: Range<Int>)] {
        let tokens = tokens(context)
        var clauses: [(condition: Set<Platform>?, isElse: Bool, conditionRange: Range<Int>, body: Range<Int>)] = []
        var nesting = 0
        var position = extent.lowerBound
        var clauseStart: (kind: String, condition: Range<Int>, body: Int)?
        while position < extent.upperBound {
            let token = tokens[position]
            guard token.kind == .directive else { position += 1; continue }
            let end = ObjectiveCSourceIndex.endOfDirective(in: tokens, from: position)
            let isOpening = ["if", "ifdef", "ifndef"].contains(token.text)
            if isOpening { nesting += 1 }
            if nesting == 1, isOpening || ["elif", "else", "endif"].contains(token.text) {
                if let open = clauseStart {
                    let condition = ObjectiveCConditions.platforms(of: open.kind, tokens, open.condition)
                    clauses.append((condition, open.kind == "else", open.condition, open.body..<position))
                }
                clauseStart = (token.text, position + 1..<end, end + 1)
            }
            if token.text == "endif" { nesting -= 1 }
            position = end + 1
        }
        return clauses
    }

    /// A copy of `context` for a branch (``InterpreterContext/branch(charging:)``).
    mutating func branch(of context: Context) -> Context { context.branch(charging: &budget) }

    /// What `branch` changed, made unknown in `context` since it happens only `when`
    /// (``InterpreterContext/markAdditions(of:at:_:)``), each marker at the tokens `range`.
    private func markAdditions(of branch: Context, to context: inout Context, at range: Range<Int>, _ when: String) {
        context.markAdditions(of: branch, at: quoted(range, in: context), when)
    }

    // MARK: Registration

    /// Records what a `setNotificationCategories:` message registers.
    mutating func register(_ value: ImportedValue, context: Context, at range: Range<Int>) {
        let file = index.files[context.file]
        guard let selector = range.first(where: { file.tokens[$0].isIdentifier("setNotificationCategories") }),
              selector == registrationTarget else { return }
        let place = file.place(of: selector)
        evaluatedCalls.insert(place)
        record(value, gate: context.gate, at: place, element: { _, element in element }, report: { interpreter, reason in interpreter.unresolved(range, in: context, reason) })
    }

    /// Options or lists joined (`A | B`, `options |= C`): the elements of both.
    static func union(_ left: ImportedValue, _ right: ImportedValue) -> ImportedValue {
        func elements(_ value: ImportedValue) -> [(value: ImportedValue, gate: ImportedGate)] {
            if case .list(let items) = value { return items }
            return [(value, .none)]
        }
        return .list(elements(left) + elements(right))
    }

    /// An unresolved value for the tokens `range`, with `reason`.
    func unresolved(_ range: Range<Int>, in context: Context, _ reason: String) -> Unresolved {
        let file = index.files[context.file]
        return Unresolved(expression: Unresolved.oneLine(file.text(of: range)), place: file.place(of: range.lowerBound), reason: reason)
    }

    /// Pays for a value of `units` bytes or elements being built at `range` (a step per byte or element, so values
    /// that double each time run out of steps long before memory); `false`, the place noted, when the budget cannot
    /// pay.
    mutating func charge(_ units: Int, at range: Range<Int>, in context: Context) -> Bool {
        guard spend(units) else {
            exhaustedAt = exhaustedAt ?? index.files[context.file].place(of: range.lowerBound)
            return false
        }
        return true
    }
}

