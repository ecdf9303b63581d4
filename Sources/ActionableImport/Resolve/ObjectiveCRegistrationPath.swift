import ActionableCore

/// Evaluating a `setNotificationCategories:` message from where it is, as ``RegistrationInterpreter`` does for
/// Swift (``RegistrationInterpreter/evaluateRegistration(_:in:)``): the statements on the way to it run from the
/// start of its method or function, level by level; into a block, its parameters are the app's run-time values;
/// into an `if`, `switch`, loop, `@catch` or `#if` clause, what its condition says, a condition only the running
/// app decides noted at the message.
extension ObjectiveCInterpreter {
    /// The most callers of a registering routine followed for its parameters (as in Swift,
    /// ``RegistrationInterpreter/maximumCallers``).
    static let maximumCallers = RegistrationInterpreter.maximumCallers

    /// Evaluates every `setNotificationCategories:` message of the registering routines from where it is; when what
    /// it registers depends on the routine's parameters, once for each call of the routine in the given files, with
    /// the values that call passes.
    mutating func evaluateRegistrations() {
        for (routine, position) in index.registrationMessages {
            let file = index.files[routine.file]
            let place = file.place(of: position)
            callBudget = stepsPerCall
            // First with the parameters as the app's run-time values; then, if the registration reads them and the
            // routine has callers, from each caller instead (what the first run recorded taken back: no copy of the
            // interpreter, so many registrations cost what they record).
            let before = (registered: registered.count, unresolved: unresolvedRegistrations.count, notes: notes.count)
            var conditions = evaluate(position, in: routine, parameters: [:])
            let readsParameters = !routine.parameters.isEmpty
                && (registered[before.registered...].contains { ImportedValue.category($0.category).holdsUnresolved(at: [place]) }
                    || unresolvedRegistrations[before.unresolved...].contains { $0.place == place && routine.parameters.contains($0.expression) })
            if readsParameters, case let calls = callerArguments(of: routine), !calls.isEmpty {
                registered.removeLast(registered.count - before.registered)
                unresolvedRegistrations.removeLast(unresolvedRegistrations.count - before.unresolved)
                notes.removeLast(notes.count - before.notes)
                conditions = evaluate(position, in: routine, from: calls)
            }
            callBudget = .max
            noteExhaustion(of: place)
            for condition in conditions { notes.append((place, condition)) }
            if evaluatedCalls.insert(place).inserted {
                unresolvedRegistrations.append(Unresolved(expression: "setNotificationCategories:", place: place,
                    reason: "is a registration the import cannot read: the code around it is not code the import follows"))
            }
        }
        for (routine, position) in index.macroRegistrations {
            let file = index.files[routine.file]
            let place = file.place(of: position)
            guard evaluatedCalls.insert(place).inserted else { continue }
            unresolvedRegistrations.append(Unresolved(expression: file.tokens[position].text, place: place,
                reason: "uses a macro that sends setNotificationCategories: the import does not expand function-like macros, so what it registers is not read"))
        }
    }

    /// Evaluates the registration message at `position` of `routine` from the routine's start, its parameters bound
    /// to `parameters` (the app's run-time values where none is given); returns the conditions on the way.
    private mutating func evaluate(_ position: Int, in routine: ObjectiveCSourceIndex.Routine, parameters: [String: ImportedValue],
                                   gate: ImportedGate = .none) -> [String] {
        let place = index.files[routine.file].place(of: position)
        var context = Context(file: routine.file, className: routine.className, gate: gate)
        for parameter in routine.parameters {
            context.locals[parameter] = parameters[parameter] ?? .unresolved(Unresolved(expression: parameter, place: place,
                reason: "is a parameter of the method or function around the registration: the app passes its value when it runs"))
        }
        var conditions: [String] = []
        registrationTarget = position
        reach(position, in: routine.body, context: &context, conditions: &conditions)
        registrationTarget = nil
        return conditions
    }

    /// A call of a registering routine where it stands: its place, the gate and conditions on the way to it, and the
    /// values it passes.
    typealias RoutineCall = (place: SourcePlace, gate: ImportedGate, arguments: [ImportedValue], conditions: [String])

    /// The calls of `routine` among the given files (at most ``maximumCallers``), each with the values it passes
    /// where it stands (the caller's code run up to it, its conditions kept).
    private mutating func callerArguments(of routine: ObjectiveCSourceIndex.Routine) -> [RoutineCall] {
        let identity = [routine.file, routine.body.lowerBound]
        var found: [RoutineCall] = []
        for site in callSites(of: routine) {
            let caller = site.caller
            let callerFile = index.files[caller.file]
            var context = Context(file: caller.file, className: caller.className)
            for parameter in caller.parameters {
                context.locals[parameter] = .unresolved(Unresolved(expression: parameter, place: callerFile.place(of: site.position),
                    reason: "is a parameter of the method or function that calls the registering one: the app passes its value when it runs"))
            }
            var conditions: [String] = []
            capture = (identity, [])
            reach(site.position, in: caller.body, context: &context, conditions: &conditions)
            let calls = capture?.calls ?? []
            capture = nil
            for arguments in calls {
                found.append((callerFile.place(of: site.position), context.gate, arguments, conditions))
                if found.count == Self.maximumCallers { break }
            }
            if found.count == Self.maximumCallers { break }
        }
        return found
    }

    /// Evaluates the registration message at `position` of `routine` once for each of `calls`, its parameters bound
    /// to the values the call passes; returns the conditions on the way (the callers' first).
    private mutating func evaluate(_ position: Int, in routine: ObjectiveCSourceIndex.Routine, from calls: [RoutineCall]) -> [String] {
        var conditions: [String] = []
        let name = "'\(routine.name)'"
        for call in calls {
            let parameters = Dictionary(zip(routine.parameters, call.arguments), uniquingKeysWith: { first, _ in first })
            let own = evaluate(position, in: routine, parameters: parameters, gate: call.gate)
            for condition in call.conditions.map({ "\($0) (in the call of \(name) at \(call.place.fileAndLine))" }) + own
                where !conditions.contains(condition) {
                conditions.append(condition)
            }
        }
        if calls.count > 1 {
            let places = calls.map(\.place.fileAndLine).joined(separator: ", ")
            conditions.append(PathCondition.eachCaller(name: name, places: places).message)
        }
        return conditions
    }

    /// The places among the given files that may call `routine` (its function name before `(`, or its selector's
    /// first part before `:`: ``ObjectiveCSourceIndex/callSites``), each with the routine around it, in file order;
    /// calls from the routine itself are left out. A place that is not a call of it passes nothing (``capture``).
    /// At most ``maximumCallSites`` places are tried: past them, the parameters stay the app's run-time values.
    private func callSites(of routine: ObjectiveCSourceIndex.Routine) -> [(caller: ObjectiveCSourceIndex.Routine, position: Int)] {
        let key = routine.className == nil ? routine.name + "(" : String(routine.name.prefix { $0 != ":" }) + ":"
        return Array((index.callSites[key] ?? []).lazy.map { (caller: self.index.routines[$0.routine], position: $0.position) }
            .filter { ($0.caller.file, $0.caller.body) != (routine.file, routine.body) }
            .prefix(Self.maximumCallSites))
    }

    /// The most places tried as calls of a registering routine (a selector's first part may be another method's).
    static let maximumCallSites = 8 * maximumCallers

    /// Runs the statements of `range` up to the one that holds `target`, then goes into it.
    private mutating func reach(_ target: Int, in range: Range<Int>, context: inout Context, conditions: inout [String]) {
        let file = index.files[context.file]
        var position = range.lowerBound
        while position < range.upperBound {
            guard spend() else {
                exhaustedAt = exhaustedAt ?? file.place(of: position)
                return
            }
            let token = file.tokens[position]
            // A `switch`'s labels (`case 1:`, `default:`) are not statements.
            if token.isIdentifier("case") || token.isIdentifier("default") {
                var colon = position + 1
                while colon < range.upperBound, !file.tokens[colon].isPunctuation(":") {
                    colon = isOpener(file.tokens[colon]) ? file.partners[colon] + 1 : colon + 1
                }
                position = colon + 1
                continue
            }
            let extent = statementExtent(from: position, limit: range.upperBound, in: context)
            if extent.contains(target) {
                // A block that may run later (`dispatch_async`, a completion handler) reads the locals as they are when
                // it runs: a change after its statement is noted.
                if extent.contains(where: { file.tokens[$0].isPunctuation("^") && $0 < target }),
                   spend(1 + (range.upperBound - extent.upperBound) / 8),
                   let changed = changedNames(in: extent.upperBound..<range.upperBound, in: context).first {
                    conditions.append(PathCondition.runsLater("block", line: file.place(of: extent.lowerBound).line, changed: changed, changeLine: nil).message)
                }
                enter(extent, toward: target, context: &context, conditions: &conditions)
                return
            }
            switch runStatement(extent, in: &context) {
            case .next: break
            case .returned:
                conditions.append(PathCondition.neverReached(returnsAt: file.place(of: extent.lowerBound).line).message)
                return
            case .mayLeave(_, let condition, _):
                conditions.append(PathCondition.reachedOnlyWhen(condition).message)
            }
            position = max(extent.upperBound, position + 1)
        }
    }

    /// Goes into the statement `extent`, which holds `target`.
    private mutating func enter(_ extent: Range<Int>, toward target: Int, context: inout Context, conditions: inout [String]) {
        // Code nested deeper than the interpreter runs: the message is reported as not read.
        guard depth < Self.maximumDepth else { return }
        depth += 1
        defer { depth -= 1 }
        let file = index.files[context.file]
        let tokens = file.tokens
        let first = tokens[extent.lowerBound]
        let line = file.place(of: extent.lowerBound).line
        func inner(_ body: Range<Int>) -> Range<Int> {
            guard !body.isEmpty, tokens[body.lowerBound].isPunctuation("{") else { return body }
            return body.lowerBound + 1..<max(body.lowerBound + 1, min(file.partners[body.lowerBound], body.upperBound))
        }
        // The token after the bracket `open` closes, within the statement (an unclosed one closes at its end).
        func afterClose(_ open: Int) -> Int { min(file.partners[open] + 1, extent.upperBound) }
        switch (first.kind, first.text) {
        case (.punctuation, "{"):
            reach(target, in: inner(extent), context: &context, conditions: &conditions)
        case (.identifier, "if") where extent.count > 2 && tokens[extent.lowerBound + 1].isPunctuation("("):
            let open = extent.lowerBound + 1
            let condition = open + 1..<max(open + 1, afterClose(open) - 1)
            let body = statementExtent(from: afterClose(open), limit: extent.upperBound, in: context)
            let text = Unresolved.oneLine(file.text(of: condition))
            if body.contains(target) {
                if let gate = availabilityGate(condition, in: context) {
                    context.gate = context.gate.combined(with: gate)
                } else {
                    conditions.append(PathCondition.when(text, holds: true, line: line).message)
                }
                reach(target, in: inner(body), context: &context, conditions: &conditions)
            } else {
                conditions.append(PathCondition.when(text, holds: false, line: line).message)
                reach(target, in: min(body.upperBound + 1, extent.upperBound)..<extent.upperBound, context: &context, conditions: &conditions)
            }
        case (.identifier, "for"), (.identifier, "while"), (.identifier, "switch"), (.identifier, "@synchronized"):
            let open = extent.lowerBound + 1
            guard open < extent.upperBound, tokens[open].isPunctuation("(") else { return }
            let head = Unresolved.oneLine(file.text(of: open + 1..<max(open + 1, afterClose(open) - 1)))
            switch first.text {
            case "for": conditions.append(PathCondition.eachElement(of: head, line: line).message)
            case "while": conditions.append(PathCondition.repeatedWhile(head, line: line).message)
            case "switch": conditions.append(PathCondition.matches(subject: head, label: nil, line: line).message)
            default: break
            }
            reach(target, in: inner(afterClose(open)..<extent.upperBound), context: &context, conditions: &conditions)
        case (.identifier, "do"), (.identifier, "@autoreleasepool"):
            let body = statementExtent(from: extent.lowerBound + 1, limit: extent.upperBound, in: context)
            reach(target, in: inner(body), context: &context, conditions: &conditions)
        case (.identifier, "@try"):
            for block in tryBlocks(extent, in: context) where block.body.lowerBound - 1 <= target && target < block.body.upperBound {
                if block.keyword == "@catch" {
                    if let parameter = block.parameter { _ = bindBlockParameters(parameter.lowerBound - 1..<parameter.upperBound + 1, in: &context) }
                    conditions.append(PathCondition.thrown(block: "the @try block", clause: "the @catch", line: file.place(of: block.body.lowerBound).line).message)
                }
                reach(target, in: block.body, context: &context, conditions: &conditions)
            }
        case (.directive, _):
            var covered: Set<Platform> = []
            var flags: [String] = []
            for clause in conditionalClauses(extent, in: context) {
                let text = Unresolved.oneLine(file.text(of: clause.conditionRange))
                guard clause.body.contains(target) else {
                    if let platforms = clause.condition { covered.formUnion(platforms) } else if !clause.isElse { flags.append("!(\(text))") }
                    continue
                }
                var platforms = Set(Platform.allCases).subtracting(covered)
                if !clause.isElse {
                    if let selected = clause.condition { platforms.formIntersection(selected) } else { flags.append(text) }
                }
                var gate = ImportedGate()
                gate.platforms = platforms
                context.gate = context.gate.combined(with: gate)
                if !flags.isEmpty {
                    conditions.append(PathCondition.compiledWhere(flags: flags, line: line).message)
                }
                reach(target, in: clause.body, context: &context, conditions: &conditions)
            }
        default:
            // A block among the statement's tokens that holds the message: into it. Otherwise this statement is the
            // message's: it runs, and the message registers.
            var position = extent.lowerBound
            while position < extent.upperBound, position < target {
                if tokens[position].isPunctuation("^"),
                   let open = (position..<extent.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
                   open < target, target < file.partners[open] {
                    _ = bindBlockParameters(position..<open, in: &context)
                    reach(target, in: open + 1..<file.partners[open], context: &context, conditions: &conditions)
                    return
                }
                position += 1
            }
            _ = runStatement(extent, in: &context)
        }
    }
}
