import ActionableTestSupport
import Foundation
import Testing

@Suite("actionable diff and show")
struct DiffCommandTests {
    static let base = """
        categories:
          - id: INVITE
            actions:
              - { id: ACCEPT, title: Accept, options: [foreground] }
              - { id: DECLINE, title: Decline }
              - { id: COMMENT, title: Comment, textInput: { buttonTitle: Send } }

        """

    /// A git repository whose first commit holds `Definitions/invite.yaml` = ``base``.
    private func repository() throws -> URL {
        let directory = try CLI.workspace(["Definitions/invite.yaml": Self.base])
        try CLI.git(["init", "-q"], in: directory)
        try CLI.git(["add", "."], in: directory)
        try CLI.git(["commit", "-q", "-m", "base"], in: directory)
        return directory
    }

    private func write(_ text: String, to path: String, in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(path))
    }

    @Test("--against reports a blob over the size limit by the size git lists, without reading it")
    func oversizedBlob() throws {
        let directory = try repository()
        // 9 MiB of comment lines, over the 8 MiB limit for one file.
        let line = "# " + String(repeating: "x", count: 1021) + "\n"
        try write(String(repeating: line, count: 9 * 1024), to: "Definitions/huge.yaml", in: directory)
        try CLI.git(["add", "."], in: directory)
        try CLI.git(["commit", "-q", "-m", "huge"], in: directory)
        let output = try CLI.run(["diff", "--against", "HEAD", "Definitions"], in: directory)
        #expect(output.status == 2)
        #expect(output.standardError.contains("HEAD:Definitions/huge.yaml: error: file is 9437184 bytes, over the limit of 8388608 bytes; it is not read [input-limit]"),
                "\(output.standardError)")
    }

    @Test("Two directories: wire changes fail by default, --fail-on sets the threshold")
    func twoSides() throws {
        let head = Self.base.replacingOccurrences(of: "      - { id: COMMENT, title: Comment, textInput: { buttonTitle: Send } }\n", with: "")
        let workspace = try CLI.workspace(["old/invite.yaml": Self.base, "new/invite.yaml": head])
        let removed = try CLI.run(["diff", "old", "new"], in: workspace)
        #expect(removed.status == 1)
        // The removal also removes the action's Swift cases, so it counts as a source change too.
        #expect(removed.standardOutput.contains("new/invite.yaml:2:9: wire+source: action 'COMMENT' was removed"))
        #expect(removed.standardOutput.hasSuffix("1 change: 1 wire, 0 behavior, 1 source, 0 compatible; --fail-on wire: failed\n"))
        #expect(try CLI.run(["diff", "old", "new", "--fail-on", "none"], in: workspace).status == 0)

        try write(head.replacingOccurrences(of: "[foreground]", with: "[]") + "reserved: { actions: [COMMENT] }\n", to: "new/invite.yaml", in: workspace)
        let reserved = try CLI.run(["diff", "old", "new"], in: workspace)
        #expect(reserved.status == 0, "retiring is not wire, and behavior passes --fail-on wire")
        #expect(reserved.standardOutput.contains("[action-retired]") && reserved.standardOutput.contains("[foreground-changed]"))
        #expect(try CLI.run(["diff", "old", "new", "--fail-on", "behavior"], in: workspace).status == 1)
        #expect(try CLI.run(["diff", "old", "new", "--fail-on", "source"], in: workspace).status == 1)
    }

    @Test("--against reads the base from git without touching the working tree")
    func againstRevision() throws {
        let repository = try repository()
        try write(Self.base.replacingOccurrences(of: "id: INVITE", with: "id: INVITATION"), to: "Definitions/invite.yaml", in: repository)
        let output = try CLI.run(["diff", "--against", "HEAD", "Definitions", "--format", "github"], in: repository)
        #expect(output.status == 1)
        #expect(output.standardOutput.hasPrefix(
            "::error file=Definitions/invite.yaml,line=2,col=9,title=wire change (category-renamed)::category 'INVITE' is probably renamed to 'INVITATION'"))
        let status = try CLI.git(["status", "--porcelain"], in: repository)
        #expect(status.standardOutput == " M Definitions/invite.yaml\n", "only the edit is in the working tree")

        let fromSubdirectory = try CLI.run(["diff", "--against", "HEAD", "."], in: repository.appendingPathComponent("Definitions"))
        #expect(fromSubdirectory.status == 1 && fromSubdirectory.standardOutput.contains("[category-renamed]"))
    }

    @Test("SARIF: diff --format sarif and check --diagnostics-format sarif give relative URIs, and a removal line 1 of its file")
    func sarif() throws {
        let repository = try repository()
        try write("categories:\n  - id: OTHER\n", to: "Definitions/invite.yaml", in: repository)
        let diff = try CLI.run(["diff", "--against", "HEAD", "\(repository.path)/Definitions", "--format", "sarif"], in: repository)
        #expect(diff.status == 1, "\(diff.standardError)")
        #expect(diff.standardOutput.contains(#""uri": "Definitions/invite.yaml""#))
        #expect(diff.standardOutput.contains(#""ruleId": "category-removed""#))
        #expect(diff.standardOutput.contains(#""startLine": 1"#))
        #expect(!diff.standardOutput.contains(repository.path), "an absolute path under the working directory is made relative")

        try write("categories:\n  - id: OTHER\n    actions: [NOPE]\n", to: "Definitions/invite.yaml", in: repository)
        let check = try CLI.run(["check", "Definitions", "--diagnostics-format", "sarif"], in: repository)
        #expect(check.status == 1)
        #expect(check.standardError.isEmpty)
        #expect(check.standardOutput.contains(#""ruleId": "undefined-action""#))
        #expect(check.standardOutput.contains(#""startLine": 3"#))
    }

    @Test("--against: a path that is new since the revision is all additions; a bad revision is exit 2")
    func againstNewPathAndBadRevision() throws {
        let repository = try repository()
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("More"), withIntermediateDirectories: true)
        try write("categories:\n  - id: FRESH\n", to: "More/fresh.yaml", in: repository)
        let added = try CLI.run(["diff", "--against", "HEAD", "More"], in: repository)
        #expect(added.status == 0)
        #expect(added.standardOutput.contains("source: category 'FRESH' was added"))

        let bad = try CLI.run(["diff", "--against", "no-such-branch", "Definitions"], in: repository)
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("'no-such-branch' is not a commit of the git repository here"))
    }

    @Test("A side with errors is reported as such, in the chosen format, with exit status 2")
    func sideWithErrors() throws {
        let workspace = try CLI.workspace(["old/invite.yaml": Self.base, "new/invite.yaml": Self.base + "  - id: INVITE\n"])
        let text = try CLI.run(["diff", "old", "new"], in: workspace)
        #expect(text.status == 2)
        #expect(text.standardError.contains("new/invite.yaml:7:9: error: category id 'INVITE' is already defined"))
        #expect(text.standardError.contains("the head side (new) has errors; nothing was compared"))
        let markdown = try CLI.run(["diff", "old", "new", "--format", "markdown"], in: workspace)
        #expect(markdown.status == 2)
        #expect(markdown.standardOutput.hasPrefix("### Notification categories: ❌ the head side (new) has errors; nothing was compared\n\n```text\n"))
        let json = try CLI.run(["diff", "old", "new", "--format", "json"], in: workspace)
        #expect(json.status == 2 && json.standardOutput.contains("\"rule\": \"duplicate-category-id\""))
    }

    @Test("A manifest is a side: a shipped manifest against today's definitions")
    func manifestSide() throws {
        let workspace = try CLI.workspace(["defs/invite.yaml": Self.base])
        let compiled = try CLI.run(["compile", "defs", "--manifest-out", "shipped.json"], in: workspace)
        #expect(compiled.status == 0)
        #expect(try CLI.run(["diff", "shipped.json", "defs"], in: workspace).standardOutput.hasSuffix("no changes\n"))
        try write(Self.base.replacingOccurrences(of: "title: Decline", with: "title: No thanks"), to: "defs/invite.yaml", in: workspace)
        let changed = try CLI.run(["diff", "shipped.json", "defs", "--format", "json"], in: workspace)
        #expect(changed.status == 0)
        #expect(changed.standardOutput.contains("\"rule\": \"title-changed\""))
        try write("{\"formatVersion\": 7}", to: "future.json", in: workspace)
        let future = try CLI.run(["diff", "future.json", "defs"], in: workspace)
        #expect(future.status == 2 && future.standardError.contains("formatVersion: is 7"))
    }

    @Test("Command-line mistakes exit with status 64", arguments: [
        ["diff"], ["diff", "one"], ["diff", "a", "b", "c"], ["diff", "--against", "HEAD"], ["diff", "a", "b", "--fail-on", "all"],
        ["diff", "a", "b", "--format", "pdf"],
    ])
    func usageErrors(arguments: [String]) throws {
        #expect(try CLI.run(arguments, in: ScratchDirectory.root).status == 64)
    }

    @Test("show is a git textconv: git diff shows the facts that changed in a manifest")
    func textconv() throws {
        let repository = try repository()
        try CLI.git(["rm", "-q", "-r", "Definitions"], in: repository)
        try write("categories:\n  - id: INVITE\n    actions: [{ id: ACCEPT, title: Accept }]\n", to: "invite.yaml", in: repository)
        #expect(try CLI.run(["compile", "invite.yaml", "--manifest-out", "categories.json"], in: repository).status == 0)
        try write("categories.json diff=actionable\n", to: ".gitattributes", in: repository)
        try CLI.git(["add", "categories.json", ".gitattributes"], in: repository)
        try CLI.git(["commit", "-q", "-m", "manifest"], in: repository)
        try write("categories:\n  - id: INVITE\n    actions: [{ id: ACCEPT, title: Yes }]\n", to: "invite.yaml", in: repository)
        #expect(try CLI.run(["compile", "invite.yaml", "--manifest-out", "categories.json"], in: repository).status == 0)
        let diff = try CLI.git(["-c", "diff.actionable.textconv=\(CLI.executable.path) show", "diff", "categories.json"], in: repository)
        #expect(diff.standardOutput.contains("\n-action 'ACCEPT' title 'Accept'\n+action 'ACCEPT' title 'Yes'\n"), "\(diff.standardOutput)")

        let listing = try CLI.run(["show", "invite.yaml"], in: repository)
        #expect(listing.status == 0 && listing.standardOutput.contains("category 'INVITE' actions 'ACCEPT'\n"))
        try write("categories:\n  - id: INVITE\n    actions: [ELSEWHERE]\n", to: "partial.yaml", in: repository)
        let partial = try CLI.run(["show", "partial.yaml"], in: repository)
        #expect(partial.status == 0)
        #expect(partial.standardOutput.hasPrefix("# actionable show: shown as written; it does not compile on its own (1 error)\ncategories:\n"))
        #expect(try CLI.run(["show", "missing.json"], in: repository).status == 1)
    }
}
