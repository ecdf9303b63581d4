/// URLs as every reader of a payload reads them, the same on every OS (not `URL(string:)`, whose answers differ
/// between OS versions).
@_spi(ActionableGenerated) public enum URLSyntax {
    /// Whether `text` is a URL as every reader of the payload reads it, the same on every OS: ASCII letters,
    /// digits and `-._~:/?#@!$&'()*+,;=`, `%` before two hexadecimal digits; a scheme and `:` (or, when
    /// `relative`, no scheme and no `:` in the first segment, not empty); after `//`, a port of digits and
    /// one `@` at most; one `#` at most.
    @_spi(ActionableGenerated) public static func isURL(_ text: String, relative: Bool) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 37 {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            guard isLetterOrDigit(byte) || punctuation.contains(byte) else { return false }
            index += 1
        }
        var rest = bytes[...]
        if let colon = bytes.firstIndex(of: 58), colon > 0, isLetter(bytes[0]),
           bytes[1..<colon].allSatisfy({ isLetterOrDigit($0) || $0 == 43 || $0 == 45 || $0 == 46 }) {
            rest = bytes[(colon + 1)...]
        } else {
            let firstSegment = bytes.prefix { $0 != 47 && $0 != 63 && $0 != 35 }
            guard relative, !bytes.isEmpty, !firstSegment.contains(58) else { return false }
        }
        guard rest.filter({ $0 == 35 }).count <= 1 else { return false }
        guard rest.starts(with: [47, 47]) else { return true }
        var authority = rest.dropFirst(2).prefix { $0 != 47 && $0 != 63 && $0 != 35 }
        if let at = authority.firstIndex(of: 64) { authority = authority[(at + 1)...] }
        guard !authority.contains(64) else { return false }
        guard let colon = authority.firstIndex(of: 58) else { return true }
        return authority[(colon + 1)...].allSatisfy { (48...57).contains($0) }
    }

    /// The punctuation a URL may hold besides `%`.
    private static let punctuation = Array("-._~:/?#@!$&'()*+,;=".utf8)

    private static func isLetter(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isLetter(byte) || (48...57).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }
}
