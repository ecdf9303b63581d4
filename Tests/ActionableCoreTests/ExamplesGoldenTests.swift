import ActionableCore
import Foundation
import Testing

/// `Examples/Generated` holds what the compiler makes of `Examples/Definitions`. After an intended change,
/// regenerate with `ACTIONABLE_RECORD=1 swift test --filter ExamplesGoldenTests` and review `git diff Examples/`.
@Suite("Examples golden files")
struct ExamplesGoldenTests {
    @Test("Examples/Generated is what the compiler produces", arguments: ["NotificationCategories.swift", "notification-categories.json"])
    func matchesGolden(name: String) throws {
        // What `actionable compile` writes with its defaults (`runtime: module`), whatever runtime this run tests.
        let result = Compiler(settings: GenerationSettings()).compile(try TestSupport.exampleFiles())
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

    @Test("Merging the examples into their strings catalog changes nothing, so its translations survive every run")
    func stringsCatalogIsCurrent() throws {
        let url = TestSupport.packageRoot.appendingPathComponent("Examples/Generated/Localizable.xcstrings")
        let committed = Array(try Data(contentsOf: url))
        let result = Compiler.tested.compile(
            try TestSupport.exampleFiles(), stringsCatalog: .update(SourceFile(path: url.path, contents: committed)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let merged = try #require(result.file(.stringsCatalog)?.bytes)
        if TestSupport.isRecording {
            try Data(merged).write(to: url)
            return
        }
        #expect(merged == committed, "Examples/Generated/Localizable.xcstrings is stale; run ACTIONABLE_RECORD=1 swift test and review the diff")
        let catalog = try #require(try JSONSerialization.jsonObject(with: Data(committed)) as? [String: Any])
        let strings = try #require(catalog["strings"] as? [String: [String: Any]])
        let french = strings.values.compactMap { ($0["localizations"] as? [String: Any])?["fr"] }
        #expect(french.count == strings.count, "every example string has a French translation")
    }
}
