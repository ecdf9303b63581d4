import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The second round of hostile pull requests (issue 46) that reach the tool outside the action: outputs in hidden
/// entries, paths longer than PATH_MAX, outputs the next run would refuse, files in the wrong place.
@Suite("Hostile inputs, round two")
struct HostileInputRoundTwoTests {
    static let definitions = "categories:\n  - id: INBOX\n    actions: [{ id: OPEN, title: Open }]\n"

    @Test("A configuration file cannot put an output in a hidden entry, written or through a link; nothing is written",
          arguments: ["manifestOut: .git/config\nswiftOut: X.swift\n", "swiftOut: .git/hooks/pre-commit\n",
                      "swiftOut: .github/workflows/x.yml\n", "swiftOut: sub/.env\n", "manifestOut: hooks/pre-commit\n"])
    func configurationCannotWriteIntoHiddenEntries(configuration: String) throws {
        let root = try CLI.workspace(["defs/inbox.yaml": Self.definitions, "actionable-config.yaml": configuration,
                                      ".git/hooks/pre-commit": "#!/bin/sh\nexit 0\n", "sub/keep": ""])
        // `hooks` is a link into the hidden `.git`.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("hooks").path, withDestinationPath: ".git/hooks")
        let hook = root.appendingPathComponent(".git/hooks/pre-commit")
        let result = try CLI.run(["compile", "defs", "--config", "actionable-config.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.standardError.contains("actionable-config.yaml:"), "\(result.standardError)")
        #expect(result.standardError.contains("hidden entry"), "\(result.standardError)")
        #expect(result.standardError.contains("[invalid-output]"))
        #expect(try String(contentsOf: hook, encoding: .utf8) == "#!/bin/sh\nexit 0\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".git/config").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("X.swift").path))
    }

    @Test("The command line may name a hidden directory it writes out, never reach one through a link")
    func commandLineHiddenOutputs() throws {
        let root = try CLI.workspace(["defs/inbox.yaml": Self.definitions, ".git/keep": ""])
        let named = try CLI.run(["compile", "defs", "--swift-out", ".generated/X.swift"], in: root)
        #expect(named.status == 0, "\(named.standardError)")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: ".git")
        let linked = try CLI.run(["compile", "defs", "--swift-out", "out/X.swift"], in: root)
        #expect(linked.status == 1)
        #expect(linked.standardError.contains("hidden entry '.git'"), "\(linked.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".git/X.swift").path))
    }

    /// Makes `depth` nested directories of 200-byte names below `root` one step at a time (a whole path that
    /// long cannot be named at once), and writes `contents` to `name` at the bottom.
    static func deepFile(in root: URL, depth: Int, name: String, contents: String) throws -> String {
        let component = String(repeating: "d", count: 200)
        var descriptor = open(root.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<depth {
            #expect(mkdirat(descriptor, component, 0o755) == 0)
            let next = openat(descriptor, component, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            descriptor = next
        }
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        _ = contents.utf8CString.withUnsafeBufferPointer { write(file, $0.baseAddress, $0.count - 1) }
        close(file)
        close(descriptor)
        return Array(repeating: component, count: depth).joined(separator: "/") + "/" + name
    }

    /// Removes what ``deepFile(in:depth:name:contents:)`` made, bottom up through descriptors (a path that long
    /// cannot be removed by name, so the run's scratch directory could not be either).
    static func removeDeepFile(in root: URL, depth: Int, name: String) {
        let component = String(repeating: "d", count: 200)
        var descriptors = [open(root.path, O_RDONLY | O_DIRECTORY)]
        for _ in 0..<depth { descriptors.append(openat(descriptors.last!, component, O_RDONLY | O_DIRECTORY)) }
        unlinkat(descriptors.last!, name, 0)
        for level in stride(from: depth, to: 0, by: -1) {
            close(descriptors[level])
            unlinkat(descriptors[level - 1], component, AT_REMOVEDIR)
        }
        close(descriptors[0])
    }

    @Test("A definition file deeper than PATH_MAX is read, and its error reported")
    func pathsLongerThanPathMax() throws {
        let root = try CLI.workspace(["ok.yaml": Self.definitions])
        let relative = try Self.deepFile(in: root, depth: 21, name: "broken.yaml", contents: "categories: [\n")
        defer { Self.removeDeepFile(in: root, depth: 21, name: "broken.yaml") }
        #expect(root.path.utf8.count + relative.utf8.count > Int(PATH_MAX))
        let check = try CLI.run(["check", "."], in: root)
        #expect(check.status == 1)
        #expect(check.standardError.contains("broken.yaml:2:1: error:"), "\(check.standardError.suffix(300))")
        #expect(check.standardError.contains("[yaml-syntax]"))
    }

    @Test("A strings catalog the tool rewrites larger is one it reads back: the next run takes it",
          .enabled(if: TestTier.isFull(), "full tier: two compiles of a 600,000-key catalog take 15 seconds"))
    func rewrittenCatalogIsReadBack() throws {
        // 600,000 keys, written compact: under the 8 MiB of a definition file; the tool writes it pretty-printed,
        // at about twice that, which the next run must still read (it refused it, `input-limit`).
        var strings = ""
        for index in 0..<600_000 { strings += (index == 0 ? "" : ",") + "\"k\(index)\":{}" }
        let catalog = "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + strings + "}}"
        let root = try CLI.workspace(["defs/inbox.yaml": Self.definitions, "Localizable.xcstrings": catalog])
        let first = try CLI.run(["compile", "defs", "--strings-catalog", "Localizable.xcstrings"], in: root)
        #expect(first.status == 0, "\(first.standardError)")
        let written = try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings"))
        #expect(written.count > InputLimits.default.maxFileBytes)
        let second = try CLI.run(["compile", "defs", "--strings-catalog", "Localizable.xcstrings"], in: root)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(try Data(contentsOf: root.appendingPathComponent("Localizable.xcstrings")) == written)
    }

    @Test("A configuration file with two documents is called a configuration file")
    func twoDocumentConfiguration() throws {
        let root = try CLI.workspace(["defs/inbox.yaml": Self.definitions, "defs/actionable-config.yaml": "namespace: A\n---\nnamespace: B\n"])
        let result = try CLI.run(["check", "defs"], in: root)
        #expect(result.standardError.contains("a configuration file holds one YAML document"), "\(result.standardError)")
    }

    @Test("A sample named nothing, or holding a control character, is an error at the sample")
    func sampleNames() throws {
        for name in ["\"\"", "\"  \"", "\"a\\0b\"", "\"x\\u202Ey\""] {
            let yaml = "categories:\n  - id: C\n    samples:\n      - { name: \(name), title: Hi }\n    actions: [{ id: A, title: T }]\n"
            let root = try CLI.workspace(["defs.yaml": yaml])
            let result = try CLI.run(["check", "defs.yaml"], in: root)
            #expect(result.status == 1)
            #expect(result.standardError.contains("defs.yaml:4:"), "\(result.standardError)")
            #expect(result.standardError.contains("may not be empty or hold control characters [invalid-sample]"), "\(result.standardError)")
        }
    }

    @Test("validate-payload checks no value of a payload APNs refuses, and quotes a long value cut")
    func payloadValuesAreBounded() throws {
        let yaml = "categories:\n  - id: C\n    payload: { CODE: { type: string, pattern: '^[a-z]+$' } }\n    actions: [{ id: A, title: T }]\n"
        let huge = String(repeating: "7", count: 1_048_576)
        let root = try CLI.workspace([
            "defs.yaml": yaml,
            "huge.json": "{\"aps\": {\"category\": \"C\"}, \"CODE\": \"\(huge)\"}",
            "wrong.json": "{\"aps\": {\"category\": \"C\"}, \"CODE\": \"\(String(repeating: "7", count: 3_000))\"}",
        ])
        let tooLarge = try CLI.run(["validate-payload", "defs.yaml", "--payload", "huge.json"], in: root)
        #expect(tooLarge.status == 1)
        #expect(tooLarge.standardError.contains("[payload-too-large]"))
        #expect(!tooLarge.standardError.contains("[payload-wrong-value]"), "\(tooLarge.standardError.prefix(500))")
        #expect(tooLarge.standardError.utf8.count < 2_000)
        let wrong = try CLI.run(["validate-payload", "defs.yaml", "--payload", "wrong.json"], in: root)
        #expect(wrong.standardError.contains("[payload-wrong-value]"), "\(wrong.standardError.prefix(500))")
        #expect(wrong.standardError.contains("(3000 characters)"), "\(wrong.standardError.prefix(500))")
        #expect(wrong.standardError.utf8.count < 2_000)
    }
}
