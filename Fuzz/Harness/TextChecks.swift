/// What the core promises about text it writes for people and line-based tools.
enum TextChecks {
    /// Whether `text` is one line with no invisible character: no control (Cc), format (Cf, such as
    /// bidirectional overrides), line separator or paragraph separator. Diagnostics and change messages quote
    /// user text through `DiagnosticText`, which escapes all of these.
    static func isPlainLine(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: isInvisible)
    }

    /// The number of line breaks in `text`, counting every terminator a tool or editor may split at (LF, VT,
    /// FF, CR, NEL, LS, PS; CRLF once).
    static func lineBreaks(in text: String) -> Int {
        var count = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar.value {
            case 0x0A where previous == "\r": continue
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: count += 1
            default: continue
            }
        }
        return count
    }

    /// Whether `scalar` may appear in generated Swift: LF, or any scalar that is neither invisible, private-use
    /// nor unassigned, or one of U+FDD0...U+FDEF (which Swift refuses as `\u{}` escapes, so string literals
    /// hold them raw).
    static func isAllowedInSwift(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || (0xFDD0...0xFDEF).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .privateUse, .unassigned: return false
        default: return !isInvisible(scalar)
        }
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII has controls (0x00-0x1F, 0x7F) and no format character; the property lookup is for the rest.
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
