import ActionableCore
import ActionableTestSupport
import Foundation

/// The last release, built from its own commit, for the release oracle (`ReleaseOracleTests`): its sources (`git
/// archive` of the release's tag, or of the commit whose `Version.swift` is that release, where there is no tag) and
/// its `actionable`, built once into `.build/release-oracle/COMMIT` and reused by later runs.
enum ReleaseOracle {
    /// The last release's version (``ActionableVersion/release``).
    static let version = ActionableVersion.release

    /// Why the oracle cannot run here, or `nil`: it needs the repository's history (a `git clone`, not an archive).
    static let unavailableReason: String? = {
        switch commit {
        case .success: nil
        case .failure(let error): "\(error)"
        }
    }()

    /// Something the oracle could not do, said in a sentence.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The release's commit: its tag's, or the commit that made `Version.swift` say it is the release.
    static let commit: Result<String, Failure> = {
        let root = TestSupport.packageRoot
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) else {
            return .failure(Failure(description: "the release oracle needs the repository's history (a git clone); this source tree has none"))
        }
        if let tagged = try? git(["rev-parse", "--verify", "--quiet", "refs/tags/\(version)^{commit}"]), !tagged.isEmpty {
            return .success(tagged)
        }
        let marker = "static let current = \"\(version)\""
        let candidates = (try? git(["log", "--format=%H", "-S", marker, "--", "Sources/ActionableCore/Version.swift"])) ?? ""
        for candidate in candidates.split(separator: "\n").map(String.init) {
            let text = (try? git(["show", "\(candidate):Sources/ActionableCore/Version.swift"])) ?? ""
            if text.contains(marker) && text.contains("static let release = \"\(version)\"") { return .success(candidate) }
        }
        return .failure(Failure(description: "no tag \(version) and no commit whose Version.swift is release \(version) in this clone's history"))
    }()

    /// The cache of the release's sources and build.
    static func cacheDirectory() throws -> URL {
        TestSupport.packageRoot.appendingPathComponent(".build/release-oracle/\(try commit.get())")
    }

    /// The release's source tree, extracted once.
    static let sources: Result<URL, any Error> = Result {
        let directory = try cacheDirectory().appendingPathComponent("source")
        let done = directory.appendingPathComponent(".extracted")
        if FileManager.default.fileExists(atPath: done.path) { return directory }
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let archive = try cacheDirectory().appendingPathComponent("source.tar")
        _ = try git(["archive", "--format=tar", "--output", archive.path, try commit.get()])
        let unpacked = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["tar", "-xf", archive.path, "-C", directory.path])
        guard unpacked.status == 0 else { throw Failure(description: "tar: \(unpacked.standardError)") }
        try? FileManager.default.removeItem(at: archive)
        try Data().write(to: done)
        return directory
    }

    /// The release's `actionable`, built once (debug: the release's generated files do not depend on the optimizer).
    static let tool: Result<URL, any Error> = Result {
        let source = try sources.get()
        let scratch = try cacheDirectory().appendingPathComponent("build")
        let binary = scratch.appendingPathComponent("debug/actionable")
        if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        let built = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), [
            "swift", "build", "--package-path", source.path, "--scratch-path", scratch.path, "--product", "actionable",
        ])
        guard built.status == 0, FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw Failure(description: "building \(version)'s actionable failed:\n\(built.standardOutput.suffix(4000))\n\(built.standardError.suffix(4000))")
        }
        return binary
    }

    /// What the release's `actionable compile` writes for the definitions `files` (name → YAML): the Swift file with the
    /// runtime `runtime` (`module` or `embedded`), or the errors it printed.
    static func generate(_ files: [String: String], runtime: String) throws -> Result<String, Failure> {
        let directory = try ScratchDirectory.make("release-oracle")
        defer { try? FileManager.default.removeItem(at: directory) }
        let definitions = directory.appendingPathComponent("Definitions")
        try FileManager.default.createDirectory(at: definitions, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: definitions.appendingPathComponent(name)) }
        let output = directory.appendingPathComponent("Generated.swift")
        let run = try ProcessRunner.run(try tool.get(), [
            "compile", definitions.path, "--swift-out", output.path, "--runtime", runtime,
        ])
        guard run.status == 0 else { return .failure(Failure(description: run.standardError)) }
        return .success(try String(contentsOf: output, encoding: .utf8))
    }

    /// Today's generated file for `files`, with the default settings but `runtime`, or the errors.
    static func generateToday(_ files: [String: String], runtime: RuntimeMode) -> Result<String, Failure> {
        let sources = files.sorted { $0.key < $1.key }.map { TestSupport.file($0.key, $0.value) }
        let result = Compiler(settings: GenerationSettings(runtime: runtime)).compile(sources)
        guard let swift = result.swiftSource else {
            return .failure(Failure(description: result.diagnostics.filter { $0.severity == .error }.map(\.message).joined(separator: "\n")))
        }
        return .success(swift)
    }

    /// The release's `ActionableRuntime` sources (file name → text).
    static func runtimeSources() throws -> [String: String] {
        try TestSupport.runtimeSources(in: try sources.get())
    }

    /// Runs `git` in the package's root and returns what it printed, trimmed.
    private static func git(_ arguments: [String]) throws -> String {
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", TestSupport.packageRoot.path] + arguments)
        guard output.status == 0 else { throw Failure(description: "git \(arguments.joined(separator: " ")): \(output.standardError)") }
        return output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
