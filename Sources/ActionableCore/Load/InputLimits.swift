/// Bounds on what one input file may make the loader do. libyaml 0.2.5 limits neither nesting depth
/// (its cost per token grows with depth: 100 000 nested brackets take it tens of seconds) nor alias
/// expansion, so the loader checks these while it pulls events and stops at the first one passed,
/// with an `input-limit` error at the place it happened.
///
/// Real definition files need about five levels and a few thousand nodes; the defaults leave room
/// for a monorepo's whole catalog in one file.
public struct InputLimits: Hashable, Sendable {
    /// The largest file, in bytes, checked before parsing starts.
    public var maxFileBytes: Int
    /// The deepest nesting of lists and mappings.
    public var maxDepth: Int
    /// The most nodes one file may produce, counting every node an alias copies.
    public var maxNodes: Int
    /// The longest scalar, in UTF-8 bytes.
    public var maxScalarBytes: Int
    /// The most bytes all the inputs of one run may have together.
    public var maxTotalBytes: Int
    /// The most diagnostics of one rule printed in one run; the rest are summed up in one more.
    public var maxDiagnosticsPerRule: Int
    /// The largest manifest or String Catalog read: files actionable writes itself, which a large catalog of
    /// definitions makes larger than any one definition file (20,000 categories: a 47 MB manifest). The same
    /// bound applies when they are written, so the tool never writes one it would not read back.
    public var maxGeneratedFileBytes = 256 * 1024 * 1024
    /// How many times its own size the text of a file may come to once every alias is copied, on top of
    /// ``expansionAllowance``: an alias copies its anchor's text, and every output repeats what it copies, so
    /// this keeps what a file makes the tool write proportional to the file.
    public var maxExpansion = 16
    /// The bytes of text every file may come to beyond ``maxExpansion`` times its size (64 KiB), so that a
    /// small file may still reuse a text a few times.
    public var expansionAllowance = 64 * 1024

    /// The most bytes of text (scalars, with every alias's copy counted) a file of `fileBytes` bytes may come to.
    public func maxExpandedTextBytes(forFileOf fileBytes: Int) -> Int {
        fileBytes * maxExpansion + expansionAllowance
    }

    /// The documented defaults: 8 MiB a file and 256 MiB in all, depth 64, 1 000 000 nodes, 64 KiB scalars,
    /// 200 diagnostics per rule.
    public static let `default` = InputLimits(
        maxFileBytes: 8 * 1024 * 1024,
        maxDepth: 64,
        maxNodes: 1_000_000,
        maxScalarBytes: 64 * 1024
    )

    /// Creates limits.
    public init(
        maxFileBytes: Int, maxDepth: Int, maxNodes: Int, maxScalarBytes: Int, maxTotalBytes: Int = 256 * 1024 * 1024,
        maxDiagnosticsPerRule: Int = 200
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxScalarBytes = maxScalarBytes
        self.maxTotalBytes = maxTotalBytes
        self.maxDiagnosticsPerRule = maxDiagnosticsPerRule
    }
}

extension InputLimits {
    /// The `input-limit` error, at the first line of `file`, when `file` is larger than `maxFileBytes`, or `nil`
    /// when it is not. Every reader checks an input's size through this. A reader stops one byte past the
    /// limit, so the message names the limit, not the file's size.
    /// - Parameters:
    ///   - subject: what the file is, as the message begins ("file", "the manifest").
    ///   - reason: why the limit matters for this kind of file, appended after a semicolon.
    /// - Parameter limit: the limit, when not ``maxFileBytes`` (``maxGeneratedFileBytes`` for a manifest or a catalog).
    public func oversizeError(_ file: SourceFile, subject: String = "file", reason: String? = nil, limit: Int? = nil) -> Diagnostic? {
        let limit = limit ?? maxFileBytes
        guard file.contents.count > limit else { return nil }
        let message = "\(subject) is over the limit of \(limit) bytes and is not read" + (reason.map { "; \($0)" } ?? "")
        return Diagnostic(.inputLimit, message, at: SourceLocation(path: file.path, line: 1, column: 1))
    }
}
