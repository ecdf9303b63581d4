import ActionableTestSupport
import Foundation
import Testing

/// `actionable samples`: a sample push per category and kind, for the Simulator, and the checks of `samples:`.
@Suite("samples")
struct SamplesCommandTests {
    static let definitions = """
        categories:
          - id: MEETING
            actions:
              - { id: ACCEPT, title: Accept }
            payload:
              MEETING_ID: { type: string, pattern: '^M-[0-9]{3}$' }
              START: { type: date, optional: true }
            samples:
              - name: Design review
                title: "Design review \\"now\\" <b>"
                body: Room 4
                threadID: meetings
                badge: 2
                userInfo: { MEETING_ID: M-042, START: "2026-03-01T10:00:00Z" }
          - id: PLAIN
        pushes:
          - id: sync
            silent: true
            payload:
              since: { type: int, minimum: 5 }
        """

    /// The samples' JSON objects, by file name, and the index.
    static func read(_ directory: URL) throws -> (files: [String: [String: Any]], index: [[String: String]]) {
        let index = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("index.json"))) as? [[String: String]] ?? []
        var files: [String: [String: Any]] = [:]
        for entry in index {
            let name = try #require(entry["file"])
            files[name] = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(name))) as? [String: Any]
        }
        return (files, index)
    }

    @Test("Writes a sample for every category and kind with the bundle id, each one validate-payload accepts; a second run writes the same bytes")
    func writesSamples() throws {
        let workspace = try CLI.workspace(["defs/m.yaml": Self.definitions])
        let run = try CLI.run(["samples", "defs", "--output", "out", "--bundle-id", "com.example.app"], in: workspace)
        #expect(run.status == 0, "\(run.standardError)")
        let directory = workspace.appendingPathComponent("out")
        let (files, index) = try Self.read(directory)
        #expect(index.map { $0["category"] ?? $0["push"] ?? "" } == ["MEETING", "PLAIN", "sync"])
        #expect(index.map { $0["name"] ?? "" } == ["Design review", "Sample", "Sample"])
        for entry in index {
            let file = try #require(entry["file"])
            let payload = try #require(files[file])
            #expect(payload["Simulator Target Bundle"] as? String == "com.example.app")
            let aps = try #require(payload["aps"] as? [String: Any])
            #expect(aps["category"] as? String == entry["category"], "aps.category exactly when it is a category's")
            var arguments = ["validate-payload", "defs", "--payload", "out/" + file]
            if let kind = entry["push"] { arguments += ["--push", kind] }
            let validation = try CLI.run(arguments, in: workspace)
            #expect(validation.status == 0 && validation.standardError.contains("0 errors, 0 warnings"), "\(file): \(validation.standardError)")
        }
        let meeting = try #require(files[index[0]["file"] ?? ""])
        #expect(meeting["MEETING_ID"] as? String == "M-042")
        #expect(((meeting["aps"] as? [String: Any])?["alert"] as? [String: String])?["title"] == "Design review \"now\" <b>")
        let sync = try #require(files[index[2]["file"] ?? ""])
        #expect(sync["since"] as? Int == 5)
        #expect((sync["aps"] as? [String: Any])?["content-available"] as? Int == 1)

        let before = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("index.json").path)[.modificationDate] as? Date
        let bytes = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
        #expect(try CLI.run(["samples", "defs", "--output", "out", "--bundle-id", "com.example.app"], in: workspace).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        } == bytes)
        #expect(try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent("index.json").path)[.modificationDate] as? Date == before,
                "an unchanged file is not rewritten")
    }

    @Test("A file the earlier index listed is removed when no sample writes it; other files are never touched")
    func removesOnlyWhatTheIndexListed() throws {
        let workspace = try CLI.workspace(["m.yaml": Self.definitions, "out/mine.apns": "{}", "out/notes.txt": "keep"])
        #expect(try CLI.run(["samples", "m.yaml", "--output", "out"], in: workspace).status == 0)
        let fewer = Self.definitions.replacingOccurrences(of: "  - id: PLAIN\n", with: "")
        try Data(fewer.utf8).write(to: workspace.appendingPathComponent("m.yaml"))
        // An index that names a file outside the directory, or one the tool would not name, removes nothing.
        let out = workspace.appendingPathComponent("out")
        var index = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("index.json"))) as? [[String: String]] ?? []
        index += [["file": "../m.yaml"], ["file": "notes.txt"], ["file": "mine.apns/../../m.yaml"]]
        try JSONSerialization.data(withJSONObject: index).write(to: out.appendingPathComponent("index.json"))
        #expect(try CLI.run(["samples", "m.yaml", "--output", "out"], in: workspace).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["category-MEETING-Design_review.apns", "index.json", "mine.apns", "notes.txt", "push-sync-Sample.apns"])
        #expect(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("m.yaml").path))
    }

    @Test("An output directory that is a link is refused; a sample file that is a link is never written through")
    func refusesLinks() throws {
        let workspace = try CLI.workspace(["m.yaml": Self.definitions, "elsewhere/secret": "secret", "out/.keep": ""])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.appendingPathComponent("linked").path, withDestinationPath: workspace.appendingPathComponent("elsewhere").path)
        for spelling in ["linked", "linked/.", "linked//", "out/../linked/."] {
            let linked = try CLI.run(["samples", "m.yaml", "--output", spelling], in: workspace)
            #expect(linked.status == 1 && linked.standardError.contains("is a symbolic link"), "\(spelling): \(linked.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("elsewhere").path) == ["secret"])
        try FileManager.default.createSymbolicLink(
            atPath: workspace.appendingPathComponent("out/push-sync-Sample.apns").path,
            withDestinationPath: workspace.appendingPathComponent("elsewhere/secret").path)
        let through = try CLI.run(["samples", "m.yaml", "--output", "out"], in: workspace)
        #expect(through.status == 1 && through.standardError.contains("[invalid-output]"))
        #expect(try String(contentsOf: workspace.appendingPathComponent("elsewhere/secret"), encoding: .utf8) == "secret")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out/index.json").path), "nothing was written")
    }

    @Test("A wrong sample is an invalid-sample error at its line, and nothing is written", arguments: [
        ("userInfo: { MEETING_ID: M-042, START: \"2026-03-01T10:00:00Z\" }", "userInfo: { MEETING_ID: 42 }", "'MEETING_ID' must be a string"),
        ("userInfo: { MEETING_ID: M-042, START: \"2026-03-01T10:00:00Z\" }", "userInfo: { MEETING_ID: M-42 }", "must match"),
        ("userInfo: { MEETING_ID: M-042, START: \"2026-03-01T10:00:00Z\" }", "userInfo: { START: \"2026-03-01T10:00:00Z\" }", "'MEETING_ID'"),
        ("userInfo: { MEETING_ID: M-042, START: \"2026-03-01T10:00:00Z\" }", "userInfo: { MEETING_ID: M-042, EXTRA: 1 }", "'EXTRA'"),
        ("userInfo: { MEETING_ID: M-042, START: \"2026-03-01T10:00:00Z\" }", "userInfo: { MEETING_ID: M-042, START: \"2026-02-30T10:00:00Z\" }", "'START'"),
        ("    samples:\n      - name: Design review", "    samples:\n      - name: Twice\n      - name: Design review\n      - name: Twice", "two samples named 'Twice'"),
    ])
    func wrongSample(_ edit: (old: String, new: String, message: String)) throws {
        let yaml = Self.definitions.replacingOccurrences(of: edit.old, with: edit.new)
        let workspace = try CLI.workspace(["m.yaml": yaml])
        let run = try CLI.run(["samples", "m.yaml", "--output", "out"], in: workspace)
        #expect(run.status == 1)
        let error = run.standardError.split(separator: "\n").first { $0.contains("[invalid-sample]") && $0.contains(edit.message) } ?? ""
        #expect(error.hasPrefix("m.yaml:"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("out").path))
        #expect(try CLI.run(["check", "m.yaml"], in: workspace).status == 1, "check reports it too")
    }

    @Test("A silent kind's sample with an alert, and a key in a category without keys, are errors")
    func silentAndUndeclared() throws {
        let yaml = (Self.definitions + "\n    samples:\n      - { name: Loud, title: Hi, userInfo: { since: 7 } }\n")
            .replacingOccurrences(of: "  - id: PLAIN\n", with: "  - id: PLAIN\n    samples: [{ name: Keyed, userInfo: { X: 1 } }]\n")
        let workspace = try CLI.workspace(["m.yaml": yaml])
        let run = try CLI.run(["check", "m.yaml"], in: workspace)
        #expect(run.status == 1)
        #expect(run.standardError.contains("sample 'Loud' of push kind 'sync': a push of kind 'sync' is silent, but 'aps' has 'alert'"))
        #expect(run.standardError.contains("sample 'Keyed' of category 'PLAIN' holds key 'X', but category 'PLAIN' declares no 'payload'"))
    }

    @Test("--bundle-id takes a bundle identifier only")
    func bundleIdentifier() throws {
        let workspace = try CLI.workspace(["m.yaml": Self.definitions])
        let run = try CLI.run(["samples", "m.yaml", "--output", "out", "--bundle-id", "com.example.app\"; rm -rf /"], in: workspace)
        #expect(run.status == 64)
    }

    static let localizedDefinitions = """
        categories:
          - id: MEETING
            actions:
              - { id: ACCEPT, title: { key: meeting.accept, value: Accept } }
            payload:
              MEETING_ID: string
            samples:
              - name: Invited
                title: { key: meeting.invite.title, value: "%@ invites you", arguments: [Anna] }
                subtitle: 100% sure
                body: { key: meeting.invite.body, value: "%2$@ at %1$@", comment: When and where., arguments: ["10:00", Room 4] }
                userInfo: { MEETING_ID: "42" }
        """

    /// The alert of the one sample `samples` wrote into `directory`.
    static func alert(_ directory: URL) throws -> [String: Any] {
        let (files, _) = try read(directory)
        let payload = try #require(files.values.first)
        return try #require((payload["aps"] as? [String: Any])?["alert"] as? [String: Any])
    }

    @Test("A localized sample text is written as its key and arguments, which validate-payload accepts; a literal one as written")
    func localizedTextAsKeys() throws {
        let workspace = try CLI.workspace(["m.yaml": Self.localizedDefinitions])
        let run = try CLI.run(["samples", "m.yaml", "--output", "out"], in: workspace)
        #expect(run.status == 0, "\(run.standardError)")
        let alert = try Self.alert(workspace.appendingPathComponent("out"))
        #expect(alert["title-loc-key"] as? String == "meeting.invite.title" && alert["title-loc-args"] as? [String] == ["Anna"])
        #expect(alert["loc-key"] as? String == "meeting.invite.body" && alert["loc-args"] as? [String] == ["10:00", "Room 4"])
        #expect(alert["subtitle"] as? String == "100% sure" && alert["title"] == nil && alert["body"] == nil)
        let validation = try CLI.run(["validate-payload", "m.yaml", "--payload", "out/category-MEETING-Invited.apns"], in: workspace)
        #expect(validation.standardError.contains("0 errors, 0 warnings"), "\(validation.standardError)")
    }

    @Test("The texts go into the strings catalog with the definitions' other strings, and come back in a language of it")
    func localizedTextInALanguage() throws {
        let workspace = try CLI.workspace(["m.yaml": Self.localizedDefinitions])
        #expect(try CLI.run(["compile", "m.yaml", "--swift-out", "N.swift", "--strings-catalog", "L.xcstrings"], in: workspace).status == 0)
        let catalogURL = workspace.appendingPathComponent("L.xcstrings")
        var catalog = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var strings = try #require(catalog["strings"] as? [String: [String: Any]])
        #expect(Set(strings.keys) == ["meeting.accept", "meeting.invite.body", "meeting.invite.title"])
        #expect((strings["meeting.invite.body"]?["comment"] as? String)?.hasPrefix("When and where.") == true)
        // A French translation of the title only, its argument first.
        var title = try #require(strings["meeting.invite.title"])
        var localizations = try #require(title["localizations"] as? [String: Any])
        localizations["fr"] = ["stringUnit": ["state": "translated", "value": "Invitation de %1$@"]]
        title["localizations"] = localizations
        strings["meeting.invite.title"] = title
        catalog["strings"] = strings
        try JSONSerialization.data(withJSONObject: catalog).write(to: catalogURL)

        let french = try CLI.run(["samples", "m.yaml", "--output", "fr", "--strings-catalog", "L.xcstrings", "--language", "fr"], in: workspace)
        #expect(french.status == 0, "\(french.standardError)")
        let alert = try Self.alert(workspace.appendingPathComponent("fr"))
        #expect(alert["title"] as? String == "Invitation de Anna")
        #expect(alert["body"] as? String == "Room 4 at 10:00", "no translation: the development language's text, filled")
        #expect(alert["title-loc-key"] == nil && alert["loc-key"] == nil)
        let warning = french.standardError.split(separator: "\n").first { $0.contains("[missing-translation]") } ?? ""
        #expect(warning.hasPrefix("m.yaml:8:") && warning.contains("'meeting.invite.body'") && warning.contains("'fr'"), "\(french.standardError)")
        #expect(!french.standardError.contains("'meeting.invite.title'"))

        let unknown = try CLI.run(["samples", "m.yaml", "--output", "de", "--strings-catalog", "L.xcstrings", "--language", "de"], in: workspace)
        #expect(unknown.status == 1 && unknown.standardError.contains("no strings in 'de'; its languages are 'en', 'fr'"))
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("de").path))
        #expect(try CLI.run(["samples", "m.yaml", "--output", "x", "--language", "fr"], in: workspace).status == 64, "a language needs a catalog")
        let missing = try CLI.run(["samples", "m.yaml", "--output", "x", "--strings-catalog", "none.xcstrings", "--language", "fr"], in: workspace)
        #expect(missing.status == 1 && missing.standardError.contains("none.xcstrings: error: the strings catalog does not exist"))
    }
}
