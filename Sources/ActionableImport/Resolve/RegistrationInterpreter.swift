import ActionableCore
import SwiftSyntax

/// Runs an app's registration code statically. Each `setNotificationCategories` call is evaluated from where it is
/// (``evaluateRegistration(_:in:)``): the code on the way to it, from the start of its function, runs in order through
/// `let`s, `append`s, `#available` and `#if os(...)`, loops over literal lists and calls of the app's own functions,
/// and each expression evaluates to an ``ImportedValue``. What it cannot know is an ``Unresolved`` value, never a
/// guess. Its work is bounded by a step budget, so a hostile file costs at most that much.
struct RegistrationInterpreter: StepShare {
    /// The declarations of every given file.
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
    private(set) var registered: [(category: ImportedCategory, gate: ImportedGate)] = []
    /// Registration calls whose argument could not be read.
    var unresolvedRegistrations: [Unresolved] = []
    /// How deep expressions are being evaluated inside one another now.
    private var depth = 0
    /// The values of constants already evaluated, by their expression: each is evaluated once.
    private var constants: [SyntaxIdentifier: ImportedValue] = [:]
    /// What a registration call depends on that only the running app decides, each at the call, in words.
    var notes: [(place: SourcePlace, message: String)] = []
    /// The registration calls evaluated, by their place: each registered what it could read or was reported.
    var evaluatedCalls: Set<SourcePlace> = []
    /// For each registration call, by its place, how many categories and unresolved values it registered.
    var outcomes: [SourcePlace: Int] = [:]
    /// The given files, for the calls of the app's functions (``callSites``).
    let files: [ParsedSwiftFile]
    /// Every call of the given files by name, made when a registering function's parameter is first looked for.
    var callSites: CallSiteIndex?
    /// The registering functions whose callers are being followed (no recursion).
    var followedFunctions: Set<SyntaxIdentifier> = []

    /// The deepest expressions are evaluated inside one another (a chain of constants, each naming the one before).
    static let maximumDepth = 200

    /// The most calls of the app's own functions inside one another.
    static let maximumCallDepth = 16

    /// The app's strings tables, for its wrappers and generated accessors.
    let strings: StringsLookup

    /// An interpreter over `files` (indexed as `index`) and `strings` with `budget` steps.
    init(files: [ParsedSwiftFile], index: SwiftSourceIndex, strings: StringsLookup = StringsLookup([]), budget: Int = 2_000_000) {
        self.files = files
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
    }

    // MARK: Statements

    /// Runs `statements`; returns the value of the `return` it reaches, if any.
    mutating func run(_ statements: some Collection<CodeBlockItemSyntax>, in context: inout Context) -> ImportedValue? {
        for item in statements {
            guard spend() else {
                exhaustedAt = exhaustedAt ?? context.file.place(of: item)
                return nil
            }
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    declare(variable, in: &context)
                } else if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
                    if let value = runIfConfig(ifConfig, in: &context) { return value }
                }
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let value = runExpressionStatement(expression, in: &context) { return value }
                } else if let returned = statement.as(ReturnStmtSyntax.self) {
                    return returned.expression.map { evaluate($0, in: &context) } ?? .other
                } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    if let gate = availabilityGate(of: guardStatement.conditions) {
                        context.gate = context.gate.combined(with: gate)
                    }
                    bindOptionals(in: guardStatement.conditions, in: &context)
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    if let value = runLoop(loop, in: &context) { return value }
                }
            case .expr(let expression):
                if let value = runExpressionStatement(expression, in: &context) { return value }
            }
        }
        return nil
    }

    /// A `let` or `var`: each name bound to its value (`.other` until assigned).
    private mutating func declare(_ variable: VariableDeclSyntax, in context: inout Context) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            context.set(name, binding.initializer.map { evaluate($0.value, in: &context) } ?? .other)
        }
    }

    /// An expression used as a statement: a mutation, a registration, an `if` or an assignment.
    private mutating func runExpressionStatement(_ expression: ExprSyntax, in context: inout Context) -> ImportedValue? {
        if let ifExpression = expression.as(IfExprSyntax.self) { return runIf(ifExpression, in: &context) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return runSwitch(switchExpression, in: &context) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            runCallStatement(call, in: &context)
            return nil
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { runAssignment(sequence, in: &context) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return runExpressionStatement(awaited.expression, in: &context) }
        if let tried = expression.as(TryExprSyntax.self) { return runExpressionStatement(tried.expression, in: &context) }
        return nil
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

    /// `x = value` and `x += value`; `x[i] = value` and `x.y = value` make `x` unresolved (not modelled).
    private mutating func runAssignment(_ sequence: SequenceExprSyntax, in context: inout Context) {
        let elements = Array(sequence.elements)
        guard elements.count == 3 else { return }
        if let target = elements[0].as(SubscriptCallExprSyntax.self) ?? nil,
           let name = target.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, context.locals[name] != nil {
            let change = ImportedValue.unresolved(unresolved(sequence, in: context, "changes '\(name)' by a subscript, which the import does not follow"))
            if case .list? = context.locals[name] { context.append(change, to: name, gate: context.gate, at: nil) } else { context.set(name, change) }
            return
        }
        guard let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text else { return }
        let value = evaluate(elements[2], in: &context)
        if elements[1].is(AssignmentExprSyntax.self) {
            context.set(name, value)
        } else if elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
            context.append(value, to: name, gate: context.gate, at: nil)
        }
    }

    /// `x.append(value)`, `x.append(contentsOf:)`, `x.insert(value, at:)`, and `setNotificationCategories`.
    private mutating func runCallStatement(_ call: FunctionCallExprSyntax, in context: inout Context) {
        let arguments = Array(call.arguments)
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            runClosures(of: call, in: &context)
            return
        }
        let name = member.declName.baseName.text
        // Each registration call is evaluated from its own place (``evaluateRegistration(_:in:)``).
        if name == "setNotificationCategories" { return }
        if name == "forEach", let base = member.base, runForEach(call, over: base, in: &context) { return }
        guard let variable = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, context.locals[variable] != nil else {
            // `DispatchQueue.main.async { ... }`, `center.requestAuthorization(...) { ... }`: the closures' code runs.
            runClosures(of: call, in: &context)
            return
        }
        switch (name, arguments.first?.label?.text, arguments.first?.expression) {
        case ("append", nil, let argument?), ("insert", nil, let argument?), ("formUnion", nil, let argument?):
            let element = evaluate(argument, in: &context)
            let position = name == "insert" ? insertionIndex(arguments, in: &context) : nil
            let added: ImportedValue = name == "formUnion" ? element : .list([(element, .none)])
            context.append(added, to: variable, gate: context.gate, at: position)
        case ("append", "contentsOf", let argument?):
            context.append(evaluate(argument, in: &context), to: variable, gate: context.gate, at: nil)
        default:
            guard Self.unmodelledMutations.contains(name) else {
                runClosures(of: call, in: &context)
                return
            }
            // Any other change to a list (`remove(_:)`, `update(with:)`) leaves it unknown, reported at the change.
            let change = ImportedValue.unresolved(unresolved(call, in: context, "changes '\(variable)' in a way the import does not follow"))
            if case .list? = context.locals[variable] {
                context.append(change, to: variable, gate: context.gate, at: nil)
            } else {
                context.set(variable, change)
            }
        }
    }

    /// `list.forEach { ... }` over a list the import can read: the body once per element, the closure's parameter
    /// (or `$0`) bound to it; `false` when the list or the closure cannot be read.
    private mutating func runForEach(_ call: FunctionCallExprSyntax, over base: ExprSyntax, in context: inout Context) -> Bool {
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              case .list(let elements) = evaluate(base, in: &context) else { return false }
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

    /// The methods that change a collection in a way the import does not model: a list they change is unresolved.
    static let unmodelledMutations: Set<String> = [
        "update", "remove", "removeAll", "removeFirst", "removeLast", "popFirst", "popLast", "removeSubrange", "subtract",
        "formIntersection", "formSymmetricDifference", "reverse", "swapAt", "sort", "shuffle", "replaceSubrange",
        "insert", "append", "formUnion", "partition", "removeValue", "merge", "updateValue",
    ]

    /// The statements of the closures a call is given, run where the call is (a completion handler or a
    /// dispatched block changes the lists around it as if inline); each closure's parameters are its own while it
    /// runs, so an outer local of the same name is not what they stand for.
    private mutating func runClosures(of call: FunctionCallExprSyntax, in context: inout Context) {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        for closure in closures {
            let shadowed = bindParameters(of: closure, in: &context)
            _ = run(closure.statements, in: &context)
            for (name, value) in shadowed { context.locals[name] = value }
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

    /// Where `insert(_:at:)` inserts: a literal index, else the end.
    private mutating func insertionIndex(_ arguments: [LabeledExprSyntax], in context: inout Context) -> Int? {
        guard arguments.count == 2, let literal = arguments[1].expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        return Int(literal.literal.text)
    }

    /// Records what a `setNotificationCategories` call registers.
    mutating func register(_ value: ImportedValue, context: Context, call: FunctionCallExprSyntax) {
        var context = context
        let place = context.file.place(of: call)
        evaluatedCalls.insert(place)
        let before = registered.count + unresolvedRegistrations.count
        if case .list(let elements) = value, elements.isEmpty {
            notes.append((place, "registers no category: when the app runs it, it removes every category registered before"))
        }
        if case .list(let elements) = value, elements.contains(where: { if case .unresolved = $0.value { true } else { false } }),
           elements.contains(where: { if case .unresolved = $0.value { false } else { true } }) {
            notes.append((place, "registers categories the app computes when it runs beside those the definitions hold: the generated register() replaces every category, so an app that keeps its own registers the definitions' with merge(into:), which keeps the others"))
        }
        switch value {
        case .list(let elements):
            for element in elements {
                let categoryType = ["UNNotificationCategory"]
                switch ExpressionEvaluator.contextual(element.value, types: categoryType, at: call, in: &context, interpreter: &self) {
                case .category(let category):
                    registered.append((category, element.gate.combined(with: context.gate)))
                case .unresolved(let unresolved): unresolvedRegistrations.append(unresolved)
                default:
                    unresolvedRegistrations.append(unresolved(call, in: context, "registers something that is not a category it can read"))
                }
            }
        case .category(let category): registered.append((category, context.gate))
        case .unresolved(let unresolved): unresolvedRegistrations.append(unresolved)
        default: unresolvedRegistrations.append(unresolved(call, in: context, "registers a set it cannot list"))
        }
        outcomes[place, default: 0] += registered.count + unresolvedRegistrations.count - before
    }

    /// `for x in [literal list] { ... }`: the body once per element.
    private mutating func runLoop(_ loop: ForStmtSyntax, in context: inout Context) -> ImportedValue? {
        let sequence = evaluate(loop.sequence, in: &context)
        guard let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, case .list(let elements) = sequence else {
            // Over data the app has when it runs: what the body adds is not known.
            var body = branch(of: context)
            if let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                body.locals[name] = .unresolved(unresolved(loop.sequence, in: context, "is data the app has only when it runs"))
            }
            _ = run(loop.body.statements, in: &body)
            markAdditions(of: body, to: &context, at: loop.sequence, "once for each element of a sequence the app has only when it runs")
            return nil
        }
        let saved = context.locals[name]
        let outerGate = context.gate
        for element in elements {
            context.set(name, element.value)
            context.gate = outerGate.combined(with: element.gate)
            if let value = run(loop.body.statements, in: &context) { return value }
        }
        context.gate = outerGate
        if let saved { context.set(name, saved) } else { context.locals[name] = nil }
        return nil
    }

    // MARK: Branches

    /// `if #available(...) { } else { }`: both branches, merged; any other condition makes what the branches
    /// change unresolved.
    private mutating func runIf(_ node: IfExprSyntax, in context: inout Context) -> ImportedValue? {
        guard let gate = staticGate(of: node.conditions, in: &context) else {
            markChanges(of: node, in: &context)
            return nil
        }
        var then = branch(of: context)
        then.gate = context.gate.combined(with: gate)
        bindOptionals(in: node.conditions, in: &then)
        let thenReturn = run(node.body.statements, in: &then)
        var otherwise = branch(of: context)
        var otherwiseReturn: ImportedValue?
        switch node.elseBody {
        case .codeBlock(let block)?: otherwiseReturn = run(block.statements, in: &otherwise)
        case .ifExpr(let nested)?: otherwiseReturn = runIf(nested, in: &otherwise)
        case nil: break
        }
        let place = context.file.place(of: node)
        context.merge([(then, gate), (otherwise, .none)], at: place, charging: &budget)
        // A value returned by both branches (an action with an icon from iOS 15, without before) is one value.
        if let thenReturn, let otherwiseReturn {
            return ValueMerge.mergeValues([(thenReturn, gate), (otherwiseReturn, .none)], at: place)
                ?? .unresolved(unresolved(node, in: context, "returns values under some OS versions that differ from those it returns under others"))
        }
        return thenReturn ?? otherwiseReturn
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

    /// `#if os(...)` clauses: each run with its platforms, merged.
    private mutating func runIfConfig(_ node: IfConfigDeclSyntax, in context: inout Context) -> ImportedValue? {
        var branches: [(context: Context, gate: ImportedGate)] = []
        var covered: Set<Platform> = []
        for clause in node.clauses {
            let platforms: Set<Platform>
            if let condition = clause.condition {
                guard let selected = Gates.platforms(condition) else {
                    // `#if DEBUG` and other flags: what the clause adds is registered only in some builds.
                    var branch = self.branch(of: context)
                    if case .statements(let statements)? = clause.elements { _ = run(statements, in: &branch) }
                    markAdditions(of: branch, to: &context, at: condition, "only in builds where '\(condition.trimmedDescription)' holds")
                    continue
                }
                platforms = selected.subtracting(covered)
            } else {
                platforms = Set(Platform.allCases).subtracting(covered)
            }
            covered.formUnion(platforms)
            var gate = ImportedGate()
            gate.platforms = platforms
            var clauseContext = branch(of: context)
            clauseContext.gate = context.gate.combined(with: gate)
            if case .statements(let statements)? = clause.elements {
                if let value = run(statements, in: &clauseContext) { return value }
            }
            branches.append((clauseContext, gate))
        }
        if covered != Set(Platform.allCases) {
            var gate = ImportedGate()
            gate.platforms = Set(Platform.allCases).subtracting(covered)
            branches.append((branch(of: context), gate))
        }
        // `#if` makes no scope: what a clause declares is the function's after `#endif`.
        for branch in branches { for name in branch.context.written where context.locals[name] == nil { context.locals[name] = .other } }
        context.merge(branches, at: context.file.place(of: node), charging: &budget)
        return nil
    }

    /// A copy of `context` for a branch (``InterpreterContext/branch(charging:)``).
    private mutating func branch(of context: Context) -> Context { context.branch(charging: &budget) }

    /// What `branch` changed, made unknown in `context` since it happens only `when`
    /// (``InterpreterContext/markChanges(of:_:marker:)``), each marker at `node`.
    private func markAdditions(of branch: Context, to context: inout Context, at node: some SyntaxProtocol, _ when: String) {
        let (expression, place) = (context.file.quoted(node), context.file.place(of: node))
        context.markChanges(of: branch, when) { Unresolved(expression: expression, place: place, reason: $0) }
    }

    /// What a branch on a condition computed at run time changes becomes unresolved.
    private mutating func markChanges(of node: IfExprSyntax, in context: inout Context) {
        var then = branch(of: context)
        _ = run(node.body.statements, in: &then)
        markAdditions(of: then, to: &context, at: node.conditions, "only when a condition computed at run time holds")
        if case .codeBlock(let block)? = node.elseBody {
            var otherwise = branch(of: context)
            _ = run(block.statements, in: &otherwise)
            markAdditions(of: otherwise, to: &context, at: node.conditions, "only when a condition computed at run time fails")
        }
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

    /// The value of the constant whose initial value is `expression`, declared at `entry`: evaluated once.
    mutating func constant(_ expression: ExprSyntax, declaredAt entry: SwiftSourceIndex.Entry) -> ImportedValue {
        if let known = constants[expression.id] { return known }
        var declared = Context(file: entry.file, typePath: entry.typePath)
        let value = evaluate(expression, in: &declared)
        constants[expression.id] = value
        return value
    }

    /// The value of the app's function or computed property `entry` called with `arguments`.
    mutating func call(_ entry: SwiftSourceIndex.Entry, arguments: [LabeledExprSyntax], from context: inout Context,
                       at node: some SyntaxProtocol, selfValue: ImportedValue? = nil) -> ImportedValue {
        guard case .body(let statements, let parameters) = entry.declaration else { return .other }
        guard !callStack.contains(statements.id), callStack.count < Self.maximumCallDepth else {
            return .unresolved(unresolved(node, in: context, "calls itself, or calls nested more than \(Self.maximumCallDepth) deep"))
        }
        var inner = Context(file: entry.file, typePath: entry.typePath, gate: context.gate)
        if let selfValue { inner.locals["self"] = selfValue }
        for (parameter, argument) in zip(parameters, SwiftSourceIndex.Parameter.match(parameters, arguments).arguments) {
            if let argument {
                inner.locals[parameter.name] = evaluate(argument.expression, in: &context)
            } else if let defaultValue = parameter.defaultValue {
                inner.locals[parameter.name] = evaluate(defaultValue, in: &inner)
            } else {
                inner.locals[parameter.name] = .unresolved(unresolved(node, in: context, "passes '\(parameter.name)' in a way the import cannot follow"))
            }
        }
        callStack.append(statements.id)
        defer { callStack.removeLast() }
        if let only = Self.singleExpression(statements), !only.is(IfExprSyntax.self) { return evaluate(only, in: &inner) }
        return run(statements, in: &inner) ?? .other
    }

    /// The value of the static member `member` of the app's type `typeName`, as Objective-C code reads it
    /// (`[Strings inviteAccept]`); `nil` when the given Swift files declare no such member once.
    mutating func classMember(_ member: String, ofType typeName: String) -> ImportedValue? {
        guard index.isType(typeName) else { return nil }
        let entries = index.lookUp(member: member, ofType: [typeName], from: [])
        guard entries.count == 1, let entry = entries.first else { return nil }
        var context = Context(file: entry.file, typePath: entry.typePath)
        switch entry.declaration {
        case .value(let value): return constant(value, declaredAt: entry)
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
        let reason = part.reason.hasPrefix("depends on ") ? part.reason : "depends on '\(part.expression)', which \(part.reason)"
        return .unresolved(unresolved(node, in: context, reason))
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
