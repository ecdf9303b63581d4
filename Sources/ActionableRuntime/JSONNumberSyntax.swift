/// Numbers as JSON writes them (RFC 8259) and which of them are integers: the one set of rules the app's reader and
/// `actionable validate-payload` follow.
@_spi(ActionableGenerated) public enum JSONNumberSyntax {
    /// Whether `text` is a number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
    @_spi(ActionableGenerated) public static func isNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { (48...57).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == 45 { bytes = bytes.dropFirst() }
        if bytes.first == 48 { bytes = bytes.dropFirst() } else if digits() == 0 { return false }
        if bytes.first == 46 {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == 69 || bytes.first == 101 {
            bytes = bytes.dropFirst()
            if bytes.first == 43 || bytes.first == 45 { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// The integer `text` writes as text: an optional `-`, then digits only, within the range of `Int` (`"42"`).
    @_spi(ActionableGenerated) public static func integer(text: String) -> Int? {
        guard !text.hasPrefix("+"), text.utf8.allSatisfy({ $0 == 45 || (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
