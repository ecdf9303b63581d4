import ActionableTestSupport
import Foundation

/// Compiles generated Swift into a program, with or without the stand-in UserNotifications SDK in
/// `Tests/StandInSDK`, under Swift 6 language mode (strict concurrency) and `-warnings-as-errors`.
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

    /// Compiles `generated` with `main` as the program's `main.swift`, runs it, and returns what it printed.
    /// Throws ``CompilationFailed`` with the compiler's output if it does not compile without warnings.
    static func run(generated: String, main: String, withStandInSDK: Bool) throws -> ProcessOutput {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let generatedURL = directory.appendingPathComponent("Generated.swift")
        let mainURL = directory.appendingPathComponent("main.swift")
        try Data(generated.utf8).write(to: generatedURL)
        try Data(main.utf8).write(to: mainURL)
        var arguments = ["-swift-version", "6", "-warnings-as-errors"]
        if withStandInSDK {
            let sdk = try standInSDK.get()
            arguments += ["-I", sdk.path, "-L", sdk.path, "-lUserNotifications"]
        }
        let program = directory.appendingPathComponent("program")
        arguments += [generatedURL.path, mainURL.path, "-o", program.path]
        let compilation = try ProcessRunner.swiftc(arguments)
        guard compilation.status == 0, !compilation.standardError.contains("warning:") else {
            throw CompilationFailed(output: compilation.standardError + compilation.standardOutput)
        }
        return try ProcessRunner.run(program, [])
    }
}
