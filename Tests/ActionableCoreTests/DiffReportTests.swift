import ActionableCore
import Foundation
import Testing

/// `Tests/Golden/Diff/report.*` hold the report of every format for `base.yaml` → `head.yaml`, a change that
/// touches every class and hostile ids. After an intended change, regenerate with
/// `ACTIONABLE_RECORD=1 swift test --filter DiffReportTests` and review `git diff Tests/Golden`.
@Suite("Diff reports")
struct DiffReportTests {
    static let directory = "Tests/Golden/Diff/"

    /// The report for the golden pair, with paths as the README's commands would give them.
    static func goldenReport(threshold: FailureThreshold = .wire) throws -> ChangeReport {
        func snapshot(_ name: String) throws -> Snapshot {
            let path = directory + name
            let contents = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent(path))
            return try #require(Compiler.tested.snapshot([SourceFile(path: path, contents: Array(contents))]).snapshot)
        }
        let base = try snapshot("base.yaml")
        let head = try snapshot("head.yaml")
        return ChangeReport(
            base: directory + "base.yaml", head: directory + "head.yaml", changes: ModelDiffer().changes(from: base, to: head),
            threshold: threshold,
            pathMapping: ChangeReport.PathMapping(basePrefix: directory + "base.yaml", headPrefix: directory + "head.yaml"),
            headFile: directory + "head.yaml", sides: ChangeReport.Sides(base: base, head: head))
    }

    /// SARIF lists the whole rule catalog, so `SARIFTests` checks its structure instead of a golden file.
    @Test("Each format renders the golden pair as recorded", arguments: ChangeFormat.allCases.filter { $0 != .sarif })
    func matchesGolden(format: ChangeFormat) throws {
        let rendered = format.renderer().render(try Self.goldenReport())
        let url = TestSupport.packageRoot.appendingPathComponent(Self.directory + "report." + format.rawValue)
        if TestSupport.isRecording {
            try Data(rendered.utf8).write(to: url)
            return
        }
        let golden = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(golden == rendered, "\(url.lastPathComponent) is stale; run ACTIONABLE_RECORD=1 swift test --filter DiffReportTests and review the diff")
    }

    @Test("The golden pair has a change of every class, so every format shows each one")
    func goldenCoversEveryClass() throws {
        let report = try Self.goldenReport()
        #expect(Set(report.changes.map(\.changeClass)) == Set(ChangeClass.allCases))
        #expect(report.failed)
        #expect(!(try Self.goldenReport(threshold: .none)).failed)
    }

    @Test("In Markdown, user text stays inside code spans: no mention, markup or line break escapes")
    func markdownEscaping() throws {
        let markdown = MarkdownChangeRenderer().render(try Self.goldenReport())
        var outside = ""
        var fence: Substring?
        var rest = Substring(markdown)
        while let tick = rest.firstIndex(of: "`") {
            let run = rest[tick...].prefix { $0 == "`" }
            if let open = fence {
                if run == open { fence = nil }
            } else {
                outside += rest[..<tick]
                fence = run
            }
            rest = rest[run.endIndex...]
        }
        outside += fence == nil ? rest : ""
        #expect(fence == nil, "an unclosed code span")
        for forbidden in ["@everyone", "<b>", "|<", "\\u{A}"] {
            #expect(!outside.contains(forbidden), "\(forbidden) outside a code span")
        }
        #expect(!markdown.contains("Remind me\nin"), "user text broke a line")
    }

    @Test("A long report stays short: sections past the limit are summed up, many compatible changes fold")
    func markdownStaysShort() throws {
        // 40 categories whose descriptions change and 7 optional keys added to one: 47 compatible changes.
        func yaml(_ description: String, keys: Int) -> String {
            "categories:\n  - id: BASE\n    payload:\n" + (0...keys).map { "      K\($0): { type: string, optional: true }\n" }.joined()
                + (1...40).map { "  - id: C\($0)\n    description: \(description)\n" }.joined()
        }
        let old = try #require(Compiler.tested.snapshot([TestSupport.file("a.yaml", yaml("Before.", keys: 0))]).snapshot)
        let new = try #require(Compiler.tested.snapshot([TestSupport.file("b.yaml", yaml("After.", keys: 7))]).snapshot)
        let report = ChangeReport(base: "a", head: "b", changes: ModelDiffer().changes(from: old, to: new), threshold: .wire)
        let markdown = MarkdownChangeRenderer().render(report)
        #expect(markdown.components(separatedBy: "\n#### ").count - 1 == MarkdownChangeRenderer.maxSections)
        #expect(markdown.contains("…and 11 more sections with 11 changes"))
        #expect(markdown.contains("<details><summary>7 compatible changes</summary>"))
        #expect(markdown.hasPrefix("### Notification categories: ✅ 47 compatible changes"))
    }

    @Test("Text, JSON and GitHub outputs escape user text and never print a raw line break from it")
    func lineFormatsEscape() throws {
        let report = try Self.goldenReport()
        for format in [ChangeFormat.text, .github] {
            let lines = format.renderer().render(report).split(separator: "\n")
            // Text gives each change a second line, what to do; GitHub writes it inside the annotation.
            #expect(lines.count == report.changes.count * (format == .text ? 2 : 1) + (format == .text ? 2 : 1))
        }
        #expect(GitHubChangeRenderer().render(report).contains("::error file=Tests/Golden/Diff/head.yaml,line=12,col=9,title=wire change (category-renamed)::"))
    }
}
