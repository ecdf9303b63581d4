/// Where an interpreter is, in either language (``RegistrationInterpreter/Context``,
/// ``ObjectiveCInterpreter/Context``): the locals, the gate of the code being run and what it has written. Setting and
/// growing locals, branching, merging branches and marking what a branch the app decides changes are implemented
/// once here, for both interpreters, so that a fix reaches Swift and Objective-C at once.
protocol InterpreterContext {
    /// Local variables (and, in Objective-C, the properties the code assigns) by name.
    var locals: [String: ImportedValue] { get set }
    /// The gate of the code being run, relative to the registration.
    var gate: ImportedGate { get set }
    /// The locals assigned or changed since the context was made: what a branch's merge looks at.
    var written: Set<String> { get set }
}

extension InterpreterContext {
    /// Sets the local `name`.
    mutating func set(_ name: String, _ value: ImportedValue) {
        locals[name] = value
        written.insert(name)
    }

    /// Adds `added`'s elements (or `added` itself) to the list `name`, at `position` (the end when `nil`), each under
    /// `gate`, in place: the list is not copied, so a loop of appends costs what it adds.
    mutating func append(_ added: ImportedValue, to name: String, gate: ImportedGate, at position: Int?) {
        var value = locals.removeValue(forKey: name) ?? .list([])
        value.insert(added, gate: gate, at: position)
        set(name, value)
    }

    /// A copy for a branch, with nothing written yet; the copy of its locals is charged to `budget`.
    func branch(charging budget: inout Int) -> Self {
        budget -= min(budget, locals.count)
        var copy = self
        copy.written = []
        return copy
    }

    /// The locals after `branches`, each run under its gate (``ValueMerge/merge(_:branches:at:)``); the merge is
    /// charged to `budget`.
    mutating func merge(_ branches: [(context: Self, gate: ImportedGate)], at place: SourcePlace, charging budget: inout Int) {
        let names = ValueMerge.merge(&locals, branches: branches.map { ($0.context.locals, $0.context.written, $0.gate) }, at: place)
        budget -= min(budget, ValueMerge.cost(of: names, in: locals))
        written.formUnion(names)
    }

    /// Each of `names` that is a local here, made unknown: code the import does not model may change it. A list
    /// keeps its known elements and gains one marker element; any other value becomes the marker. `marker` makes the
    /// marker of the local's name.
    mutating func markChanged(_ names: some Sequence<String>, marker: (String) -> Unresolved) {
        for name in names {
            guard let before = locals[name] else { continue }
            if case .list = before { append(.unresolved(marker(name)), to: name, gate: gate, at: nil) } else { set(name, .unresolved(marker(name))) }
        }
    }

    /// What `branch` changed, made unknown here, since it happens only `when` (a condition the app decides, a build
    /// flag, a loop over run-time data): for each list the branch grew or assigned, one marker element (what it adds
    /// or changes), the known elements kept; each other local the branch assigned, a marker. `marker` makes the
    /// marker of a reason.
    mutating func markChanges(of branch: Self, _ when: String, marker: (String) -> Unresolved) {
        for name in branch.written.sorted() {
            guard let after = branch.locals[name] else { continue }
            guard let before = locals[name] else {
                // Declared there (an `#if` clause makes no scope): known only where the branch runs.
                set(name, .unresolved(marker("declares '\(name)' \(when)")))
                continue
            }
            if case .list(let elements) = before {
                let grows = if case .list(let grown) = after { grown.count > elements.count } else { false }
                append(.unresolved(marker(grows ? "adds to '\(name)' \(when)" : "changes '\(name)' \(when)")), to: name, gate: gate, at: nil)
            } else {
                set(name, .unresolved(marker("changes '\(name)' \(when)")))
            }
        }
    }
}

/// What both interpreters keep of running out of steps, and the one way they report it: the registration being
/// evaluated has its share (``stepsPerCall``); where it ran out (``exhaustedAt``) becomes a warning there and a note at
/// the call, never a silent skip.
protocol StepShare {
    /// Each registration call's share of the steps (``Importer/stepsPerCall(sourceBytes:calls:)``).
    var stepsPerCall: Int { get }
    /// Where the registration being evaluated ran out of steps, if it did: what follows that place was not read.
    var exhaustedAt: SourcePlace? { get set }
    /// What a registration call depends on that only the running app decides (or that was not read), at the call.
    var notes: [(place: SourcePlace, message: String)] { get set }
    /// Each place a registration's steps ran out, with what it means, in words.
    var exhaustions: [(place: SourcePlace, message: String)] { get set }
    /// Steps left for the whole import.
    var budget: Int { get set }
    /// Steps left for the registration being evaluated.
    var callBudget: Int { get set }
}

extension StepShare {
    /// Takes `units` steps from the budget and from the registration's; `false` (and both spent, for the
    /// registration) when either cannot pay.
    mutating func spend(_ units: Int = 1) -> Bool {
        guard budget >= units, callBudget >= units, budget > 0, callBudget > 0 else {
            callBudget = 0
            return false
        }
        budget -= units
        callBudget -= units
        return true
    }

    /// Reports, at the registration `call` and where it happened, that its evaluation ran out of steps (if it did):
    /// the definitions may lack what the code after that place registers.
    mutating func noteExhaustion(of call: SourcePlace) {
        guard let place = exhaustedAt else { return }
        exhaustedAt = nil
        notes.append((call, "is not read whole: its share of the import's steps (\(stepsPerCall)) ran out at \(place.fileAndLine), and what the code does from there is not in the definitions"))
        exhaustions.append((place, "the import ran out of steps here, evaluating the setNotificationCategories call at \(call.fileAndLine): nothing from here on is read for it"))
    }
}
