/// Where the generated file finds the code that reads and writes payloads (`PayloadValue`, the codecs, the
/// readers of dates, URLs and patterns): the `ActionableRuntime` library, or a private copy inside the file.
public enum RuntimeMode: String, CaseIterable, Sendable {
    /// The file imports `ActionableRuntime`, a library product of the Actionable package: the file holds only what
    /// the definitions say, and a fix to the runtime reaches it without regenerating. The default.
    case module
    /// The file carries the runtime's source, made private to it (what the app sees of it keeps the file's
    /// access level): for a target that cannot add a package dependency (a committed file from the CLI, a
    /// Makefile rule, an Xcode build phase).
    case embedded
}
