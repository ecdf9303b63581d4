import ActionableTestSupport
import Foundation
import Testing

@Suite("actionable compile and check")
struct CompileCommandTests {
    static let outputs = ["--swift-out", "Generated/Categories.swift", "--manifest-out", "Generated/categories.json"]

    /// A workspace holding a copy of the bundled examples at `Examples/Definitions`.
    private func examplesWorkspace() throws -> URL {
        let source = CLI.packageRoot.appendingPathComponent("Examples/Definitions")
        var files: [String: String] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: source.path) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.appendingPathComponent(name).path, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            files["Examples/Definitions/" + name] = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
        }
        return try CLI.workspace(files)
    }

    private func attributes(_ url: URL) throws -> (modified: Date, inode: Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return (try #require(attributes[.modificationDate] as? Date), try #require(attributes[.systemFileNumber] as? Int))
    }

    @Test("Compiling the examples writes exactly the committed golden outputs")
    func compilesExamples() throws {
        let workspace = try examplesWorkspace()
        let output = try CLI.run(["compile", "Examples/Definitions"] + Self.outputs, in: workspace)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardError == "0 errors, 0 warnings\n")
        for (written, golden) in [("Categories.swift", "NotificationCategories.swift"), ("categories.json", "notification-categories.json")] {
            let actual = try Data(contentsOf: workspace.appendingPathComponent("Generated/" + written))
            let expected = try Data(contentsOf: CLI.packageRoot.appendingPathComponent("Examples/Generated/" + golden))
            #expect(actual == expected, "\(written) differs from Examples/Generated/\(golden)")
        }
    }

    @Test("A re-run that changes nothing leaves the outputs untouched")
    func unchangedOutputsAreNotRewritten() throws {
        let workspace = try examplesWorkspace()
        #expect(try CLI.run(["compile", "Examples/Definitions"] + Self.outputs, in: workspace).status == 0)
        let swift = workspace.appendingPathComponent("Generated/Categories.swift")
        let before = try attributes(swift)
        #expect(try CLI.run(["compile", "Examples/Definitions"] + Self.outputs, in: workspace).status == 0)
        let after = try attributes(swift)
        #expect(before.modified == after.modified)
        #expect(before.inode == after.inode)
    }

    @Test("--check writes nothing, exits 1 naming each missing or stale output, and 0 when all are current")
    func checkMode() throws {
        let workspace = try examplesWorkspace()
        let command = ["compile", "Examples/Definitions"] + Self.outputs
        let generated = workspace.appendingPathComponent("Generated")

        let missing = try CLI.run(command + ["--check"], in: workspace)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("Generated/Categories.swift: error: missing"))
        #expect(missing.standardError.contains("Generated/categories.json: error: missing"))
        #expect(!FileManager.default.fileExists(atPath: generated.path), "--check wrote something")

        #expect(try CLI.run(command, in: workspace).status == 0)
        let swift = generated.appendingPathComponent("Categories.swift")
        let before = try attributes(swift)
        let current = try CLI.run(command + ["--check"], in: workspace)
        #expect(current.status == 0, "\(current.standardError)")
        #expect(try attributes(swift) == before)

        let stale = Data("// edited by hand\n".utf8)
        try stale.write(to: swift)
        let outdated = try CLI.run(command + ["--check"], in: workspace)
        #expect(outdated.status == 1)
        #expect(outdated.standardError.contains("Generated/Categories.swift: error: not what the definitions generate"))
        #expect(!outdated.standardError.contains("categories.json: error"))
        #expect(try Data(contentsOf: swift) == stale, "--check rewrote a stale output")
        #expect(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted() == ["Categories.swift", "categories.json"])
    }

    @Test("A configuration file next to the definitions sets what flags do not: flag, then file, then default")
    func configurationPrecedence() throws {
        let workspace = try CLI.workspace([
            "defs/inbox.yaml": "categories:\n  - id: INBOX\n",
            "defs/actionable-config.yaml": "namespace: Pushes\naccessLevel: package\nswiftOut: Generated/Pushes.swift\nmanifestOut: Generated/pushes.json\n",
        ])
        let fromFile = try CLI.run(["compile", "defs"], in: workspace)
        #expect(fromFile.status == 0, "\(fromFile.standardError)")
        let swift = try String(contentsOf: workspace.appendingPathComponent("defs/Generated/Pushes.swift"), encoding: .utf8)
        #expect(swift.contains("nonisolated package enum Pushes {"), "namespace and access level come from the file")
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("defs/Generated/pushes.json").path))

        let flagged = try CLI.run(["compile", "defs", "--access-level", "public", "--swift-out", "Out.swift", "--manifest-out", "Out.json"], in: workspace)
        #expect(flagged.status == 0, "\(flagged.standardError)")
        let overridden = try String(contentsOf: workspace.appendingPathComponent("Out.swift"), encoding: .utf8)
        #expect(overridden.contains("nonisolated public enum Pushes {"), "the flag wins; the file still names the namespace")

        let explicit = try CLI.run(["compile", "defs/inbox.yaml", "--config", "defs/actionable-config.yaml", "--check"], in: workspace)
        #expect(explicit.status == 0, "--config names the same file, so the outputs are current: \(explicit.standardError)")
    }

    @Test("swiftNameStripPrefix in the configuration shortens Swift names in compile, check and diff alike")
    func strippedPrefixFromConfiguration() throws {
        let workspace = try CLI.workspace([
            "defs/inbox.yaml": "categories:\n  - id: com.example.app.INBOX\n    actions: [{ id: com.example.app.reply, title: Reply }]\n",
            "defs/actionable-config.yaml": "swiftNameStripPrefix: [com.example.app.]\n",
        ])
        let compiled = try CLI.run(["compile", "defs", "--swift-out", "Out.swift", "--manifest-out", "m.json"], in: workspace)
        #expect(compiled.status == 0, "\(compiled.standardError)")
        let swift = try String(contentsOf: workspace.appendingPathComponent("Out.swift"), encoding: .utf8)
        #expect(swift.contains("case reply = \"com.example.app.reply\""))
        #expect(swift.contains("case inbox = \"com.example.app.INBOX\""))
        // The manifest of the same definitions compares equal to them: the names come from the same setting.
        let diff = try CLI.run(["diff", "m.json", "defs"], in: workspace)
        #expect(diff.status == 0 && diff.standardOutput.contains("no changes"), "\(diff.standardOutput)\(diff.standardError)")
        let bad = try CLI.workspace(["defs/inbox.yaml": "categories: []\n", "defs/actionable-config.yaml": "swiftNameStripPrefix: \"\"\n"])
        let checked = try CLI.run(["check", "defs"], in: bad)
        #expect(checked.status == 1 && checked.standardError.contains("'swiftNameStripPrefix' cannot be empty"))
    }

    @Test("--rule and the configuration's rules set levels; --rule wins; a rule guarding the generated code cannot be lowered")
    func ruleLevels() throws {
        let workspace = try CLI.workspace([
            "defs/inbox.yaml": "actions:\n  - { id: SPARE, title: Spare }\ncategories:\n  - id: INBOX\n    intentIdentifiers: [MyPrivateIntent]\n    actions: [{ id: OPEN, title: \"\" }]\n",
            "defs/actionable-config.yaml": "rules:\n  unknown-intent: off\n  empty-title: warning\n",
        ])
        let relaxed = try CLI.run(["compile", "defs", "--swift-out", "Out.swift"], in: workspace)
        #expect(relaxed.status == 0, "\(relaxed.standardError)")
        #expect(!relaxed.standardError.contains("unknown-intent"))
        #expect(relaxed.standardError.contains("defs/inbox.yaml:6:34: warning: "))
        #expect(relaxed.standardError.contains("[empty-title]") && relaxed.standardError.contains("[unused-action]"))
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Out.swift").path))

        let strict = try CLI.run(["compile", "defs", "--swift-out", "Strict.swift", "--rule", "unused-action=error", "--rule", "unknown-intent=warning"],
                                 in: workspace)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("defs/inbox.yaml:2:11: error: shared action 'SPARE' is not used by any category [unused-action]"))
        #expect(strict.standardError.contains("warning: 'MyPrivateIntent' is not an intent identifier"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Strict.swift").path))

        let refused = try CLI.run(["check", "defs", "--rule", "duplicate-action-id=off"], in: workspace)
        #expect(refused.status == 64)
        #expect(refused.standardError.contains("duplicate-action-id cannot be lowered"))
        let misspelled = try CLI.run(["check", "defs", "--rule", "unused-actions=off"], in: workspace)
        #expect(misspelled.status == 64 && misspelled.standardError.contains("did you mean 'unused-action'?"))
    }

    @Test("A bad configuration is reported like a definition problem, and nothing is written")
    func configurationErrors() throws {
        let workspace = try CLI.workspace([
            "defs/inbox.yaml": "categories:\n  - id: INBOX\n    options: [forground]\n",
            "defs/actionable-config.yaml": "acessLevel: public\nwarningsAsErrors: yes\n",
        ])
        let result = try CLI.run(["compile", "defs", "--swift-out", "Out.swift"], in: workspace)
        #expect(result.status == 1)
        #expect(result.standardError.contains("defs/actionable-config.yaml:1:1: error: unknown key 'acessLevel' in a configuration file; did you mean 'accessLevel'? [unknown-key]"))
        #expect(result.standardError.contains("defs/actionable-config.yaml:2:19: error: 'warningsAsErrors' cannot be 'yes'"))
        #expect(result.standardError.contains("defs/inbox.yaml:3:15: error: unknown option 'forground'"), "definitions are still checked")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Out.swift").path))

        let twoConfigs = try CLI.workspace([
            "a/inbox.yaml": "categories:\n  - id: INBOX\n", "a/actionable-config.yaml": "", "b/actionable-config.yml": "",
        ])
        let ambiguous = try CLI.run(["check", "a", "b"], in: twoConfigs)
        #expect(ambiguous.status == 1)
        #expect(ambiguous.standardError.contains("2 configuration files are among the inputs"))
    }

    @Test("warningsAsErrors in the configuration promotes warnings; --no-warnings-as-errors overrides it")
    func configurationWarnings() throws {
        let workspace = try CLI.workspace([
            "defs/inbox.yaml": "categories:\n  - id: INBOX\n    options: [customDismissAction, customDismissAction]\n",
            "defs/actionable-config.yml": "warningsAsErrors: true\n",
        ])
        #expect(try CLI.run(["check", "defs"], in: workspace).status == 1)
        #expect(try CLI.run(["check", "defs", "--no-warnings-as-errors"], in: workspace).status == 0)
    }

    @Test("Any error writes nothing and leaves existing outputs as they were")
    func errorsWriteNothing() throws {
        let workspace = try CLI.workspace([
            "defs.yaml": "categories:\n  - id: \"\"\n    actions: [MISSING]\n",
            "Generated/Categories.swift": "// previous output\n",
        ])
        let existing = workspace.appendingPathComponent("Generated/Categories.swift")
        let before = try attributes(existing)
        let output = try CLI.run(["compile", "defs.yaml"] + Self.outputs, in: workspace)
        #expect(output.status == 1)
        #expect(output.standardError == """
            defs.yaml:2:9: error: category ids must not be empty [empty-identifier]
            defs.yaml:3:15: error: category '' uses undefined action 'MISSING' [undefined-action]
            2 errors, 0 warnings

            """)
        #expect(try String(contentsOf: existing, encoding: .utf8) == "// previous output\n")
        #expect(try attributes(existing).modified == before.modified)
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Generated/categories.json").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Generated").path)
        #expect(leftovers == ["Categories.swift"])
    }

    @Test("An output that cannot be written fails with its name and leaves no partial file")
    func unwritableOutput() throws {
        let workspace = try CLI.workspace(["defs.yaml": "categories:\n  - id: C\n", "blocker": "a file, not a directory\n"])
        let output = try CLI.run(["compile", "defs.yaml", "--manifest-out", "m.json", "--swift-out", "blocker/Out.swift"], in: workspace)
        #expect(output.status == 1)
        #expect(output.standardError.contains("blocker/Out.swift: error: cannot write 'blocker/Out.swift': cannot create the directory"))
        #expect(output.standardError.contains("[invalid-output]"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("m.json").path),
                "the manifest is not written when the Swift file cannot be")
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter { !$0.hasPrefix(".std") }.sorted()
            == ["blocker", "defs.yaml"])
    }

    @Test("Command-line mistakes exit with status 64", arguments: [
        ["compile", "defs.yaml"], ["compile", "defs.yaml", "--swift-out", "x.swift", "--namespace", "1bad"],
        ["compile", "defs.yaml", "--swift-out", "x", "--manifest-out", "x"], ["check"], ["check", "defs.yaml", "--no-such-flag"],
        ["check", "defs.yaml", "--diagnostics-format", "xml"],
        ["compile", "defs.yaml", "--swift-out", "x.swift", "--namespace", "String"],
        ["compile", "defs.yaml", "--swift-out", "x.swift", "--access-level", "open"],
        ["compile", "defs.yaml", "--swift-out", "x.swift", "--generate", "client"],
    ])
    func usageErrors(arguments: [String]) throws {
        let workspace = try CLI.workspace(["defs.yaml": "categories: []\n"])
        #expect(try CLI.run(arguments, in: workspace).status == 64)
    }

    @Test("--access-level and --namespace shape the generated declarations")
    func accessLevelAndNamespace() throws {
        let workspace = try CLI.workspace(["defs.yaml": "categories:\n  - id: INBOX\n"])
        let result = try CLI.run(
            ["compile", "defs.yaml", "--swift-out", "Out.swift", "--access-level", "package", "--namespace", "Pushes"], in: workspace)
        #expect(result.status == 0, "\(result.standardError)")
        let swift = try String(contentsOf: workspace.appendingPathComponent("Out.swift"), encoding: .utf8)
        #expect(swift.contains("\n@_spi(ActionableGenerated) package import ActionableRuntime\n"))
        #expect(swift.contains("\nnonisolated package enum Pushes {\n"))
        #expect(swift.contains("    package enum Inbox: ActionableRuntime.KeylessCategory {\n"))
        #expect(swift.contains("        package static var id: CategoryID { .inbox }\n"))
    }

    @Test("--generate leaves out what an app or a server does not use, over the configuration's generate")
    func generatedParts() throws {
        let workspace = try CLI.workspace([
            "defs.yaml": "categories:\n  - id: INBOX\n    actions: [{ id: ARCHIVE, title: Archive }]\n",
            "actionable-config.yaml": "generate: server\n",
        ])
        func generate(_ flags: [String]) throws -> String {
            let arguments = ["compile", "defs.yaml", "--config", "actionable-config.yaml", "--swift-out", "Out.swift"]
            let result = try CLI.run(arguments + flags, in: workspace)
            #expect(result.status == 0, "\(result.standardError)")
            return try String(contentsOf: workspace.appendingPathComponent("Out.swift"), encoding: .utf8)
        }
        let server = try generate([])
        #expect(server.contains("typealias Payload =") && !server.contains("ActionableRuntime.CategoryRegistry"))
        let app = try generate(["--generate", "app"])
        #expect(!app.contains("typealias Payload =") && app.contains("ActionableRuntime.CategoryRegistry") && !app.contains("Codable"))
        let both = try generate(["--generate", "app,server"])
        #expect(both.contains("typealias Payload =") && both.contains("ActionableRuntime.CategoryRegistry"))
        #expect(try generate(["--generate", "server", "--generate", "app"]) == both)
    }

    @Test("Unreadable inputs are errors at the path as given")
    func unreadableInputs() throws {
        let workspace = try CLI.workspace(["empty-dir/readme.txt": "not yaml\n"])
        let output = try CLI.run(["check", "missing.yaml", "empty-dir"], in: workspace)
        #expect(output.status == 1)
        #expect(output.standardError == """
            empty-dir: error: the directory holds no .yaml or .yml files [unreadable-input]
            missing.yaml: error: no such file or directory [unreadable-input]
            2 errors, 0 warnings

            """)
    }

    @Test("Directories contribute every .yaml and .yml file below them, skipping hidden ones")
    func directories() throws {
        let workspace = try CLI.workspace([
            "defs/a.yaml": "categories:\n  - { id: A }\n",
            "defs/nested/b.yml": "categories:\n  - { id: B }\n",
            "defs/.hidden/c.yaml": "this: is: not: read\n",
            "defs/notes.txt": "ignored\n",
        ])
        let output = try CLI.run(["compile", "defs/", "--manifest-out", "m.json"], in: workspace)
        #expect(output.status == 0, "\(output.standardError)")
        let manifest = try String(contentsOf: workspace.appendingPathComponent("m.json"), encoding: .utf8)
        #expect(manifest.contains("\"identifier\": \"A\"") && manifest.contains("\"identifier\": \"B\""))
    }

    @Test("Diagnostics use the path as given; the generated header uses the path relative to the working directory")
    func absolutePaths() throws {
        let workspace = try CLI.workspace(["defs.yaml": "actions:\n  - { id: A, title: T }\ncategories:\n  - { id: C }\n"])
        let absolute = workspace.appendingPathComponent("defs.yaml").path
        let output = try CLI.run(["compile", absolute, "--swift-out", "out.swift"], in: workspace)
        #expect(output.status == 0)
        #expect(output.standardError.hasPrefix("\(absolute):2:11: warning: shared action 'A' is not used by any category [unused-action]\n"))
        let swift = try String(contentsOf: workspace.appendingPathComponent("out.swift"), encoding: .utf8)
        #expect(swift.contains("//   defs.yaml\n"))
        #expect(!swift.contains(workspace.path))
    }

    @Test("--warnings-as-errors fails on warnings and writes nothing")
    func warningsAsErrors() throws {
        let workspace = try CLI.workspace(["defs.yaml": "actions:\n  - { id: A, title: T }\n"])
        let lenient = try CLI.run(["check", "defs.yaml"], in: workspace)
        #expect(lenient.status == 0)
        #expect(lenient.standardError.contains(": warning: "))
        let strict = try CLI.run(["compile", "defs.yaml", "--warnings-as-errors", "--swift-out", "out.swift"], in: workspace)
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("defs.yaml:2:11: error: shared action 'A' is not used"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out.swift").path))
    }

    @Test("GitHub and JSON formats go to standard output")
    func machineFormats() throws {
        let workspace = try CLI.workspace(["defs.yaml": "actions:\n  - { id: A, title: T }\n"])
        let github = try CLI.run(["check", "defs.yaml", "--diagnostics-format", "github"], in: workspace)
        #expect(github.standardOutput.hasPrefix("::warning file=defs.yaml,line=2,col=11,title=unused-action::"))
        let json = try CLI.run(["check", "defs.yaml", "--diagnostics-format", "json"], in: workspace)
        let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((object?["summary"] as? [String: Int]) == ["errors": 0, "warnings": 1])
    }

    @Test("check validates and writes nothing")
    func checkWritesNothing() throws {
        let workspace = try examplesWorkspace()
        let output = try CLI.run(["check", "Examples/Definitions"], in: workspace)
        #expect(output.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.path).filter { !$0.hasPrefix(".std") } == ["Examples"])
    }

    @Test("Hostile input fails fast with a location and exit status 1", arguments: [
        String(repeating: "[", count: 100_000), "a: \"\\xFF\"\n", "a: b\u{0}\n",
    ])
    func hostileInput(contents: String) throws {
        let workspace = try CLI.workspace(["bad.yaml": contents])
        let clock = ContinuousClock()
        let start = clock.now
        let output = try CLI.run(["compile", "bad.yaml", "--swift-out", "out.swift"], in: workspace)
        #expect(clock.now - start < .seconds(1))
        #expect(output.status == 1)
        #expect(output.standardError.hasPrefix("bad.yaml:1:"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out.swift").path))
    }

    @Test("rules lists every rule with its severity and purpose")
    func rules() throws {
        let output = try CLI.run(["rules"], in: ScratchDirectory.root)
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first?.hasPrefix("RULE") == true)
        #expect(lines.contains { $0.hasPrefix("duplicate-action-id") && $0.contains("error") && $0.contains("unique across the whole app") })
        #expect(lines.contains { $0.hasPrefix("too-many-actions") && $0.contains("warning") })
        #expect(lines.contains { $0.hasPrefix("action-removed") && $0.contains(" wire ") })
        #expect(lines.contains { $0.hasPrefix("CHANGE RULE") && $0.contains("CLASS") })
        let checks = lines.prefix { !$0.hasPrefix("CHANGE RULE") }.dropFirst()
        let changes = lines.drop { !$0.hasPrefix("CHANGE RULE") }.dropFirst()
        #expect(Set(checks.map { $0.prefix { $0 != " " } }).count == checks.count, "one line per check")
        #expect(checks.count >= 30 && changes.count >= 30, "a header, then one line per rule, for each catalog")
    }
}
