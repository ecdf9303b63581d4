import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// SARIF 2.1.0 for GitHub code scanning: `--diagnostics-format sarif` and `diff --format sarif`. Every log is
/// validated against the vendored SARIF schema (`Tests/Fixtures/sarif`) with Python's `jsonschema`.
@Suite("SARIF")
struct SARIFTests {
    /// Validates `logs` against the SARIF 2.1.0 schema; returns each log's errors (empty when valid).
    static func schemaErrors(_ logs: [String]) throws -> [[String]] {
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            Draft202012Validator.check_schema(schema)
            validator = Draft202012Validator(schema, format_checker=Draft202012Validator.FORMAT_CHECKER)
            logs = json.load(open(sys.argv[2], encoding="utf-8"))
            print(json.dumps([[f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(json.loads(log))] for log in logs]))
            """
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let batch = directory.appendingPathComponent("logs.json")
        try Data(JSONValue.array(logs.map(JSONValue.string)).document.utf8).write(to: batch)
        let schema = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/sarif/sarif-2.1.0.json")
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, schema.path, batch.path])
        guard output.status == 0 else { throw SchemaValidator.Failure(description: output.standardError) }
        return try JSONDecoder().decode([[String]].self, from: Data(output.standardOutput.utf8))
    }

    /// The log's only run.
    static func run(of log: String) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "2.1.0")
        let runs = try #require(object["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        return try #require(runs.first)
    }

    static func results(of log: String) throws -> [[String: Any]] {
        try #require(try run(of: log)["results"] as? [[String: Any]])
    }

    /// `uri line:column` of a result's first location.
    static func place(of result: [String: Any]) -> String {
        let locations = result["locations"] as? [[String: Any]]
        let physical = locations?.first?["physicalLocation"] as? [String: Any]
        let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
        let region = physical?["region"] as? [String: Any]
        return "\(uri) \(region?["startLine"] as? Int ?? 0):\(region?["startColumn"] as? Int ?? 0)"
    }

    @Test("The driver lists every rule of both catalogs, with descriptions, help, a default level and a link to its entry in Rules.md")
    func driverListsEveryRule() throws {
        let log = SARIFDiagnosticRenderer().render([])
        let driver = try #require((try Self.run(of: log)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "actionable")
        #expect(driver["version"] as? String == ActionableVersion.current)
        #expect(driver["informationUri"] as? String == ActionableVersion.repository)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids == Rule.allCases.map(\.rawValue) + ChangeRule.allCases.map(\.rawValue))
        #expect(Set(ids).count == ids.count, "a check and a change rule share an id, so their anchors in Rules.md would too")
        let page = String(decoding: try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Documentation/Rules.md")), as: UTF8.self)
        for rule in rules {
            let id = rule["id"] as? String ?? "?"
            let helpURI = try #require(rule["helpUri"] as? String)
            #expect(helpURI == "\(ActionableVersion.repository)/blob/\(ActionableVersion.documentationRef)/Documentation/Rules.md#\(id)")
            #expect(page.contains("<a id=\"\(id)\"></a>`\(id)`"), "Rules.md has no anchor for \(id)")
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String != nil)
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.count ?? 0 > 20)
            let help = rule["help"] as? [String: Any]
            #expect(help?["text"] as? String != nil && (help?["markdown"] as? String)?.contains("(\(helpURI))") == true)
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""), "\(id)")
        }
        let duplicate = try #require(rules.first { $0["id"] as? String == "duplicate-action-id" })
        #expect((duplicate["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let added = try #require(rules.first { $0["id"] as? String == "reservation-added" })
        #expect((added["defaultConfiguration"] as? [String: Any])?["level"] as? String == "note")
        #expect(try Self.schemaErrors([log]) == [[]])
    }

    @Test("Diagnostics: one result each, with rule, level, message, a relative URI, 1-based line and column, and notes as related locations")
    func diagnostics() throws {
        let yaml = """
            categories:
              - id: A
                actions:
                  - { id: X, title: One }
                  - { id: X, title: Two }
                  - { id: Y, title: Three, options: [foregrond] }

            """
        let checked = Compiler.tested.check([TestSupport.file("Notifications/defs.yaml", yaml)])
        let log = SARIFDiagnosticRenderer(workingDirectory: "/repo").render(checked.diagnostics.sorted())
        let results = try Self.results(of: log)
        #expect(results.map { $0["ruleId"] as? String } == checked.diagnostics.sorted().map(\.rule.rawValue))
        let duplicate = try #require(results.first { $0["ruleId"] as? String == "duplicate-action-id" })
        #expect(duplicate["level"] as? String == "error")
        #expect(Self.place(of: duplicate) == "Notifications/defs.yaml 5:15")
        #expect(((duplicate["message"] as? [String: Any])?["text"] as? String)?.contains("'X'") == true)
        let related = try #require(duplicate["relatedLocations"] as? [[String: Any]])
        #expect(related.count == 1 && Self.place(of: ["locations": related]) == "Notifications/defs.yaml 4:15")
        #expect(duplicate["ruleIndex"] as? Int == Rule.allCases.firstIndex(of: .duplicateActionID))
        #expect(results.contains { $0["ruleId"] as? String == "unknown-option" })
        #expect(try Self.run(of: log)["columnKind"] as? String == "unicodeCodePoints")
        #expect(try Self.schemaErrors([log]) == [[]])
    }

    @Test("Paths become URIs relative to the working directory, percent-encoded; a path outside it is a file URI", arguments: [
        ("Notifications/a.yaml", "Notifications/a.yaml"),
        ("./Notifications//a.yaml", "Notifications/a.yaml"),
        ("/repo/Notifications/a.yaml", "Notifications/a.yaml"),
        ("/repo/./x/../b.yaml", "b.yaml"),
        ("/elsewhere/a.yaml", "file:///elsewhere/a.yaml"),
        ("../up.yaml", "file:///up.yaml"),
        ("My Defs/äpp #1?.yaml", "My%20Defs/%C3%A4pp%20%231%3F.yaml"),
        ("main:Notifications/a.yaml", "main%3ANotifications/a.yaml"),
        ("/repository/a.yaml", "file:///repository/a.yaml"),
    ])
    func uris(path: String, uri: String) throws {
        let log = SARIFDiagnosticRenderer(workingDirectory: "/repo").render([
            Diagnostic(.emptyFile, "empty", at: SourceLocation(path: path, line: 1, column: 1)),
        ])
        #expect(Self.place(of: try #require(try Self.results(of: log).first)) == "\(uri) 1:1")
    }

    @Test("A whole-file problem points at line 1, column 1, as code scanning needs a line")
    func wholeFile() throws {
        let log = SARIFDiagnosticRenderer().render([Diagnostic(.unreadableInput, "gone", at: SourceLocation(path: "a.yaml"))])
        #expect(Self.place(of: try #require(try Self.results(of: log).first)) == "a.yaml 1:1")
    }

    @Test("More results than code scanning keeps: the first 25,000, and a note saying how many were left out")
    func resultLimit() throws {
        let diagnostics = (1...25_002).map { Diagnostic(.emptyFile, "empty", at: SourceLocation(path: "f\($0).yaml", line: 1, column: 1)) }
        let log = SARIFDiagnosticRenderer().render(diagnostics)
        let run = try Self.run(of: log)
        #expect((run["results"] as? [Any])?.count == 25_000)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        let note = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect(((note["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("2 more results were left out") == true)
        #expect(try Self.schemaErrors([log]) == [[]])
    }

    @Test("diff: a result per change, error when it fails the check, a removal at line 1 of its file in the head")
    func changes() throws {
        let report = try DiffReportTests.goldenReport()
        let log = SARIFChangeRenderer().render(report)
        let results = try Self.results(of: log)
        #expect(results.count == report.changes.count)
        for (result, change) in zip(results, report.changes) {
            #expect(result["ruleId"] as? String == change.rule.rawValue)
            let expected = change.fails(report.threshold) ? "error" : change.classes == [.compatible] ? "note" : "warning"
            #expect(result["level"] as? String == expected)
            let text = (result["message"] as? [String: Any])?["text"] as? String ?? ""
            #expect(text.hasPrefix(change.classes.map(\.rawValue).joined(separator: "+") + ": "))
            if let location = change.location, let position = location.position {
                #expect(Self.place(of: result) == "\(location.path) \(position.line):\(position.column)")
            }
        }
        #expect(SARIFChangeRenderer().render(report) == log, "the same report gives the same bytes")
        #expect(try Self.schemaErrors([log]) == [[]])
    }

    @Test("diff: a removed category points at line 1 of its file in the head; a settings change at the head's main file")
    func removals() throws {
        let base = """
            categories:
              - id: KEEP
              - id: GONE
                actions: [{ id: GONE_ACTION, title: Gone }]

            """
        func snapshot(_ path: String, _ yaml: String, namespace: String) throws -> Snapshot {
            try #require(Compiler(settings: GenerationSettings.tested(namespace: namespace)).snapshot([TestSupport.file(path, yaml)]).snapshot)
        }
        let changes = ModelDiffer().changes(
            from: try snapshot("main:Notifications/a.yaml", base, namespace: "Old"),
            to: try snapshot("Notifications/a.yaml", "categories:\n  - id: KEEP\n", namespace: "New"))
        let report = ChangeReport(
            base: "main:Notifications", head: "Notifications", changes: changes, threshold: .wire,
            pathMapping: ChangeReport.PathMapping(basePrefix: "main:", headPrefix: ""), headFile: "Notifications/actionable-config.yaml")
        let results = try Self.results(of: SARIFChangeRenderer().render(report))
        let places = Dictionary(results.map { ($0["ruleId"] as? String ?? "?", Self.place(of: $0)) }, uniquingKeysWith: { first, _ in first })
        #expect(places["category-removed"] == "Notifications/a.yaml 1:1")
        #expect(places["action-removed"] == "Notifications/a.yaml 1:1")
        #expect(places["namespace-changed"] == "Notifications/actionable-config.yaml 1:1")
        let github = GitHubChangeRenderer().render(report)
        #expect(github.contains("::error file=Notifications/a.yaml,title=wire change (category-removed)::"))
    }

    @Test("PathMapping maps whole path components only, or after a revision's colon")
    func pathMapping() {
        let against = ChangeReport.PathMapping(basePrefix: "origin/main:", headPrefix: "")
        #expect(against.headPath(of: "origin/main:Notifications/a.yaml") == "Notifications/a.yaml")
        let sides = ChangeReport.PathMapping(basePrefix: "old", headPrefix: "new")
        #expect(sides.headPath(of: "old/a.yaml") == "new/a.yaml")
        #expect(sides.headPath(of: "older/a.yaml") == nil)
        #expect(sides.headPath(of: "old") == "new")
    }
}
