#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file-system calls ``OutputWriter`` makes, behind a protocol so tests can inject faults (a full disk,
/// a process killed between two calls) into real files.
protocol OutputFileSystem {
    /// Whether the regular file at `path` holds exactly `bytes`, or `nil` if there is no file to read there.
    func holds(_ bytes: [UInt8], at path: String) -> Bool?
    /// Whether `path` is a directory.
    func isDirectory(_ path: String) -> Bool
    /// Creates `directory` and its missing parents; returns the directories it created, parents first.
    func createDirectory(_ directory: String) throws(OutputError) -> [String]
    /// Removes the empty directory `directory`, if it is empty; best effort.
    func removeDirectory(_ directory: String)
    /// Takes the exclusive advisory lock of the existing `directory`, waiting for another run that holds
    /// it; returns what ``unlock(_:)`` releases, or `nil` if the lock cannot be taken.
    func lock(_ directory: String) -> Int32?
    /// Releases a lock ``lock(_:)`` took.
    func unlock(_ handle: Int32)
    /// Creates the new file `path` (failing if it exists), writes `bytes` and flushes them to disk; on a
    /// failure after creating it, removes it again.
    func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(OutputError)
    /// Replaces `target` with `source` in one `rename(2)`.
    func rename(_ source: String, to target: String) throws(OutputError)
    /// Flushes `directory`'s entries (the renames) to disk; best effort.
    func synchronizeDirectory(_ directory: String)
    /// Removes the file at `path`, if any.
    func remove(_ path: String)
    /// The names in `directory`.
    func names(in directory: String) -> [String]
    /// Whether a process with this id is running.
    func isRunning(_ process: Int32) -> Bool
}

/// The real file system, through POSIX calls.
struct SystemFileSystem: OutputFileSystem {
    /// Compares sizes first, then reads the file a chunk at a time, stopping at the first chunk that differs,
    /// so a stale output costs one `fstat` and a current one is never held in memory as a whole.
    func holds(_ bytes: [UInt8], at path: String) -> Bool? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard Int(status.st_size) == bytes.count else { return false }
        let chunkSize = 1 << 20
        let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { chunk.deallocate() }
        return bytes.withUnsafeBytes { expected -> Bool? in
            var offset = 0
            while true {
                let count = read(descriptor, chunk, chunkSize)
                if count < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                // The end of the file: it holds the bytes only if it ended where they do.
                if count == 0 { return offset == expected.count }
                guard offset + count <= expected.count, let start = expected.baseAddress,
                      memcmp(chunk, start + offset, count) == 0
                else { return false }
                offset += count
            }
        }
    }

    func isDirectory(_ path: String) -> Bool {
        FileKind(of: path) == .directory
    }

    func createDirectory(_ directory: String) throws(OutputError) -> [String] {
        var missing: [String] = []
        var current = directory
        while FileKind(of: current) == .missing {
            missing.insert(current, at: 0)
            let parent = PathText.directory(of: current)
            guard parent != current else { break }
            current = parent
        }
        for path in missing where mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw OutputError(path: directory, reason: "cannot create the directory: \(SystemCallError.last)")
        }
        guard FileKind(of: directory) == .directory else {
            throw OutputError(path: directory, reason: "cannot create the directory: \(SystemCallError(code: ENOTDIR))")
        }
        return missing
    }

    func removeDirectory(_ directory: String) {
        rmdir(directory)
    }

    func lock(_ directory: String) -> Int32? {
        let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                close(descriptor)
                return nil
            }
        }
        return descriptor
    }

    func unlock(_ handle: Int32) {
        flock(handle, LOCK_UN)
        close(handle)
    }

    func writeNewFile(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputError(path: path, reason: Self.errnoDescription()) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
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
            unlink(path)
            throw OutputError(path: path, reason: failure)
        }
    }

    func rename(_ source: String, to target: String) throws(OutputError) {
        guard renameFile(source, target) == 0 else { throw OutputError(path: target, reason: Self.errnoDescription()) }
    }

    func synchronizeDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    func remove(_ path: String) {
        unlink(path)
    }

    func names(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    func isRunning(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }

    private static func errnoDescription() -> String {
        String(cString: strerror(errno))
    }
}

/// `rename(2)`, under a name the ``SystemFileSystem/rename(_:to:)`` method does not shadow.
private func renameFile(_ source: String, _ target: String) -> Int32 {
    rename(source, target)
}
