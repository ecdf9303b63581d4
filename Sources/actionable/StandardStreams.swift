import Foundation

/// Writes text to the process's standard streams, unbuffered, so output order is what the code says.
enum StandardStreams {
    /// Writes `text` to standard output.
    static func writeOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes `text` to standard error.
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
