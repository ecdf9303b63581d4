/// The exact rule of each payload value's text or number: the one contract that `validate-payload`, the
/// manifest's JSON Schema (``PushPayloadSchema``) and the generated Swift decoder and encoder all follow.
/// `Documentation/DefinitionLanguage.md` ("What each type accepts") states the same rules in words; the
/// differential test (`PayloadVerdictTests`) checks that the four agree.
///
/// - An integer is a JSON number whose value is whole and within Int64 (`3`, `3.0`, `1e2`); one written with
///   a fraction or exponent is read as a double first, as every JSON reader holds it.
/// - A double is a finite JSON number.
/// - A date is RFC 3339 `date-time`: `YYYY-MM-DDTHH:MM:SS`, an optional fraction, then `Z` or `±HH:MM`; upper-case
///   `T` and `Z`; the day exists in its month; a leap second `:60` is the next second.
/// - A URL is ASCII from RFC 3986's characters (no space, no `[ ] < > " { } | \ ^` or backtick, `%` only before two
///   hexadecimal digits): a scheme and `:`; after `//`, an authority whose port is digits. A relative reference
///   (`relative: true`) is the same without a scheme, not empty, with no `:` in its first segment.
enum PayloadValueRules {
    // MARK: Numbers

    /// Whether a JSON number (as written) is an integer the app holds as `Int` (Int64).
    static func isInteger(_ text: String) -> Bool {
        if !text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            return Int64(text) != nil
        }
        guard let number = Double(text) else { return false }
        return wholeInt64(number) != nil
    }

    /// `number` as an Int64 when it is whole and within range (without the C library's rounding functions).
    static func wholeInt64(_ number: Double) -> Int64? {
        guard number >= -0x1p63, number < 0x1p63 else { return nil }
        let whole = Int64(number)
        return Double(whole) == number ? whole : nil
    }

    /// Whether a JSON number (as written) is a finite double.
    static func isFiniteNumber(_ text: String) -> Bool {
        Double(text)?.isFinite ?? false
    }

    /// Whether the number `text` is at least `minimum`: exactly when both are integers, else as doubles.
    static func number(_ text: String, isAtLeast minimum: Double) -> Bool {
        compare(text, minimum) >= 0
    }

    /// Whether the number `text` is at most `maximum`: exactly when both are integers, else as doubles.
    static func number(_ text: String, isAtMost maximum: Double) -> Bool {
        compare(text, maximum) <= 0
    }

    /// -1, 0 or 1 as `text` is below, equal to or above `bound`.
    private static func compare(_ text: String, _ bound: Double) -> Int {
        if let whole = Int64(text), let wholeBound = wholeInt64(bound) {
            return whole < wholeBound ? -1 : whole == wholeBound ? 0 : 1
        }
        let number = Double(text) ?? .nan
        return number < bound ? -1 : number == bound ? 0 : 1
    }

    // MARK: Dates

    /// Whether `text` is an RFC 3339 date and time as the rule reads it.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Character) -> Bool { index < bytes.count && bytes[index] == character.asciiValue }
        guard let year = number(0, 4), byte(4, is: "-"), let month = number(5, 2), (1...12).contains(month), byte(7, is: "-"),
              let day = number(8, 2), day >= 1, day <= daysIn(month: month, year: year), byte(10, is: "T"),
              let hour = number(11, 2), hour < 24, byte(13, is: ":"), let minute = number(14, 2), minute < 60, byte(16, is: ":"),
              let second = number(17, 2), second <= 60
        else { return false }
        var index = 19
        if byte(index, is: ".") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        if byte(index, is: "Z") { return index + 1 == bytes.count }
        guard byte(index, is: "+") || byte(index, is: "-"), let offsetHours = number(index + 1, 2), offsetHours < 24,
              byte(index + 3, is: ":"), let offsetMinutes = number(index + 4, 2), offsetMinutes < 60 else { return false }
        return index + 6 == bytes.count
    }

    /// The days of `month` (1 to 12) in `year` of the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // MARK: URLs

    /// Whether `text` is a URL: an absolute one, or (with `relative`) a relative reference too.
    static func isURL(_ text: String, relative: Bool) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy(isURLByte), percentEscapesAreValid(bytes) else { return false }
        if let colon = schemeEnd(bytes) {
            return hasValidRest(bytes[(colon + 1)...])
        }
        guard relative, !bytes.isEmpty else { return false }
        let firstSegmentEnd = bytes.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
        guard !bytes[..<firstSegmentEnd].contains(UInt8(ascii: ":")) else { return false }
        return hasValidRest(bytes[...])
    }

    /// The index of the `:` that ends a scheme (`https:`), or `nil` when the text does not start with one.
    private static func schemeEnd(_ bytes: [UInt8]) -> Int? {
        guard let first = bytes.first, isLetter(first) else { return nil }
        for (index, byte) in bytes.enumerated().dropFirst() {
            if byte == UInt8(ascii: ":") { return index }
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
            else { return nil }
        }
        return nil
    }

    /// Whether what follows the scheme has a valid authority (after `//`: no `@` but the one that ends the user
    /// information, a port of digits) and at most one `#`.
    private static func hasValidRest(_ rest: ArraySlice<UInt8>) -> Bool {
        guard rest.count(where: { $0 == UInt8(ascii: "#") }) <= 1 else { return false }
        guard rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return true }
        let authorityStart = rest.startIndex + 2
        let authorityEnd = rest[authorityStart...].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? rest.endIndex
        var authority = rest[authorityStart..<authorityEnd]
        if let at = authority.firstIndex(of: UInt8(ascii: "@")) { authority = authority[(at + 1)...] }
        guard !authority.contains(UInt8(ascii: "@")) else { return false }
        guard let colon = authority.firstIndex(of: UInt8(ascii: ":")) else { return true }
        return authority[(colon + 1)...].allSatisfy(isDigit)
    }

    /// Whether every `%` is followed by two hexadecimal digits.
    private static func percentEscapesAreValid(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                index += 3
            } else {
                index += 1
            }
        }
        return true
    }

    /// The bytes a URL may hold: RFC 3986's unreserved and reserved characters but `[` and `]`, and `%`.
    static func isURLByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || urlPunctuation.utf8.contains(byte)
    }

    /// The punctuation a URL may hold.
    static let urlPunctuation = "-._~:/?#@!$&'()*+,;=%"

    // MARK: Characters

    static func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte) }
}
