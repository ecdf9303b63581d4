import Foundation
import Testing

/// `actionable compile --strings-catalog`: the catalog is created or merged with the other outputs, all or nothing.
@Suite("actionable compile --strings-catalog")
struct StringsCatalogCommandTests {
    static let definitions = """
        localization: { keys: derived }
        categories:
          - id: INBOX
            actions:
              - { id: ARCHIVE, title: Archive }

        """

    private func workspace(_ files: [String: String] = [:]) throws -> URL {
        try CLI.workspace(["Definitions/inbox.yaml": Self.definitions].merging(files) { $1 })
    }

    private func catalog(at url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func strings(at url: URL) throws -> [String: [String: Any]] {
        try #require(try catalog(at: url)["strings"] as? [String: [String: Any]])
    }

    @Test("A missing catalog is created with every key, its value and comment")
    func createsCatalog() throws {
        let root = try workspace()
        let output = try CLI.run(
            ["compile", "Definitions", "--swift-out", "Out/N.swift", "--strings-catalog", "Out/Localizable.xcstrings",
             "--development-language", "de"], in: root)
        #expect(output.status == 0, "\(output.standardError)")
        let url = root.appendingPathComponent("Out/Localizable.xcstrings")
        #expect(try catalog(at: url)["sourceLanguage"] as? String == "de")
        let entry = try #require(try strings(at: url)["ARCHIVE.title"])
        #expect(entry["extractionState"] as? String == "manual")
        #expect((entry["comment"] as? String)?.hasPrefix("The title of a notification button (action ARCHIVE).") == true)
        let unit = (entry["localizations"] as? [String: Any])?["de"] as? [String: Any]
        #expect((unit?["stringUnit"] as? [String: Any])?["value"] as? String == "Archive")
    }

    @Test("A merge keeps translations and other strings, updates values, and marks removed keys stale")
    func mergesCatalog() throws {
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "ARCHIVE.title" : {
                  "comment" : "Old comment. [actionable]",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "File" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Archiver" } }
                  }
                },
                "GONE.title" : {
                  "comment" : "Was ours. [actionable]",
                  "extractionState" : "manual",
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Parti" } } }
                },
                "Welcome" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } } }
                }
              },
              "version" : "1.0"
            }
            """
        let root = try workspace(["Localizable.xcstrings": existing])
        let output = try CLI.run(["compile", "Definitions", "--strings-catalog", "Localizable.xcstrings"], in: root)
        #expect(output.status == 0, "\(output.standardError)")
        let strings = try strings(at: root.appendingPathComponent("Localizable.xcstrings"))
        let archive = try #require(strings["ARCHIVE.title"]?["localizations"] as? [String: [String: [String: String]]])
        #expect(archive["en"]?["stringUnit"]?["value"] == "Archive")
        #expect(archive["fr"]?["stringUnit"]?["value"] == "Archiver", "translations are never touched")
        #expect(strings["GONE.title"]?["extractionState"] as? String == "stale")
        #expect(strings["Welcome"]?["extractionState"] as? String == "extracted_with_value", "strings actionable did not write stay")
    }

    @Test("A broken catalog is an error at its line and column, and no output is written")
    func brokenCatalog() throws {
        let root = try workspace(["Localizable.xcstrings": "{\n  \"strings\" : [\n"])
        let output = try CLI.run(
            ["compile", "Definitions", "--swift-out", "N.swift", "--strings-catalog", "Localizable.xcstrings"], in: root)
        #expect(output.status == 1)
        #expect(output.standardError.contains("Localizable.xcstrings:3:1: error:"), "\(output.standardError)")
        #expect(output.standardError.contains("[invalid-strings-catalog]"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("N.swift").path))
        #expect(try String(contentsOf: root.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8) == "{\n  \"strings\" : [\n")
    }

    @Test("--check names a catalog that is not current, and the configuration's stringsCatalog is relative to it")
    func checkAndConfiguration() throws {
        let root = try workspace(["Definitions/actionable-config.yaml": "stringsCatalog: Resources/Localizable.xcstrings\n"])
        let check = try CLI.run(["compile", "Definitions", "--check"], in: root)
        #expect(check.status == 1)
        #expect(check.standardError.contains("Definitions/Resources/Localizable.xcstrings: error: missing"), "\(check.standardError)")
        #expect(check.standardError.contains("[stale-output]"))
        #expect(try CLI.run(["compile", "Definitions"], in: root).status == 0)
        #expect(try CLI.run(["compile", "Definitions", "--check"], in: root).status == 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Definitions/Resources/Localizable.xcstrings").path))
    }

    @Test("Two outputs at one path are a usage error")
    func samePath() throws {
        let output = try CLI.run(["compile", "Definitions", "--manifest-out", "x", "--strings-catalog", "x"], in: try workspace())
        #expect(output.status == 64)
        #expect(output.standardError.contains("The manifest and the strings catalog would be the same file, 'x'."), "\(output.standardError)")
    }
}
