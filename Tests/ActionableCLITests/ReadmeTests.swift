import Foundation
import Testing

/// Keeps the README true where it restates what the code decides.
@Suite("README")
struct ReadmeTests {
    private let readme = (try? String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test("The rules table lists every rule with its severity and purpose, as `actionable rules` does")
    func rulesTable() throws {
        let output = try CLI.run(["rules"], in: FileManager.default.temporaryDirectory)
        let rows = output.standardOutput.split(separator: "\n").dropFirst()
        #expect(!rows.isEmpty)
        for row in rows {
            let words = row.split(separator: " ", omittingEmptySubsequences: true)
            let purpose = words.dropFirst(2).joined(separator: " ")
            #expect(readme.contains("| `\(words[0])` | \(words[1]) | \(purpose) |"), "README lacks \(words[0])")
        }
    }

    @Test("The set-up section's two commands are the ones .ci/run runs")
    func setUpCommands() throws {
        let ci = try String(contentsOf: CLI.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let compile = "swift run actionable compile Examples/Definitions --swift-out Examples/Generated/NotificationCategories.swift --manifest-out Examples/Generated/notification-categories.json"
        #expect(readme.contains("```sh\n\(compile)\nswift test\n```"))
        #expect(ci.replacingOccurrences(of: " \\\n    ", with: " ").contains(compile))
        #expect(ci.contains("\nswift test\n"))
    }
}
