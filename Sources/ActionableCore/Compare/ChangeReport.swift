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
    /// How a base-side file's path becomes the same file's path in the head side, when the sides say.
    public var pathMapping: PathMapping?
    /// A file of the head side (its configuration file, else its first definition file), for a change that
    /// has a place in neither side, such as a renamed namespace.
    public var headFile: String?
    /// The two sides compared, for a renderer that draws them (`html`); `nil` when they were not kept.
    public var sides: Sides?

    /// The two snapshots a report compares.
    public struct Sides: Hashable, Sendable {
        /// The base side.
        public var base: Snapshot
        /// The head side.
        public var head: Snapshot

        /// Creates the pair.
        public init(base: Snapshot, head: Snapshot) {
            self.base = base
            self.head = head
        }
    }

    /// Creates a report; `changes` are sorted.
    public init(
        base: String, head: String, changes: [Change], threshold: FailureThreshold, pathMapping: PathMapping? = nil,
        headFile: String? = nil, sides: Sides? = nil
    ) {
        self.sides = sides
        self.base = base
        self.head = head
        self.changes = changes.sorted()
        self.threshold = threshold
        self.pathMapping = pathMapping
        self.headFile = headFile
    }

    /// The most changes the JSON, SARIF and HTML reports list; the rest are counted in a note (`notShown` in JSON).
    /// The changes are sorted most severe first, so the strictest class is always among those listed.
    public static let maxListedChanges = 1_000
    /// The most changes annotated in the GitHub format (GitHub shows ten of a kind per step in any case).
    public static let maxAnnotations = 50
    /// The most categories the HTML report draws, changed and unchanged each.
    public static let maxDrawnCategories = 100

    /// The first `limit` changes and how many more there are.
    public func listedChanges(atMost limit: Int = maxListedChanges) -> (listed: ArraySlice<Change>, notShown: Int) {
        (changes.prefix(limit), max(0, changes.count - limit))
    }

    /// The note that says `count` changes are left out of a report, naming the format that lists them all.
    public static func notShownNote(_ count: Int) -> String {
        "\(count) more \(count == 1 ? "change is" : "changes are") not shown here; `actionable diff --format text` lists every change"
    }

    /// Where an annotation or a code-scanning result for `change` goes: its place in the head side; else, for
    /// a removal, the whole file in the head side where the subject was; else ``headFile``.
    public func place(of change: Change) -> SourceLocation? {
        if let location = change.location { return location }
        if let baseLocation = change.baseLocation, let path = pathMapping?.headPath(of: baseLocation.path) {
            return SourceLocation(path: path)
        }
        return headFile.map { SourceLocation(path: $0) }
    }

    /// Maps base-side paths to head-side paths by replacing a prefix: `main:` → `` for `--against main`,
    /// `old` → `new` for two directories, `a.json` → `b.json` for two manifests.
    public struct PathMapping: Hashable, Sendable {
        /// The base side's prefix.
        public var basePrefix: String
        /// What replaces it in the head side.
        public var headPrefix: String

        /// Creates a mapping.
        public init(basePrefix: String, headPrefix: String) {
            self.basePrefix = basePrefix
            self.headPrefix = headPrefix
        }

        /// The head side's path for `path`, or `nil` when `path` is not under the base prefix (a whole
        /// path component, unless the prefix ends in `/` or `:`).
        public func headPath(of path: String) -> String? {
            if path == basePrefix { return headPrefix }
            guard path.hasPrefix(basePrefix) else { return nil }
            let rest = path.dropFirst(basePrefix.count)
            if basePrefix.hasSuffix("/") || basePrefix.hasSuffix(":") { return headPrefix + rest }
            guard rest.hasPrefix("/") else { return nil }
            return headPrefix + rest
        }
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
    /// A SARIF 2.1.0 log for GitHub code scanning.
    case sarif
    /// One self-contained HTML page: each changed category drawn before and after, side by side.
    case html

    /// The renderer for this format; SARIF's artifact URIs are made relative to `workingDirectory` (absolute).
    public func renderer(workingDirectory: String? = nil) -> any ChangeRenderer {
        switch self {
        case .markdown: return MarkdownChangeRenderer()
        case .text: return TextChangeRenderer()
        case .json: return JSONChangeRenderer()
        case .github: return GitHubChangeRenderer()
        case .sarif: return SARIFChangeRenderer(workingDirectory: workingDirectory)
        case .html: return HTMLChangeRenderer()
        }
    }
}

/// Turns a change report into the text of one output format.
public protocol ChangeRenderer: Sendable {
    /// The complete output for `report`.
    func render(_ report: ChangeReport) -> String
}
