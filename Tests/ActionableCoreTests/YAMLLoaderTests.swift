import ActionableCore
import Foundation
import Testing

@Suite("Loading YAML")
struct YAMLLoaderTests {
    private func load(_ bytes: [UInt8], limits: InputLimits = .default) -> (YAMLLoader.Outcome, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let outcome = YAMLLoader(limits: limits).load(SourceFile(path: "f.yaml", contents: bytes), diagnostics: &diagnostics)
        return (outcome, diagnostics)
    }

    private func title(of yaml: String) throws -> String {
        let catalog = try #require(TestSupport.check("actions:\n  - id: A\n    " + yaml + "\ncategories:\n  - { id: C, actions: [A] }\n").catalog)
        return try #require(catalog.actions.first).title.value
    }

    @Test("Scalars are the text as written, never YAML 1.1 booleans, numbers or nulls",
          arguments: [("title: yes", "yes"), ("title: 1.10", "1.10"), ("title: ~", "~"), ("title: null", "null"),
                      ("title: 0x1F", "0x1F"), ("title: 'it''s'", "it's"), ("title: \"a\\0b\"", "a\u{0}b"),
                      ("title: |\n      two\n      lines", "two\nlines\n")])
    func scalarsAreText(yaml: String, expected: String) throws {
        #expect(try title(of: yaml) == expected)
    }

    @Test("Anchors and aliases copy the anchored value")
    func aliasesCopyValues() throws {
        let catalog = try #require(TestSupport.check("""
            actions:
              - { id: A, title: T, options: &opts [foreground, destructive] }
              - { id: B, title: T, options: *opts }
            categories:
              - { id: C, actions: [A, B] }
            """).catalog)
        #expect(catalog.actions.map(\.options) == [[.destructive, .foreground], [.destructive, .foreground]])
    }

    @Test("Columns count Unicode scalars, not bytes")
    func columnsCountScalars() {
        let result = TestSupport.check("actions:\n  - { id: \"ééé\", titel: T }\n")
        #expect(result.diagnostics.contains { $0.rule == .unknownKey && place($0.location) == "defs.yaml:2:18" })
    }

    @Test("Invalid UTF-8 is reported at the offending byte's line and column",
          arguments: [([0xFF, 0x0A], "invalid leading UTF-8 octet", 10), ([0xC0, 0x80, 0x0A], "invalid length", 10),
                      ([0xED, 0xA0, 0x80, 0x0A], "invalid Unicode character", 10),
                      ([0xE2, 0x82, 0x0A], "invalid trailing UTF-8 octet (0xA)", 11), ([0xE2, 0x82], "incomplete UTF-8", 10)])
    func invalidUTF8(bytes: [UInt8], message: String, column: Int) {
        let (outcome, diagnostics) = load(Array("actions:\n  - id: A".utf8) + bytes)
        #expect(outcome == .failed)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first.map { place($0.location) } == "f.yaml:2:\(column)")
        #expect(diagnostics.first?.message.contains(message) == true, "\(diagnostics)")
    }

    @Test("A raw control character is an error")
    func rawControlCharacter() {
        let (outcome, diagnostics) = load(Array("a: b\u{1}\n".utf8))
        #expect(outcome == .failed)
        #expect(diagnostics.first?.message.contains("control characters are not allowed") == true)
    }

    @Test("UTF-16 with a byte-order mark and UTF-8 with one are read")
    func byteOrderMarks() throws {
        let text = "categories:\n  - id: C\n"
        let utf16 = [UInt8]([0xFF, 0xFE]) + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        for bytes in [utf16, [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            let result = Compiler.tested.check([SourceFile(path: "f.yaml", contents: bytes)])
            #expect(result.catalog?.categories.map(\.identifier) == ["C"], "\(result.diagnostics)")
        }
    }

    @Test("Files without a document hold nothing, with an empty-file warning at 1:1", arguments: ["", "# only a comment\n", "---\n", "--- \n...\n"])
    func emptyFiles(yaml: String) throws {
        let result = TestSupport.check(yaml)
        #expect(result.diagnostics.map { "\(place($0.location)) \($0.severity) \($0.rule.rawValue)" } == ["defs.yaml:1:1 warning empty-file"])
        #expect(try #require(result.catalog).categories.isEmpty)
    }

    @Test("A problem inside an alias is reported where the alias uses it, with a note at the anchored text")
    func problemsThroughAliases() {
        let result = TestSupport.check("""
            categories:
              - id: A
                options: &common [customDismissAction, forground]
              - id: B
                options: *common
            """)
        #expect(result.diagnostics.map { "\(place($0.location)) \($0.rule.rawValue)" } == [
            "defs.yaml:3:44 unknown-option", "defs.yaml:5:14 unknown-option",
        ])
        let throughAlias = result.diagnostics[1]
        #expect(throughAlias.notes.map { "\(place($0.location)) \($0.message)" } == [
            "defs.yaml:3:44 through this alias; the text it copies is written here",
        ])
    }

    @Test("An inline action copied by an alias is a duplicate at the alias, noted once at the first definition")
    func duplicateThroughAlias() {
        let result = TestSupport.check("""
            categories:
              - id: A
                actions:
                  - &reply { id: REPLY, title: Reply }
              - id: B
                actions:
                  - *reply
            """)
        let duplicate = result.diagnostics.first { $0.rule == .duplicateActionID }
        #expect(duplicate.map { place($0.location) } == "defs.yaml:7:9")
        #expect(duplicate?.message.contains("define it once under the top-level 'actions' and list its id") == true)
        #expect(duplicate?.notes.map { "\(place($0.location)) \($0.message)" } == ["defs.yaml:4:22 first defined here"])
    }

    @Test("Each distinct diagnostic is printed once")
    func identicalDiagnosticsOnce() {
        // *pair copies two aliases of one anchor to one place: the same warning twice, printed once.
        let result = TestSupport.check("""
            categories:
              - id: A
                intentIdentifiers: [&bad INNope]
              - id: B
                intentIdentifiers: &pair [*bad, *bad]
              - id: C
                intentIdentifiers: *pair
            """)
        #expect(result.diagnostics.map { "\(place($0.location)) \($0.rule.rawValue)" } == [
            "defs.yaml:3:25 unknown-intent", "defs.yaml:5:31 unknown-intent", "defs.yaml:5:37 unknown-intent",
            "defs.yaml:7:24 unknown-intent",
        ])
    }

    @Test("Syntax errors say what is wrong in plain words, with the fix, at the place to fix", arguments: [
        ("categories:\n\t- id: A\n", "defs.yaml:2:1", "a tab is used for indentation or spacing here; YAML allows only spaces"),
        ("categories:\n  - id: A\n    description:x\n    title: y\n", "defs.yaml:3:16", "a ':' needs a space after it"),
        ("actions:\n  - id: A\n    title: Reply: now\n", "defs.yaml:3:17", "if it is part of the text, put the whole value in quotes"),
        ("categories:\n  - id: \"A\n    description: x\n", "defs.yaml:2:9", "this quote is never closed"),
        ("categories:\n  - id: A\n    options: [foreground, destructive\n  - id: B\n", "defs.yaml:4:7",
         "the list '[' (opened at line 3, column 14) is not closed before this point"),
        ("categories:\n  - id: A\n    options: {a: b\n", "defs.yaml:4:1", "the mapping '{' (opened at line 3, column 14) is not closed"),
        ("categories:\n  - id: A\n description: x\n", "defs.yaml:3:2",
         "this line does not line up with the keys of its mapping (which starts at line 1, column 1)"),
        ("categories:\n  - id: A\n    title: `x`\n", "defs.yaml:3:12", "'`' cannot start a value in YAML; put the value in quotes"),
    ])
    func plainSyntaxMessages(yaml: String, place expected: String, message: String) {
        let result = TestSupport.check(yaml)
        #expect(result.diagnostics.map(\.rule) == [.yamlSyntax])
        #expect(result.diagnostics.first.map { place($0.location) } == expected)
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics.first?.message ?? "")")
    }

    @Test("A second document is an error at its '---', and the first document's own problems are still reported")
    func secondDocument() {
        let result = TestSupport.check("categories:\n  - id: A\n    options: [forground]\n    <<: { id: B }\n---\ncategories:\n  - id: C\n")
        #expect(result.diagnostics.map { "\(place($0.location)) \($0.rule.rawValue)" } == [
            "defs.yaml:3:15 unknown-option", "defs.yaml:4:5 unsupported-yaml", "defs.yaml:5:1 unsupported-yaml",
        ])
        #expect(result.diagnostics.last?.message.contains("found a second one") == true)
        // A syntax error in a later document is reported too, next to the first document's problems.
        let broken = TestSupport.check("categories:\n  - id: A\n    options: [forground]\n---\nkey: [unclosed\n")
        #expect(broken.diagnostics.map(\.rule) == [.unknownOption, .unsupportedYAML, .yamlSyntax])
    }

    /// Hostile inputs stop at the first limit passed, with a location, in well under a second.
    @Test("Hostile input fails fast with input-limit", arguments: HostileInput.allCases)
    func hostileInput(_ input: HostileInput) {
        let clock = ContinuousClock()
        let start = clock.now
        let (outcome, diagnostics) = load(input.bytes)
        let elapsed = clock.now - start
        #expect(outcome == .failed)
        #expect(diagnostics.map(\.rule) == [.inputLimit])
        #expect(diagnostics.first.map { place($0.location) } == input.location, "\(diagnostics)")
        #expect(elapsed < .seconds(1), "took \(elapsed)")
    }

    @Test("Limits are configurable")
    func customLimits() {
        let limits = InputLimits(maxFileBytes: 100, maxDepth: 2, maxNodes: 5, maxScalarBytes: 3)
        #expect(load(Array("a: [[x]]".utf8), limits: limits).1.first?.message.contains("nested more than 2 levels") == true)
        #expect(load(Array("[a, b, c, d, e]".utf8), limits: limits).1.first?.message.contains("more than 5 nodes") == true)
        #expect(load(Array("abcd".utf8), limits: limits).1.first?.message.contains("over the limit of 3 bytes") == true)
        #expect(load(Array(repeating: 0x20, count: 101), limits: limits).1.first?.message.contains("over the limit of 100 bytes") == true)
    }
}

/// Inputs built to exhaust a naive YAML loader.
enum HostileInput: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case nestedBrackets, nestedMappings, nestedBlockSequences, aliasBomb, oversizedFile, oversizedScalar

    var testDescription: String { rawValue }

    var bytes: [UInt8] {
        switch self {
        case .nestedBrackets: return Array(String(repeating: "[", count: 100_000).utf8)
        case .nestedMappings: return Array(String(repeating: "{a: ", count: 100_000).utf8)
        case .nestedBlockSequences: return Array((0..<200).map { String(repeating: " ", count: $0) + "-\n" }.joined().utf8)
        case .aliasBomb:
            // The "billion laughs": nine levels, each nine aliases of the one before; about 1 KB.
            var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
            let names = Array("abcdefghi")
            for level in 1..<names.count {
                let previous = "*\(names[level - 1])"
                lines.append("\(names[level]): &\(names[level]) [" + Array(repeating: previous, count: 9).joined(separator: ", ") + "]")
            }
            return Array(lines.joined(separator: "\n").utf8)
        case .oversizedFile: return Array(repeating: UInt8(ascii: "#"), count: InputLimits.default.maxFileBytes + 1)
        case .oversizedScalar: return Array(("title: " + String(repeating: "x", count: InputLimits.default.maxScalarBytes + 1)).utf8)
        }
    }

    var location: String {
        switch self {
        case .nestedBrackets: return "f.yaml:1:65"
        case .nestedMappings: return "f.yaml:1:257"
        case .nestedBlockSequences: return "f.yaml:65:65"
        case .aliasBomb: return "f.yaml:5:16"  // the text it copies passes its limit before the nodes do
        case .oversizedFile: return "f.yaml:1:1"
        case .oversizedScalar: return "f.yaml:1:8"
        }
    }
}

/// The work and the output of a run stay bounded, whatever the input makes the rules find.
@Suite("Bounded diagnostics")
struct BoundedDiagnosticsTests {
    @Test("At most 200 diagnostics of one rule are printed, the rest summed up in one more")
    func capPerRule() {
        let references = (0..<300).map { "      - MISSING_\($0)\n" }.joined()
        let result = TestSupport.check("actions:\n  - { id: DEFINED, title: T }\ncategories:\n  - id: C\n    actions:\n" + references)
        let undefined = result.diagnostics.filter { $0.rule == .undefinedAction }
        #expect(undefined.count == 201)
        #expect(undefined.last?.message == "and 100 more like the problems above, not shown")
        #expect(undefined.last.map { place($0.location) } == "defs.yaml:206:9")
    }

    @Test("Did-you-mean stops after 100 undefined references, so thousands of them stay fast")
    func suggestionBudget() {
        let references = (0..<150).map { "      - DEFINED_\($0)X\n" }.joined()
        let actions = (0..<150).map { "  - { id: DEFINED_\($0), title: T }\n" }.joined()
        let result = TestSupport.check("actions:\n" + actions + "categories:\n  - id: C\n    actions:\n" + references)
        let undefined = result.diagnostics.filter { $0.rule == .undefinedAction }
        #expect(undefined.count == 150)
        #expect(undefined.filter { $0.message.contains("did you mean") }.count == 100)
    }

    @Test("Aliases that copy a warning many times print it once per place, and the whole output stays bounded")
    func aliasAmplification() {
        // Each level doubles the copies: 2^10 copies of one unknown intent (within the text a file may expand to).
        var yaml = "categories:\n  - id: C0\n    intentIdentifiers: &l0 [INNope, INNope]\n"
        for level in 1...10 {
            yaml += "  - id: C\(level)\n    intentIdentifiers: &l\(level) [*l\(level - 1), *l\(level - 1)]\n"
        }
        let result = TestSupport.check(yaml)
        // 1024 copies of the two unknown intents, nested in lists where text belongs: one warning per written
        // intent and one wrong-type error per alias, not one per copy.
        #expect(!result.diagnostics.contains { $0.rule == .inputLimit })
        #expect(result.diagnostics.filter { $0.rule == .unknownIntent }.count == 2)
        #expect(result.diagnostics.filter { $0.rule == .wrongType }.count == 20)
        #expect(Set(result.diagnostics).count == result.diagnostics.count)
    }
}
