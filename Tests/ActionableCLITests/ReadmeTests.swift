import ActionableTestSupport
import Foundation
import Testing

/// Keeps the README true where it restates what the code decides.
@Suite("README")
struct ReadmeTests {
    private let readme = (try? String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test("The rules tables list every check with its severity and every change rule with its class, as `actionable rules` does")
    func rulesTable() throws {
        let output = try CLI.run(["rules"], in: ScratchDirectory.root)
        let rows = output.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("RULE") && !$0.hasPrefix("CHANGE RULE") }
        #expect(rows.count > 60)
        for row in rows {
            let words = row.split(separator: " ", omittingEmptySubsequences: true)
            let purpose = words.dropFirst(2).joined(separator: " ")
            #expect(readme.contains("| `\(words[0])` | \(words[1]) | \(purpose) |"), "README lacks \(words[0])")
        }
    }

    @Test("The set-up section's two commands are the ones .ci/run runs")
    func setUpCommands() throws {
        let ci = try String(contentsOf: CLI.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let compile = "swift run actionable compile Examples/Definitions --swift-out Examples/Generated/NotificationCategories.swift --manifest-out Examples/Generated/notification-categories.json --strings-catalog Examples/Generated/Localizable.xcstrings"
        #expect(readme.contains("```sh\n\(compile)\nswift test\n```"))
        #expect(ci.replacingOccurrences(of: " \\\n    ", with: " ").contains(compile))
        #expect(ci.contains("\nswift test\n"))
    }

    @Test("Every snippet of the before-and-after section is quoted verbatim from Examples/Usage")
    func beforeAndAfter() throws {
        let start = try #require(readme.range(of: "## Before and after"))
        let section = readme[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        let blocks = section[..<end].components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(blocks.count == 8)
        let usage = try ["HandWritten", "WithActionable"].map { name in
            try String(contentsOf: CLI.packageRoot.appendingPathComponent("Examples/Usage/\(name).swift"), encoding: .utf8)
        }
        for block in blocks {
            let lines = Self.codeLines(block)
            #expect(usage.contains { Self.codeLines($0).containsContiguously(lines) }, "not in Examples/Usage:\n\(block)")
        }
    }

    /// The non-empty lines of `code`, without their indentation.
    private static func codeLines(_ code: String) -> [Substring] {
        code.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
    }
}

extension Array where Element: Equatable {
    /// Whether `part` occurs in this array as one contiguous run.
    func containsContiguously(_ part: [Element]) -> Bool {
        guard !part.isEmpty, part.count <= count else { return part.isEmpty }
        return (0...(count - part.count)).contains { Array(self[$0..<($0 + part.count)]) == part }
    }
}
