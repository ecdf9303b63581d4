@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// An app type named `ActionableRuntime` shadows the module's name, which a file generated with `runtime: module`
/// qualifies the runtime's types with: the file does not build, as APIStability.md says. With `runtime: embedded`,
/// whose runtime is the namespace's own, the same app builds: the documented way out (or renaming the type).
@Suite("An app type named ActionableRuntime")
struct ModuleNameClashTests {
    static let appType = "struct ActionableRuntime { var name = \"the app's own\" }\n"

    static func generated(_ runtime: RuntimeMode) throws -> String {
        let settings = GenerationSettings(runtime: runtime)
        return try #require(Compiler(settings: settings).compile(try TestSupport.exampleFiles()).swiftSource)
    }

    @Test("With runtime: module the file does not build beside it; with runtime: embedded it does")
    func clashIsTheDocumentedOne() throws {
        #expect(throws: GeneratedProgram.CompilationFailed.self) {
            try GeneratedProgram.check(["NotificationCategories.swift": try Self.generated(.module), "App.swift": Self.appType],
                                       withStandInSDK: true, settings: [.swift6])
        }
        // The control: the module-mode file alone builds, so the type is what breaks it.
        try GeneratedProgram.check(["NotificationCategories.swift": try Self.generated(.module)],
                                   withStandInSDK: true, settings: [.swift6])
        try GeneratedProgram.check(["NotificationCategories.swift": try Self.generated(.embedded), "App.swift": Self.appType],
                                   withStandInSDK: true, settings: [.swift6])
    }
}
