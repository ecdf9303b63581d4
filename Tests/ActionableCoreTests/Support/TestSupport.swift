import ActionableCore
import ActionableTestSupport
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
        Compiler.tested.check([file("defs.yaml", yaml)])
    }

    /// Compiles files and returns the result.
    static func compile(_ files: [SourceFile], namespace: String = GenerationSettings.defaultNamespace) -> Compiler.CompileResult {
        Compiler(settings: GenerationSettings.tested(namespace: namespace)).compile(files)
    }

    /// The definition files under `Examples/Definitions`, with paths relative to the package root as the
    /// README's command gives them.
    static func exampleFiles() throws -> [SourceFile] {
        let directory = packageRoot.appendingPathComponent("Examples/Definitions")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") && !Configuration.fileNames.contains($0) }
            .map { name in
                let path = "Examples/Definitions/" + name
                return SourceFile(path: path, contents: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
            }
    }

    /// The `ActionableRuntime` sources (file name → text) of the package at `root`: this one's, or a release's.
    static func runtimeSources(in root: URL = packageRoot) throws -> [String: String] {
        let directory = root.appendingPathComponent("Sources/ActionableRuntime")
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    /// A new empty temporary directory.
    static func temporaryDirectory() throws -> URL {
        try ScratchDirectory.make("core")
    }
}

extension String {
    /// The Swift source with every call the printer wrapped (`f(\n    a,\n    b)`) written on one line (`f(a, b)`), so
    /// that a test can look for a call however wide it came out.
    var unwrappingCalls: String {
        replacingOccurrences(of: #"\(\n\s+"#, with: "(", options: .regularExpression)
            .replacingOccurrences(of: #",\n\s+"#, with: ", ", options: .regularExpression)
            .replacingOccurrences(of: #"\n\s+\)"#, with: ")", options: .regularExpression)
    }
}
