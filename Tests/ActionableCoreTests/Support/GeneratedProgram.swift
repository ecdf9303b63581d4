import ActionableTestSupport
import Foundation

/// Compiles generated Swift the way adopters will: into a program or a library module, with or without the
/// stand-in UserNotifications SDK in `Tests/StandInSDK`, always with `-warnings-as-errors` (any warning fails
/// the compilation too) and in each of the three settings apps build in (``Setting``). Every check goes
/// through SIL, where Swift finds data races between regions: a type check alone does not report them.
enum GeneratedProgram {
    /// A seeded generator (SplitMix64) as Swift source, for programs that draw values for a property test.
    static let splitMix = """

        struct SplitMix {
            var state: UInt64
            init(seed: UInt64) { state = seed }
            mutating func next() -> UInt64 {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return z ^ (z >> 31)
            }
        }

        """

    /// The language settings generated code must build warning-free in.
    enum Setting: String, CaseIterable {
        /// Swift 6 language mode: complete concurrency checking.
        case swift6
        /// A new Xcode 26 project: Swift 6, main-actor isolation by default, and the upcoming features
        /// `NonisolatedNonsendingByDefault` and `InferIsolatedConformances`.
        case xcode26
        /// Swift 5 language mode with complete concurrency checking.
        case swift5

        /// The compiler's flags for the setting.
        var flags: [String] {
            switch self {
            case .swift6: ["-swift-version", "6"]
            case .xcode26: [
                "-swift-version", "6", "-default-isolation", "MainActor",
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault", "-enable-upcoming-feature", "InferIsolatedConformances",
            ]
            case .swift5: ["-swift-version", "5", "-strict-concurrency=complete"]
            }
        }

    }

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
    /// runs it with `arguments`, and returns what it printed. Throws ``CompilationFailed`` with the compiler's
    /// output if it does not compile without warnings in every ``Setting`` (the program that runs is the Swift 6 one).
    static func run(
        sources: [String: String], flags: [String] = [], withStandInSDK: Bool, modules: [Module] = [], arguments: [String] = []
    ) throws -> ProcessOutput {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = directory.appendingPathComponent("program")
        let moduleFlags = modules.flatMap(\.flags)
        try compile(sources, in: directory, setting: .swift6, flags: flags + moduleFlags + ["-o", program.path], withStandInSDK: withStandInSDK)
        for setting in Setting.allCases where setting != .swift6 {
            try compile(sources, in: directory, setting: setting, flags: flags + moduleFlags + ["-wmo", "-emit-sil", "-o", "/dev/null"],
                        withStandInSDK: withStandInSDK)
        }
        return try ProcessRunner.run(program, arguments)
    }

    /// Compiles `sources` once, in Swift 6 with the stand-in SDK (warnings fail it), runs the program and returns
    /// what it printed: for a program that observes generated code rather than checks it in every setting.
    static func runOnce(sources: [String: String]) throws -> ProcessOutput {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let program = directory.appendingPathComponent("program")
        try compile(sources, in: directory, setting: .swift6, flags: ["-o", program.path], withStandInSDK: true)
        return try ProcessRunner.run(program, [])
    }

    /// Compiles `generated` with `main` as the program's `main.swift`, runs it with `arguments`, and returns what
    /// it printed.
    static func run(generated: String, main: String, withStandInSDK: Bool, arguments: [String] = []) throws -> ProcessOutput {
        try run(sources: ["Generated.swift": generated, "main.swift": main], withStandInSDK: withStandInSDK, arguments: arguments)
    }

    /// Compiles `sources` into the static library module `name` with `flags` in `setting`, in a directory that
    /// lives as long as the test process.
    static func buildModule(
        named name: String, sources: [String: String], setting: Setting = .swift6, flags: [String] = [], withStandInSDK: Bool
    ) throws -> Module {
        let directory = try TestSupport.temporaryDirectory()
        try compile(sources, in: directory, setting: setting, flags: flags + [
            "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", name,
            "-o", directory.appendingPathComponent("lib\(name).a").path,
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
        ], withStandInSDK: withStandInSDK)
        return Module(directory: directory, name: name)
    }

    /// Checks `sources` as a library with `flags` in every ``Setting``, through SIL (so that data races are
    /// found), without producing anything.
    static func check(_ sources: [String: String], flags: [String] = [], withStandInSDK: Bool) throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for setting in Setting.allCases {
            try compile(sources, in: directory, setting: setting, flags: flags + ["-parse-as-library", "-wmo", "-emit-sil", "-o", "/dev/null"],
                        withStandInSDK: withStandInSDK)
        }
    }

    private static func compile(
        _ sources: [String: String], in directory: URL, setting: Setting, flags: [String], withStandInSDK: Bool
    ) throws {
        var arguments = setting.flags + ["-warnings-as-errors"]
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
            throw CompilationFailed(output: "[\(setting.rawValue)] " + compilation.standardError + compilation.standardOutput)
        }
    }
}
