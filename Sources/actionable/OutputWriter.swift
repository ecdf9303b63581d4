#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One file to write.
struct OutputFile {
    /// Where to write it.
    var path: String
    /// What to write.
    var contents: [UInt8]
}

/// A failure to write an output, naming the file.
struct OutputError: Error, CustomStringConvertible {
    /// The output or temporary file concerned.
    var path: String
    /// What went wrong.
    var reason: String

    var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes outputs so that a reader never sees a truncated file, a failure never changes any output, and a
/// file whose bytes would not change is not touched (so build systems see nothing new).
///
/// Every changed output is first written in full to a new temporary file in its own directory and flushed
/// to disk. Only when all of them are staged, and no target is a directory, are they renamed over their
/// targets, one `rename(2)` each, and the directories flushed. Any failure before that removes the staged
/// files and leaves every target as it was.
///
/// POSIX cannot rename two files at once: a process killed between the last renames (after every byte is
/// on disk) leaves one output new and the other old. Every output is still whole; `compile --check`
/// reports the old one, and the next run, which compares bytes, replaces it. Temporary files a killed run
/// left behind are removed by the next run that writes to the same directory.
struct OutputWriter {
    /// How an output on disk compares with what would be written.
    enum Freshness: Equatable {
        /// The file holds exactly the bytes that would be written.
        case current
        /// There is no file.
        case missing
        /// The file holds other bytes.
        case stale
    }

    /// The file system written to.
    var fileSystem: any OutputFileSystem = SystemFileSystem()

    /// The marker in the name of every temporary file: `.<name>.actionable-<pid>-<random>.tmp`.
    static let temporaryMarker = ".actionable-"

    /// How the file at `file.path` compares with `file.contents`; reads, never writes.
    func freshness(of file: OutputFile) -> Freshness {
        guard let holds = fileSystem.holds(file.contents, at: file.path) else { return .missing }
        return holds ? .current : .stale
    }

    /// Writes every file whose bytes differ from what is on disk, all or none.
    ///
    /// Runs that write the same outputs at the same time take turns: each holds the lock of the first
    /// output's directory (in path order) from comparing to renaming, so a pair of outputs always comes from
    /// one run. A failure before any rename also removes the directories this run created.
    func commit(_ files: [OutputFile]) throws(OutputError) {
        guard let first = files.map(\.path).min(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) else { return }
        var created: [String] = []
        var staged: [(temporary: String, target: String)] = []
        func abandon(_ error: OutputError, path: String) -> OutputError {
            for entry in staged { fileSystem.remove(entry.temporary) }
            for directory in created.reversed() { fileSystem.removeDirectory(directory) }
            return OutputError(path: path, reason: error.reason)
        }
        let lockDirectory = PathText.directory(of: first)
        do {
            created += try fileSystem.createDirectory(lockDirectory)
        } catch {
            throw abandon(error, path: first)
        }
        let lock = fileSystem.lock(lockDirectory)
        defer { lock.map(fileSystem.unlock) }
        // Temporary files a killed run left are removed even when nothing needs writing.
        for file in files { removeAbandonedTemporaries(of: file.path) }
        let changed = files.filter { freshness(of: $0) != .current }
        for file in changed where fileSystem.isDirectory(file.path) {
            throw abandon(OutputError(path: file.path, reason: "it is a directory"), path: file.path)
        }
        for file in changed {
            let directory = PathText.directory(of: file.path)
            let temporary = directory + "/." + PathText.name(of: file.path) + Self.temporaryMarker
                + "\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            do {
                created += try fileSystem.createDirectory(directory)
                try fileSystem.writeNewFile(temporary, file.contents)
                staged.append((temporary, file.path))
            } catch {
                throw abandon(error, path: file.path)
            }
        }
        for (index, entry) in staged.enumerated() {
            do {
                try fileSystem.rename(entry.temporary, to: entry.target)
            } catch {
                for remaining in staged[index...] { fileSystem.remove(remaining.temporary) }
                let replaced = staged[..<index].map { "'\($0.target)'" }
                let note = replaced.isEmpty ? "" : "; \(replaced.joined(separator: ", ")) already replaced, run again to update the rest"
                throw OutputError(path: entry.target, reason: error.reason + note)
            }
        }
        for directory in Set(staged.map { PathText.directory(of: $0.target) }).sorted() {
            fileSystem.synchronizeDirectory(directory)
        }
    }

    /// Removes the temporary files of `target` that a run which no longer exists left behind.
    private func removeAbandonedTemporaries(of target: String) {
        let directory = PathText.directory(of: target)
        let prefix = "." + PathText.name(of: target) + Self.temporaryMarker
        for name in fileSystem.names(in: directory) where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let process = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let id = Int32(process), !fileSystem.isRunning(id) else { continue }
            fileSystem.remove(directory + "/" + name)
        }
    }

}
