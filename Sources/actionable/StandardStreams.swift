#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to the process's standard streams, unbuffered, so output order is what the code says.
enum StandardStreams {
    /// Writes `text` to standard output.
    static func writeOutput(_ text: String) {
        writeOutput(Array(text.utf8))
    }

    /// Writes `bytes` to standard output.
    static func writeOutput(_ bytes: [UInt8]) {
        FileDescriptors.writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) {
        FileDescriptors.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }
}
