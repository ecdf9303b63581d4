/// The one function that writes text into imported definitions: every id, title, comment and marker the import
/// writes goes through ``quoted(_:)``, so no text read from an app's sources can end a line, open a mapping, or
/// change how the rest of the file reads.
enum YAMLScalar {
    /// `text` as a YAML scalar that reads back as exactly `text`: plain when it is made only of characters that
    /// mean nothing to YAML and is not a word YAML 1.1 reads as something else, else double-quoted with every
    /// control, line break, bidirectional or invisible formatting character escaped.
    static func quoted(_ text: String) -> String {
        if isPlainSafe(text) { return text }
        var result: [UInt8] = [UInt8(ascii: "\"")]
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += #"\""#.utf8
            case "\\": result += #"\\"#.utf8
            case "\n": result += #"\n"#.utf8
            case "\t": result += #"\t"#.utf8
            default:
                if needsEscape(scalar) {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    let width = scalar.value <= 0xFFFF ? 4 : 8
                    result += (width == 4 ? #"\u"# : #"\U"#).utf8
                    result += repeatElement(UInt8(ascii: "0"), count: width - digits.utf8.count)
                    result += digits.utf8
                } else {
                    UTF8.encode(scalar) { result.append($0) }
                }
            }
        }
        result.append(UInt8(ascii: "\""))
        return String(decoding: result, as: UTF8.self)
    }

    /// A `# comment` line's text: what follows `# ` on one line, with anything that could end the line escaped.
    static func comment(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) || scalar == "\n" || scalar == "\t" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".utf8
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `scalar` must be escaped: C0 and C1 controls, DEL, line and paragraph separators, the
    /// bidirectional and zero-width formatting characters, and the noncharacters (U+FDD0 to U+FDEF and the last two
    /// of every plane, which libyaml refuses raw: the file would not load).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0xFFF9...0xFFFB,
             0xFDD0...0xFDEF:
            return true
        default:
            return scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// The words YAML 1.1 reads as a boolean or null, lowercased.
    private static let specialWords: Set<String> = ["y", "n", "yes", "no", "on", "off", "true", "false", "null", "~"]

    /// ASCII letters, digits and `_ . - /` (and single spaces inside), starting with a letter or digit, not only
    /// digits and dots (a number would read as text in the definition language, but quoting it says so to a reader),
    /// and not a word YAML 1.1 reads as a boolean or null. One pass over the UTF-8.
    private static func isPlainSafe(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last, isLetterOrDigit(first), last != UInt8(ascii: " ") else { return false }
        var afterSpace = false
        var onlyDigitsAndDots = true
        for byte in bytes {
            let letterOrDigit = isLetterOrDigit(byte)
            switch byte {
            case UInt8(ascii: " "):
                if afterSpace { return false }
            case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "/"):
                break
            default:
                guard letterOrDigit else { return false }
            }
            afterSpace = byte == UInt8(ascii: " ")
            if !(byte == UInt8(ascii: ".") || (letterOrDigit && byte <= UInt8(ascii: "9"))) { onlyDigitsAndDots = false }
        }
        return !onlyDigitsAndDots && !(bytes.count <= 5 && specialWords.contains(text.lowercased()))
    }

    /// Whether `byte` is an ASCII letter or digit.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}
