@testable import ActionableCore
@testable import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// Hostile text through the whole import: a Swift string literal, or a `.strings` value, is imported, the definitions
/// compiled, and the manifest read back: the same bytes, or a located error, never other text (issue 72).
@Suite("Import round trip of hostile text")
struct ImportRoundTripTests {
    /// Pieces a hostile title is made of: YAML and JSON syntax, comments, line breaks, noncharacters, bidirectional
    /// controls, NUL and other controls, characters outside the BMP, format specifiers, words YAML reads as other
    /// types.
    static let pieces: [String] = [
        "\"", "'", "\\", "#", ": ", "- ", "{", "}", "[", "]", "//", "/*", "*/", "\n", "\r\n", "\r", "\t", "\u{0}", "\u{1}",
        "\u{7F}", "\u{85}", "\u{2028}", "\u{FFFE}", "\u{FFFF}", String(Unicode.Scalar(0xFDD0)!), "\u{1FFFE}", "\u{202E}", "\u{200F}", "\u{2066}",
        "\u{200B}", "\u{FEFF}", "😀", "e\u{301}", "%@", "%1$@", "${x}", "yes", "null", "~", "1.0", "0x1F", " ", "&a", "*a", "!t", "|", ">",
        "@", "`", "\u{1B}[31m", "::error::", "%0A", "\u{D7FF}", "\u{E000}", "\u{10FFFF}",
    ]

    /// Seeded texts of one to six pieces between letters.
    static func texts() -> [String] {
        var random = SeededGenerator(seed: TestTier.seed, salt: "import round trip")
        return (0..<TestTier.value(full: 400, fast: 60)).map { _ in
            (0..<Int(1 + random.next() % 6)).map { _ in
                (random.next() % 3 == 0 ? "a" : "") + pieces[Int(random.next() % UInt64(pieces.count))]
            }.joined() + "z"
        }
    }

    /// `text` as a Swift string literal: escaped where Swift requires it, and (as `escapeAll` asks) every scalar that
    /// is not printable ASCII as `\u{…}`.
    static func swiftLiteral(_ text: String, escapeAll: Bool) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                // Swift has no escape for U+FDD0-U+FDEF (`\u{FDD0}` is an error): those stay raw.
                if scalar.value < 0x20 || scalar.value == 0x7F || (escapeAll && scalar.value > 0x7E && !(0xFDD0...0xFDEF).contains(scalar.value)) {
                    literal += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// `text` as a `.strings` value: `\"`, `\\`, `\n`, and (as `escapeAll` asks) every scalar that is not printable
    /// ASCII as `\U` and four hexadecimal digits, a surrogate pair outside the BMP.
    static func stringsValue(_ text: String, escapeAll: Bool) -> String {
        var value = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": value += "\\\""
            case "\\": value += "\\\\"
            case "\n" where escapeAll: value += "\\n"
            default:
                if escapeAll && (scalar.value < 0x20 || scalar.value > 0x7E) {
                    for unit in String(scalar).utf16 { value += "\\U" + String(repeating: "0", count: 4 - String(unit, radix: 16).count) + String(unit, radix: 16).uppercased() }
                } else {
                    value.unicodeScalars.append(scalar)
                }
            }
        }
        return value + "\""
    }

    /// The import of `sources`, compiled: the manifest's action `accept`, or the compile's errors.
    static func compiled(_ sources: [ImportTransport.Request.Source], strings: [StringsTable] = []) throws -> (action: [String: Any]?, errors: [Diagnostic], imported: ImportTransport.Response) {
        let response = ImportReachTests.onLargeStack { Importer.run(ImportTransport.Request(sources: sources, strings: strings)) }
        let result = Compiler(settings: GenerationSettings.tested(parts: [.app, .server])).compile(ImportFixtureTests.definitions(response))
        guard let manifest = result.manifest else { return (nil, result.diagnostics.filter { $0.severity == .error }, response) }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any], "\(manifest)")
        let action = (root["actions"] as? [[String: Any]])?.first { $0["identifier"] as? String == "accept" }
        #expect(action != nil, "the manifest has no action accept: \(manifest)")
        return (action, [], response)
    }

    static func registering(title: String) -> String {
        """
        import UserNotifications
        func register() {
            let accept = UNNotificationAction(identifier: "accept", title: \(title), options: [])
            UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "invite", actions: [accept], intentIdentifiers: [], options: [])])
        }
        """
    }

    /// What the compile must do with `text`: the same bytes in the manifest, or an error located in the definitions.
    static func check(_ text: String, gave outcome: (action: [String: Any]?, errors: [Diagnostic], imported: ImportTransport.Response), read: (([String: Any]) -> String?)) {
        if let action = outcome.action {
            let title = read(action)
            #expect(title.map { Array($0.utf8) } == Array(text.utf8), "\(String(reflecting: text)) came back as \(String(reflecting: title)); definitions:\n\(outcome.imported.files.map(\.text))")
        } else {
            #expect(!outcome.errors.isEmpty && outcome.errors.allSatisfy { ($0.location.position?.line ?? 0) > 0 && $0.location.path.hasSuffix(".yaml") },
                    "\(String(reflecting: text)): no manifest, and \(outcome.errors.map(\.message)); definitions:\n\(outcome.imported.files.map(\.text))")
        }
    }

    @Test("A Swift literal's text, escaped or written raw, reaches the manifest's title byte for byte, or compile says where it refuses it")
    func swiftLiterals() throws {
        var random = SeededGenerator(seed: TestTier.seed, salt: "import round trip: literal")
        for text in Self.texts() {
            let literal = Self.swiftLiteral(text, escapeAll: random.next() % 2 == 0)
            let outcome = try Self.compiled([.init(path: "App.swift", text: Self.registering(title: literal))])
            Self.check(text, gave: outcome) { $0["title"] as? String }
        }
    }

    @Test("A .strings value, escaped or written raw, reaches the manifest's localization byte for byte, or compile says where it refuses it")
    func stringsValues() throws {
        var random = SeededGenerator(seed: TestTier.seed, salt: "import round trip: strings")
        for text in Self.texts() {
            var diagnostics: [Diagnostic] = []
            let file = "\"invite.accept\" = \(Self.stringsValue(text, escapeAll: random.next() % 2 == 0));\n"
            let table = try #require(StringsTable.read(path: "Localizable.strings", text: file, diagnostics: &diagnostics), "\(diagnostics.map(\.message))")
            let outcome = try Self.compiled([.init(path: "App.swift", text: Self.registering(title: "NSLocalizedString(\"invite.accept\", comment: \"Accept\")"))], strings: [table])
            Self.check(text, gave: outcome) { (($0["localizations"] as? [String: Any])?["title"] as? [String: Any])?["value"] as? String }
        }
    }

    @Test("A .strings surrogate pair is one character; half of one is an error at its place, never U+FFFD", arguments: [
        ("\"k\" = \"\\UD83D\\UDE00\";", "😀"), ("\"k\" = \"\\uD83D\\uDE00!\";", "😀!"),
        ("\"k\" = \"\\UD83D\";", nil), ("\"k\" = \"\\UDE00\";", nil), ("\"k\" = \"\\UD83D\\U0041\";", nil),
    ])
    func surrogatePairs(_ text: String, _ expected: String?) {
        var diagnostics: [Diagnostic] = []
        let table = StringsTable.read(path: "Localizable.strings", text: text, diagnostics: &diagnostics)
        if let expected {
            #expect(table?.entries["k"]?.value == expected && diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        } else {
            #expect(table == nil && diagnostics.count == 1 && diagnostics[0].message.contains("surrogate")
                    && diagnostics[0].location.position?.line == 1, "\(diagnostics.map(\.message))")
        }
    }
}
