import ActionableCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the definition files of a git revision of the repository around the working directory, through git
/// itself (`ls-tree`, `cat-file --batch`): no checkout, and the working tree is never touched. It finds files
/// as ``InputReader`` does on disk, with the same ``InputWalker`` over a ``RevisionTree``: `*.yaml` and `*.yml`
/// at any depth, hidden entries skipped, symbolic links followed within the revision exactly as in the working
/// tree (and refused where they lead outside the repository), configuration files set apart.
struct GitRevisionReader {
    /// What went wrong running git.
    struct Failure: Error {
        /// A one-line explanation.
        var message: String
    }

    /// The revision, as the user wrote it (`main`, `origin/main`, `HEAD~1`, a hash).
    let revision: String
    /// The limits: a blob over `maxFileBytes` (by the size git lists) is reported and never read, and all the
    /// blobs together stay within `maxTotalBytes`.
    let limits: InputLimits
    /// The repository's top level, with no link on it.
    let top: [String]
    /// Whether links may lead outside the repository (`--allow-outside-inputs`); what they lead to is then
    /// read from the disk, as on the working tree's side.
    var allowsOutside = false

    /// The top level of the repository around the working directory, with every link resolved.
    static func topLevel() throws(Failure) -> [String] {
        let result = try git(["rev-parse", "--show-toplevel"])
        let path = String(decoding: result.output, as: UTF8.self).trimmingWhitespace
        guard result.status == 0, !path.isEmpty else {
            throw Failure(message: "the working directory is not in a git repository: \(result.errorText)")
        }
        guard let resolved = realpath(path, nil) else { return DiskTree.components(of: path) }
        defer { free(resolved) }
        return DiskTree.components(of: String(cString: resolved))
    }

    /// The files under `paths` (relative to the working directory) at the revision. A path that does not
    /// exist there contributes nothing: on that side, its definitions are new.
    func read(_ paths: [String]) throws(Failure) -> DefinitionSet {
        let verified = try Self.git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard verified.status == 0 else {
            throw Failure(message: "\(DiagnosticText.quoted(revision)) is not a commit of the git repository here")
        }
        let tree = RevisionTree(revision: revision, top: top)
        var walker = InputWalker(
            tree: tree, workingDirectory: DiskTree.workingDirectory(),
            boundary: allowsOutside ? nil : InputBoundary(components: top, name: "the repository"))
        walker.requiresInputs = false
        let walk = walker.walk(paths)
        if let failure = tree.failure { throw Failure(message: failure) }
        var set = DefinitionSet(diagnostics: walk.diagnostics.map { $0.moved(to: revision) })
        var objects: [(found: InputWalker<RevisionTree>.Found, object: String?, isConfiguration: Bool)] = []
        var totalBytes = 0
        for found in walk.files {
            let place = SourceLocation(path: Self.shown(found.path, in: revision))
            if found.size > limits.maxFileBytes {
                set.diagnostics.append(Diagnostic(
                    .inputLimit, "file is \(found.size) bytes, over the limit of \(limits.maxFileBytes) bytes; it is not read", at: place))
                continue
            }
            totalBytes += found.size
            if totalBytes > limits.maxTotalBytes {
                set.diagnostics.append(InputReader.overTotalBudget(at: place, limits: limits))
                break
            }
            let isConfiguration = Configuration.fileNames.contains(PathText.name(of: found.path))
            objects.append((found, tree.object(at: found.location)?.object, isConfiguration))
        }
        let inRevision = objects.compactMap(\.object)
        var contents = try Self.blobs(inRevision, in: top).makeIterator()
        for entry in objects {
            let path = Self.normalized(entry.found.path)
            let bytes: [UInt8]
            if entry.object != nil {
                bytes = contents.next() ?? []
            } else {
                // Outside the repository (allowed, or an input named outside it): the same file on both sides.
                do {
                    bytes = try DiskTree.contents(at: entry.found.location, upTo: limits.maxFileBytes + 1)
                } catch {
                    set.diagnostics.append(Diagnostic(
                        .unreadableInput, "cannot read the file: \(error)", at: SourceLocation(path: Self.shown(path, in: revision))))
                    continue
                }
            }
            let file = SourceFile(path: Self.shown(path, in: revision), reproduciblePath: path, contents: bytes)
            if entry.isConfiguration { set.configurations.append(file) } else { set.files.append(file) }
        }
        return set
    }

    /// How the base side names `path` of `revision`: `REV:path`, the path normalized.
    static func shown(_ path: String, in revision: String) -> String {
        "\(revision):\(normalized(path))"
    }

    /// `path` as git prints it: without a leading `./` or a trailing `/`; `.` for the working directory.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path.isEmpty ? "." : String(path)
    }

    /// The bytes of each object, in order, through one `git cat-file --batch` in the repository at `top`.
    static func blobs(_ objects: [String], in top: [String]) throws(Failure) -> [[UInt8]] {
        guard !objects.isEmpty else { return [] }
        let result = try git(["cat-file", "--batch"], in: top, input: Array(objects.map { $0 + "\n" }.joined().utf8))
        guard result.status == 0 else { throw Failure(message: "git cat-file failed: \(result.errorText)") }
        var blobs: [[UInt8]] = []
        var index = result.output.startIndex
        let output = result.output
        for _ in objects {
            guard let newline = output[index...].firstIndex(of: 10) else { throw Failure(message: "git cat-file output ended early") }
            let header = String(decoding: output[index..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= output.endIndex else {
                throw Failure(message: "git cat-file could not read an object: \(DiagnosticText.quoted(header.joined(separator: " ")))")
            }
            let start = newline + 1
            blobs.append(Array(output[start..<start + size]))
            index = start + size + 1
        }
        return blobs
    }

    /// Runs git with `arguments` in the working directory, or in the directory `top`; paths are taken
    /// literally (no pathspec magic in a name). Input and output go through temporary files, so git can never
    /// block on a full pipe.
    static func git(_ arguments: [String], in top: [String]? = nil, input: [UInt8] = []) throws(Failure) -> Subprocess.Outcome {
        let directory = top.map { ["-C", DiskTree.path($0)] } ?? []
        do {
            return try Subprocess.run(["git", "--literal-pathspecs"] + directory + arguments, input: input)
        } catch {
            throw Failure(message: "cannot run git: \(error)")
        }
    }
}

extension Diagnostic {
    /// The diagnostic of a path walked in `revision`, placed as that side names its files: `REV:path`.
    func moved(to revision: String) -> Diagnostic {
        var moved = self
        moved.location.path = GitRevisionReader.shown(location.path, in: revision)
        return moved
    }
}

extension Subprocess.Outcome {
    /// What the program wrote to standard error, trimmed and escaped for a message.
    var errorText: String {
        DiagnosticText.escaped(String(decoding: error, as: UTF8.self).trimmingWhitespace)
    }
}
