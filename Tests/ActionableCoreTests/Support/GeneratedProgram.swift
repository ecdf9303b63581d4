import ActionableTestSupport
import Foundation

/// Compiles generated Swift the way adopters will: into a program or a library module, with or without the
/// stand-in UserNotifications SDK in `Tests/StandInSDK`, always under Swift 6 language mode (strict
/// concurrency) and `-warnings-as-errors`; any warning fails the compilation too.
enum GeneratedProgram {
    struct CompilationFailed: Error, CustomStringConvertible {
        var output: String
        var description: String { "compilation failed:\n\(output)" }
    }

    /// The stand-in SDK, built once per test process into a temporary directory.
    static let standInSDK: Result<URL, any Error> = Result {
        let directory = try TestSupport.temporaryDirectory()
        let source = TestSupport.packageRoot.appendingPathComponent("Tests/StandInSDK/UserNotifications.swift")
        let result = try ProcessRunner.swiftc([
            "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-module", "-emit-library", "-static",
            "-module-name", "UserNotifications",
            "-o", directory.appendingPathComponent("libUserNotifications.a").path,
            "-emit-module-path", directory.appendingPathComponent("UserNotifications.swiftmodule").path,
            source.path,
        ])
        guard result.status == 0 else { throw CompilationFailed(output: result.standardError) }
        return directory
    }

    /// A library module built by ``buildModule(named:sources:flags:withStandInSDK:)``: link it with ``flags``.
    struct Module {
        var directory: URL
        var name: String
        /// The flags that make a client see and link the module.
        var flags: [String] { ["-I", directory.path, "-L", directory.path, "-l" + name] }
    }

    /// Compiles `sources` (file name → text; `main.swift` is the entry point) into a program with `flags`,
    /// runs it, and returns what it printed. Throws ``CompilationFailed`` with the compiler's output if it
    /// does not compile without warnings.
    static func run(
        sources: [String: String], flags: [String] = [], withStandInSDK: Bool, modules: [Module] = []
    ) throws -> ProcessOutput {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = directory.appendingPathComponent("program")
        try compile(sources, in: directory, flags: flags + modules.flatMap(\.flags) + ["-o", program.path], withStandInSDK: withStandInSDK)
        return try ProcessRunner.run(program, [])
    }

    /// Compiles `generated` with `main` as the program's `main.swift`, runs it, and returns what it printed.
    static func run(generated: String, main: String, withStandInSDK: Bool) throws -> ProcessOutput {
        try run(sources: ["Generated.swift": generated, "main.swift": main], withStandInSDK: withStandInSDK)
    }

    /// Compiles `sources` into the static library module `name` with `flags`, in a directory that lives as
    /// long as the test process.
    static func buildModule(named name: String, sources: [String: String], flags: [String] = [], withStandInSDK: Bool) throws -> Module {
        let directory = try TestSupport.temporaryDirectory()
        try compile(sources, in: directory, flags: flags + [
            "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", name,
            "-o", directory.appendingPathComponent("lib\(name).a").path,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ], withStandInSDK: withStandInSDK)
        return Module(directory: directory, name: name)
    }

    /// Type-checks `sources` as a library with `flags`, without producing anything.
    static func typecheck(_ sources: [String: String], flags: [String] = [], withStandInSDK: Bool) throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try compile(sources, in: directory, flags: flags + ["-parse-as-library", "-typecheck"], withStandInSDK: withStandInSDK)
    }

    private static func compile(_ sources: [String: String], in directory: URL, flags: [String], withStandInSDK: Bool) throws {
        var arguments = ["-swift-version", "6", "-warnings-as-errors"]
        if withStandInSDK {
            let sdk = try standInSDK.get()
            arguments += ["-I", sdk.path, "-L", sdk.path, "-lUserNotifications"]
        }
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            arguments.append(url.path)
        }
        let compilation = try ProcessRunner.swiftc(arguments + flags)
        guard compilation.status == 0, !compilation.standardError.contains("warning:") else {
            throw CompilationFailed(output: compilation.standardError + compilation.standardOutput)
        }
    }
}
