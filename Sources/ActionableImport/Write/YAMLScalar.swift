/// The one function that writes text into imported definitions: every id, title, comment and marker the import
/// writes goes through ``quoted(_:)``, so no text read from an app's sources can end a line, open a mapping, or
/// change how the rest of the file reads.
enum YAMLScalar {
    /// `text` as a YAML scalar that reads back as exactly `text`: plain when it is made only of characters that
    /// mean nothing to YAML and is not a word YAML 1.1 reads as something else, else double-quoted with every
    /// control, line break, bidirectional or invisible formatting character escaped.
    static func quoted(_ text: String) -> String {
        if isPlainSafe(text) { return text }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    let width = scalar.value <= 0xFFFF ? 4 : 8
                    result += (width == 4 ? "\\u" : "\\U") + String(repeating: "0", count: width - digits.count) + digits
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A `# comment` line's text: what follows `# ` on one line, with anything that could end the line escaped.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) || scalar == "\n" || scalar == "\t" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` must be escaped: C0 and C1 controls, DEL, line and paragraph separators, and the
    /// bidirectional and zero-width formatting characters.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB:
            return true
        default:
            return false
        }
    }

    /// Letters, digits and `_ . - /` (and spaces inside), starting with a letter or digit, and not a word YAML
    /// 1.1 reads as a boolean or null.
    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
              first.properties.isAlphabetic || ("0"..."9").contains(first), last != " " else { return false }
        let words: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]
        guard !words.contains(text.lowercased()), !text.contains("  ") else { return false }
        // A number would be read as text by the definition language, but quoting it says so to a reader.
        if text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || "_.-/ ".unicodeScalars.contains(scalar)
        }
    }
}
