import ActionableTestSupport
import Foundation
import Testing

/// Symbolic links among the inputs, on disk and in a git revision: followed alike on both sides within the
/// boundary, refused (naming the link) where they lead outside it, and never a way to hide a change.
@Suite("Symbolic links among the inputs")
struct SymbolicLinkTests {
    static let definitions = """
        categories:
          - id: INVITE
            actions:
              - { id: ACCEPT, title: Accept }
              - { id: DECLINE, title: Decline }

        """
    static let secret = "AWS_SECRET_ACCESS_KEY: leaked-7d1f\n"

    private func link(_ path: String, to target: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// A directory outside every workspace, holding a file with a secret.
    private func outside() throws -> URL {
        try CLI.workspace(["secret.yaml": Self.secret, "defs.yaml": Self.definitions])
    }

    private func commit(_ directory: URL) throws {
        try CLI.git(["add", "-A"], in: directory)
        try CLI.git(["commit", "-q", "--allow-empty", "-m", "commit"], in: directory)
    }

    @Test("Links inside the working directory are followed, to files and directories, each place read once")
    func insideIsFollowed() throws {
        let root = try CLI.workspace(["common/defs.yaml": Self.definitions])
        try link("Notifications/defs.yaml", to: "../common/defs.yaml", in: root)
        try link("Notifications/common", to: "../common", in: root)
        try link("Notifications/up", to: "..", in: root)
        let output = try CLI.run(["check", "Notifications"], in: root)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError == "0 errors, 0 warnings\n")
    }

    @Test("A link that leads outside, at any depth, is an unreadable-input error naming it; nothing behind it is read")
    func outsideIsRefused() throws {
        let elsewhere = try outside()
        let cases: [(link: String, target: String, shown: String)] = [
            ("Notifications/secret.yaml", elsewhere.appendingPathComponent("secret.yaml").path, "Notifications/secret.yaml"),
            ("Notifications/env.yaml", "/proc/self/environ", "Notifications/env.yaml"),
            ("Notifications/sub/dir", elsewhere.path, "Notifications/sub/dir"),
            ("Notifications/up.yaml", "../../../../../../../../../../etc/hostname", "Notifications/up.yaml"),
            ("Notifications/relay.yaml", "../relay", "Notifications/relay.yaml"),
            // Inside, but hidden: an earlier CI step's .env, or .git/config with a checkout's credentials.
            ("Notifications/env2.yaml", "../.env", "Notifications/env2.yaml"),
            ("Notifications/git.yaml", "../.git/config", "Notifications/git.yaml"),
        ]
        for (path, target, shown) in cases {
            let root = try CLI.workspace([
                "Notifications/ok.yaml": Self.definitions, ".env": Self.secret, ".git/config": Self.secret,
            ])
            try link(path, to: target, in: root)
            try link("relay", to: elsewhere.appendingPathComponent("secret.yaml").path, in: root)
            let output = try CLI.run(["check", "Notifications"], in: root)
            #expect(output.status == 1, "\(path)")
            #expect(output.standardError.contains("\(shown): error: a symbolic link that leads outside the working directory"), "\(output.standardError)")
            #expect(output.standardError.contains("[unreadable-input]"))
            #expect(!output.standardError.contains("AWS_SECRET_ACCESS_KEY"), "\(output.standardError)")
        }
    }

    @Test("--allow-outside-inputs reads what the link leads to")
    func allowOutside() throws {
        let elsewhere = try outside()
        let root = try CLI.workspace([:])
        try link("Notifications/defs.yaml", to: elsewhere.appendingPathComponent("defs.yaml").path, in: root)
        let output = try CLI.run(["check", "Notifications", "--allow-outside-inputs"], in: root)
        #expect(output.status == 0, "\(output.standardError)")
    }

    @Test("An input path, a configuration file or a payload that is itself a link outside is refused")
    func namedPathsAreChecked() throws {
        let elsewhere = try outside()
        let root = try CLI.workspace(["defs/a.yaml": Self.definitions, "payload.json": "{\"aps\": {}}"])
        try link("Notifications", to: elsewhere.path, in: root)
        let input = try CLI.run(["check", "Notifications"], in: root)
        #expect(input.status == 1)
        #expect(input.standardError.contains("Notifications: error: a symbolic link that leads outside"), "\(input.standardError)")
        try link("config.yaml", to: elsewhere.appendingPathComponent("secret.yaml").path, in: root)
        let config = try CLI.run(["check", "defs", "--config", "config.yaml"], in: root)
        #expect(config.status == 1)
        #expect(config.standardError.contains("leads outside"), "\(config.standardError)")
        #expect(!config.standardError.contains("AWS_SECRET_ACCESS_KEY"))
        try link("defs/actionable-config.yaml", to: elsewhere.appendingPathComponent("secret.yaml").path, in: root)
        let found = try CLI.run(["check", "defs"], in: root)
        #expect(found.status == 1)
        #expect(found.standardError.contains("defs/actionable-config.yaml: error: a symbolic link that leads outside"), "\(found.standardError)")
        try link("push.json", to: "/proc/self/environ", in: root)
        let payload = try CLI.run(["validate-payload", "defs/a.yaml", "--payload", "push.json"], in: root)
        #expect(payload.status == 1)
        #expect(payload.standardError.contains("leads outside"), "\(payload.standardError)")
    }

    @Test("A loop of links is an error, not a hang")
    func loop() throws {
        let root = try CLI.workspace(["Notifications/ok.yaml": Self.definitions])
        try link("Notifications/a.yaml", to: "b.yaml", in: root)
        try link("Notifications/b.yaml", to: "a.yaml", in: root)
        let output = try CLI.run(["check", "Notifications"], in: root)
        #expect(output.status == 1)
        #expect(output.standardError.contains("Notifications/a.yaml: error: too many levels of symbolic links"), "\(output.standardError)")
    }

    @Test("diff --against: a change made through a link in the base is reported; an unchanged link is no change")
    func changeThroughALink() throws {
        let root = try CLI.workspace(["common/defs.yaml": Self.definitions])
        try link("Notifications/link.yaml", to: "../common/defs.yaml", in: root)
        try link("Notifications/more", to: "../common", in: root)
        try CLI.git(["init", "-q"], in: root)
        try commit(root)
        let unchanged = try CLI.run(["diff", "--against", "HEAD", "Notifications"], in: root)
        #expect(unchanged.status == 0, "\(unchanged.standardOutput)\(unchanged.standardError)")
        #expect(unchanged.standardOutput.contains("no changes"))
        try Data(Self.definitions.replacingOccurrences(of: "      - { id: DECLINE, title: Decline }\n", with: "").utf8)
            .write(to: root.appendingPathComponent("common/defs.yaml"))
        let changed = try CLI.run(["diff", "--against", "HEAD", "Notifications", "--format", "json"], in: root)
        #expect(changed.status == 1, "\(changed.standardOutput)\(changed.standardError)")
        #expect(changed.standardOutput.contains("\"rule\" : \"action-removed\"") || changed.standardOutput.contains("\"rule\": \"action-removed\""))
        // Replacing the link by the file it led to is no change.
        try CLI.git(["checkout", "-q", "--", "common"], in: root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Notifications/more"))
        try commit(root)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Notifications/link.yaml"))
        try Data(Self.definitions.utf8).write(to: root.appendingPathComponent("Notifications/link.yaml"))
        let replaced = try CLI.run(["diff", "--against", "HEAD", "Notifications"], in: root)
        #expect(replaced.status == 0, "\(replaced.standardOutput)\(replaced.standardError)")
    }

    @Test("diff --against: a link outside the repository is an error on the side that has it, base or head")
    func outsideEitherSide() throws {
        let elsewhere = try outside()
        let root = try CLI.workspace(["Notifications/ok.yaml": Self.definitions])
        try link("Notifications/base.yaml", to: elsewhere.appendingPathComponent("defs.yaml").path, in: root)
        try CLI.git(["init", "-q"], in: root)
        try commit(root)
        let base = try CLI.run(["diff", "--against", "HEAD", "Notifications"], in: root)
        #expect(base.status == 2)
        #expect(base.standardError.contains("HEAD:Notifications/base.yaml: error: a symbolic link that leads outside the repository"), "\(base.standardError)")
        try FileManager.default.removeItem(at: root.appendingPathComponent("Notifications/base.yaml"))
        try commit(root)
        try link("Notifications/head.yaml", to: elsewhere.appendingPathComponent("secret.yaml").path, in: root)
        let head = try CLI.run(["diff", "--against", "HEAD", "Notifications", "--format", "markdown"], in: root)
        #expect(head.status == 2)
        #expect(head.standardOutput.contains("leads outside the repository"), "\(head.standardOutput)")
        #expect(!head.standardOutput.contains("AWS_SECRET_ACCESS_KEY"))
        // From a subdirectory, a link to elsewhere in the repository is inside it.
        try FileManager.default.removeItem(at: root.appendingPathComponent("Notifications/head.yaml"))
        try link("Notifications/sibling.yaml", to: "../other/defs.yaml", in: root)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("other"), withIntermediateDirectories: true)
        try Data(Self.definitions.replacingOccurrences(of: "INVITE", with: "OTHER")
            .replacingOccurrences(of: "ACCEPT", with: "A2").replacingOccurrences(of: "DECLINE", with: "D2").utf8)
            .write(to: root.appendingPathComponent("other/defs.yaml"))
        try commit(root)
        let inside = try CLI.run(["diff", "--against", "HEAD", "."], in: root.appendingPathComponent("Notifications"))
        #expect(inside.status == 0, "\(inside.standardOutput)\(inside.standardError)")
    }

    @Test("Text that a CI runner reads cannot start a workflow command: paths and user text are escaped")
    func runnerSafeText() throws {
        let root = try CLI.workspace([
            "::stop-commands::x.yaml": "categories: [{id: A, options: [forground]}]\n",
            "##[notice]x.yaml": "'##[stop-commands]t': 1\n",
        ])
        let output = try CLI.run(["check", "::stop-commands::x.yaml", "##[notice]x.yaml"], in: root)
        #expect(output.status == 1)
        for line in output.standardError.split(separator: "\n") {
            #expect(!line.drop { $0 == " " }.hasPrefix("::"), "\(line)")
            #expect(!line.contains("##["), "\(line)")
        }
        #expect(output.standardError.contains("./::stop-commands::x.yaml:1:"), "\(output.standardError)")
        // Every annotation line starts with `::error` or `::warning`, which the runner parses as that command and
        // never searches for `##[`; so the file keeps its real name.
        let github = try CLI.run(["check", "::stop-commands::x.yaml", "##[notice]x.yaml", "--diagnostics-format", "github"], in: root)
        let lines = github.standardOutput.split(separator: "\n").dropLast()
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }, "\(github.standardOutput)")
        #expect(github.standardOutput.contains("::error file=##[notice]x.yaml,"), "\(github.standardOutput)")
    }
}
