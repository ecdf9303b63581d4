/// What `actionable diff` found, ready for a renderer: the two sides, every change, and the strictness
/// that decides the exit status.
public struct ChangeReport: Hashable, Sendable {
    /// How the base side was named (a path, or `REV:path`).
    public var base: String
    /// How the head side was named.
    public var head: String
    /// Every change, sorted.
    public var changes: [Change]
    /// The least severe class that fails the check (`--fail-on`).
    public var threshold: FailureThreshold

    /// Creates a report; `changes` are sorted.
    public init(base: String, head: String, changes: [Change], threshold: FailureThreshold) {
        self.base = base
        self.head = head
        self.changes = changes.sorted()
        self.threshold = threshold
    }

    /// Whether any change fails the check.
    public var failed: Bool { changes.contains { $0.fails(threshold) } }

    /// How many changes count in `changeClass`: those of that class, and for `source` also those that remove
    /// or change a generated Swift case (a change can count in two classes).
    public func count(_ changeClass: ChangeClass) -> Int {
        changes.count { $0.classes.contains(changeClass) }
    }

    /// `3 changes: 1 wire, 1 behavior, 0 source, 1 compatible; fails on wire: failed` (or `no changes`).
    var summaryLine: String {
        guard !changes.isEmpty else { return "no changes" }
        let counts = ChangeClass.allCases.map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
        let verdict = switch threshold {
        case .none: "--fail-on none: passed"
        default: "--fail-on \(threshold.rawValue): \(failed ? "failed" : "passed")"
        }
        return "\(changes.count) \(changes.count == 1 ? "change" : "changes"): \(counts); \(verdict)"
    }
}

/// The ways `actionable diff` prints its report (`--format`).
public enum ChangeFormat: String, CaseIterable, Sendable {
    /// A summary table and one section per category, for a pull-request comment or `$GITHUB_STEP_SUMMARY`.
    case markdown
    /// `path:line:column: class: message [rule-id]` lines and a summary line.
    case text
    /// One JSON document for other tools.
    case json
    /// GitHub Actions annotations at the head side's `file:line`.
    case github

    /// The renderer for this format.
    public var renderer: any ChangeRenderer {
        switch self {
        case .markdown: return MarkdownChangeRenderer()
        case .text: return TextChangeRenderer()
        case .json: return JSONChangeRenderer()
        case .github: return GitHubChangeRenderer()
        }
    }
}

/// Turns a change report into the text of one output format.
public protocol ChangeRenderer: Sendable {
    /// The complete output for `report`.
    func render(_ report: ChangeReport) -> String
}
