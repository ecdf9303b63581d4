import ActionableCore
import Foundation
import Testing

@Suite("Diagnostic renderers")
struct DiagnosticRendererTests {
    static let diagnostics = [
        Diagnostic(.duplicateActionID, "action id 'A' is already defined", at: SourceLocation(path: "dir,x:y/b.yaml", line: 4, column: 15),
                   notes: [Diagnostic.Note("first defined here", at: SourceLocation(path: "a.yaml", line: 2, column: 9))]),
        Diagnostic(.unusedAction, "100% unused\nreally", at: SourceLocation(path: "a.yaml", line: 2, column: 9)),
        Diagnostic(.unreadableInput, "no such file or directory", at: SourceLocation(path: "gone\n::error::x.yaml")),
    ]

    @Test("Text: compiler-style lines, notes, and a summary")
    func text() {
        #expect(TextDiagnosticRenderer().render(Self.diagnostics) == """
            dir,x:y/b.yaml:4:15: error: action id 'A' is already defined [duplicate-action-id]
            a.yaml:2:9: note: first defined here
            a.yaml:2:9: warning: 100% unused\\u{A}really [unused-action]
            gone\\u{A}::error::x.yaml: error: no such file or directory [unreadable-input]
            2 errors, 1 warning

            """)
    }

    @Test("GitHub: workflow commands with escaped properties and data")
    func github() {
        #expect(GitHubDiagnosticRenderer().render(Self.diagnostics) == """
            ::error file=dir%2Cx%3Ay/b.yaml,line=4,col=15,title=duplicate-action-id::action id 'A' is already defined [duplicate-action-id]
            ::notice file=a.yaml,line=2,col=9,title=note::first defined here
            ::warning file=a.yaml,line=2,col=9,title=unused-action::100%25 unused\\u{A}really [unused-action]
            ::error file=gone%0A%3A%3Aerror%3A%3Ax.yaml,title=unreadable-input::no such file or directory [unreadable-input]
            2 errors, 1 warning

            """)
    }

    @Test("No format lets user text start a runner's command or an HTML comment")
    func runnerCommands() {
        #expect(DiagnosticText.quoted("##[stop-commands]t <!-- x --> #a [b") == "'#\\u{23}[stop-commands]t \\u{3C}!-- x --> #a [b'")
        let hostile = [Diagnostic(.unreadableInput, "no such file", at: SourceLocation(path: "::stop-commands::x ##[notice]y.yaml")),
                       Diagnostic(.unreadableInput, "no such file", at: SourceLocation(path: " \t::error::z.yaml"))]
        let text = TextDiagnosticRenderer().render(hostile)
        #expect(text.hasPrefix("./::stop-commands::x #\\u{23}[notice]y.yaml: error:"), "\(text)")
        #expect(text.contains("\n./ \\u{9}::error::z.yaml: error:"), "\(text)")
        let github = GitHubDiagnosticRenderer().render(hostile)
        // Every line is a command the runner parses as itself (it never looks for `##[` in a line that starts with
        // `::error`), so the file property names the real file.
        #expect(github.split(separator: "\n").dropLast().allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") }, "\(github)")
        #expect(github.hasPrefix("::error file=%3A%3Astop-commands%3A%3Ax ##[notice]y.yaml,title=unreadable-input::"), "\(github)")
        // A CR LF pair is one Character in Swift: both halves are escaped all the same (found by the generated attacks).
        let crlf = GitHubDiagnosticRenderer().render([Diagnostic(.unreadableInput, "m\r\n::add-mask::x", at: SourceLocation(path: "a\r\n##[add-mask]b.yaml"))])
        // The message's own line break never reaches the data raw either: the backstop writes it as an escape.
        #expect(crlf.hasPrefix("::error file=a%0D%0A##[add-mask]b.yaml,title=unreadable-input::m\\u{D}\\u{A}::add-mask::x [unreadable-input]\n"), "\(crlf)")
        // A path's bidirectional override, zero-width space or ANSI escape never reaches the annotation raw (issue 72),
        // nor names a file that is not there: the annotation is the run's, led by the escaped place.
        let bidi = GitHubDiagnosticRenderer().render([Diagnostic(.unreadableInput, "m", at: SourceLocation(path: "cat\u{202E}lmth.\u{200B}\u{1B}[31m.yaml", line: 2, column: 3))])
        #expect(bidi.hasPrefix("::error title=unreadable-input::cat\\u{202E}lmth.\\u{200B}\\u{1B}[31m.yaml:2:3: m [unreadable-input]\n"), "\(bidi)")
        #expect(!bidi.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{200B}" || $0 == "\u{1B}" })
    }

    @Test("JSON: one document with every diagnostic and the counts")
    func json() throws {
        let rendered = JSONDiagnosticRenderer().render(Self.diagnostics)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        let entries = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 3)
        #expect(entries[0]["rule"] as? String == "duplicate-action-id")
        #expect(entries[0]["line"] as? Int == 4)
        #expect((entries[0]["notes"] as? [[String: Any]])?.first?["path"] as? String == "a.yaml")
        #expect(entries[2]["line"] == nil)
        #expect((object["summary"] as? [String: Int]) == ["errors": 2, "warnings": 1])
    }

    @Test("Warnings can be promoted to errors")
    func promotion() {
        #expect(Self.diagnostics.promotingWarningsToErrors().allSatisfy { $0.severity == .error })
    }
}
