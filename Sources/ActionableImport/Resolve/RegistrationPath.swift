import ActionableCore
import SwiftSyntax

/// Evaluating a registration call from where it is. The code on the way to the call runs from the start of the
/// function (or file) around it, level by level: at each block, the statements before the one that leads to the
/// call; into a closure, its parameters bound as the app's run-time values (shadowing any outer local); into an
/// `if`, `guard`, `switch` case, `catch`, loop or `#if` clause, what its condition says. A condition that only the
/// running app decides is noted at the call; a parameter of the registering function takes the values its callers
/// in the given files pass. So every call is reached, whatever code before it the import does not model.
extension RegistrationInterpreter {
    /// The most callers of a registering function followed for its parameters.
    static let maximumCallers = 8

    /// The most levels of callers followed (a registering function's caller's caller ...).
    static let maximumCallerDepth = 3

    /// A context the code at a place runs in, with what only the running app decides on the way there.
    struct PathContext {
        /// The locals, types and gate there.
        var context: Context
        /// The conditions on the way, in words.
        var conditions: [String]
    }

    /// Evaluates the registration `call` of `file` in every context it runs in, and records what it registers and
    /// what stands in its way at the call.
    mutating func evaluateRegistration(_ call: FunctionCallExprSyntax, in file: ParsedSwiftFile) {
        let place = file.place(of: call)
        evaluatedCalls.insert(place)
        callBudget = stepsPerCall
        defer {
            callBudget = .max
            noteExhaustion(of: place)
        }
        guard let argument = call.arguments.first?.expression else {
            unresolvedRegistrations.append(Unresolved(expression: file.quoted(call), place: place,
                                                      reason: "registers nothing the import can read (it has no argument)"))
            outcomes[place, default: 0] += 1
            return
        }
        let paths = contexts(at: Syntax(call), in: file, callerDepth: 0, evaluating: [argument])
        var conditions: [String] = []
        for path in paths {
            var context = path.context
            register(evaluate(argument, in: &context), context: context, call: call)
            for condition in path.conditions where !conditions.contains(condition) { conditions.append(condition) }
        }
        for condition in conditions { notes.append((place, condition)) }
    }

    /// The contexts the code at `node` runs in: one, or one for each caller of the registering function around it
    /// when one of `expressions` (evaluated there) depends on that function's parameters.
    mutating func contexts(at node: Syntax, in file: ParsedSwiftFile, callerDepth: Int, evaluating expressions: [ExprSyntax]) -> [PathContext] {
        var chain: [Syntax] = []
        var current = node.parent
        var function: FunctionDeclSyntax?
        while let parent = current {
            chain.append(parent)
            if let declaration = parent.as(FunctionDeclSyntax.self) { function = declaration; break }
            if parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(DeinitializerDeclSyntax.self)
                || parent.is(SubscriptDeclSyntax.self) { break }
            current = parent.parent
        }
        chain.reverse()
        var start = PathContext(context: Context(file: file, typePath: RegistrationFinder.typePath(of: node)), conditions: [])
        var parameterPlaces: Set<SourcePlace> = []
        if let function {
            for parameter in function.signature.parameterClause.parameters {
                let name = parameter.secondName ?? parameter.firstName
                parameterPlaces.insert(file.place(of: name))
                start.context.locals[name.text] = .unresolved(unresolved(name, in: start.context,
                    "is a parameter of '\(function.name.text)', which no given file calls with a value the import can read"))
            }
        }
        var walked = start
        walk(chain, to: node, in: &walked)
        // The parameters matter only when the value depends on them: then each caller's values are followed.
        guard let function, !parameterPlaces.isEmpty else { return [walked] }
        var probe = walked.context
        guard expressions.contains(where: { evaluate($0, in: &probe).holdsUnresolved(at: parameterPlaces) }) else { return [walked] }
        let callers = callerContexts(of: function, from: start, callerDepth: callerDepth)
        guard !callers.isEmpty else { return [walked] }
        return callers.map { caller in
            var path = caller
            walk(chain, to: node, in: &path)
            return path
        }
    }

    /// For each call of `function` in the given files (at most ``maximumCallers``), `start` with its parameters bound
    /// to the values that call passes, and the caller's conditions.
    private mutating func callerContexts(of function: FunctionDeclSyntax, from start: PathContext, callerDepth: Int) -> [PathContext] {
        guard callerDepth < Self.maximumCallerDepth, !followedFunctions.contains(function.id) else { return [] }
        let parameters = SwiftSourceIndex.Parameter.list(of: function)
        let sites = index.calls(of: function.name.text, parameters: parameters)
        guard !sites.isEmpty else { return [] }
        followedFunctions.insert(function.id)
        defer { followedFunctions.remove(function.id) }
        var result: [PathContext] = []
        let name = "'\(function.name.text)'"
        for site in sites.prefix(Self.maximumCallers) {
            let callerPlace = site.file.place(of: site.call)
            // The caller's own context, followed as far as its arguments need.
            let arguments = site.call.arguments.map(\.expression)
            for caller in contexts(at: Syntax(site.call), in: site.file, callerDepth: callerDepth + 1, evaluating: arguments) {
                var callerContext = caller.context
                var path = start
                path.context.gate = path.context.gate.combined(with: callerContext.gate)
                for (parameter, taken) in zip(parameters, SwiftSourceIndex.Parameter.match(parameters, site.call.arguments).arguments) {
                    if parameter.isVariadic {
                        path.context.locals[parameter.name] = .list(taken.map { (evaluate($0.expression, in: &callerContext), ImportedGate.none) })
                    } else if let argument = taken.first {
                        path.context.locals[parameter.name] = evaluate(argument.expression, in: &callerContext)
                    } else if let defaultValue = parameter.defaultValue {
                        path.context.locals[parameter.name] = evaluate(defaultValue, in: &path.context)
                    }
                }
                path.conditions = caller.conditions.map { "\($0) (in the call of \(name) at \(callerPlace.fileAndLine))" }
                result.append(path)
            }
        }
        if sites.count > 1 {
            let places = sites.prefix(Self.maximumCallers).map { $0.file.place(of: $0.call).fileAndLine }.joined(separator: ", ")
            let more = sites.count > Self.maximumCallers ? " and \(sites.count - Self.maximumCallers) more the import does not follow" : ""
            for index in result.indices {
                result[index].conditions.append(PathCondition.eachCaller(name: name, places: places + more).message)
            }
        }
        return result
    }

    /// Runs the code on the way down `chain` (outermost first) to `target`, changing `path` as each level says.
    private mutating func walk(_ chain: [Syntax], to target: Syntax, in path: inout PathContext) {
        for (position, node) in chain.enumerated() {
            let next = position + 1 < chain.count ? chain[position + 1] : target
            enter(node, toward: next, in: &path)
        }
    }

    /// One level of the way to a call: `node`, whose child `next` leads on.
    private mutating func enter(_ node: Syntax, toward next: Syntax, in path: inout PathContext) {
        let key = next.keyPathInParent
        if let statements = node.as(CodeBlockItemListSyntax.self), let item = next.as(CodeBlockItemSyntax.self) {
            runBefore(item, in: statements, path: &path)
        } else if let closure = node.as(ClosureExprSyntax.self) {
            noteLaterChanges(around: closure, in: &path)
            _ = bindParameters(of: closure, in: &path.context)
        } else if let ifExpression = node.as(IfExprSyntax.self) {
            if key == \IfExprSyntax.body {
                enterBody(of: ifExpression.conditions, in: &path)
            } else if key == \IfExprSyntax.elseBody {
                if availabilityGate(of: ifExpression.conditions) == ImportedGate.none {
                    path.conditions.append(PathCondition.neverUnavailable(path.context.file.quoted(ifExpression.conditions),
                                                                          line: path.context.file.place(of: ifExpression.conditions).line).message)
                } else {
                    path.conditions.append(condition(ifExpression.conditions, holds: false, in: path.context))
                }
            }
        } else if let guardStatement = node.as(GuardStmtSyntax.self), key == \GuardStmtSyntax.body {
            path.conditions.append(condition(guardStatement.conditions, holds: false, in: path.context))
        } else if let switchCase = node.as(SwitchCaseSyntax.self), key == \SwitchCaseSyntax.statements {
            enterCase(switchCase, in: &path)
        } else if let catchClause = node.as(CatchClauseSyntax.self), key == \CatchClauseSyntax.body {
            bindPatterns(in: Syntax(catchClause.catchItems), orNamed: catchClause.catchItems.isEmpty ? "error" : nil, in: &path.context,
                         "is the error the app's code throws when it runs")
            let line = path.context.file.place(of: catchClause).line
            path.conditions.append(PathCondition.thrown(block: "the `do` block", clause: "the `catch`", line: line).message)
        } else if let loop = node.as(ForStmtSyntax.self), key == \ForStmtSyntax.body {
            enterLoop(loop, in: &path)
        } else if let loop = node.as(WhileStmtSyntax.self), key == \WhileStmtSyntax.body {
            path.conditions.append(PathCondition.repeatedWhile(path.context.file.quoted(loop.conditions), line: path.context.file.place(of: loop.conditions).line).message)
        } else if let loop = node.as(RepeatStmtSyntax.self), key == \RepeatStmtSyntax.body {
            path.conditions.append(PathCondition.repeatedWhile(path.context.file.quoted(loop.condition), line: path.context.file.place(of: loop).line).message)
        } else if let clause = node.as(IfConfigClauseSyntax.self), key == \IfConfigClauseSyntax.elements {
            enterClause(clause, in: &path)
        } else if let ternary = node.as(TernaryExprSyntax.self), key == \TernaryExprSyntax.thenExpression || key == \TernaryExprSyntax.elseExpression {
            path.conditions.append(PathCondition.when(path.context.file.quoted(ternary.condition), holds: key == \TernaryExprSyntax.thenExpression,
                                                      line: path.context.file.place(of: ternary).line).message)
        }
    }

    /// The statements of `statements` before `item`, run; a statement among them that may leave the block first
    /// (`guard`, an `if` that returns or throws on a condition the app decides, any code that may `return`, `throw`,
    /// `break` or `continue` when the app decides) is noted. A `defer` block runs when its block is left, so the way
    /// into one runs every other statement of its block, those after it too.
    private mutating func runBefore(_ item: CodeBlockItemSyntax, in statements: CodeBlockItemListSyntax, path: inout PathContext) {
        guard let position = statements.firstIndex(where: { $0.id == item.id }) else { return }
        let isDefer = item.item.as(StmtSyntax.self)?.is(DeferStmtSyntax.self) == true
        let earlier = statements[statements.startIndex..<position]
        let others = isDefer ? Array(earlier) + Array(statements[statements.index(after: position)...]) : Array(earlier)
        for statement in others {
            if statement.item.as(StmtSyntax.self)?.is(DeferStmtSyntax.self) == true { continue }
            let line = path.context.file.place(of: statement).line
            let noted = path.conditions.count
            if let guardStatement = statement.item.as(GuardStmtSyntax.self), availabilityGate(of: guardStatement.conditions) == nil,
               !guardStatement.conditions.allSatisfy({ if case .optionalBinding(let binding) = $0.condition { bindsKnownValue(binding, in: &path.context) } else { false } }) {
                path.conditions.append(PathCondition.reachedOnlyWhen(
                    "'\(path.context.file.quoted(guardStatement.conditions))' holds: the `guard` leaves otherwise (line \(line))").message)
            } else if let ifExpression = Self.ifStatement(statement), effects(of: ifExpression, in: path.context).leaves {
                path.conditions.append(PathCondition.reachedOnlyWhen(
                    "'\(path.context.file.quoted(ifExpression.conditions))' fails: the `if` returns or throws otherwise (line \(path.context.file.place(of: ifExpression.conditions).line))").message)
            } else if statement.item.is(StmtSyntax.self), statement.item.as(GuardStmtSyntax.self) == nil, Self.ifStatement(statement) == nil,
                      case let scan = effects(of: statement, in: path.context), scan.leaves || scan.jumps {
                path.conditions.append(PathCondition.reachedOnlyWhen(
                    "the code at line \(line) does not leave first (it may return, throw, `break` or `continue` when the app decides)").message)
            }
            var deferred: [CodeBlockSyntax] = []
            switch runStatement(statement, in: &path.context, deferred: &deferred) {
            case .next: break
            case .returned:
                path.conditions.append(PathCondition.neverReached(returnsAt: line).message)
                return
            case .mayLeave(_, let condition, _):
                // Any other statement that may leave when the app decides (an expression holding a `switch` or `if`).
                if path.conditions.count == noted { path.conditions.append(PathCondition.reachedOnlyWhen(condition).message) }
            }
        }
    }

    /// A closure that may run later than where it stands (a dispatched block, a stored closure, a completion handler)
    /// reads the locals around it as they are when it runs: a change to one of them after the closure's statement, in
    /// any block around it, is noted, since the import does not know which value the closure reads.
    private mutating func noteLaterChanges(around closure: ClosureExprSyntax, in path: inout PathContext) {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
               ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           Self.callsRunningClosuresAtOnce.contains(callee) || callee == "forEach" {
            return
        }
        var node = Syntax(closure)
        while let parent = node.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let item = node.as(CodeBlockItemSyntax.self), let block = parent.as(CodeBlockItemListSyntax.self),
               let position = block.firstIndex(where: { $0.id == item.id }) {
                for later in block[block.index(after: position)...] {
                    let changed = effects(of: later, in: path.context).changedNames.filter { path.context.locals[$0] != nil }.sorted()
                    guard let first = changed.first else { continue }
                    let line = path.context.file.place(of: later).line
                    path.conditions.append(PathCondition.runsLater("closure", line: path.context.file.place(of: closure).line, changed: first, changeLine: line).message)
                    return
                }
            }
            node = parent
        }
    }

    /// The `if` a statement is, if it is one.
    private static func ifStatement(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        switch item.item {
        case .expr(let expression): expression.as(IfExprSyntax.self)
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        case .decl: nil
        }
    }

    /// Into an `if`'s body: `#available` gates, `if let` binds, any other condition is the app's.
    private mutating func enterBody(of conditions: ConditionElementListSyntax, in path: inout PathContext) {
        var decided: [String] = []
        for element in conditions {
            switch element.condition {
            case .availability(let availability) where availability.availabilityKeyword.tokenKind == .poundAvailable:
                if let gate = Gates.availability(availability.availabilityArguments) {
                    path.context.gate = path.context.gate.combined(with: gate)
                } else {
                    decided.append(element.condition.trimmedDescription)
                }
            case .optionalBinding(let binding):
                if !bindsKnownValue(binding, in: &path.context) { decided.append(element.condition.trimmedDescription) }
            default:
                decided.append(element.condition.trimmedDescription)
            }
        }
        bindOptionals(in: conditions, in: &path.context)
        if !decided.isEmpty, let first = conditions.first {
            let line = path.context.file.place(of: first).line
            path.conditions.append(PathCondition.when(Unresolved.oneLine(decided.joined(separator: ", ")), holds: true, line: line).message)
        }
    }

    /// Whether `binding` (`let x = value`, `let x`) binds a value the import knows, which is never `nil`: any
    /// other binding is a condition the app decides, as `x != nil` is.
    private mutating func bindsKnownValue(_ binding: OptionalBindingConditionSyntax, in context: inout Context) -> Bool {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return false }
        var probe = context
        let value = binding.initializer.map { evaluate($0.value, in: &probe) }
            ?? ExpressionEvaluator.name(name, at: binding.pattern, in: &probe, interpreter: &self)
        switch value {
        case .other, .unresolved: return false
        default: return true
        }
    }

    /// Into a `switch` case: a subject the import knows matches it or not; otherwise the app decides. What the
    /// case's pattern binds is the app's run-time value.
    private mutating func enterCase(_ switchCase: SwitchCaseSyntax, in path: inout PathContext) {
        let line = path.context.file.place(of: switchCase).line
        let label = path.context.file.quoted(switchCase.label)
        if let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self) {
            let subject = evaluate(switchExpression.subject, in: &path.context)
            switch matches(switchCase, subject, in: &path.context) {
            case true?: break
            case false?: path.conditions.append(PathCondition.neverMatches(subject: path.context.file.quoted(switchExpression.subject), label: label, line: line).message)
            case nil: path.conditions.append(PathCondition.matches(subject: path.context.file.quoted(switchExpression.subject), label: label, line: line).message)
            }
        }
        if case .case(let caseLabel) = switchCase.label {
            bindPatterns(in: Syntax(caseLabel.caseItems), orNamed: nil, in: &path.context, "is bound by a case pattern to a value the app has when it runs")
        }
    }

    /// Into a loop's body: over a list of one element, that element; otherwise each element in turn, the app's.
    private mutating func enterLoop(_ loop: ForStmtSyntax, in path: inout PathContext) {
        let line = path.context.file.place(of: loop).line
        let sequence = evaluate(loop.sequence, in: &path.context)
        if case .list(let elements) = sequence, elements.count == 1, loop.whereClause == nil,
           let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            path.context.set(name, elements[0].value)
            path.context.gate = path.context.gate.combined(with: elements[0].gate)
            return
        }
        bindPatterns(in: Syntax(loop.pattern), orNamed: nil, in: &path.context, "takes each element of a sequence in turn")
        path.conditions.append(PathCondition.eachElement(of: path.context.file.quoted(loop.sequence), line: line).message)
    }

    /// Into an `#if` clause: `os(...)` conditions gate the platforms the clauses before it leave; any other flag is
    /// the build's.
    private mutating func enterClause(_ clause: IfConfigClauseSyntax, in path: inout PathContext) {
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return }
        var covered: Set<Platform> = []
        var flags: [String] = []
        for earlier in clauses {
            guard earlier.id != clause.id else { break }
            guard let condition = earlier.condition else { continue }
            if let platforms = Gates.platforms(condition) { covered.formUnion(platforms) } else { flags.append("!(\(condition.trimmedDescription))") }
        }
        var platforms = Set(Platform.allCases).subtracting(covered)
        if let condition = clause.condition {
            if let selected = Gates.platforms(condition) { platforms.formIntersection(selected) } else { flags.append(condition.trimmedDescription) }
        }
        var gate = ImportedGate()
        gate.platforms = platforms
        path.context.gate = path.context.gate.combined(with: gate)
        if !flags.isEmpty {
            let line = path.context.file.place(of: clause).line
            path.conditions.append(PathCondition.compiledWhere(flags: flags, line: line).message)
        }
    }

    /// Binds every name the patterns under `node` bind (or `name`, when given and nothing else is) to an unresolved
    /// value, `reason` saying why.
    mutating func bindPatterns(in node: Syntax, orNamed name: String?, in context: inout Context, _ reason: String) {
        if let name {
            context.locals[name] = .unresolved(unresolved(node, in: context, reason))
            return
        }
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier && token.parent?.is(IdentifierPatternSyntax.self) == true {
            context.locals[token.text] = .unresolved(unresolved(token, in: context, reason))
        }
    }

    /// The note for code that runs only when `conditions` hold (or fail).
    private func condition(_ conditions: ConditionElementListSyntax, holds: Bool, in context: Context) -> String {
        PathCondition.when(context.file.quoted(conditions), holds: holds, line: context.file.place(of: conditions).line).message
    }
}

extension TokenKind {
    /// Whether the token is an identifier.
    fileprivate var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
