import ActionableCore
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

/// Runs an app's registration code statically. Each `setNotificationCategories` call is evaluated from where it is
/// (``evaluateRegistration(_:in:)``): the code on the way to it, from the start of its function, runs in order through
/// `let`s, `append`s, `#available` and `#if os(...)`, loops over literal lists and calls of the app's own functions,
/// and each expression evaluates to an ``ImportedValue``. What it cannot know is an ``Unresolved`` value, never a
/// guess. Its work is bounded by a step budget, so a hostile file costs at most that much.
struct RegistrationInterpreter: StepShare, FlowRunner, RegistrationRecorder {
    /// The declarations of the given files, read as the evaluation asks for them.
    let index: SwiftSourceIndex
    /// Steps left: each statement and expression costs one.
    var budget: Int
    /// Steps left for the registration being evaluated: each call has its own share of the budget, so one costly
    /// call leaves the others theirs.
    var callBudget = Int.max
    /// Each registration call's share of the steps (``StepShare``).
    var stepsPerCall = 500_000
    /// Where the registration being evaluated ran out of steps (``StepShare``).
    var exhaustedAt: SourcePlace?
    /// Each place a registration's steps ran out (``StepShare``).
    var exhaustions: [(place: SourcePlace, message: String)] = []
    /// Calls of the app's functions being evaluated, innermost last (no recursion, bounded depth).
    private var callStack: [SyntaxIdentifier] = []
    /// The categories registered so far, each with its gate, in the order the code registers them.
    var registered: [(category: ImportedCategory, gate: ImportedGate)] = []
    /// Registration calls whose argument could not be read.
    var unresolvedRegistrations: [Unresolved] = []
    /// How deep expressions are being evaluated inside one another now.
    private var depth = 0
    /// The values of constants already evaluated, by their expression: each is evaluated once.
    private var constants: [SyntaxIdentifier: ImportedValue] = [:]
    /// What a registration call depends on that only the running app decides, each at the call, in words.
    var notes: [(place: SourcePlace, message: String)] = []
    /// What the definitions leave out, in words (a localized format's arguments), each at the registration's own
    /// code: the outermost call of the app's functions that led to it (``report(_:at:)``).
    private(set) var reports: [(place: SourcePlace, message: String)] = []
    /// The places of the calls of the app's functions being evaluated, outermost first.
    private var callPlaces: [SourcePlace] = []
    /// The registration calls evaluated, by their place: each registered what it could read or was reported.
    var evaluatedCalls: Set<SourcePlace> = []
    /// For each registration call, by its place, how many categories and unresolved values it registered.
    var outcomes: [SourcePlace: Int] = [:]
    /// The registering functions whose callers are being followed (no recursion).
    var followedFunctions: Set<SyntaxIdentifier> = []
    /// The effects of the code scanned so far, by node: each is scanned once.
    private var scannedEffects: [SyntaxIdentifier: StatementEffects] = [:]

    /// The deepest expressions are evaluated inside one another (a chain of constants, each naming the one before).
    static let maximumDepth = 200

    /// The most calls of the app's own functions inside one another.
    static let maximumCallDepth = 16

    /// The app's strings tables, for its wrappers and generated accessors.
    let strings: StringsLookup

    /// An interpreter over the files of `index` and `strings` with `budget` steps.
    init(index: SwiftSourceIndex, strings: StringsLookup = StringsLookup([]), budget: Int = 2_000_000) {
        self.index = index
        self.strings = strings
        self.budget = budget
    }

    /// Where the interpreter is: the file, the types around the code, the local variables and the gate.
    struct Context: InterpreterContext {
        /// The file the code is in.
        var file: ParsedSwiftFile
        /// The types the code is nested in.
        var typePath: [String]
        /// Local variables by name.
        var locals: [String: ImportedValue] = [:]
        /// The gate of the code being run, relative to the registration.
        var gate: ImportedGate = .none
        /// The locals assigned or changed since the context was made: what a branch's merge looks at.
        var written: Set<String> = []
        /// The closures held by locals (`let register = { ... }`), by the local's name: run where they are called.
        var closures: [String: ClosureExprSyntax] = [:]
    }

    // MARK: Statements

    /// Runs `statements` in a scope of their own (with `scoped` false, in the caller's, as `#if` clauses and the way to
    /// a call run); returns the value of the `return` it reaches, if any. `defer` blocks run when the statements are
    /// left, last first, after the returned value is made.
    mutating func run(_ statements: some Collection<CodeBlockItemSyntax>, in context: inout Context, scoped: Bool = true) -> ImportedValue? {
        let shadowed = scoped ? Self.declaredNames(in: statements).map { ($0, context.locals[$0], context.closures[$0], context.written.contains($0)) } : []
        var deferred: [CodeBlockSyntax] = []
        var result: ImportedValue?
        var index = statements.startIndex
        walk: while index != statements.endIndex {
            let item = statements[index]
            index = statements.index(after: index)
            guard spend() else {
                exhaustedAt = exhaustedAt ?? context.file.place(of: item)
                break
            }
            switch runStatement(item, in: &context, deferred: &deferred) {
            case .next: continue
            case .returned(let value):
                result = value
                break walk
            case .mayLeave(let code, let condition, let returnsValue):
                let rest = statements[index...]
                result = runRest(after: code, condition, returnsValue: returnsValue, in: &context) { interpreter, branch in
                    interpreter.run(rest, in: &branch, scoped: false)
                }
                break walk
            }
        }
        for block in deferred.reversed() { _ = run(block.statements, in: &context) }
        for (name, value, closure, wasWritten) in shadowed {
            context.locals[name] = value
            context.closures[name] = closure
            if !wasWritten { context.written.remove(name) }
        }
        return result
    }

    /// The names `statements` declare at their own level (`let`, `var`, nested functions, and those of `#if` clauses,
    /// which make no scope).
    static func declaredNames(in statements: some Collection<CodeBlockItemSyntax>) -> [String] {
        var names: [String] = []
        for item in statements {
            guard case .decl(let declaration) = item.item else { continue }
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    names += binding.pattern.tokens(viewMode: .sourceAccurate).filter { if case .identifier = $0.tokenKind { true } else { false } }.map(\.text)
                }
            } else if let function = declaration.as(FunctionDeclSyntax.self) {
                names.append(function.name.text)
            } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .statements(let inner)? = clause.elements { names += declaredNames(in: inner) }
                }
            }
        }
        return names
    }

    /// One statement, declaration or expression of a block.
    mutating func runStatement(_ item: CodeBlockItemSyntax, in context: inout Context, deferred: inout [CodeBlockSyntax]) -> Flow {
        switch item.item {
        case .decl(let declaration): runDeclaration(declaration, in: &context)
        case .stmt(let statement): runStatement(statement, in: &context, deferred: &deferred)
        case .expr(let expression): runExpressionStatement(expression, in: &context)
        }
    }

    /// A declaration in a body: every kind swift-syntax has, each run, or said to run nothing.
    private mutating func runDeclaration(_ declaration: DeclSyntax, in context: inout Context) -> Flow {
        switch declaration.as(DeclSyntaxEnum.self) {
        case .variableDecl(let variable):
            declare(variable, in: &context)
        case .ifConfigDecl(let ifConfig):
            return runIfConfig(ifConfig, in: &context)
        case .functionDecl(let function):
            // A nested function: the import does not follow it, so what calls it reads is a marker (never a
            // declaration of the same name elsewhere).
            context.set(function.name.text, .unresolved(unresolved(function.name, in: context,
                "is a function nested in the code, which the import does not follow")))
        case .macroExpansionDecl, .missingDecl, .editorPlaceholderDecl, .poundSourceLocation, .unexpectedCodeDecl:
            // A freestanding macro (or what the parser could not read) may change anything it names.
            markUnmodelled(declaration, "code the import does not expand", in: &context)
        // A local type: the index does not hold it, so what reads it reads a marker (never a type of the same name
        // elsewhere).
        case .structDecl(let type): declareLocalType(type.name, in: &context)
        case .classDecl(let type): declareLocalType(type.name, in: &context)
        case .enumDecl(let type): declareLocalType(type.name, in: &context)
        case .actorDecl(let type): declareLocalType(type.name, in: &context)
        case .protocolDecl(let type): declareLocalType(type.name, in: &context)
        case .typeAliasDecl(let type): declareLocalType(type.name, in: &context)
        case .extensionDecl, .importDecl, .operatorDecl, .precedenceGroupDecl, .associatedTypeDecl, .enumCaseDecl,
             .initializerDecl, .deinitializerDecl, .subscriptDecl, .accessorDecl, .macroDecl, .usingDecl:
            // Declarations that run nothing where they stand, and that code cannot declare locally.
            break
        }
        return .next
    }

    /// Binds a local type's name to a marker: the import does not follow types declared in code.
    private func declareLocalType(_ name: TokenSyntax, in context: inout Context) {
        context.set(name.text, .unresolved(unresolved(name, in: context, "is a type declared in the code, which the import does not follow")))
    }

    /// A statement: every kind swift-syntax has, each run exactly, or run as code the import does not model (what
    /// it may change a marker at its line; whether it leaves, the rest's condition).
    private mutating func runStatement(_ statement: StmtSyntax, in context: inout Context, deferred: inout [CodeBlockSyntax]) -> Flow {
        switch statement.as(StmtSyntaxEnum.self) {
        case .expressionStmt(let expression):
            return runExpressionStatement(expression.expression, in: &context)
        case .returnStmt(let returned):
            return .returned(returned.expression.map { evaluate($0, in: &context) } ?? .other)
        case .throwStmt(let thrown):
            return .returned(.unresolved(unresolved(thrown, in: context, "throws, so the code around it returns no value")))
        case .guardStmt(let guardStatement):
            return runGuard(guardStatement, in: &context)
        case .forStmt(let loop):
            return runLoop(loop, in: &context)
        case .whileStmt(let loop):
            return runUnmodelled(loop, "the `while` loop at line \(context.file.place(of: loop).line)", body: loop.body.statements,
                                 when: "as often as the loop runs", in: &context)
        case .repeatStmt(let loop):
            return runUnmodelled(loop, "the `repeat` loop at line \(context.file.place(of: loop).line)", body: loop.body.statements,
                                 when: "as often as the loop runs", in: &context)
        case .doStmt(let doStatement):
            return runDo(doStatement, in: &context)
        case .deferStmt(let deferStatement):
            deferred.append(deferStatement.body)
            return .next
        case .labeledStmt(let labeled):
            return runStatement(labeled.statement, in: &context, deferred: &deferred)
        case .breakStmt, .continueStmt, .fallThroughStmt:
            // Left to the loop or `switch` around it, which models it or does not (then this is its business).
            let line = context.file.place(of: statement).line
            return .mayLeave(at: quoted(statement, in: context), condition: "the `\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "")` at line \(line) is not taken", returnsValue: false)
        case .discardStmt, .yieldStmt, .thenStmt, .missingStmt:
            let scan = effects(of: statement, in: context)
            markUnmodelled(statement, "a statement the import does not follow", in: &context)
            guard scan.leaves || scan.jumps else { return .next }
            return .mayLeave(at: quoted(statement, in: context), condition: "the statement at line \(context.file.place(of: statement).line) does not leave",
                             returnsValue: scan.returnsValue)
        }
    }

    /// A `let` or `var`: each name bound to its value (`.other` until assigned); a tuple pattern element by element;
    /// any other pattern, or a computed local, its names markers. A closure's code is kept, to run where it is called.
    private mutating func declare(_ variable: VariableDeclSyntax, in context: inout Context) {
        for binding in variable.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                if binding.accessorBlock != nil || !variable.attributes.isEmpty {
                    context.set(name, .unresolved(unresolved(binding, in: context, "is a local with accessors or attributes the import does not follow")))
                    continue
                }
                if let closure = binding.initializer?.value.as(ClosureExprSyntax.self) {
                    context.closures[name] = closure
                    context.set(name, .unresolved(unresolved(closure, in: context, "is a closure: what it gives is known only where it is called")))
                    continue
                }
                context.closures[name] = nil
                let value = binding.initializer.map { evaluate($0.value, in: &context) } ?? .other
                context.set(name, typed(value, as: binding.typeAnnotation?.type, in: context))
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self), let value = binding.initializer?.value.as(TupleExprSyntax.self),
                      tuple.elements.count == value.elements.count {
                for (element, expression) in zip(tuple.elements, value.elements) {
                    let evaluated = evaluate(expression.expression, in: &context)
                    if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { context.set(name, evaluated) }
                }
            } else {
                if let initializer = binding.initializer { _ = evaluate(initializer.value, in: &context) }
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier = token.tokenKind else { continue }
                    context.set(token.text, .unresolved(unresolved(binding, in: context, "is bound by a pattern the import does not take apart")))
                }
            }
        }
    }

    /// An expression used as a statement: a mutation, a registration, an `if`, a `switch` or an assignment; any
    /// other, what it may change a marker.
    private mutating func runExpressionStatement(_ expression: ExprSyntax, in context: inout Context) -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return runIf(ifExpression, in: &context) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return runSwitchStatement(switchExpression, in: &context) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            runCallStatement(call, in: &context)
            return .next
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            runAssignment(sequence, in: &context)
            return .next
        }
        if let awaited = expression.as(AwaitExprSyntax.self) { return runExpressionStatement(awaited.expression, in: &context) }
        if let tried = expression.as(TryExprSyntax.self) { return runExpressionStatement(tried.expression, in: &context) }
        markUnmodelled(expression, "an expression the import does not follow", in: &context)
        return .next
    }

    /// What `node` may do (``StatementEffects``), scanned once and paid for: a step for every 16 bytes of it, so that
    /// scans of code nested deep (each level's scan reads the levels inside it) cost the budget, never unbounded time.
    mutating func effects(of node: some SyntaxProtocol, in context: Context) -> StatementEffects {
        if let known = scannedEffects[node.id] { return known }
        guard charge(1 + node.totalLength.utf8Length / 16, at: node, in: context) else { return .unknown }
        let effects = StatementEffects(of: node)
        scannedEffects[node.id] = effects
        return effects
    }

    /// What `node` may change (``StatementEffects``), each a local here, made a marker at `node`: code the import
    /// does not model changes it in a way it does not know.
    mutating func markUnmodelled(_ node: some SyntaxProtocol, _ what: String, in context: inout Context) {
        let (expression, place) = (context.file.quoted(node), context.file.place(of: node))
        context.markChanged(effects(of: node, in: context).changedNames.sorted()) { name in
            Unresolved(expression: expression, place: place, reason: "changes '\(name)' in a way the import does not follow (\(what))")
        }
    }

    /// Code the import does not model, whose `body` runs `when` the app decides (a `while` loop), run as every
    /// such code is (``FlowRunner/runUnmodelled(at:_:when:exits:in:body:markUnmodelled:)``).
    private mutating func runUnmodelled(_ node: some SyntaxProtocol, _ what: String, body: CodeBlockItemListSyntax?, when: String,
                                        in context: inout Context) -> Flow {
        let scan = effects(of: node, in: context)
        return runUnmodelled(at: quoted(node, in: context), what, when: when,
                             exits: Exits(leaves: scan.leaves, returnsValue: scan.returnsValue, jumps: scan.jumps), in: &context,
                             body: body.map { body in { interpreter, inner in _ = interpreter.run(body, in: &inner) } },
                             markUnmodelled: { interpreter, context, _ in interpreter.markUnmodelled(node, what, in: &context) })
    }

    /// A `guard`: an `#available` gate, or `let`s of values the import knows, go on as they say; any other condition
    /// is the app's, so the code after it runs only when it holds (and its `else` only when it fails).
    private mutating func runGuard(_ node: GuardStmtSyntax, in context: inout Context) -> Flow {
        if let gate = availabilityGate(of: node.conditions) {
            context.gate = context.gate.combined(with: gate)
            return .next
        }
        if staticGate(of: node.conditions, in: &context) != nil {
            bindOptionals(in: node.conditions, in: &context)
            return .next
        }
        let condition = "'\(context.file.quoted(node.conditions))' holds (the `guard` at line \(context.file.place(of: node).line))"
        var otherwise = branch(of: context)
        _ = run(node.body.statements, in: &otherwise)
        markAdditions(of: otherwise, to: &context, at: node.conditions, "only when '\(context.file.quoted(node.conditions))' fails")
        bindOptionals(in: node.conditions, in: &context)
        return .mayLeave(at: quoted(node, in: context), condition: condition, returnsValue: effects(of: node.body, in: context).returnsValue)
    }

    /// A `do` block: its code in a scope of its own; with `catch` clauses and a `try` that may throw, the block runs
    /// only as far as the first throw and a clause only when one does, so what each changes is a marker.
    private mutating func runDo(_ node: DoStmtSyntax, in context: inout Context) -> Flow {
        guard !node.catchClauses.isEmpty, effects(of: node.body, in: context).mayThrow else {
            return runInPlace(node.body.statements, of: node, in: &context)
        }
        let line = context.file.place(of: node).line
        var body = branch(of: context)
        _ = run(node.body.statements, in: &body)
        markAdditions(of: body, to: &context, at: node, "only as far as the code of the `do` block at line \(line) does not throw")
        for clause in node.catchClauses {
            var caught = branch(of: context)
            caught.locals["error"] = .unresolved(unresolved(clause, in: context, "is the error the app's code throws when it runs"))
            _ = run(clause.body.statements, in: &caught)
            markAdditions(of: caught, to: &context, at: clause, "only when the code of the `do` block at line \(line) throws")
        }
        let scan = effects(of: node, in: context)
        guard scan.leaves else { return .next }
        return .mayLeave(at: quoted(node, in: context), condition: "the `do` block at line \(line) and its `catch` clauses do not return or throw",
                         returnsValue: scan.returnsValue)
    }

    /// The names `if let`/`guard let` conditions bind, each to its value (`if let x` to the outer `x`).
    mutating func bindOptionals(in conditions: ConditionElementListSyntax, in context: inout Context) {
        for condition in conditions {
            guard case .optionalBinding(let binding) = condition.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let value = binding.initializer.map { evaluate($0.value, in: &context) }
                ?? ExpressionEvaluator.name(name, at: binding.pattern, in: &context, interpreter: &self)
            context.set(name, value)
        }
    }

    /// `x = value`, `x += value` (text or a list), `x[i] = value` and any other assignment (what it changes a marker).
    private mutating func runAssignment(_ sequence: SequenceExprSyntax, in context: inout Context) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1, let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text,
              !elements.dropFirst(3).contains(where: { $0.is(AssignmentExprSyntax.self) }) else {
            markUnmodelled(sequence, "an assignment the import does not follow", in: &context)
            return
        }
        if elements[1].is(AssignmentExprSyntax.self) {
            guard name != "_" else {
                markUnmodelled(sequence, "an expression the import does not follow", in: &context)
                return
            }
            // `x = a + b`: the operands after the `=`, added up.
            let value = elements.count == 3 ? evaluate(elements[2], in: &context)
                : ExpressionEvaluator.concatenation(Array(elements.dropFirst(2)), at: sequence, in: &context, interpreter: &self)
            context.set(name, value)
            return
        }
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=", let before = context.locals[name] else {
            markUnmodelled(sequence, "an assignment the import does not follow", in: &context)
            return
        }
        let value = evaluate(elements[2], in: &context)
        switch (before, value) {
        case (.list, _), (.unresolved, .list): context.append(value, to: name, gate: context.gate, at: nil)
        case (.string(let left), .string(let right)):
            guard charge(left.utf8.count + right.utf8.count, at: sequence, in: context) else {
                context.set(name, .unresolved(unresolved(sequence, in: context, "is beyond the import's step budget (a step per byte it builds)")))
                return
            }
            context.set(name, .string(left + right))
        case (.unresolved, _): break
        case (_, .unresolved): context.set(name, propagated(value, through: sequence, in: context))
        default: context.set(name, .unresolved(unresolved(sequence, in: context, "adds to '\(name)' in a way the import does not follow")))
        }
    }

    /// `x.append(value)`, `x.append(contentsOf:)`, `x.insert(value, at:)`, `x.formUnion(...)`, a local closure called,
    /// and `setNotificationCategories` (evaluated from its own place); any other call, what it may change a marker,
    /// and the closures it is given run as the app's (``runClosures(of:in:)``).
    private mutating func runCallStatement(_ call: FunctionCallExprSyntax, in context: inout Context) {
        let arguments = Array(call.arguments)
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, context.locals[name] != nil {
            _ = callLocal(name, call, in: &context, asStatement: true)
            return
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            markUnmodelled(call.arguments, "the call '\(context.file.quoted(call.calledExpression))'", in: &context)
            runClosures(of: call, in: &context)
            return
        }
        let name = member.declName.baseName.text
        // Each registration call is evaluated from its own place (``evaluateRegistration(_:in:)``).
        if name == "setNotificationCategories" { return }
        if name == "forEach", let base = member.base, runForEach(call, over: base, in: &context) { return }
        guard let variable = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, context.locals[variable] != nil else {
            markUnmodelled(call.arguments, "the call '\(context.file.quoted(call.calledExpression))'", in: &context)
            runClosures(of: call, in: &context)
            return
        }
        switch (name, arguments.first?.label?.text, arguments.first?.expression) {
        case ("append", nil, let argument?) where arguments.count == 1, ("formUnion", nil, let argument?) where arguments.count == 1:
            let element = evaluate(argument, in: &context)
            context.append(name == "formUnion" ? element : .list([(element, .none)]), to: variable, gate: context.gate, at: nil)
        case ("insert", nil, let argument?):
            let element = evaluate(argument, in: &context)
            guard arguments.count == 1 || arguments.count == 2 && arguments[1].label?.text == "at",
                  arguments.count == 1 || insertionIndex(arguments) != nil else {
                let change = ImportedValue.unresolved(unresolved(call, in: context, "inserts into '\(variable)' at a place the import does not compute"))
                context.append(change, to: variable, gate: context.gate, at: nil)
                return
            }
            // `insert(_:)` of a set, or `insert(_:at:)` at a written index.
            context.append(.list([(element, .none)]), to: variable, gate: context.gate, at: arguments.count == 2 ? insertionIndex(arguments) : nil)
        case ("append", "contentsOf", let argument?):
            context.append(evaluate(argument, in: &context), to: variable, gate: context.gate, at: nil)
        default:
            // Any other method may change the value it is called on (`remove(_:)`, `update(with:)`, a mutating method
            // of the app's), and what it is given by `&`.
            markUnmodelled(call, "the call '\(context.file.quoted(call.calledExpression))'", in: &context)
            runClosures(of: call, in: &context)
        }
    }

    /// Calls the local `name` with `call`'s arguments: a closure the code holds runs where it is called, its
    /// parameters the app's values (a closure of one expression gives its value where the call's value is used, and
    /// runs it as a statement where it is not: `asStatement`); any other local (a nested function) is a marker, and
    /// what the call may change too.
    mutating func callLocal(_ name: String, _ call: FunctionCallExprSyntax, in context: inout Context, asStatement: Bool = false) -> ImportedValue {
        guard let closure = context.closures[name], !callStack.contains(closure.id), callStack.count < Self.maximumCallDepth else {
            markUnmodelled(call, "the call of '\(name)'", in: &context)
            return propagated(context.locals[name] ?? .other, through: call, in: context)
        }
        return callClosure(closure, call, in: &context, asStatement: asStatement)
    }

    /// Runs `closure`, called by `call` (`let register = { ... }` then `register()`, or `{ ... }()` made once for a
    /// constant), where it is called: its parameters take the call's arguments, and it gives its value.
    mutating func callClosure(_ closure: ClosureExprSyntax, _ call: FunctionCallExprSyntax, in context: inout Context, asStatement: Bool = false) -> ImportedValue {
        guard !callStack.contains(closure.id), callStack.count < Self.maximumCallDepth else {
            markUnmodelled(call, "the call of a closure inside itself", in: &context)
            return .unresolved(unresolved(call, in: context, "calls a closure inside itself, or deeper than the import follows"))
        }
        callStack.append(closure.id)
        defer { callStack.removeLast() }
        // The call's arguments, in order (a closure's parameters have no labels at the call), evaluated where it is.
        let arguments = call.arguments.map { evaluate($0.expression, in: &context) }
        let shadowed = bindParameters(of: closure, in: &context)
        let parameters = Self.parameters(of: closure)
        if parameters.count == arguments.count, call.trailingClosure == nil {
            for (parameter, argument) in zip(parameters, arguments) where parameter.tokenKind != .wildcard {
                context.locals[parameter.text] = argument
            }
        }
        let value: ImportedValue
        if !asStatement, let only = Self.singleExpression(closure.statements), !only.is(IfExprSyntax.self), !only.is(SwitchExprSyntax.self) {
            value = evaluate(only, in: &context)
        } else {
            value = run(closure.statements, in: &context) ?? .other
        }
        for (parameter, outer) in shadowed { context.locals[parameter] = outer }
        return value
    }

    /// `list.forEach { ... }` over a list the import can read: the body once per element, the closure's parameter
    /// (or `$0`) bound to it; `false` when the list or the closure cannot be read.
    private mutating func runForEach(_ call: FunctionCallExprSyntax, over base: ExprSyntax, in context: inout Context) -> Bool {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              case .list(let elements) = evaluate(base, in: &context), !effects(of: closure.statements, in: context).leaves else { return false }
        let parameter = Self.parameters(of: closure).first?.text ?? "$0"
        let saved = context.locals[parameter]
        let outerGate = context.gate
        for element in elements {
            context.locals[parameter] = element.value
            context.gate = outerGate.combined(with: element.gate)
            _ = run(closure.statements, in: &context)
        }
        context.gate = outerGate
        context.locals[parameter] = saved
        return true
    }

    /// The calls that run the closure they are given at once, once: what it changes is changed there.
    static let callsRunningClosuresAtOnce: Set<String> = ["autoreleasepool", "withExtendedLifetime", "withLock", "sync", "performAndWait"]

    /// The closures a call is given. Given to a call that runs them at once (``callsRunningClosuresAtOnce``), they
    /// run in place; given to any other (a completion handler, a dispatched block), they run when, and as often as,
    /// the app decides, so what they change is a marker. Each closure's parameters are its own while it runs.
    private mutating func runClosures(of call: FunctionCallExprSyntax, in context: inout Context) {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        for closure in closures {
            if Self.callsRunningClosuresAtOnce.contains(callee) {
                let shadowed = bindParameters(of: closure, in: &context)
                _ = run(closure.statements, in: &context)
                for (name, value) in shadowed { context.locals[name] = value }
            } else {
                var later = branch(of: context)
                _ = bindParameters(of: closure, in: &later)
                _ = run(closure.statements, in: &later)
                markAdditions(of: later, to: &context, at: closure,
                              "in a closure given to '\(context.file.quoted(call.calledExpression))', which runs it when the app decides")
            }
        }
    }

    /// The names of a closure's parameters as its body uses them (none for `$0` and the like).
    static func parameters(of closure: ClosureExprSyntax) -> [TokenSyntax] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: list.map(\.name)
        case .parameterClause(let clause)?: clause.parameters.map { $0.secondName ?? $0.firstName }
        case nil: []
        }
    }

    /// Binds a closure's parameters, each to an unresolved value (the app passes it when it runs); returns the
    /// outer values they shadow (`nil` for none), to restore when the closure is done.
    mutating func bindParameters(of closure: ClosureExprSyntax, in context: inout Context) -> [(String, ImportedValue?)] {
        var shadowed: [(String, ImportedValue?)] = []
        for parameter in Self.parameters(of: closure) where parameter.tokenKind != .wildcard {
            shadowed.append((parameter.text, context.locals[parameter.text]))
            context.locals[parameter.text] = .unresolved(unresolved(parameter, in: context,
                "is a parameter of the closure: the app passes its value when it runs"))
        }
        return shadowed
    }

    /// Where `insert(_:at:)` inserts: a written index, else `nil`.
    private func insertionIndex(_ arguments: [LabeledExprSyntax]) -> Int? {
        guard arguments.count == 2, let literal = arguments[1].expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text)
    }

    /// Records what a `setNotificationCategories` call registers.
    mutating func register(_ value: ImportedValue, context: Context, call: FunctionCallExprSyntax) {
        var context = context
        let place = context.file.place(of: call)
        evaluatedCalls.insert(place)
        let before = registered.count + unresolvedRegistrations.count
        record(value, gate: context.gate, at: place, element: { interpreter, element in
            ExpressionEvaluator.contextual(element, types: ["UNNotificationCategory"], at: call, in: &context, interpreter: &interpreter)
        }, report: { interpreter, reason in interpreter.unresolved(call, in: context, reason) })
        outcomes[place, default: 0] += registered.count + unresolvedRegistrations.count - before
    }

    /// `for x in [literal list] { ... }`: the body once per element, in a scope of its own. A loop over data the app
    /// has when it runs, or one the import does not follow (a `where` clause, `break`, `continue`, a pattern it does
    /// not take apart), runs as the app's: what it changes is a marker.
    private mutating func runLoop(_ loop: ForStmtSyntax, in context: inout Context) -> Flow {
        let sequence = evaluate(loop.sequence, in: &context)
        let scan = effects(of: loop.body, in: context)
        let pattern = loop.pattern.as(TuplePatternSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.pattern : nil } ?? loop.pattern
        let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        var elements: [(value: ImportedValue, gate: ImportedGate)]?
        if name != nil, case .list(let items) = sequence, loop.whereClause == nil, !scan.jumps, loop.tryKeyword == nil, loop.awaitKeyword == nil,
           loop.caseKeyword == nil {
            elements = items
        }
        let when = if case .list = sequence { "which the import does not follow (`where`, `break`, `continue`)" }
            else { "once for each element of a sequence the app has only when it runs" }
        let sequenceText = context.file.quoted(loop.sequence)
        return runLoop(at: quoted(loop, in: context), over: quoted(loop.sequence, in: context), "the `for` loop at line \(context.file.place(of: loop).line)",
                       elements: elements,
                       binding: name ?? "", when: when, exits: Exits(leaves: scan.leaves, returnsValue: scan.returnsValue, jumps: scan.jumps),
                       in: &context,
                       binding: { interpreter, inner in
                           interpreter.bindPatterns(in: Syntax(loop.pattern), orNamed: nil, in: &inner, "takes each element of '\(sequenceText)' in turn")
                       },
                       body: { interpreter, inner in interpreter.run(loop.body.statements, in: &inner) })
    }

    /// Runs `statements` where they stand (a `do` block, a `switch` case): what they return is returned; when they
    /// give nothing but may leave (a `return` under a condition the app decides, whose value is none), the code after
    /// `node` runs only when they do not.
    private mutating func runInPlace(_ statements: some Collection<CodeBlockItemSyntax>, of node: some SyntaxProtocol,
                                     in context: inout Context) -> Flow {
        if let value = run(statements, in: &context) { return .returned(value) }
        let scan = effects(of: node, in: context)
        guard scan.leaves else { return .next }
        return .mayLeave(at: quoted(node, in: context), condition: "the code at line \(context.file.place(of: node).line) does not return or throw",
                         returnsValue: scan.returnsValue)
    }

    // MARK: Branches

    /// `if #available(...) { } else { }`: both branches, merged, and a value both return, merged. Any other
    /// condition makes what the branches change a marker; an `if` that returns in one branch only (or on a condition
    /// the app decides) leaves the code after it to run only when it does not.
    private mutating func runIf(_ node: IfExprSyntax, in context: inout Context) -> Flow {
        let gate = staticGate(of: node.conditions, in: &context)
        let scan = effects(of: node, in: context)
        let description = "the `if` at line \(context.file.place(of: node).line) on '\(context.file.quoted(node.conditions))'"
        return runIf(gate: gate, at: quoted(node, in: context), condition: quoted(node.conditions, in: context), description,
                     exits: Exits(leaves: scan.leaves, returnsValue: scan.returnsValue, jumps: scan.jumps), in: &context,
                     then: { interpreter, branch in
                         interpreter.bindOptionals(in: node.conditions, in: &branch)
                         return interpreter.run(node.body.statements, in: &branch).map(Flow.returned) ?? .next
                     },
                     otherwise: node.elseBody.map { elseBody in { interpreter, branch in
                         switch elseBody {
                         case .codeBlock(let block): interpreter.run(block.statements, in: &branch).map(Flow.returned) ?? .next
                         case .ifExpr(let nested): interpreter.runIf(nested, in: &branch)
                         }
                     } })
    }

    /// `switch` as a statement: over a value the import knows, the matching case's statements (and the next case's,
    /// after a `fallthrough`); over any other, each case's changes a marker.
    private mutating func runSwitchStatement(_ node: SwitchExprSyntax, in context: inout Context) -> Flow {
        let subject = evaluate(node.subject, in: &context)
        let cases = node.cases.compactMap { if case .switchCase(let switchCase) = $0 { switchCase } else { nil } }
        var matched: Int?
        var known = cases.count == node.cases.count
        if known {
            for (position, switchCase) in cases.enumerated() {
                guard let matches = matches(switchCase, subject, in: &context) else {
                    known = false
                    break
                }
                if matches {
                    matched = position
                    break
                }
            }
        }
        if known, var position = matched {
            while position < cases.count {
                var statements = Array(cases[position].statements)
                let last = statements.last?.item.as(StmtSyntax.self)
                let fallsThrough = last?.is(FallThroughStmtSyntax.self) == true
                if fallsThrough || last?.as(BreakStmtSyntax.self)?.label == nil && last?.is(BreakStmtSyntax.self) == true { statements.removeLast() }
                var jumps = false
                for statement in statements where effects(of: statement, in: context).jumps { jumps = true }
                guard !jumps else {
                    known = false
                    break
                }
                let flow = runInPlace(statements, of: cases[position], in: &context)
                guard case .next = flow, fallsThrough else { return flow }
                position += 1
            }
            if known { return .next }
        } else if known {
            return .next
        }
        let line = context.file.place(of: node).line
        for switchCase in cases {
            var inner = branch(of: context)
            if case .case(let label) = switchCase.label {
                bindPatterns(in: Syntax(label.caseItems), orNamed: nil, in: &inner, "is bound by a case pattern to a value the app has when it runs")
            }
            _ = run(switchCase.statements, in: &inner)
            markAdditions(of: inner, to: &context, at: switchCase.label,
                          "only when '\(context.file.quoted(node.subject))' matches '\(context.file.quoted(switchCase.label))' (the `switch` at line \(line))")
        }
        let scan = effects(of: node, in: context)
        guard scan.leaves else { return .next }
        return .mayLeave(at: quoted(node, in: context), condition: "the `switch` at line \(line) does not return", returnsValue: scan.returnsValue)
    }

    /// `switch` over a value the import knows (a case of the app's enum, or a string): the matching case's
    /// statements (or its expression, in a `switch` expression); `nil` when no case can be told.
    mutating func runSwitch(_ node: SwitchExprSyntax, in context: inout Context) -> ImportedValue? {
        let subject = evaluate(node.subject, in: &context)
        for element in node.cases {
            guard case .switchCase(let switchCase) = element, let matches = matches(switchCase, subject, in: &context) else { return nil }
            guard matches else { continue }
            if let only = Self.singleExpression(switchCase.statements), Self.isValueExpression(only) {
                return evaluate(only, in: &context)
            }
            return run(switchCase.statements, in: &context)
        }
        return nil
    }

    /// Whether `switchCase` matches `subject`: `nil` when the import cannot tell (a pattern that binds, a `where`
    /// clause, a subject computed at run time).
    mutating func matches(_ switchCase: SwitchCaseSyntax, _ subject: ImportedValue, in context: inout Context) -> Bool? {
        guard case .case(let label) = switchCase.label else { return true }
        var any = false
        for item in label.caseItems {
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else { return nil }
            switch (subject, pattern.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text) {
            case (.enumCase(_, let name, _), let caseName?): any = any || name == caseName
            case (.string(let string), nil):
                guard case .string(let text) = evaluate(pattern.expression, in: &context) else { return nil }
                any = any || string == text
            default: return nil
            }
        }
        return any
    }

    /// Whether a case's lone expression is its value rather than a statement (a mutation, a registration).
    private static func isValueExpression(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return true }
        return !["append", "insert", "setNotificationCategories", "formUnion"].contains(member.declName.baseName.text)
    }

    /// `#if os(...)` clauses, each with the platforms its condition selects (``Gates/platforms(_:)``), run as every
    /// conditional compilation block is (``FlowRunner/runCompilationClauses``).
    private mutating func runIfConfig(_ node: IfConfigDeclSyntax, in context: inout Context) -> Flow {
        let clauses = node.clauses.map { clause in
            let platforms: Set<Platform>? = if let condition = clause.condition { Gates.platforms(condition) } else { Set(Platform.allCases) }
            return CompilationClause(platforms: platforms, condition: clause.condition?.trimmedDescription ?? "",
                                     code: quoted(clause.condition.map(Syntax.init) ?? Syntax(clause.poundKeyword), in: context))
        }
        let scan = effects(of: node, in: context)
        return runCompilationClauses(clauses, at: quoted(node, in: context), leaves: scan.leaves || scan.jumps, in: &context) { interpreter, position, branch in
            let clause = node.clauses[node.clauses.index(node.clauses.startIndex, offsetBy: position)]
            guard case .statements(let statements)? = clause.elements else { return nil }
            return interpreter.run(statements, in: &branch, scoped: false)
        }
    }

    /// A copy of `context` for a branch (``InterpreterContext/branch(charging:)``).
    mutating func branch(of context: Context) -> Context { context.branch(charging: &budget) }

    /// What `branch` changed, made unknown in `context` since it happens only `when`
    /// (``InterpreterContext/markAdditions(of:at:_:)``), each marker at `node`.
    private func markAdditions(of branch: Context, to context: inout Context, at node: some SyntaxProtocol, _ when: String) {
        context.markAdditions(of: branch, at: quoted(node, in: context), when)
    }

    /// `node` as a marker quotes it.
    func quoted(_ node: some SyntaxProtocol, in context: Context) -> QuotedCode {
        QuotedCode(expression: context.file.quoted(node), place: context.file.place(of: node))
    }

    /// The gate of conditions that hold wherever their `#available` parts do: `#available` and `if let`s of values
    /// the import knows (`if #available(iOS 15, *), let image = image`); `nil` for any other condition.
    private mutating func staticGate(of conditions: ConditionElementListSyntax, in context: inout Context) -> ImportedGate? {
        var gate = ImportedGate()
        for condition in conditions {
            switch condition.condition {
            case .availability(let availability):
                guard availability.availabilityKeyword.tokenKind == .poundAvailable,
                      let found = Gates.availability(availability.availabilityArguments) else { return nil }
                gate = gate.combined(with: found)
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
                let value = binding.initializer.map { evaluate($0.value, in: &context) }
                    ?? ExpressionEvaluator.name(name, at: binding.pattern, in: &context, interpreter: &self)
                switch value {
                case .other, .unresolved: return nil
                default: continue
                }
            default: return nil
            }
        }
        return conditions.isEmpty ? nil : gate
    }

    /// The gate of conditions that are all `#available`, or `nil`.
    func availabilityGate(of conditions: ConditionElementListSyntax) -> ImportedGate? {
        var gate = ImportedGate()
        for condition in conditions {
            guard case .availability(let availability) = condition.condition,
                  availability.availabilityKeyword.tokenKind == .poundAvailable,
                  let found = Gates.availability(availability.availabilityArguments) else { return nil }
            gate = gate.combined(with: found)
        }
        return conditions.isEmpty ? nil : gate
    }

    // MARK: Expressions

    /// The value of `expression`.
    mutating func evaluate(_ expression: ExprSyntax, in context: inout Context) -> ImportedValue {
        guard spend() else {
            exhaustedAt = exhaustedAt ?? context.file.place(of: expression)
            return .unresolved(unresolved(expression, in: context, "is beyond the import's step budget"))
        }
        guard depth < Self.maximumDepth else {
            return .unresolved(unresolved(expression, in: context, "is nested more than \(Self.maximumDepth) deep (constants naming constants)"))
        }
        depth += 1
        defer { depth -= 1 }
        return ExpressionEvaluator.evaluate(expression, in: &context, interpreter: &self)
    }

    /// Why the declaration whose initial value is `initial` is not that value when the registration reads it, if it
    /// is not: a property wrapper or another attribute the import does not model gives it, or it is a `var` that the
    /// given files change somewhere (``AssignmentIndex``).
    mutating func variableReason(_ initial: ExprSyntax) -> String? {
        guard let variable = initial.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self),
              let binding = initial.parent?.parent?.as(PatternBindingSyntax.self) else { return nil }
        for attribute in variable.attributes {
            guard case .attribute(let attribute) = attribute else { return "is declared under an `#if` of attributes the import does not follow" }
            let name = attribute.attributeName.trimmedDescription
            if !Self.attributesKeepingValues.contains(name) {
                return "is declared with the attribute '@\(name)': a property wrapper (or a macro) gives its value, not what is written beside it"
            }
        }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        guard let place = index.firstChange(of: name) else { return nil }
        return "reads the variable '\(name)', which the app's code changes (at \(place.fileAndLine)): its value when the registration runs is the app's"
    }

    /// The attributes of a stored property that leave its value the one written beside it.
    static let attributesKeepingValues: Set<String> = [
        "available", "objc", "nonobjc", "MainActor", "usableFromInline", "inlinable", "preconcurrency", "IBInspectable",
        "GKInspectable", "backDeployed", "warn_unqualified_access", "exclusivity", "nonisolated",
    ]

    /// The value of the constant whose initial value is `expression`, declared at `entry`: evaluated once.
    mutating func constant(_ expression: ExprSyntax, declaredAt entry: SwiftSourceIndex.Entry) -> ImportedValue {
        if let known = constants[expression.id] { return known }
        var declared = Context(file: entry.file, typePath: entry.typePath)
        let value = typed(evaluate(expression, in: &declared), as: Self.declaredType(ofValue: expression), in: declared)
        constants[expression.id] = value
        return value
    }

    /// `value`, a function's result: a marker made inside the function's body (a shared helper's line) is moved to the
    /// call, `node`, where the registration reads it, and names the inner place; any other value is as it is.
    private func anchored(_ value: ImportedValue, at node: some SyntaxProtocol, in context: Context,
                          from body: CodeBlockItemListSyntax, of file: ParsedSwiftFile) -> ImportedValue {
        guard case .unresolved(let inner) = value, inner.place.path == file.path else { return value }
        let lines = file.place(of: body).line...file.locations.location(for: body.endPositionBeforeTrailingTrivia).line
        guard lines.contains(inner.place.line) else { return value }
        let reason = inner.reason.hasPrefix("depends on ") ? inner.reason
            : "depends on '\(inner.expression)' (at \(inner.place.fileAndLine)), which \(inner.reason)"
        var outer = unresolved(node, in: context, reason)
        outer.origin = inner.origin ?? inner.place
        return .unresolved(outer)
    }

    /// Reports `message` about what is made at `place`: at the outermost call of the app's functions that led
    /// there, when there is one (the registration's line, not a shared helper's), naming `place`.
    mutating func report(_ message: String, at place: SourcePlace) {
        guard let outer = callPlaces.first, outer != place else { return reports.append((place, message)) }
        reports.append((outer, "\(message) (made at \(place.fileAndLine))"))
    }

    /// The value of the app's function or computed property `entry` called with `arguments`.
    mutating func call(_ entry: SwiftSourceIndex.Entry, arguments: [LabeledExprSyntax], from context: inout Context,
                       at node: some SyntaxProtocol, selfValue: ImportedValue? = nil) -> ImportedValue {
        guard case .body(let statements, let parameters) = entry.declaration else {
            return .unresolved(unresolved(node, in: context, "calls something that is not a function the import can follow"))
        }
        guard !callStack.contains(statements.id), callStack.count < Self.maximumCallDepth else {
            return .unresolved(unresolved(node, in: context, "calls itself, or calls nested more than \(Self.maximumCallDepth) deep"))
        }
        var inner = Context(file: entry.file, typePath: entry.typePath, gate: context.gate)
        if let selfValue { inner.locals["self"] = selfValue }
        for (parameter, taken) in zip(parameters, SwiftSourceIndex.Parameter.match(parameters, arguments).arguments) {
            if parameter.isVariadic {
                inner.locals[parameter.name] = .list(taken.map { (evaluate($0.expression, in: &context), ImportedGate.none) })
            } else if let argument = taken.first {
                inner.locals[parameter.name] = typed(evaluate(argument.expression, in: &context), as: parameter.type, in: inner)
            } else if let defaultValue = parameter.defaultValue {
                inner.locals[parameter.name] = typed(evaluate(defaultValue, in: &inner), as: parameter.type, in: inner)
            } else {
                inner.locals[parameter.name] = .unresolved(unresolved(node, in: context, "passes '\(parameter.name)' in a way the import cannot follow"))
            }
        }
        callStack.append(statements.id)
        callPlaces.append(context.file.place(of: node))
        defer {
            callStack.removeLast()
            callPlaces.removeLast()
        }
        let returned = if let only = Self.singleExpression(statements), !only.is(IfExprSyntax.self) { evaluate(only, in: &inner) }
            else { run(statements, in: &inner) ?? .unresolved(unresolved(node, in: context, "calls a function whose code the import follows to no `return` it can read")) }
        return typed(anchored(returned, at: node, in: context, from: statements, of: entry.file), as: Self.returnType(ofBody: statements), in: inner)
    }

    /// The value of the static member `member` of the app's type `typeName`, as Objective-C code reads it
    /// (`[Strings inviteAccept]`); `nil` when the given Swift files declare no such member once.
    mutating func classMember(_ member: String, ofType typeName: String) -> ImportedValue? {
        guard index.isType(typeName) else { return nil }
        let entries = index.lookUp(member: member, ofType: [typeName], from: [])
        guard entries.count == 1, let entry = entries.first else { return nil }
        var context = Context(file: entry.file, typePath: entry.typePath)
        switch entry.declaration {
        case .value(let value):
            if let reason = variableReason(value) { return .unresolved(unresolved(value, in: context, reason)) }
            return constant(value, declaredAt: entry)
        case .body(let statements, _): return call(entry, arguments: [], from: &context, at: statements)
        case .enumCase: return nil
        }
    }

    /// The expression a body of one expression returns implicitly (`var x: T { expression }`), if it is one.
    static func singleExpression(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    /// `value`, read through the expression `node` around it (a member, a method, a `map`): when it is unresolved,
    /// a marker that holds the whole expression and says which part the app computes (the first such part, once).
    func propagated(_ value: ImportedValue, through node: some SyntaxProtocol, in context: Context) -> ImportedValue {
        guard case .unresolved(let part) = value else { return value }
        // "names 'x', which ..." of the part 'x' itself is said once: "depends on 'x', which ...".
        let ownName = "names '\(part.expression)', "
        let which = part.reason.hasPrefix(ownName) ? String(part.reason.dropFirst(ownName.count)) : "which \(part.reason)"
        var whole = unresolved(node, in: context, part.reason.hasPrefix("depends on ") ? part.reason : "depends on '\(part.expression)', \(which)")
        whole.origin = part.origin ?? part.place
        return .unresolved(whole)
    }

    /// An unresolved value for `node`, with `reason`.
    func unresolved(_ node: some SyntaxProtocol, in context: Context, _ reason: String) -> Unresolved {
        Unresolved(expression: context.file.quoted(node), place: context.file.place(of: node), reason: reason)
    }

    /// Pays for a value of `units` bytes or elements being built at `node` (a step per byte or element, so values
    /// that double each time, `let b = a + a`, run out of steps long before memory); `false`, the place noted, when
    /// the budget cannot pay.
    mutating func charge(_ units: Int, at node: some SyntaxProtocol, in context: Context) -> Bool {
        guard spend(units) else {
            exhaustedAt = exhaustedAt ?? context.file.place(of: node)
            return false
        }
        return true
    }
}
