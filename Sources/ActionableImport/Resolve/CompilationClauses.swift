import ActionableCore

/// A clause of a conditional compilation block as both readers give it: Swift's `#if`/`#elseif`/`#else`,
/// Objective-C's `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`.
struct CompilationClause {
    /// The platforms its condition selects (every platform for `#else`); `nil` for a condition on anything else (a
    /// flag, `DEBUG`), which only the build decides.
    var platforms: Set<Platform>?
    /// Its condition as written (empty for `#else`).
    var condition: String
    /// Where a marker of what it changes stands: its condition (or its keyword).
    var code: QuotedCode
}

extension FlowRunner {
    /// Runs the clauses of a conditional compilation block at `code`, once each (`body` runs the clause at an index):
    /// a platform clause under the platforms earlier clauses left, the branches merged; a clause on anything else,
    /// and every clause after one, is compiled only in some builds, so what it changes is a marker. What no clause
    /// covers keeps the code before. A block makes no scope: what a clause declares is the code's after it. What the
    /// clauses return, and whether the block may leave (`leaves`), decide how the code goes on (``Flow/afterBranches``).
    mutating func runCompilationClauses(_ clauses: [CompilationClause], at code: QuotedCode, leaves: Bool, in context: inout Context,
                                        _ body: (inout Self, Int, inout Context) -> ImportedValue?) -> Flow {
        var branches: [(context: Context, gate: ImportedGate)] = []
        var returns: [(value: ImportedValue?, gate: ImportedGate)] = []
        var covered: Set<Platform> = []
        var flags: [String] = []
        for (position, clause) in clauses.enumerated() {
            if clause.platforms == nil { flags.append(clause.condition) }
            guard flags.isEmpty, let selected = clause.platforms else {
                // Compiled only in builds where the flags before it fail and its own condition holds.
                var branch = self.branch(of: context)
                _ = body(&self, position, &branch)
                context.markAdditions(of: branch, at: clause.code,
                                      "only in builds where the conditions '\(Unresolved.oneLine(flags.joined(separator: ", ")))' say so")
                continue
            }
            let platforms = selected.subtracting(covered)
            covered.formUnion(platforms)
            var gate = ImportedGate()
            gate.platforms = platforms
            var clauseContext = branch(of: context)
            clauseContext.gate = context.gate.combined(with: gate)
            let value = body(&self, position, &clauseContext)
            branches.append((clauseContext, gate))
            returns.append((value, gate))
        }
        if covered != Set(Platform.allCases) && flags.isEmpty {
            var gate = ImportedGate()
            gate.platforms = Set(Platform.allCases).subtracting(covered)
            branches.append((branch(of: context), gate))
            returns.append((nil, gate))
        }
        for branch in branches { for name in branch.context.written where context.locals[name] == nil { context.locals[name] = .other } }
        context.merge(branches, at: code.place, charging: &budget)
        // Each platform's clause may return its own value: one value for all of them, gated, or the app's.
        return .afterBranches(returns, leaves: leaves, at: code, "the code of the conditional compilation block at line \(code.place.line) does not leave")
    }
}
