/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, CaseIterable {
    /// The input is wrong; nothing is generated.
    case error
    /// The input works but probably not as intended; generation goes on.
    case warning
    /// Information worth knowing that asks for no change, such as an option newer systems ignore.
    /// `--warnings-as-errors` leaves it alone, and it is not counted in the summary.
    case note

    /// The kind of GitHub Actions workflow command that shows a diagnostic of this severity.
    public var workflowCommand: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }
}

/// One problem found in the input, as a value: which rule found it, where, and what to do about it.
///
/// Every stage of the pipeline reports problems by returning diagnostics; renderers turn them into text.
/// Messages quote user text only through ``DiagnosticText/quoted(_:)``, so a crafted identifier cannot
/// forge a line of output.
public struct Diagnostic: Hashable, Sendable {
    /// The rule that found the problem.
    public var rule: Rule
    /// The severity; the rule's default unless warnings were promoted to errors.
    public var severity: Severity
    /// A one-line message.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Related places, such as the first definition of a duplicated identifier.
    public var notes: [Note]

    /// A secondary message attached to a diagnostic, pointing at a related place.
    public struct Note: Hashable, Sendable {
        /// A one-line message.
        public var message: String
        /// The related place.
        public var location: SourceLocation

        /// Creates a note.
        public init(_ message: String, at location: SourceLocation) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic with the rule's default severity. At an alias (`*name`), the first note points
    /// at the text the alias copies.
    public init(_ rule: Rule, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.rule = rule
        self.severity = rule.severity
        self.message = message
        self.location = location
        self.notes = notes
        if let anchored = location.aliasOf {
            let place = SourceLocation(path: location.path, line: anchored.line, column: anchored.column)
            if !notes.contains(where: { $0.location == place }) {
                self.notes.insert(Note("through this alias; the text it copies is written here", at: place), at: 0)
            }
        }
    }
}

extension Diagnostic: Comparable {
    /// Orders by location, then rule and message, so that output is stable.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule.rawValue < rhs.rule.rawValue }
        return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The same diagnostics with every warning turned into an error (`--warnings-as-errors`); notes stay notes.
    public func promotingWarningsToErrors() -> [Diagnostic] {
        map { diagnostic in
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }
}
