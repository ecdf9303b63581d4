import ActionableCore

/// A git revision laid over the file system, as an ``InputTree``: below the repository's top level, what the
/// revision holds (files, directories and symbolic links, listed with `git ls-tree`); everywhere else, the
/// disk. So a link in the revision resolves exactly as the same link in the working tree does, and a link that
/// leads outside the repository reads the same outside file on both sides of a comparison.
///
/// Each top-level entry of the revision is listed (recursively, with `-z`, so any name is safe) the first
/// time a path under it is asked for, and link targets are read in one `git cat-file --batch` per listing.
/// A git failure is kept in ``failure`` and the tree answers as if the entry were missing.
final class RevisionTree: InputTree {
    /// One blob, link or submodule of the revision.
    struct Object {
        /// `100644`, `100755`, `120000` (a link), `160000` (a submodule).
        var mode: String
        /// The object's name.
        var object: String
        /// The blob's size; 0 for a submodule.
        var size: Int
    }

    /// The revision as the user wrote it.
    let revision: String
    /// The repository's top level, with no link on it.
    let top: [String]
    /// The first git failure, if any: the listing is then incomplete, and the side cannot be trusted.
    private(set) var failure: String?

    private let disk = DiskTree()
    /// Objects by their path below the top level.
    private var objects: [[String]: Object] = [:]
    /// The names in each directory below the top level (the top level's own under `[]`).
    private var directories: [[String]: Set<String>] = [:]
    /// Link targets by object name.
    private var targets: [String: String] = [:]
    /// The top-level names whose subtree is listed.
    private var listed: Set<String> = []
    /// Paths whose last name is not UTF-8 (shown with replacement characters, so they name nothing).
    private var undecodable: Set<[String]> = []

    /// The tree of `revision` in the repository at `top`.
    init(revision: String, top: [String]) {
        self.revision = revision
        self.top = top
    }

    /// The object at `path`, if `path` is below the top level and a blob, link or submodule there.
    func object(at path: [String]) -> Object? {
        guard path.count > top.count, path.starts(with: top) else { return nil }
        let inner = Array(path.dropFirst(top.count))
        load(inner[0])
        return objects[inner]
    }

    func entry(at path: [String]) -> InputEntry {
        guard path.starts(with: top) else { return disk.entry(at: path) }
        let inner = Array(path.dropFirst(top.count))
        guard let first = inner.first else { return .directory }
        load(first)
        if let object = objects[inner] {
            switch object.mode {
            case "120000": return targets[object.object].map { .link(target: $0) } ?? .missing
            case "160000": return .other
            default: return .file(size: object.size)
            }
        }
        return directories[inner] == nil ? .missing : .directory
    }

    func names(in path: [String]) -> Result<[InputName], InputTreeFailure> {
        guard path.starts(with: top) else { return disk.names(in: path) }
        let inner = Array(path.dropFirst(top.count))
        if let first = inner.first { load(first) } else { loadTopLevel() }
        guard let names = directories[inner] else { return .failure(InputTreeFailure(reason: "Not a directory")) }
        return .success(names.map { InputName($0, isUTF8: !undecodable.contains(inner + [$0])) })
    }

    // MARK: - Listing

    /// Lists the top level's own entries (not recursively).
    private func loadTopLevel() {
        guard directories[[]] == nil else { return }
        directories[[]] = []
        for entry in list([]) {
            directories[[], default: []].insert(entry.path[0])
        }
    }

    /// Lists everything below the top-level entry `name`, once.
    private func load(_ name: String) {
        guard listed.insert(name).inserted else { return }
        var links: [String] = []
        for entry in list([name]) {
            objects[entry.path] = entry.object
            for depth in 0..<entry.path.count {
                directories[Array(entry.path[..<depth]), default: []].insert(entry.path[depth])
            }
            if entry.object.mode == "120000" { links.append(entry.object.object) }
        }
        guard !links.isEmpty else { return }
        do {
            for (object, bytes) in zip(links, try GitRevisionReader.blobs(links, in: top)) {
                targets[object] = String(decoding: bytes, as: UTF8.self)
            }
        } catch {
            failure = failure ?? error.message
        }
    }

    /// `git ls-tree` of the revision: everything below `path` (recursively), or the top level's entries
    /// when `path` is empty.
    private func list(_ path: [String]) -> [(path: [String], object: Object)] {
        var arguments = ["ls-tree", "-z", "-l", "--full-tree"]
        if !path.isEmpty { arguments.append("-r") }
        arguments += ["--end-of-options", revision]
        if !path.isEmpty { arguments += ["--", path.joined(separator: "/")] }
        let listing: Subprocess.Outcome
        do {
            listing = try GitRevisionReader.git(arguments, in: top)
        } catch {
            failure = failure ?? error.message
            return []
        }
        guard listing.status == 0 else {
            failure = failure ?? "git ls-tree failed: \(listing.errorText)"
            return []
        }
        var entries: [(path: [String], object: Object)] = []
        for line in listing.output.split(separator: 0) {
            guard let tab = line.firstIndex(of: 9) else { continue }
            let fields = line[..<tab].split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
            let raw = line[(tab + 1)...].split(separator: 47)
            let components = raw.map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 4, !components.isEmpty else { continue }
            for depth in components.indices where !components[depth].utf8.elementsEqual(raw[depth]) {
                undecodable.insert(Array(components[...depth]))
            }
            guard fields[1] != "tree" else {
                directories[components, default: []] = directories[components, default: []]
                if let name = components.first, components.count == 1 { directories[[], default: []].insert(name) }
                continue
            }
            entries.append((components, Object(mode: fields[0], object: fields[2], size: Int(fields[3]) ?? 0)))
        }
        return entries
    }
}
