import ActionableTestSupport
import Foundation
import Testing

/// The version has one source of truth (`Sources/ActionableCore/Version.swift`); everything that names it
/// must agree: `actionable --version`, the manifest's generator, the newest release of `CHANGELOG.md`, every
/// `from:` and `@version` in the documentation, the plugin package's release URL and the schemas' `$id`.
@Suite("Version")
struct VersionTests {
    /// What `actionable --version` prints.
    static let version: String = {
        let output = try? CLI.run(["--version"], in: ScratchDirectory.root)
        return output?.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: CLI.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("actionable --version prints MAJOR.MINOR.PATCH")
    func versionIsSemantic() {
        #expect(Self.version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(Self.version)")
    }

    @Test("The manifest records the same version as its generator's")
    func manifestGenerator() throws {
        let workspace = try CLI.workspace(["defs.yaml": "categories:\n  - id: INBOX\n"])
        let output = try CLI.run(["compile", "defs.yaml", "--manifest-out", "m.json"], in: workspace)
        #expect(output.status == 0, "\(output.standardError)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.appendingPathComponent("m.json"))) as? [String: Any]
        let generator = manifest?["generator"] as? [String: String]
        #expect(generator == ["name": "actionable", "version": Self.version])
        let example = try JSONSerialization.jsonObject(with: Data(Self.read("Examples/Generated/notification-categories.json").utf8)) as? [String: Any]
        #expect((example?["generator"] as? [String: String])?["version"] == Self.version)
    }

    @Test("CHANGELOG.md keeps a changelog whose newest release is this version")
    func changelog() throws {
        let changelog = try Self.read("CHANGELOG.md")
        let releases = changelog.matches(of: /\n## \[([0-9]+\.[0-9]+\.[0-9]+)\] - [0-9]{4}-[0-9]{2}-[0-9]{2}\n/).map { String($0.1) }
        #expect(releases.first == Self.version, "newest release \(releases.first ?? "none"), tool \(Self.version)")
        #expect(changelog.contains("\n## [Unreleased]\n"))
        #expect(changelog.firstRange(of: "## [Unreleased]")!.lowerBound < changelog.firstRange(of: "## [\(Self.version)]")!.lowerBound)
        for release in releases {
            #expect(changelog.contains("\n[\(release)]: "), "no link for \(release)")
        }
    }

    @Test("Every `from:` and `@version` of actionable in the documentation names this version")
    func documentation() throws {
        let documentation = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Documentation").path)
        var found = 0
        let files = ["README.md"] + documentation.filter { $0.hasSuffix(".md") }.map { "Documentation/" + $0 }
        for file in files {
            let text = try Self.read(file)
            for match in text.matches(of: /\.package\(url: "[^"]*\/actionable(?:-plugins)?(?:\.git)?", from: "([^"]+)"\)/) {
                found += 1
                #expect(match.1 == Self.version, "\(file): from: \"\(match.1)\"")
            }
            for match in text.matches(of: /actionable-swift\/actionable(?:-plugins)?@([0-9][0-9.]*)/) {
                found += 1
                #expect(match.1 == Self.version, "\(file): @\(match.1)")
            }
        }
        #expect(try Self.read("README.md").contains("from: \"\(Self.version)\")"), "the README's install section names no version")
        #expect(found >= 3)
    }

    @Test("The plugin package points at this version's release, and each schema's $id at this version")
    func pluginPackageAndSchemas() throws {
        let plugin = try Self.read("PluginPackage/Package.swift")
        #expect(plugin.contains("/releases/download/\(Self.version)/actionable.artifactbundle.zip\""))
        for name in ["actionable-definitions", "actionable-config", "actionable-manifest"] {
            let schema = try Self.read("Schemas/\(name).schema.json")
            #expect(schema.contains(#""$id": "https://raw.githubusercontent.com/actionable-swift/actionable/\#(Self.version)/Schemas/\#(name).schema.json""#), "\(name)")
        }
    }
}
