import Foundation

/// What a finished program printed and returned.
public struct ProcessOutput: Sendable {
    /// The exit status.
    public var status: Int32
    /// Everything written to standard output.
    public var standardOutput: String
    /// Everything written to standard error.
    public var standardError: String
    /// Whether a signal ended the program (then ``status`` is the signal's number).
    public var wasSignaled = false
}

/// Runs programs for the tests and captures their output.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory` and waits for it. Output goes to temporary files,
    /// so a chatty program can never block on a full pipe. The program's `TMPDIR` is the test run's
    /// ``ScratchDirectory/root``, so whatever temporary files it leaves (swiftc's among them) go with it.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        let captures = try ScratchDirectory.make("output")
        defer { try? FileManager.default.removeItem(at: captures) }
        let outputFile = captures.appendingPathComponent("stdout")
        let errorFile = captures.appendingPathComponent("stderr")
        try Data().write(to: outputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = ScratchDirectory.root.path
        process.environment = environment
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
            wasSignaled: process.terminationReason == .uncaughtSignal)
    }

    /// Runs `swiftc` (found on `PATH`) with `arguments`.
    public static func swiftc(_ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, in: directory)
    }
}
