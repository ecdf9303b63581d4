import ActionableTestSupport
import Foundation
import Testing

/// `actionable preview` and `actionable diff --format html` from the command line.
@Suite("preview and diff --format html")
struct PreviewCommandTests {
    static let definitions = """
        categories:
          - id: INVITE
            actions:
              - { id: ACCEPT, title: { key: invite.accept, value: Accept } }
              - { id: DECLINE, title: Decline, options: [destructive] }
        """

    static let catalog = """
        {"sourceLanguage":"en","version":"1.0","strings":{"invite.accept":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Annehmen"}}}}}}
        """

    @Test("preview writes one page, the same bytes on every run, with the catalog's languages")
    func writesPage() throws {
        let workspace = try CLI.workspace(["defs/invite.yaml": Self.definitions, "L.xcstrings": Self.catalog])
        let run = try CLI.run(["preview", "defs", "--output", "out/preview.html", "--strings-catalog", "L.xcstrings", "--app-name", "Calendar"], in: workspace)
        #expect(run.status == 0, "\(run.standardError)")
        let page = workspace.appendingPathComponent("out/preview.html")
        let first = try Data(contentsOf: page)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("data-category=\"INVITE\"") && text.contains("data-action=\"DECLINE\""))
        #expect(text.contains("Annehmen") && text.contains("href=\"#lang-de\"") && text.contains("Calendar"))
        #expect(try CLI.run(["preview", "defs", "--output", "out/preview.html", "--strings-catalog", "L.xcstrings", "--app-name", "Calendar"], in: workspace).status == 0)
        #expect(try Data(contentsOf: page) == first)
    }

    @Test("preview writes nothing when the definitions have errors or the catalog cannot be read")
    func writesNothingOnError() throws {
        let broken = Self.definitions + "\n  - id: INVITE\n"
        let workspace = try CLI.workspace(["bad.yaml": broken, "good.yaml": Self.definitions, "L.xcstrings": "{\"strings\": 3}"])
        let bad = try CLI.run(["preview", "bad.yaml", "--output", "page.html"], in: workspace)
        #expect(bad.status == 1 && bad.standardError.contains("bad.yaml:"))
        let missing = try CLI.run(["preview", "good.yaml", "--output", "page.html", "--strings-catalog", "none.xcstrings"], in: workspace)
        #expect(missing.status == 1 && missing.standardError.contains("none.xcstrings"))
        let invalid = try CLI.run(["preview", "good.yaml", "--output", "page.html", "--strings-catalog", "L.xcstrings"], in: workspace)
        #expect(invalid.status == 1 && invalid.standardError.contains("invalid-strings-catalog"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("page.html").path))
        #expect(try CLI.run(["preview", "good.yaml"], in: workspace).status == 64, "--output is required")
    }

    @Test("diff --format html prints the page and keeps the exit status of the check")
    func diffHTML() throws {
        let head = Self.definitions.replacingOccurrences(of: ", options: [destructive]", with: "")
        let workspace = try CLI.workspace(["old/invite.yaml": Self.definitions, "new/invite.yaml": head])
        let run = try CLI.run(["diff", "old", "new", "--format", "html", "--fail-on", "behavior"], in: workspace)
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("<!DOCTYPE html>") && run.standardOutput.contains("data-side=\"before\""))
        #expect(run.standardOutput.contains("data-rule=\"destructive-changed\""))
        let unusable = try CLI.run(["diff", "old", "missing", "--format", "html"], in: workspace)
        #expect(unusable.status == 2 && unusable.standardOutput.isEmpty && !unusable.standardError.isEmpty)
    }
}
