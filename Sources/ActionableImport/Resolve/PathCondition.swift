/// What only the running app (or the build) decides on the way to a registration call, in either language: both
/// registration paths note it as one of these, so it is said one way, at the call.
enum PathCondition {
    /// Under a condition that must hold, or fail (`if`, `else`, a ternary's branch, a `guard`'s `else`).
    case when(_ condition: String, holds: Bool, line: Int)
    /// In a loop over a sequence (each run registers again).
    case eachElement(of: String, line: Int)
    /// In a `while` or `repeat` loop.
    case repeatedWhile(_ condition: String, line: Int)
    /// In a `switch` case (`label` `nil`: the case around the call).
    case matches(subject: String, label: String?, line: Int)
    /// In a `switch` case that the value the import knows does not match.
    case neverMatches(subject: String, label: String, line: Int)
    /// In a `catch` (`@catch`) clause of a block (`the do block`), at `line`.
    case thrown(block: String, clause: String, line: Int)
    /// In a conditional compilation clause that only some builds compile.
    case compiledWhere(flags: [String], line: Int)
    /// In a closure or block that may run later, with a change after it (`line`: where, when known).
    case runsLater(_ what: String, line: Int, changed: String, changeLine: Int?)
    /// After a statement that may leave first.
    case reachedOnlyWhen(_ condition: String)
    /// After a statement that returns.
    case neverReached(returnsAt: Int)
    /// In the `else` of an `#available` every OS version the generated code supports has.
    case neverUnavailable(_ condition: String, line: Int)
    /// In a routine with several callers, each of which registers.
    case eachCaller(name: String, places: String)

    /// The note at the call, after "this setNotificationCategories call".
    var message: String {
        switch self {
        case .when(let condition, let holds, let line):
            "runs only when '\(condition)' \(holds ? "holds" : "fails") (line \(line))"
        case .eachElement(let sequence, let line):
            "runs once for each element of '\(sequence)' (line \(line)): each run replaces the categories of the one before"
        case .repeatedWhile(let condition, let line):
            "runs again and again while '\(condition)' holds (line \(line))"
        case .matches(let subject, let label?, let line):
            "runs only when '\(subject)' matches '\(label)' (line \(line))"
        case .matches(let subject, nil, let line):
            "runs only when '\(subject)' matches the case around it (line \(line))"
        case .neverMatches(let subject, let label, let line):
            "is never reached: '\(subject)' does not match '\(label)' (line \(line))"
        case .thrown(let block, let clause, let line):
            "runs only when the code of \(block) throws (\(clause) at line \(line))"
        case .compiledWhere(let flags, let line):
            "is compiled only in builds where '\(Unresolved.oneLine(flags.joined(separator: " && ")))' holds (line \(line))"
        case .runsLater(let what, let line, let changed, let changeLine):
            "runs in a \(what) that may run later than where it stands (line \(line)), and '\(changed)' changes after it\(changeLine.map { " (line \($0))" } ?? ""): the import does not know which value the \(what) reads"
        case .reachedOnlyWhen(let condition):
            "is reached only when \(condition)"
        case .neverReached(let line):
            "is never reached: the code returns at line \(line), before it"
        case .neverUnavailable(let condition, let line):
            "is never reached where the generated code runs: '\(condition)' holds on every OS version it supports (line \(line))"
        case .eachCaller(let name, let places):
            "registers what each call of \(name) passes (\(places)): each call replaces the categories of the one before when the app runs it"
        }
    }
}
