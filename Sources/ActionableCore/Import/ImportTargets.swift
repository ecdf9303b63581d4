/// The app's targets in the given folder: each source file belongs to the target whose folder holds it (the
/// deepest, when folders nest). Targets run in processes of their own (an app, its widget, its watch app), so their
/// registration calls do not replace each other's.
public struct ImportTargets: Sendable {
    /// The targets' folders, normalized (no `./`, no trailing `/`), deepest first.
    private let folders: [String]

    /// The targets whose folders are `folders`, as the sources' paths start.
    public init(_ folders: [String]) {
        self.folders = Set(folders.map(Self.normalized).filter { !$0.isEmpty }).sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// The folder of the target `path` belongs to, or `nil` when no target's folder holds it.
    public func target(of path: String) -> String? {
        let file = Self.normalized(path)
        return folders.first { file.hasPrefix($0 + "/") }
    }

    /// `path` without leading `./` and trailing `/`.
    public static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }
}
