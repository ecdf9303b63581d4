import ActionableCore
import Foundation

/// Helpers shared by the core tests.
enum TestSupport {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Whether golden files should be rewritten instead of compared (`ACTIONABLE_RECORD=1 swift test`).
    static let isRecording = ProcessInfo.processInfo.environment["ACTIONABLE_RECORD"] == "1"

    /// A source file from YAML text.
    static func file(_ path: String, _ yaml: String) -> SourceFile {
        SourceFile(path: path, contents: Array(yaml.utf8))
    }

    /// Checks one YAML text named `defs.yaml`.
    static func check(_ yaml: String) -> Compiler.CheckResult {
        Compiler().check([file("defs.yaml", yaml)])
    }

    /// Compiles files and returns the result.
    static func compile(_ files: [SourceFile], namespace: String = Compiler.defaultNamespace) -> Compiler.CompileResult {
        Compiler(namespace: namespace).compile(files)
    }

    /// The definition files under `Examples/Definitions`, with paths relative to the package root as the
    /// README's command gives them.
    static func exampleFiles() throws -> [SourceFile] {
        let directory = packageRoot.appendingPathComponent("Examples/Definitions")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") }
            .map { name in
                let path = "Examples/Definitions/" + name
                return SourceFile(path: path, contents: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
            }
    }

    /// A new empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("actionable-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// The outcome of running a program.
struct ProcessOutput {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

/// Runs programs and captures their output.
enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory` and waits for it.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so a chatty program cannot block on a full pipe.
        let errorData = Thread.readToEnd(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Runs `swiftc` (found on `PATH`) with `arguments`.
    static func swiftc(_ arguments: [String], in directory: URL? = nil) throws -> ProcessOutput {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments, in: directory)
    }
}

extension Thread {
    /// Reads a pipe to its end on a background thread; `value` waits for the result.
    final class PipeReader: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ pipe: Pipe) {
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        var value: Data {
            done.wait()
            return data
        }
    }

    static func readToEnd(_ pipe: Pipe) -> PipeReader { PipeReader(pipe) }
}
