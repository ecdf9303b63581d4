@testable import ActionableCore
@testable import ActionableImport
import ActionableTestSupport
import Testing

/// ``YAMLScalar``, the one function the import writes text through: seeded hostile strings read back exactly, and
/// the choice of plain or quoted is the written rule's (a model of it, one character at a time, below).
@Suite("Import's YAML scalars")
struct YAMLScalarTests {
    /// Characters that mean something to YAML or to a reader, and plain ones.
    static let alphabet: [String] = [
        "a", "Z", "7", "0", ".", "-", "_", "/", " ", "  ", ":", "#", "\"", "'", "\\", "\n", "\t", "\r", "{", "}", "[", "]",
        ",", "&", "*", "!", "|", ">", "%", "@", "`", "~", "?", "é", "日", "\u{0}", "\u{7F}", "\u{85}", "\u{200B}", "\u{202E}",
        "\u{2028}", "\u{FEFF}", "\u{1F600}", "yes", "No", "NULL", "true", "off", "1.0", "y",
    ] + [0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF, 0x1FFFE].map { String(Unicode.Scalar($0)!) } // noncharacters: no literal spells them

    /// The plain-scalar rule, one scalar at a time: ASCII letters and digits and `_ . - /` and single inner spaces,
    /// starting with a letter or digit, not only digits and dots, not a YAML 1.1 boolean or null word.
    static func isPlainByModel(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) }
        guard isLetterOrDigit(first), last != " ", !text.contains("  ") else { return false }
        guard scalars.allSatisfy({ isLetterOrDigit($0) || "_.-/ ".unicodeScalars.contains($0) }) else { return false }
        guard !scalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) else { return false }
        return !["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"].contains(text.lowercased())
    }

    @Test("every seeded string reads back as itself, plain exactly when the rule says")
    func roundTrip() throws {
        var generator = SeededGenerator(seed: TestTier.seed, salt: "YAMLScalar")
        for _ in 0..<TestTier.value(full: 20_000, fast: 2_000) {
            let text = (0..<Int(generator.next() % 6)).map { _ in Self.alphabet[Int(generator.next() % UInt64(Self.alphabet.count))] }.joined()
            let written = YAMLScalar.quoted(text)
            #expect((written == text) == Self.isPlainByModel(text), "\(String(reflecting: text)) written \(written)")
            #expect(!written.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{2028}" || $0 == "\u{202E}" || $0.value < 0x20 || $0.value & 0xFFFE == 0xFFFE })
            var diagnostics: [Diagnostic] = []
            let loaded = YAMLLoader().load(SourceFile(path: "t.yaml", contents: Array("key: \(written)\n".utf8)), diagnostics: &diagnostics)
            guard case .document(let root) = loaded, case .mapping(let entries) = root.content, entries.count == 1,
                  case .scalar(let value, _) = entries[0].value.content else {
                Issue.record("\(String(reflecting: text)) written \(written) does not load: \(diagnostics.map(\.message))")
                continue
            }
            #expect(value == text, "\(String(reflecting: text)) written \(written) reads back as \(String(reflecting: value))")
        }
    }
}
