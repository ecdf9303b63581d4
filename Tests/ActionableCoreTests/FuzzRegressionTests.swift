import ActionableCore
import ActionableFuzzing
import ActionableTestSupport
import Foundation
import Testing

/// The inputs the fuzzer (`Fuzz/run`) found breaking an invariant, replayed through the harness the fuzz
/// target runs, with the behaviour of each fix pinned.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("Every committed fuzz input of every target, the reproducers included, holds every invariant")
    func committedInputs() throws {
        let root = TestSupport.packageRoot.appendingPathComponent("Fuzz/corpus")
        let directories = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(Set(directories).isSubset(of: FuzzTarget.allCases.map(\.rawValue)), "a corpus directory names no target")
        var replayed = 0
        for target in FuzzTarget.allCases where directories.contains(target.rawValue) {
            let directory = root.appendingPathComponent(target.rawValue)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                #expect(target.violations(bytes) == [], "\(target.rawValue)/\(name)")
                replayed += 1
            }
        }
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("pipeline/unterminated-last-line").path))
        #expect(replayed >= 12)
    }

    @Test("Each stage's target holds its invariants on its seeds (Fuzz/make-seeds), so a campaign starts clean", arguments: FuzzTarget.allCases)
    func seeds(_ target: FuzzTarget) throws {
        let directory = try ScratchDirectory.make("fuzz-seeds")
        let result = try ProcessRunner.run(
            TestSupport.packageRoot.appendingPathComponent("Fuzz/make-seeds"), ["--target", target.rawValue, directory.path])
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(!names.isEmpty)
        // Every seed in the full tier; a seeded slice of them in the fast one.
        for name in TestTier.slice(names, count: 40, salt: "fuzz seeds \(target.rawValue)") {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            #expect(target.violations(bytes) == [], "\(target.rawValue) seed \(name)")
        }
    }

    /// `Double("0\u{0}R5")` is 0: Swift's parser stops at a NUL. A plist's `<real>` holding one read as 0, and the
    /// difference printed the raw NUL. Found by the `plist` target (`Fuzz/corpus/plist/ratio-with-nul`).
    @Test("A plist number with a NUL or other text is not a number, for the check and for update-plists")
    func plistNumberWithNul() throws {
        let declared = Model.ContentExtension(identifier: "C", categories: ["A"], initialContentSizeRatio: "0")
        for text in ["0\u{0}R5", "0x1", "1e", "nan", "--1"] {
            let plist = InfoPlistFixture.plist([
                "<key>UNNotificationExtensionCategory</key>", "<string>A</string>",
                "<key>UNNotificationExtensionInitialContentSizeRatio</key>", "<real>\(text)</real>",
            ])
            let node = try PropertyListReader.read(Array(plist.utf8))
            let differences = ExtensionPlistCheck.differences(node, at: "Info.plist", contentExtension: declared)
            #expect(differences.map(\.message).contains { $0.hasSuffix("UNNotificationExtensionInitialContentSizeRatio is not a number") },
                    "\(text.debugDescription): \(differences.map(\.message))")
            let written = try ExtensionPlistWriter.updated(Array(plist.utf8), contentExtension: declared)
            #expect(String(decoding: written, as: UTF8.self).contains("<real>0</real>"), "\(text.debugDescription) is rewritten")
        }
    }

    /// An `extensionPlists` id was written raw into "'extensionPlists.ID' must name a file", so a bidi control or a
    /// line break in it reached the message. Found by the `configuration` target
    /// (`Fuzz/corpus/configuration/extension-plist-id-with-bidi-control`).
    @Test("An extensionPlists id in a message is escaped")
    func extensionPlistIDEscaped() {
        let file = SourceFile(path: "actionable-config.yaml", contents: Array("extensionPlists: { \"A\\u202C\\nB\": \"\" }\n".utf8))
        var diagnostics: [Diagnostic] = []
        _ = Configuration.decode(file, diagnostics: &diagnostics)
        #expect(diagnostics.map(\.message) == ["'extensionPlists.A\\u{202C}\\u{A}B' must name a file"])
    }

    /// libyaml moves its mark to the start of a line after the last before it reports the end of the stream; a
    /// file without a final line break has no such line. Found as `\0[` (a compile of the one-byte file `[`),
    /// reported at 2:1.
    @Test("A problem at the end of a file without a final line break is placed just after its last character")
    func unterminatedLastLine() {
        #expect(FuzzHarness.violations([0x00, UInt8(ascii: "[")]) == [])
        let cases: [(yaml: String, expected: String)] = [
            ("[", "defs.yaml:1:2"),
            ("categories:\n  - id: inbox\n  - { ", "defs.yaml:3:7"),
            ("\u{FEFF}a: [é", "defs.yaml:1:6"),
            ("a: [\r\n\u{2028}b", "defs.yaml:3:2"),
            ("a: [\n", "defs.yaml:2:1"),  // A final line break: the line after it, as before.
        ]
        for (yaml, expected) in cases {
            let errors = TestSupport.check(yaml).diagnostics.filter { $0.severity == .error }
            #expect(errors.map { place($0.location) } == [expected], "\(yaml.debugDescription)")
        }
    }

    /// A configuration's `rules` were a dictionary printed in its own (per-instance) order, so decoding one file
    /// twice printed two different configurations. Found as `Fuzz/corpus/pipeline/configuration-rules-twice`.
    @Test("Rule levels print in the catalog's order, whatever order they were set in")
    func ruleLevelsPrintStably() throws {
        var forward = RuleSeverities()
        var backward = RuleSeverities()
        let settings: [(Rule, RuleLevel)] = [(.unknownIntent, .off), (.unusedAction, .error), (.emptyTitle, .warning), (.positionalFormat, .note)]
        for (rule, level) in settings { try forward.set(rule, to: level) }
        for (rule, level) in settings.reversed() { try backward.set(rule, to: level) }
        #expect(String(reflecting: forward) == String(reflecting: backward))
        #expect(forward.description == "empty-title: warning, unused-action: error, unknown-intent: off, positional-format: note")
    }
}
