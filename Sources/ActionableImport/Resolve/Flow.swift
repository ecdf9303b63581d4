/// How a statement hands on to the code after it, in either language: both interpreters run statements to a
/// ``Flow`` and hand a ``Flow/mayLeave(at:condition:returnsValue:)`` to ``FlowRunner/runRest(after:_:returnsValue:in:_:)``,
/// so what the code after a statement that may leave is worth is decided once.
enum Flow {
    /// The next statement runs.
    case next
    /// The code returns this value (`.other` for none; a marker when it throws).
    case returned(ImportedValue)
    /// The code may leave at `code` when the app decides (a `guard` or `if` on a run-time condition that returns, a
    /// loop, `switch`, `do` or `@catch` the import does not follow that returns): what follows runs only when
    /// `condition` holds, so what it changes is a marker, and so is what the code returns (`returnsValue`: the
    /// leaving part returns a value).
    case mayLeave(at: QuotedCode, condition: String, returnsValue: Bool)
}
/// A piece of the app's code as a marker quotes it: its text, on one line, and where it starts.
struct QuotedCode {
    /// The code, as a warning quotes it.
    var expression: String
    /// Where it starts.
    var place: SourcePlace

    /// A marker at this code, for `reason`.
    func marker(_ reason: String) -> Unresolved { Unresolved(expression: expression, place: place, reason: reason) }
}
/// What a piece of code (an `if`, a loop's body) may do, as each reader scans it: leave the routine around it
/// (`return`, `throw`), give a value when it does, and jump out of it (`break`, `continue`).
struct Exits {
    /// Whether it may leave the routine around it.
    var leaves: Bool
    /// Whether a `return` of its gives a value.
    var returnsValue: Bool
    /// Whether it may `break` or `continue` out of it.
    var jumps: Bool
}
extension Flow {
    /// How the code goes on after branches that each run under a gate (an `if #available` and its `else`, the
    /// clauses of `#if os(...)`), their changes merged: when every branch returns, the one value they make (or a
    /// marker at `code` when they differ in a way the definitions cannot say); when some return, or the code may
    /// leave (`leaves`), the code after it runs only when `condition` holds, and what it returns is the app's.
    static func afterBranches(_ returns: [(value: ImportedValue?, gate: ImportedGate)], leaves: Bool, at code: QuotedCode,
                              _ condition: String) -> Flow {
        let returned = returns.compactMap { branch in branch.value.map { (value: $0, gate: branch.gate) } }
        if !returned.isEmpty, returned.count == returns.count {
            return .returned(ValueMerge.mergeValues(returned, at: code.place)
                ?? .unresolved(code.marker("returns values under some OS versions that differ from those it returns under others")))
        }
        guard !returned.isEmpty || leaves else { return .next }
        return .mayLeave(at: code, condition: condition, returnsValue: true)
    }
}
extension Flow {
    /// The value the code returns, when it does.
    var returnedValue: ImportedValue? {
        if case .returned(let value) = self { return value }
        return nil
    }
}
