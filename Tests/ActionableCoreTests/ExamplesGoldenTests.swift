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

    @Test("Documentation/GeneratedSwift.md's table of file sizes is what the compiler generates; the examples fit 1,300 lines")
    func documentedSizes() throws {
        let oneButton = SourceFile(
            path: "one.yaml", contents: Array("categories:\n  - id: INVITE\n    actions:\n      - id: ACCEPT\n        title: Accept\n".utf8))
        let doc = String(decoding: try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent(
            "Documentation/GeneratedSwift.md")), as: UTF8.self)
        // The table's columns: `runtime: module`, `--generate app`, `runtime: embedded`; an empty cell is not documented.
        let columns = [GenerationSettings(), GenerationSettings(parts: [.app]), GenerationSettings(runtime: .embedded)]
        let examplesLabel = "`Examples/Definitions`"
        var examplesLines = 0
        for (label, files) in [("One category with one button", [oneButton]), (examplesLabel, try TestSupport.exampleFiles())] {
            let row = try #require(doc.split(separator: "\n").first { $0.hasPrefix("| \(label) |") }, "no row for \(label)")
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells.count == columns.count + 1, "\(row)")
            for (cell, settings) in zip(cells.dropFirst(), columns) where !cell.isEmpty {
                let source = try #require(Compiler(settings: settings).compile(files).swiftSource)
                let lines = source.utf8.count { $0 == UInt8(ascii: "\n") }
                #expect(cell == "\(lines.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))) lines",
                        "\(label), \(settings.runtime) \(settings.parts.map(\.rawValue).sorted()): \(lines) lines")
                if label == examplesLabel && settings == GenerationSettings() { examplesLines = lines }
            }
        }
        // 1,200 for the categories, actions and keys (1,169), and 100 more for the two notification extensions' entry points.
        #expect((1...1300).contains(examplesLines), "the examples generate \(examplesLines) lines with the module")
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
