/// An interpreter that runs statements to a ``Flow``: what the two languages share of control flow.
protocol FlowRunner {
    associatedtype Context: InterpreterContext
    /// Steps left: what branches copy and merge is charged to it.
    var budget: Int { get set }
    /// A copy of `context` for a branch (``InterpreterContext/branch(charging:)``), charged to the budget.
    mutating func branch(of context: Context) -> Context
}
extension FlowRunner {
    /// The code after a statement that may leave at `code` runs as `if condition { rest }`: `rest` runs in a branch,
    /// what it changes becomes a marker here; the value the code returns, when the leaving statement or the rest
    /// returns one, is a marker (which of the two the app returns is its business). `nil` when neither returns one.
    mutating func runRest(after code: QuotedCode, _ condition: String, returnsValue: Bool, in context: inout Context,
                          _ rest: (inout Self, inout Context) -> ImportedValue?) -> ImportedValue? {
        var branch = branch(of: context)
        let restValue = rest(&self, &branch)
        context.markAdditions(of: branch, at: code, "only when \(condition)")
        guard returnsValue || restValue != nil else { return nil }
        return .unresolved(code.marker("returns a value that depends on whether \(condition)"))
    }
}
extension InterpreterContext {
    /// What `branch` changed, made unknown here since it happens only `when` (``markChanges(of:_:marker:)``), each
    /// marker at `code`.
    mutating func markAdditions(of branch: Self, at code: QuotedCode, _ when: String) {
        markChanges(of: branch, when, marker: code.marker)
    }
}
extension FlowRunner {
    /// An `if` (`if (...)` in Objective-C) whose condition is a gate (`#available`, `@available`) or, when `gate` is
    /// `nil`, one the app decides. Under a gate both branches run, merged, and a value both return is one value;
    /// otherwise what each branch changes is a marker at `condition`. Either way, where the `if` may leave
    /// (`exits`, or one branch returning), the code after it runs only when it does not. `description` names it
    /// (`the if at line 3 on 'beta'`); `then` and `otherwise` run the branches.
    mutating func runIf(gate: ImportedGate?, at head: QuotedCode, condition: QuotedCode, _ description: String, exits: Exits,
                        in context: inout Context, then: (inout Self, inout Context) -> Flow,
                        otherwise: ((inout Self, inout Context) -> Flow)?) -> Flow {
        guard let gate else {
            var thenContext = branch(of: context)
            _ = then(&self, &thenContext)
            context.markAdditions(of: thenContext, at: condition, "only when a condition computed at run time holds")
            if let otherwise {
                var otherwiseContext = branch(of: context)
                _ = otherwise(&self, &otherwiseContext)
                context.markAdditions(of: otherwiseContext, at: condition, "only when a condition computed at run time fails")
            }
            guard exits.leaves || exits.jumps else { return .next }
            return .mayLeave(at: head, condition: "\(description) does not leave", returnsValue: exits.returnsValue)
        }
        var thenContext = branch(of: context)
        thenContext.gate = context.gate.combined(with: gate)
        let thenFlow = then(&self, &thenContext)
        guard gate != .none else {
            // A gate that always holds (`#available(iOS 11, *)`, below the generated code's lowest deployment
            // target): the `if` is its body, and the `else` never runs.
            context.merge([(thenContext, .none)], at: head.place, charging: &budget)
            return thenFlow
        }
        var otherwiseContext = branch(of: context)
        let otherwiseFlow = otherwise.map { $0(&self, &otherwiseContext) } ?? .next
        context.merge([(thenContext, gate), (otherwiseContext, .none)], at: head.place, charging: &budget)
        // A value returned by both branches (an action with an icon from iOS 15, without before) is one value; one
        // branch that returns (or may) and one that goes on: the code after the `if` runs under some OS versions only.
        let otherwiseLeaves = if case .mayLeave = otherwiseFlow { true } else { false }
        return .afterBranches([(thenFlow.returnedValue, gate), (otherwiseFlow.returnedValue, .none)],
                              leaves: otherwiseLeaves || exits.leaves || exits.jumps, at: head, "\(description) does not return")
    }
}
extension FlowRunner {
    /// Code the import does not model at `code` (a `while` loop, a `switch` on a run-time value), whose `body` runs
    /// `when` the app decides: what the body changes is a marker, and what the code may change beside it
    /// (`markUnmodelled`, given what the body's run showed); when it may leave (`exits`), the code after it is the
    /// app's too. `what` names it (`the while loop at line 3`).
    mutating func runUnmodelled(at code: QuotedCode, _ what: String, when: String, exits: Exits, in context: inout Context,
                                body: ((inout Self, inout Context) -> Void)?,
                                markUnmodelled: (inout Self, inout Context, _ shown: Set<String>) -> Void) -> Flow {
        var shown: Set<String> = []
        if let body {
            var inner = branch(of: context)
            body(&self, &inner)
            context.markAdditions(of: inner, at: code, "in \(what), \(when)")
            shown = inner.written
        }
        markUnmodelled(&self, &context, shown)
        guard exits.leaves else { return .next }
        return .mayLeave(at: code, condition: "\(what) does not return or throw", returnsValue: exits.returnsValue)
    }
}
extension FlowRunner {
    /// A `for` loop at `code` (`what` names it, `the for loop at line 3`) over `sequence`: over `elements` (a list
    /// the import reads, when the loop is one it follows), the body once per element, `name` bound to it under its
    /// gate, in the code's own context; over anything else (`elements` `nil`), the body once in a branch, what it
    /// changes a marker at the sequence `when` the app decides (`binding` binds the loop's names there). A body that
    /// may return with no value leaves the code after the loop conditional.
    mutating func runLoop(at code: QuotedCode, over sequence: QuotedCode, _ what: String, elements: [(value: ImportedValue, gate: ImportedGate)]?,
                          binding name: String,
                          when: String, exits: Exits, in context: inout Context,
                          binding bind: (inout Self, inout Context) -> Void = { _, _ in },
                          body: (inout Self, inout Context) -> ImportedValue?) -> Flow {
        let leaving = Flow.mayLeave(at: code, condition: "\(what) does not return or throw", returnsValue: exits.returnsValue)
        guard let elements else {
            var inner = branch(of: context)
            bind(&self, &inner)
            _ = body(&self, &inner)
            context.markAdditions(of: inner, at: sequence, "in \(what), \(when)")
            return exits.leaves ? leaving : .next
        }
        let saved = context.locals[name]
        let outerGate = context.gate
        defer {
            context.gate = outerGate
            if let saved { context.locals[name] = saved } else { context.locals[name] = nil }
        }
        for element in elements {
            context.set(name, element.value)
            context.gate = outerGate.combined(with: element.gate)
            if let value = body(&self, &context) { return .returned(value) }
        }
        // A `return` under a condition the app decides, whose value is none: the code after the loop is the app's.
        return exits.leaves ? leaving : .next
    }
}
