import ActionableCore

/// Reads the definition files of a git revision of the repository around the working directory, through git
/// itself (`ls-tree`, `cat-file --batch`): no checkout, and the working tree is never touched. It finds
/// files the way ``InputReader`` does in a directory: `*.yaml` and `*.yml` at any depth, hidden entries and
/// symbolic links skipped, configuration files set apart.
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

    /// The files under `paths` (relative to the working directory) at the revision. A path that does not
    /// exist there contributes nothing: on that side, its definitions are new.
    func read(_ paths: [String]) throws(Failure) -> DefinitionSet {
        let verified = try git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"])
        guard verified.status == 0 else {
            throw Failure(message: "\(DiagnosticText.quoted(revision)) is not a commit of the git repository here")
        }
        var set = DefinitionSet()
        var objects: [(path: String, object: String, isConfiguration: Bool)] = []
        var totalBytes = 0
        reading: for input in paths {
            // `-l` lists each blob's size, so a file over the limits is never read.
            let listing = try git(["ls-tree", "-r", "-z", "-l", "--end-of-options", revision, "--", input])
            guard listing.status == 0 else { throw Failure(message: "git ls-tree failed: \(listing.errorText)") }
            let prefix = Self.normalized(input)
            for entry in listing.output.split(separator: 0) {
                guard let tab = entry.firstIndex(of: 9) else { continue }
                let fields = entry[..<tab].split(separator: 32).map { String(decoding: $0, as: UTF8.self) }
                let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
                guard fields.count == 4, fields[1] == "blob", fields[0] != "120000", let size = Int(fields[3]) else { continue }
                let name = PathText.name(of: path)
                let isConfiguration = Configuration.fileNames.contains(name)
                if path != prefix {
                    let inner = prefix == "." ? path : String(path.dropFirst(prefix.count + 1))
                    let isHidden = inner.split(separator: "/").contains { $0.hasPrefix(".") }
                    let hasExtension = InputReader.extensions.contains(PathText.lowercasedExtension(of: name))
                    guard !isHidden, hasExtension else { continue }
                }
                let place = SourceLocation(path: "\(revision):\(path)")
                if size > limits.maxFileBytes {
                    set.diagnostics.append(Diagnostic(
                        .inputLimit, "file is \(size) bytes, over the limit of \(limits.maxFileBytes) bytes; it is not read", at: place))
                    continue
                }
                totalBytes += size
                if totalBytes > limits.maxTotalBytes {
                    set.diagnostics.append(InputReader.overTotalBudget(at: place, limits: limits))
                    break reading
                }
                objects.append((path, fields[2], isConfiguration))
            }
        }
        guard !objects.isEmpty else { return set }
        let contents = try blobs(objects.map(\.object))
        for (entry, bytes) in zip(objects, contents) {
            let file = SourceFile(path: "\(revision):\(entry.path)", reproduciblePath: entry.path, contents: bytes)
            if entry.isConfiguration { set.configurations.append(file) } else { set.files.append(file) }
        }
        return set
    }

    /// `path` as git prints it: without a leading `./` or a trailing `/`; `.` for the working directory.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return path.isEmpty ? "." : String(path)
    }

    /// The bytes of each object, in order, through one `git cat-file --batch`.
    private func blobs(_ objects: [String]) throws(Failure) -> [[UInt8]] {
        let result = try git(["cat-file", "--batch"], input: Array(objects.map { $0 + "\n" }.joined().utf8))
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

    /// Runs git with `arguments` in the working directory. Input and output go through temporary files, so
    /// git can never block on a full pipe.
    private func git(_ arguments: [String], input: [UInt8] = []) throws(Failure) -> Subprocess.Outcome {
        do {
            return try Subprocess.run(["git"] + arguments, input: input)
        } catch {
            throw Failure(message: "cannot run git: \(error)")
        }
    }
}

extension Subprocess.Outcome {
    /// What the program wrote to standard error, trimmed and escaped for a message.
    var errorText: String {
        DiagnosticText.escaped(String(decoding: error, as: UTF8.self).trimmingWhitespace)
    }
}
