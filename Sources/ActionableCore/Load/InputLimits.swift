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
