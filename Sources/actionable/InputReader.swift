import ActionableCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the symbolic links among a command's inputs may lead (see ``InputWalker``): inside the working
/// directory for most commands, inside the repository for `diff --against`, anywhere with
/// `--allow-outside-inputs`.
struct InputScope {
    /// The directory links must stay inside; `nil` when they may lead anywhere.
    var boundary: InputBoundary?

    /// Links may lead anywhere inside the working directory (or, with `allowingOutside`, anywhere).
    static func workingDirectory(allowingOutside: Bool = false) -> InputScope {
        InputScope(boundary: allowingOutside ? nil : InputBoundary(components: DiskTree.workingDirectory(), name: "the working directory"))
    }

    /// Links may lead anywhere inside the repository whose top level is `top` (or, with `allowingOutside`, anywhere).
    static func repository(_ top: [String], allowingOutside: Bool) -> InputScope {
        InputScope(boundary: allowingOutside ? nil : InputBoundary(components: top, name: "the repository"))
    }
}

/// Turns the command line's input paths into ``SourceFile``s, as ``InputWalker`` finds them on disk: a file
/// is read as named; a directory contributes every `*.yaml` and `*.yml` file below it, in path order, hidden
/// entries skipped; symbolic links are followed within the ``InputScope`` and never twice to one place. A file
/// named like a configuration file (``Configuration/fileNames``), given or found, is set apart.
struct InputReader {
    /// What reading produced.
    struct Reading {
        /// The definition files read.
        var files: [SourceFile] = []
        /// The paths of configuration files given or found, in path order.
        var configurations: [String] = []
        /// Paths that could not be read, as `unreadable-input` errors.
        var diagnostics: [Diagnostic] = []
    }

    /// Why a file could not be read.
    struct Unreadable: Error, CustomStringConvertible {
        /// A short, human description of the file-system error, or of the link that was not followed.
        var reason: String

        var description: String { reason }
    }

    /// The limits; a file is read only up to one byte past `maxFileBytes`, so the loader can report it.
    let limits: InputLimits
    /// Where links may lead.
    var scope: InputScope = .workingDirectory()
    /// The extensions of the files directories contribute: definition files unless set.
    var extensions: Set<String> = InputWalker<DiskTree>.definitionExtensions

    /// The walker over the file system, from the working directory, within the scope.
    private var walker: InputWalker<DiskTree> {
        var walker = InputWalker(tree: DiskTree(), workingDirectory: DiskTree.workingDirectory(), boundary: scope.boundary)
        walker.extensions = extensions
        return walker
    }

    /// Reads every input.
    func read(_ inputs: [String]) -> Reading {
        let walk = walker.walk(inputs)
        var reading = Reading(diagnostics: walk.diagnostics)
        let workingDirectory = FileManager.default.currentDirectoryPath
        var found: [InputWalker<DiskTree>.Found] = []
        for file in walk.files {
            if Configuration.fileNames.contains(PathText.name(of: file.path)) {
                reading.configurations.append(file.path)
            } else {
                found.append(file)
            }
        }
        // All the inputs together stay within the total budget: the file that would pass it is an error, and
        // nothing after it is read.
        var totalBytes = 0
        if let index = found.firstIndex(where: { totalBytes += $0.size; return totalBytes > limits.maxTotalBytes }) {
            reading.diagnostics.append(Self.overTotalBudget(at: SourceLocation(path: found[index].path), limits: limits))
            found.removeSubrange(index...)
        }
        // Files are read on all cores; the results keep the paths' order.
        let toRead = found
        let results = Parallelism.allCores.map(toRead.count) { index in
            Result { () throws(SystemCallError) in try contents(at: toRead[index].location) }
        }
        for (file, result) in zip(toRead, results) {
            switch result {
            case .success(let contents):
                reading.files.append(SourceFile(
                    path: file.path, reproduciblePath: Self.relativePath(of: file.path, from: workingDirectory), contents: contents))
            case .failure(let error):
                reading.diagnostics.append(Diagnostic(
                    .unreadableInput, "cannot read the file: \(Self.reason(error))", at: SourceLocation(path: file.path)))
            }
        }
        reading.configurations.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return reading
    }

    /// The bytes of the one file `path` names (a configuration file, a manifest, a catalog, a payload), up to
    /// one byte past `limit` (the size limit of a file, unless given); its links are followed within the scope,
    /// as an input's are.
    func contents(of path: String, upTo limit: Int? = nil) throws(Unreadable) -> [UInt8] {
        let file: InputWalker<DiskTree>.Found
        do {
            file = try walker.file(path)
        } catch {
            let problem = error.diagnostic
            let through = problem.location.path == path ? "" : "\(DiagnosticText.quoted(problem.location.path)) is "
            throw Unreadable(reason: through + problem.message)
        }
        do {
            return try contents(at: file.location, upTo: limit)
        } catch {
            throw Unreadable(reason: error.description)
        }
    }

    /// The bytes of the file at `location` (components, no link on it), up to one byte past `limit` (the size
    /// limit of a file, unless given).
    private func contents(at location: [String], upTo limit: Int? = nil) throws(SystemCallError) -> [UInt8] {
        try DiskTree.contents(at: location, upTo: (limit ?? limits.maxFileBytes) + 1)
    }

    /// `path` relative to `directory` (both made absolute and standardized), with `..` where needed.
    static func relativePath(of path: String, from directory: String) -> String {
        func components(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : directory + "/" + path
            return URL(fileURLWithPath: absolute).standardizedFileURL.pathComponents.filter { $0 != "/" }
        }
        let target = components(path)
        let base = components(directory)
        let shared = zip(target, base).prefix { $0 == $1 }.count
        let relative = Array(repeating: "..", count: base.count - shared) + target.dropFirst(shared)
        return relative.joined(separator: "/")
    }

    /// The error for the input file at `place` that takes the inputs of one run over `limits.maxTotalBytes`;
    /// it and the files after it are not read.
    static func overTotalBudget(at place: SourceLocation, limits: InputLimits) -> Diagnostic {
        Diagnostic(
            .inputLimit,
            "the inputs are over \(limits.maxTotalBytes / (1024 * 1024)) MiB together with this file, the limit for one run; "
                + "it and the files after it are not read",
            at: place)
    }

    /// The error for more than one configuration file among a command's inputs (`paths`, in path order),
    /// at the second one, ending with `advice`.
    static func tooManyConfigurations(_ paths: [String], advice: String) -> Diagnostic {
        Diagnostic(
            .unreadableInput,
            "\(paths.count) configuration files are among the inputs (\(paths.joined(separator: ", "))); \(advice)",
            at: SourceLocation(path: paths[1]))
    }

    /// A short, human description of a file-system error.
    static func reason(_ error: any Error) -> String {
        String(describing: error)
    }
}
