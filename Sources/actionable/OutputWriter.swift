import ActionableCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file to write.
struct OutputFile {
    /// Where to write it.
    var path: String
    /// What to write.
    var contents: String
}

/// A failure to write an output, naming the file.
struct OutputError: Error, CustomStringConvertible {
    /// The output or temporary file concerned.
    var path: String
    /// What went wrong.
    var reason: String

    var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes outputs so that a reader never sees a truncated or half-updated file, and a file whose bytes
/// would not change is not touched (so build systems see nothing new).
///
/// Every changed output is first written in full to a temporary file in its own directory and flushed to
/// disk (all outputs at the same time, so their flushes overlap); only when all of them are written are they
/// renamed over their targets, one `rename(2)` each, in order. Any failure before that removes the temporary
/// files and leaves every target as it was.
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

    /// How the file at `file.path` compares with `file.contents`; reads, never writes. The file is read and
    /// compared a chunk at a time, so a large output is never held twice.
    func freshness(of file: OutputFile) -> Freshness {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .missing }
        var contents = file.contents
        let isSame = contents.withUTF8 { expected in
            Int(status.st_size) == expected.count && Self.holds(descriptor, expected)
        }
        return isSame ? .current : .stale
    }

    /// Whether reading `descriptor` to its end gives exactly `expected`.
    private static func holds(_ descriptor: Int32, _ expected: UnsafeBufferPointer<UInt8>) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 && offset == expected.count }
            guard offset + count <= expected.count,
                  chunk.withUnsafeBytes({ memcmp($0.baseAddress!, expected.baseAddress! + offset, count) }) == 0
            else { return false }
            offset += count
        }
    }

    /// Writes every file whose bytes differ from what is on disk, all or none.
    func commit(_ files: [OutputFile]) throws(OutputError) {
        let changed = files.filter { freshness(of: $0) != .current }
        let attempts = Parallelism.allCores.map(changed.count) { index in
            Result { () throws(OutputError) in try stage(changed[index]) }
        }
        var staged: [(temporary: String, target: String)] = []
        for (file, attempt) in zip(changed, attempts) {
            if case .success(let temporary) = attempt { staged.append((temporary, file.path)) }
        }
        for attempt in attempts {
            guard case .failure(let error) = attempt else { continue }
            for entry in staged { unlink(entry.temporary) }
            throw error
        }
        for (index, entry) in staged.enumerated() where rename(entry.temporary, entry.target) != 0 {
            let reason = Self.errnoDescription()
            for remaining in staged[index...] { unlink(remaining.temporary) }
            throw OutputError(path: entry.target, reason: reason)
        }
    }

    /// Writes `file`'s contents to a new temporary file next to its target, flushed to disk, and returns its path.
    private func stage(_ file: OutputFile) throws(OutputError) -> String {
        let target = file.path
        let url = URL(fileURLWithPath: target)
        let directory = url.deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: target, reason: "cannot create its directory")
        }
        let temporary = directory + "/." + url.lastPathComponent + ".actionable-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: target, reason: Self.errnoDescription()) }
        var failure: String?
        var contents = file.contents
        contents.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count, failure == nil {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno != EINTR { failure = Self.errnoDescription() }
                } else {
                    offset += written
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.errnoDescription() }
        if close(descriptor) != 0, failure == nil { failure = Self.errnoDescription() }
        if let failure {
            unlink(temporary)
            throw OutputError(path: target, reason: failure)
        }
        return temporary
    }

    private static func errnoDescription() -> String {
        String(cString: strerror(errno))
    }
}
