/// Classification of Unicode scalars that are dangerous or invisible in text shown to people or tools.
enum UnicodeText {
    /// Line terminators Swift and common editors recognise: LF, VT, FF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Control (Cc), format (Cf, which includes bidirectional overrides and zero-width characters),
    /// line separator and paragraph separator: characters that are invisible, break lines, or reorder text.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        if isPrintableASCII(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// ``isInvisibleControl(_:)`` plus private-use and unassigned code points, whose look depends on fonts:
    /// what a tool escapes when it quotes text it does not trust.
    static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        if isPrintableASCII(scalar) { return false }
        switch scalar.properties.generalCategory {
        case .privateUse, .unassigned: return true
        default: return isInvisibleControl(scalar)
        }
    }

    /// Whether `text` contains any scalar for which ``isInvisibleControl(_:)`` holds.
    static func containsInvisibleControl(_ text: String) -> Bool {
        !isPrintableASCII(text) && text.unicodeScalars.contains(where: isInvisibleControl)
    }

    /// Whether `scalar` is in `" "..."~"`: none of the classes above, so the Unicode property tables
    /// (the most expensive part of quoting long outputs) need not be consulted.
    static func isPrintableASCII(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x20 && scalar.value < 0x7F
    }

    /// Whether every scalar of `text` is in `" "..."~"`: such text is written as it is by every quoting
    /// function, apart from the few ASCII characters each escapes. Reads the UTF-8 bytes, not scalars.
    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
