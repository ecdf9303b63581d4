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

    /// The stand-in SDK, built into the compile cache (``CompileCache``) once for its source and compiler.
    static let standInSDK: Result<URL, any Error> = Result {
        let source = TestSupport.packageRoot.appendingPathComponent("Tests/StandInSDK/UserNotifications.swift")
        let entry = try CompileCache.swiftc([
            "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-module", "-emit-library", "-static",
            "-module-name", "UserNotifications", "-o", "libUserNotifications.a", "-emit-module-path", "UserNotifications.swiftmodule",
        ], sources: ["UserNotifications.swift": try String(contentsOf: source, encoding: .utf8)], kind: "sdk")
        guard entry.status == 0 else { throw CompilationFailed(output: entry.output) }
        return entry.directory
    }

    /// The stand-in UserNotificationsUI (`Tests/StandInSDK/UserNotificationsUI.swift`), built on ``standInSDK`` into the
    /// compile cache once: what a notification content extension imports.
    static let standInUISDK: Result<URL, any Error> = Result {
        let source = TestSupport.packageRoot.appendingPathComponent("Tests/StandInSDK/UserNotificationsUI.swift")
        let entry = try CompileCache.swiftc([
            "-I", try standInSDK.get().path,
            "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-module", "-emit-library", "-static",
            "-module-name", "UserNotificationsUI", "-o", "libUserNotificationsUI.a", "-emit-module-path", "UserNotificationsUI.swiftmodule",
        ], sources: ["UserNotificationsUI.swift": try String(contentsOf: source, encoding: .utf8)], kind: "sdk")
        guard entry.status == 0 else { throw CompilationFailed(output: entry.output) }
        return entry.directory
    }

    /// `ActionableRuntime`, built into the compile cache once for its sources and compiler, in Swift 6 with warnings as
    /// errors, as a static library module: what generated files import (`runtime: module`). Built on the stand-in SDK
    /// for programs that use it (its UserNotifications part is then compiled), and without it for the others.
    static let runtimeModule: Result<URL, any Error> = buildRuntime(withStandInSDK: false)
    /// ``runtimeModule`` built on the stand-in SDK.
    static let runtimeModuleOnStandInSDK: Result<URL, any Error> = buildRuntime(withStandInSDK: true)
    /// ``runtimeModuleOnStandInSDK`` built with `-O`, for programs built with `-O`.
    static let optimizedRuntimeModuleOnStandInSDK: Result<URL, any Error> = buildRuntime(withStandInSDK: true, optimized: true)

    private static func buildRuntime(withStandInSDK: Bool, optimized: Bool = false) -> Result<URL, any Error> {
        Result {
            try buildRuntime(sources: TestSupport.runtimeSources(), withStandInSDK: withStandInSDK, optimized: optimized)
        }
    }

    /// The directory of an `ActionableRuntime` module built from `sources` (file name → text) into the compile cache,
    /// as ``runtimeModule`` is built from the package's: a changed runtime, for the tests of what a change does.
    static func buildRuntime(sources: [String: String], withStandInSDK: Bool, optimized: Bool = false) throws -> URL {
        let sdk = withStandInSDK ? ["-I", try standInSDK.get().path] : []
        let entry = try CompileCache.swiftc(sdk + (optimized ? ["-O"] : []) + [
            "-swift-version", "6", "-warnings-as-errors", "-parse-as-library", "-emit-module", "-emit-library", "-static",
            "-module-name", "ActionableRuntime", "-o", "libActionableRuntime.a",
            "-emit-module-path", "ActionableRuntime.swiftmodule",
        ], sources: sources, kind: "runtime")
        guard entry.status == 0 else { throw CompilationFailed(output: entry.output) }
        return entry.directory
    }

    /// The flags that make a compilation see and link `ActionableRuntime`, built with or without the stand-in SDK.
    static func runtimeFlags(withStandInSDK: Bool, optimized: Bool = false) throws -> [String] {
        precondition(!optimized || withStandInSDK, "the runtime is built with -O on the stand-in SDK only")
        let module = optimized ? optimizedRuntimeModuleOnStandInSDK : withStandInSDK ? runtimeModuleOnStandInSDK : runtimeModule
        let directory = try module.get().path
        return ["-I", directory, "-L", directory, "-lActionableRuntime"]
    }

    /// A library module built by ``buildModule(named:sources:setting:flags:withStandInSDK:)``: link it with ``flags``.
    struct Module {
        var directory: URL
        var name: String
        /// The flags that make a client see and link the module.
        var flags: [String] { ["-I", directory.path, "-L", directory.path, "-l" + name] }
    }

    /// The settings a program is built or checked in when the caller does not say: all three in the full tier; in
    /// the fast tier Swift 6 only (the three settings are then the business of the tests that ask for them:
    /// `GeneratedModuleTests`, `PushKindTests.compilesEverywhere`).
    static var programSettings: [Setting] { TestTier.isFull() ? Setting.allCases : [.swift6] }

    /// Compiles `sources` (file name → text; `main.swift` is the entry point) into a program with `flags`,
    /// runs it with `arguments`, and returns what it printed. Throws ``CompilationFailed`` with the compiler's
    /// output if it does not compile without warnings in each of `settings` (by default ``programSettings``; the
    /// program that runs is the Swift 6 one). `optimized` builds the program, and the runtime it links, with `-O`.
    static func run(
        sources: [String: String], flags: [String] = [], withStandInSDK: Bool, modules: [Module] = [], arguments: [String] = [],
        settings: [Setting] = programSettings, optimized: Bool = false
    ) throws -> ProcessOutput {
        let moduleFlags = modules.flatMap(\.flags)
        let program = try compile(sources, setting: .swift6, flags: flags + moduleFlags + ["-o", "program"] + (optimized ? ["-O"] : []),
                                  withStandInSDK: withStandInSDK, optimized: optimized)
        for setting in settings where setting != .swift6 {
            _ = try compile(sources, setting: setting, flags: flags + moduleFlags + ["-wmo", "-emit-sil", "-o", "/dev/null"],
                            withStandInSDK: withStandInSDK)
        }
        return try ProcessRunner.run(program.appendingPathComponent("program"), arguments)
    }

    /// Compiles `sources` once, in Swift 6 with the stand-in SDK (warnings fail it), runs the program and returns
    /// what it printed: for a program that observes generated code rather than checks it in every setting.
    static func runOnce(sources: [String: String]) throws -> ProcessOutput {
        let program = try compile(sources, setting: .swift6, flags: ["-o", "program"], withStandInSDK: true)
        return try ProcessRunner.run(program.appendingPathComponent("program"), [])
    }

    /// Compiles `generated` with `main` as the program's `main.swift`, runs it with `arguments`, and returns what
    /// it printed.
    static func run(generated: String, main: String, withStandInSDK: Bool, arguments: [String] = []) throws -> ProcessOutput {
        try run(sources: ["Generated.swift": generated, "main.swift": main], withStandInSDK: withStandInSDK, arguments: arguments)
    }

    /// Compiles `sources` into the static library module `name` with `flags` in `setting`, in the compile cache.
    static func buildModule(
        named name: String, sources: [String: String], setting: Setting = .swift6, flags: [String] = [], withStandInSDK: Bool
    ) throws -> Module {
        let directory = try compile(sources, setting: setting, flags: flags + [
            "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", name,
            "-o", "lib\(name).a", "-emit-module-path", "\(name).swiftmodule",
        ], withStandInSDK: withStandInSDK)
        return Module(directory: directory, name: name)
    }

    /// Checks `sources` as a library with `flags` in each of `settings` (by default ``programSettings``), through
    /// SIL (so that data races are found), without producing anything.
    static func check(
        _ sources: [String: String], flags: [String] = [], withStandInSDK: Bool, settings: [Setting] = programSettings
    ) throws {
        for setting in settings {
            _ = try compile(sources, setting: setting, flags: flags + ["-parse-as-library", "-wmo", "-emit-sil", "-o", "/dev/null"],
                            withStandInSDK: withStandInSDK)
        }
    }

    /// Compiles `sources` in `setting` with `flags` (outputs named relative to the compilation's directory), through
    /// the compile cache; returns the directory of the outputs. Throws ``CompilationFailed`` on an error or warning.
    private static func compile(
        _ sources: [String: String], setting: Setting, flags: [String], withStandInSDK: Bool, optimized: Bool = false
    ) throws -> URL {
        var arguments = setting.flags + ["-warnings-as-errors"]
        if withStandInSDK {
            let sdk = try standInSDK.get()
            let ui = try standInUISDK.get()
            arguments += ["-I", sdk.path, "-L", sdk.path, "-I", ui.path, "-L", ui.path, "-lUserNotificationsUI", "-lUserNotifications"]
        }
        // The runtime last: a static library of generated code (`buildModule`) linked before it needs its symbols.
        let runtime = try runtimeFlags(withStandInSDK: withStandInSDK, optimized: optimized)
        let compilation = try CompileCache.swiftc(arguments + flags + runtime, sources: sources, kind: "swiftc")
        guard compilation.status == 0, !compilation.output.contains("warning:") else {
            throw CompilationFailed(output: "[\(setting.rawValue)] " + compilation.output)
        }
        return compilation.directory
    }
}
