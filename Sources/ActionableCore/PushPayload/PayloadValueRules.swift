#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// `number` as an Int64 when it is whole and strictly inside the range: the runtime's rule,
    /// ``RuntimeRules/JSONIntegerRange/integer(exactly:)``.
    static func wholeInt64(_ number: Double) -> Int64? {
        RuntimeRules.JSONIntegerRange.integer(exactly: number).map(Int64.init)
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

    // MARK: Dates, URLs and UUIDs: the runtime's own readers

    /// Whether `text` is an RFC 3339 date and time: whether the runtime's reader (``RuntimeRules/RFC3339``) reads one.
    static func isDateTime(_ text: String) -> Bool {
        RuntimeRules.RFC3339.date(text) != nil
    }

    /// Whether `text` is a URL (with `relative`, a relative reference too): the runtime's rule,
    /// ``RuntimeRules/URLSyntax``.
    static func isURL(_ text: String, relative: Bool) -> Bool {
        RuntimeRules.URLSyntax.isURL(text, relative: relative)
    }

    /// Whether `text` is a UUID as the generated reader takes one: `UUID(uuidString:)`.
    static func isUUID(_ text: String) -> Bool {
        UUID(uuidString: text) != nil
    }
}
