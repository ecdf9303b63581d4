import ActionableCore
import ActionableFuzzing
import Foundation
import Testing

/// The inputs the fuzzer (`Fuzz/run`) found breaking an invariant, replayed through the harness the fuzz
/// target runs, with the behaviour of each fix pinned.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test("Every committed fuzz input, the reproducers included, holds every invariant")
    func committedInputs() throws {
        let directory = TestSupport.packageRoot.appendingPathComponent("Fuzz/corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names.contains("unterminated-last-line"))
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
            #expect(FuzzHarness.violations(bytes) == [], "\(name)")
        }
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
    /// twice printed two different configurations. Found as `Fuzz/corpus/configuration-rules-twice`.
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
