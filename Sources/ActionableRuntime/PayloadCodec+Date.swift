import Foundation

extension PayloadCodec where T == Date {
    /// A JSON string holding an RFC 3339 date and time, such as `2026-11-23T09:30:00Z` or
    /// `2026-11-23T10:30:00.25+01:00` (the day must exist; `:60`, a leap second, is the next second); read and
    /// written to the microsecond, in UTC.
    @_spi(ActionableGenerated) public static var date: Self {
        Self(expected: .date, value: { json in
            guard case .string(let text) = json else { return nil }
            return RuntimeDates.date(text)
        }, encode: { .string(RuntimeDates.text(of: $0)) })
    }
}
