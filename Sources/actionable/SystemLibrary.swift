// The system calls the CLI makes itself: FoundationEssentials, which the CLI is built on where it exists (so
// the static binary embeds no ICU), has no `FileHandle` or `Process`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, with its `errno`; described as `strerror` describes it.
struct SystemCallError: Error, CustomStringConvertible {
    /// The `errno` value.
    var code: Int32

    /// The error of the call that just failed.
    static var last: SystemCallError { SystemCallError(code: errno) }

    var description: String { String(cString: strerror(code)) }
}

/// What a path names, following symbolic links.
enum FileKind: Equatable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// Anything else that exists: a device, a pipe, a socket.
    case other
    /// Nothing (or nothing this process may look at).
    case missing

    /// The kind of what `path` names.
    init(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        default: self = .other
        }
    }
}

/// Whole-file reads and writes on descriptors, each call retried when a signal interrupts it.
enum FileDescriptors {
    /// Up to `limit` bytes of the file at `path`, from its start.
    static func readAll(_ path: String, upTo limit: Int) throws(SystemCallError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last }
        defer { close(descriptor) }
        return try readAll(descriptor, upTo: limit)
    }

    /// Up to `limit` bytes read from `descriptor`, until its end.
    static func readAll(_ descriptor: Int32, upTo limit: Int) throws(SystemCallError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .last
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Writes every byte of `bytes` to `descriptor`; `false` when a write fails.
    @discardableResult
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += count
            }
            return true
        }
    }
}

