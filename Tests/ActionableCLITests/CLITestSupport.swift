import ActionableTestSupport
import Foundation
import Testing

/// Runs the built `actionable` executable, which SwiftPM builds next to the test bundle.
enum CLI {
    /// The package's root directory.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `actionable` executable in the build products directory.
    static let executable: URL = {
        var directory = Bundle.main.bundleURL
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("actionable")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "actionable")
    }()

    /// Runs `actionable` with `arguments` in `directory`.
    static func run(_ arguments: [String], in directory: URL) throws -> ProcessOutput {
        try ProcessRunner.run(executable, arguments, in: directory)
    }

    /// Runs git in `directory`, with an identity so commits work on a fresh machine; a failure is an issue.
    @discardableResult
    static func git(_ arguments: [String], in directory: URL) throws -> ProcessOutput {
        let output = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"] + arguments,
            in: directory)
        #expect(output.status == 0, "git \(arguments): \(output.standardError)")
        return output
    }

    /// A new temporary directory holding `files` (relative path → contents).
    static func workspace(_ files: [String: String]) throws -> URL {
        let directory = try ScratchDirectory.make("cli")
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
