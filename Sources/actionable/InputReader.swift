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

/// Turns the command line's input paths into ``SourceFile``s: a file is read as named; a directory
/// contributes every `*.yaml` and `*.yml` file below it, in path order. Hidden entries (names starting with
/// `.`) and symbolic links to directories are skipped, so `.git`, `.build` and link cycles are never walked.
/// A file named like a configuration file (``Configuration/fileNames``), given or found, is set apart.
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
    struct Unreadable: Error {
        /// A short, human description of the file-system error.
        var reason: String
    }

    /// The limits; a file is read only up to one byte past `maxFileBytes`, so the loader can report it.
    let limits: InputLimits

    /// The file-name extensions of definition files found in directories.
    static let extensions: Set<String> = ["yaml", "yml"]

    /// Reads every input.
    func read(_ inputs: [String]) -> Reading {
        var reading = Reading()
        let workingDirectory = FileManager.default.currentDirectoryPath
        var totalBytes = 0
        var overBudget = false
        for input in inputs where !overBudget {
            var status = stat()
            guard stat(input, &status) == 0 else {
                reading.diagnostics.append(Diagnostic(.unreadableInput, "no such file or directory", at: SourceLocation(path: input)))
                continue
            }
            let isDirectory = status.st_mode & S_IFMT == S_IFDIR
            guard isDirectory || status.st_mode & S_IFMT == S_IFREG else {
                reading.diagnostics.append(Diagnostic(
                    .unreadableInput, "not a regular file (a device, pipe or socket), so it is not read", at: SourceLocation(path: input)))
                continue
            }
            let paths = isDirectory ? definitionFiles(in: input, diagnostics: &reading.diagnostics) : [input]
            if paths.isEmpty {
                reading.diagnostics.append(Diagnostic(
                    .unreadableInput, "the directory holds no .yaml or .yml files", at: SourceLocation(path: input)))
            }
            var definitionPaths = paths.filter { path in
                guard Configuration.fileNames.contains(PathText.name(of: path)) else { return true }
                reading.configurations.append(path)
                return false
            }
            // All the inputs together stay within the total budget: the file that would pass it is an error,
            // and nothing after it is read.
            for (index, path) in definitionPaths.enumerated() {
                var status = stat()
                totalBytes += stat(path, &status) == 0 ? Int(status.st_size) : 0
                guard totalBytes > limits.maxTotalBytes else { continue }
                reading.diagnostics.append(Self.overTotalBudget(at: SourceLocation(path: path), limits: limits))
                definitionPaths = Array(definitionPaths[..<index])
                overBudget = true
                break
            }
            // Files are read on all cores; the results keep the paths' order.
            let toRead = definitionPaths
            let results = Parallelism.allCores.map(toRead.count) { index in
                let path = toRead[index]
                do {
                    return Result<SourceFile, Unreadable>.success(SourceFile(
                        path: path, reproduciblePath: Self.relativePath(of: path, from: workingDirectory),
                        contents: try contents(of: path)))
                } catch {
                    return .failure(Unreadable(reason: Self.reason(error)))
                }
            }
            for (path, result) in zip(toRead, results) {
                switch result {
                case .success(let file):
                    reading.files.append(file)
                case .failure(let unreadable):
                    reading.diagnostics.append(Diagnostic(
                        .unreadableInput, "cannot read the file: \(unreadable.reason)", at: SourceLocation(path: path)))
                }
            }
        }
        reading.configurations.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return reading
    }

    /// The bytes of the file at `path`, up to one byte past the size limit.
    func contents(of path: String) throws(SystemCallError) -> [UInt8] {
        try FileDescriptors.readAll(path, upTo: limits.maxFileBytes + 1)
    }

    /// The definition files below `directory`, in path order. Nothing is skipped without a word: a directory
    /// that cannot be read and an entry whose name is not UTF-8 are `unreadable-input` errors (definitions
    /// may be in them), and a `.yaml` or `.yml` entry that is not a regular file (a pipe, which would block
    /// the read, a device or a socket) is a `skipped-input` warning. Hidden entries and links to directories
    /// are not walked.
    private func definitionFiles(in directory: String, diagnostics: inout [Diagnostic]) -> [String] {
        guard let stream = opendir(directory) else {
            diagnostics.append(Diagnostic(
                .unreadableInput, "cannot read the directory: \(String(cString: strerror(errno))); definitions in it would be missed",
                at: SourceLocation(path: directory)))
            return []
        }
        var entries: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            let name = String(decoding: bytes, as: UTF8.self)
            guard Array(name.utf8) == bytes else {
                let shown = name
                diagnostics.append(Diagnostic(
                    .unreadableInput,
                    "an entry's name is not UTF-8 (\(DiagnosticText.quoted(shown))), so it cannot be read or reported reliably; rename it",
                    at: SourceLocation(path: directory)))
                continue
            }
            if !name.hasPrefix(".") { entries.append(name) }
        }
        closedir(stream)
        entries.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [String] = []
        for entry in entries {
            let path = prefix + entry
            var link = stat()
            var target = stat()
            guard lstat(path, &link) == 0 else { continue }
            if link.st_mode & S_IFMT == S_IFDIR {
                files += definitionFiles(in: path, diagnostics: &diagnostics)
                continue
            }
            guard Self.extensions.contains(PathText.lowercasedExtension(of: entry)) else { continue }
            // A link is followed to a file, never to a directory.
            guard stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFDIR else { continue }
            guard target.st_mode & S_IFMT == S_IFREG else {
                diagnostics.append(Diagnostic(
                    .skippedInput, "not a regular file (a pipe, device or socket), so it is not read", at: SourceLocation(path: path)))
                continue
            }
            files.append(path)
        }
        return files
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
