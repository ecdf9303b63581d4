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

/// One output a compile is about to write, and who named it.
struct OutputTarget {
    /// What it is, for messages: "Swift file", "manifest", "strings catalog".
    var role: String
    /// The path, as seen from the working directory.
    var path: String
    /// Where a configuration file names it (`swiftOut: ...`); `nil` when the command line does.
    var setting: SourceLocation?
}

/// Decides whether outputs may be written, before anything is read or written at their paths. The trust
/// boundary: a configuration file arrives in pull requests, so the outputs it names must resolve, after
/// symbolic links, inside the directory that holds it; the command line is trusted and may name any path.
/// For every output, wherever it is named: it is a regular file or does not exist yet (never a device, a
/// pipe, a socket, a directory or a symbolic link, which would be replaced or written through), it is not
/// one of the inputs (a definition file or the configuration file), and no two outputs are one file.
/// Outputs never go into hidden entries (`.git`, `.github`, `.env`, names that start with `.`): one a
/// configuration file names may not be in one at all, written or resolved; one the command line names may be
/// in a hidden directory it writes out (`--swift-out .generated/X.swift`), but never reach one through a link.
struct OutputSafety {
    /// The real path of the configuration file's directory, if there is a configuration file.
    var configurationDirectory: String?
    /// The real paths of every input file.
    var inputs: Set<String>
    /// The real path of the working directory, below which a command-line output may not reach a hidden entry
    /// through a link.
    var workingDirectory: String?

    /// Prepares the checks for a configuration file in `configurationDirectory` (as given) and `inputs`.
    init(configurationDirectory: String?, inputs: [String]) {
        self.configurationDirectory = configurationDirectory.flatMap { Self.realPath($0) }
        self.inputs = Set(inputs.compactMap { Self.realPath($0) })
        workingDirectory = Self.realPath(".")
    }

    /// The hidden entry `real` (where `target` resolves to) is in, if it may not be: for an output a configuration
    /// file names, any hidden component below the configuration file's directory; for one the command line
    /// names, a hidden component below the working directory that the path as written does not name itself.
    private func hiddenEntry(of real: String, target: OutputTarget) -> String? {
        if target.setting != nil {
            return configurationDirectory.flatMap { Self.relativePath(of: real, below: $0) }.flatMap(Self.hiddenComponent)
        }
        guard Self.hiddenComponent(of: target.path) == nil else { return nil }
        return workingDirectory.flatMap { Self.relativePath(of: real, below: $0) }.flatMap(Self.hiddenComponent)
    }

    /// The first component of `path` that names a hidden entry (starts with `.`, but is not `.` or `..`), if any.
    static func hiddenComponent(of path: String) -> String? {
        path.split(separator: "/").first { $0.hasPrefix(".") && $0 != "." && $0 != ".." }.map(String.init)
    }

    /// `path` relative to `directory` when it is `directory` or below it (both absolute and resolved), else `nil`.
    static func relativePath(of path: String, below directory: String) -> String? {
        if path == directory { return "" }
        let prefix = directory == "/" ? "/" : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Why the directory a command writes its files into (`--output`) may not be written, as an `invalid-output`
    /// error naming it as `role`: it exists and is a link (never written through) or not a directory. `nil` when
    /// it is a directory or does not exist yet.
    static func directoryProblem(_ directory: String, role: String) -> Diagnostic? {
        guard let entry = entryResolved(directory) else {
            return Diagnostic(.invalidOutput, "the \(role) \(DiagnosticText.quoted(directory)) goes up ('..') out of a symbolic link, which actionable does not write through; nothing was written",
                              at: SourceLocation(path: directory))
        }
        var status = stat()
        guard lstat(entry, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { return nil }
        let what = status.st_mode & S_IFMT == S_IFLNK ? "is a symbolic link, which actionable does not write through" : "is not a directory"
        return Diagnostic(.invalidOutput, "the \(role) \(DiagnosticText.quoted(directory)) \(what); nothing was written",
                          at: SourceLocation(path: directory))
    }

    /// The entry `path` names as the kernel resolves it, to look at with `lstat`: `DIR/.`, `DIR//` and `DIR/sub/..`
    /// are `DIR` itself (a link there is followed by the kernel, so it must be refused, not looked through); `nil`
    /// when a `..` follows a symbolic link (the kernel goes to the parent of the link's target).
    static func entryResolved(_ path: String) -> String? {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            guard component == "..", let last = components.last, last != ".." else {
                components.append(component)
                continue
            }
            var status = stat()
            let sofar = (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
            if lstat(sofar, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return nil }
            components.removeLast()
        }
        let joined = components.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// A problem with each of `targets` that may not be written, as `invalid-output` errors.
    func problems(_ targets: [OutputTarget]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var resolved: [String: OutputTarget] = [:]
        for target in targets {
            let place = target.setting ?? SourceLocation(path: target.path)
            func refuse(_ reason: String) {
                diagnostics.append(Diagnostic(
                    .invalidOutput, "the \(target.role) \(DiagnosticText.quoted(target.path)) \(reason); nothing was written", at: place))
            }
            var status = stat()
            if lstat(target.path, &status) == 0 {
                switch status.st_mode & S_IFMT {
                case S_IFREG: break
                case S_IFLNK:
                    refuse("is a symbolic link: actionable does not write through links; name the file it points to")
                    continue
                case S_IFDIR:
                    refuse("is a directory")
                    continue
                default:
                    refuse("is not a regular file (a device, pipe or socket), which actionable never replaces")
                    continue
                }
            }
            guard let real = Self.resolvedPath(target.path) else {
                refuse("cannot be resolved (a directory on its way is unreadable or not a directory)")
                continue
            }
            if let hidden = hiddenEntry(of: real, target: target) {
                refuse("resolves to \(DiagnosticText.quoted(real)), in the hidden entry \(DiagnosticText.quoted(hidden)); "
                       + (target.setting != nil
                          ? "a configuration file may not name outputs in hidden entries (.git, .github, ...)"
                          : "outputs never reach hidden entries (.git, .github, ...) through a link"))
                continue
            }
            if let configurationDirectory, target.setting != nil,
               real != configurationDirectory, !real.hasPrefix(configurationDirectory == "/" ? "/" : configurationDirectory + "/") {
                refuse("resolves to \(DiagnosticText.quoted(real)), outside the directory that holds the configuration file "
                       + "(\(DiagnosticText.quoted(configurationDirectory))); a configuration file may only name outputs inside it, "
                       + "the command line may name any")
                continue
            }
            if target.setting != nil, let link = linkInsideConfigurationDirectory(on: target.path) {
                refuse("passes through the symbolic link \(DiagnosticText.quoted(link)): actionable does not write through links "
                       + "a configuration file's directory holds; name the path without it")
                continue
            }
            if inputs.contains(real) {
                refuse("is also an input (a definition or configuration file), which an output may never be")
                continue
            }
            if let other = resolved[real] {
                refuse("is the same file as the \(other.role) \(DiagnosticText.quoted(other.path))")
                continue
            }
            resolved[real] = target
        }
        return diagnostics
    }

    /// The first directory on `path` (as written, from the working directory) that is a symbolic link inside the
    /// configuration file's directory, if any. Links above that directory (the way to the project itself) are the
    /// user's, not the input's, and are followed.
    private func linkInsideConfigurationDirectory(on path: String) -> String? {
        guard let configurationDirectory else { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: true).dropLast()
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in components {
            prefix += "/" + component
            var status = stat()
            guard lstat(prefix, &status) == 0 else { return nil }
            if status.st_mode & S_IFMT == S_IFLNK,
               let parent = Self.realPath(PathText.directory(of: prefix)),
               Self.relativePath(of: parent, below: configurationDirectory) != nil {
                return String(prefix.hasPrefix("./") ? prefix.dropFirst(2) : Substring(prefix))
            }
        }
        return nil
    }

    /// The absolute, symbolic-link-free path of an existing file or directory, or `nil`.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Where `path` leads once its existing directories are resolved (symbolic links followed) and the
    /// components that do not exist yet are appended; `nil` if that cannot be told.
    static func resolvedPath(_ path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = absolute
        var missing: [String] = []
        while realPath(existing) == nil {
            let name = PathText.name(of: existing)
            let parent = PathText.directory(of: existing)
            guard parent != existing else { return nil }
            missing.insert(name, at: 0)
            existing = parent
        }
        guard var result = realPath(existing) else { return nil }
        for component in missing {
            switch component {
            case ".", "": continue
            case "..": result = PathText.directory(of: result)
            default: result = result == "/" ? "/" + component : result + "/" + component
            }
        }
        return result
    }
}
