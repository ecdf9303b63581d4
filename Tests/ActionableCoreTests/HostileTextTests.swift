@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// No input text reaches an output line raw: hostile text (a line feed before a workflow command, `##[`, an ESC
/// sequence, a bidirectional override, `<!--`, a megabyte) is put, seeded, in place of each word of every rule's bad
/// definitions (`RuleTests.cases`), of configurations and of extension `Info.plist`s, and every diagnostic they give
/// is rendered in every format. No line may start a workflow command (`::`, or `##[` anywhere) but the GitHub
/// format's own, which must be one per diagnostic and note; none may hold a raw control or bidirectional character;
/// none may be longer than ``maxLine`` bytes.
@Suite("Hostile text in diagnostics")
struct HostileTextTests {
    /// The longest line (in bytes) any renderer may write for these inputs: a message quotes each text cut at 200 scalars and is
    /// itself cut at `DiagnosticText.maxMessageCharacters`, each escaped scalar taking at most 10 characters.
    static let maxLine = 50_000

    /// Hostile texts, as they are (the YAML and plist writers below escape them for their format).
    static let hostile: [String] = [
        "\n::warning title=Deploy::PWN", "x\r\n::error file=a::forged", "##[group]forged", "\u{1B}[31mred\u{1B}[0m",
        "\u{202E}txt.exe", "<!-- actionable -->", "::stop-commands::token",
        String(repeating: "A", count: 1 << 16),
        "\u{2028}line\u{2029}separators\u{85}", "tab\tand\u{7F}delete",
    ]

    /// `text` as a YAML double-quoted scalar, every scalar outside printable ASCII escaped.
    static func yamlQuoted(_ text: String) -> String { GeneratedCodePropertyTests.yamlQuoted(text) }

    /// Where the words (letters, digits and `_`) of `yaml` are, in Unicode scalars.
    static func words(in yaml: String) -> [Range<Int>] {
        var words: [Range<Int>] = []
        var start: Int?
        for (offset, scalar) in yaml.unicodeScalars.enumerated() {
            let isWord = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            if isWord, start == nil { start = offset }
            if !isWord, let begun = start { words.append(begun..<offset); start = nil }
        }
        if let begun = start { words.append(begun..<yaml.unicodeScalars.count) }
        return words
    }

    /// `yaml` with the scalars at `word` replaced by `replacement`.
    static func replacing(_ word: Range<Int>, in yaml: String, with replacement: String) -> String {
        let scalars = Array(yaml.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<word.lowerBound])
        result.append(contentsOf: replacement.unicodeScalars)
        result.append(contentsOf: scalars[word.upperBound...])
        return String(result)
    }

    /// The problems of `diagnostics` rendered in every format, as messages naming the format and the line.
    static func problems(_ diagnostics: [Diagnostic], input: String) -> [String] {
        var problems: [String] = []
        let notes = diagnostics.reduce(0) { $0 + $1.notes.count }
        // Each message quoted its text itself: the renderers' backstop has nothing to do.
        for message in diagnostics.flatMap({ [$0.message] + $0.notes.map(\.message) }) where DiagnosticText.backstop(message) != message {
            problems.append("a message does not quote its text: \(message.prefix(120).debugDescription)")
        }
        for format in DiagnosticFormat.allCases {
            let output = Array(format.renderer().render(diagnostics).utf8)
            var commands = 0
            // Line by line, in bytes (the renderers' outputs reach megabytes here).
            for line in output.split(omittingEmptySubsequences: false, whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
                let shown = { String(decoding: line.prefix(120), as: UTF8.self).debugDescription }
                let ours = ["::error file=", "::warning file=", "::notice file="].contains { line.starts(with: Array($0.utf8)) }
                if format == .github, ours {
                    commands += 1
                } else if line.drop(while: { $0 == 0x20 || $0 == 0x09 }).starts(with: [0x3A, 0x3A]) {
                    problems.append("\(format): a line starts a workflow command: \(shown())")
                }
                // One pass over the bytes (generic searches are slow in a debug build): `##[`, and any byte that is
                // not printable ASCII or a tab, whose scalars are then looked at.
                var command = false, unusual = false
                line.withUnsafeBufferPointer { bytes in
                    for index in bytes.indices {
                        let byte = bytes[index]
                        if byte >= 0x7F || (byte < 0x20 && byte != 0x09) { unusual = true }
                        if byte == 0x5B, index >= 2, bytes[index - 1] == 0x23, bytes[index - 2] == 0x23 { command = true }
                    }
                }
                if command { problems.append("\(format): a line holds ##[: \(shown())") }
                if unusual,
                   String(decoding: line, as: UTF8.self).unicodeScalars.contains(where: { UnicodeText.needsEscaping($0) && $0 != "\t" }) {
                    problems.append("\(format): a raw control or bidirectional character: \(shown())")
                }
                if line.count > maxLine { problems.append("\(format): a line of \(line.count) bytes") }
            }
            if format == .github, commands != diagnostics.count + notes {
                problems.append("github: \(commands) command lines for \(diagnostics.count) diagnostics and \(notes) notes")
            }
        }
        return problems.map { "\($0) (input: \(input.prefix(200).debugDescription))" }
    }

    /// The definitions inputs: each rule case with one word replaced by a hostile text, for a seeded draw of words (4
    /// a file in the full tier, 1 in the fast tier).
    static func definitionInputs() -> [[SourceFile]] {
        var random = SeededGenerator(seed: TestTier.seed, salt: "hostile text")
        var inputs: [[SourceFile]] = []
        for rule in RuleTests.cases {
            for (fileIndex, file) in rule.files.enumerated() {
                let words = Self.words(in: file.yaml)
                guard !words.isEmpty else { continue }
                let chosen = (0..<TestTier.value(full: 4, fast: 1)).map { _ in Int(random.next() % UInt64(words.count)) }
                for word in chosen {
                    let text = hostile[Int(random.next() % UInt64(hostile.count))]
                    // Quoted (a scalar) and raw (whatever YAML makes of it, a syntax error included).
                    for replacement in [yamlQuoted(text), text] {
                        let yaml = replacing(words[word], in: file.yaml, with: replacement)
                        var files = rule.files.map { TestSupport.file($0.path, $0.yaml) }
                        files[fileIndex] = TestSupport.file(file.path, yaml)
                        inputs.append(files)
                    }
                }
            }
        }
        return inputs
    }

    @Test("Every rule's bad definitions, with hostile text in place of any word, render no line a runner parses")
    func definitions() {
        var failures: [String] = []
        for files in Self.definitionInputs() {
            let diagnostics = Compiler.tested.check(files).diagnostics
            failures += Self.problems(diagnostics, input: files.map { String(decoding: $0.contents, as: UTF8.self) }.joined())
        }
        #expect(failures.isEmpty, "\(failures.count) problems, the first: \(failures.prefix(5))")
    }

    @Test("Configurations with hostile keys and values render no line a runner parses")
    func configurations() {
        let templates = [
            "namespace: %@\n", "%@: x\n", "accessLevel: %@\n", "rules: { %@: error }\n", "rules: { unknown-option: %@ }\n",
            "extensionPlists: { %@: Ext/Info.plist }\n", "extensionPlists: { Ext: %@ }\n", "developmentLanguage: %@\n",
            "runtime: %@\n", "generate: [%@]\n", "swiftNameStripPrefixes: [%@]\n", "localizationBundle: %@\n",
        ]
        var failures: [String] = []
        for template in templates {
            for text in Self.hostile {
                for value in [Self.yamlQuoted(text), text] {
                    let yaml = template.replacingOccurrences(of: "%@", with: value)
                    var diagnostics: [Diagnostic] = []
                    _ = Configuration.decode(TestSupport.file("actionable-config.yaml", yaml), diagnostics: &diagnostics)
                    failures += Self.problems(diagnostics, input: yaml)
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) problems, the first: \(failures.prefix(5))")
    }

    /// `text` escaped for XML character data (a control character XML cannot hold stays raw: the reader reports it).
    static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    @Test("Info.plists with hostile keys, strings and entities render no line a runner parses")
    func plists() throws {
        let definitions = TestSupport.file("defs.yaml", """
            categories:
              - id: MEETING_INVITATION
                actions: [{ id: ACCEPT, title: Accept }]
            contentExtensions:
              - id: MeetingContent
                categories: [MEETING_INVITATION]
                initialContentSizeRatio: 0.5

            """)
        var bodies: [String] = []
        for text in Self.hostile {
            let escaped = Self.xmlEscaped(text)
            bodies += [
                // A key with no value, as the issue found it.
                "<key>\(escaped)</key>",
                "<key>UNNotificationExtensionCategory</key><array><string>\(escaped)</string></array>",
                "<key>UNNotificationExtensionCategory</key><string>\(escaped)</string>",
                "<key>UNNotificationExtensionInitialContentSizeRatio</key><string>\(escaped)</string>",
                "<key>UNNotificationExtensionInitialContentSizeRatio</key><real>\(escaped)</real>",
                "<key>\(escaped)</key><string>x</string>",
                "<key>UNNotificationExtensionCategory</key><array><string>\(text)</string></array>",
            ]
        }
        bodies += ["<key>a</key><string>&\n::warn;</string>", "<key>a</key><string>&#x\u{202E}1;</string>",
                   "<key>a</key><string>&#xD800;</string>", "<key>a</key><string>&x\u{1B}[1m;</string>"]
        var failures: [String] = []
        for body in bodies {
            let plist = InfoPlistFixture.plist([body], point: ExtensionPlistCheck.contentExtensionPoint)
            var compiler = Compiler.tested
            compiler.extensionPlists = Compiler.ExtensionPlists(
                content: [(Located("MeetingContent", at: SourceLocation(path: "actionable-config.yaml")),
                           TestSupport.file("MeetingContent/Info.plist", plist))],
                found: [TestSupport.file("Other/Info.plist", plist)])
            failures += Self.problems(compiler.check([definitions]).diagnostics, input: plist)
        }
        #expect(failures.isEmpty, "\(failures.count) problems, the first: \(failures.prefix(5))")
    }
}
