import ActionableCore
import Foundation
import Testing

/// `Examples/Generated` holds what the compiler makes of `Examples/Definitions`. After an intended change,
/// regenerate with `ACTIONABLE_RECORD=1 swift test --filter ExamplesGoldenTests` and review `git diff Examples/`.
@Suite("Examples golden files")
struct ExamplesGoldenTests {
    @Test("Examples/Generated is what the compiler produces", arguments: ["NotificationCategories.swift", "notification-categories.json"])
    func matchesGolden(name: String) throws {
        let result = TestSupport.compile(try TestSupport.exampleFiles())
        #expect(result.diagnostics.isEmpty, "the examples are clean: \(result.diagnostics.map(\.message))")
        let generated = try #require(name.hasSuffix(".swift") ? result.swiftSource : result.manifest)
        let url = TestSupport.packageRoot.appendingPathComponent("Examples/Generated/" + name)
        if TestSupport.isRecording {
            try Data(generated.utf8).write(to: url)
            return
        }
        let golden = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(golden == generated, "Examples/Generated/\(name) is stale; run ACTIONABLE_RECORD=1 swift test and review the diff")
    }
}
