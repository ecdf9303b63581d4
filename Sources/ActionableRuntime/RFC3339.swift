import Foundation

/// Dates as RFC 3339 text, read and written by hand (not `ISO8601DateFormatter`, whose answers differ between OS
/// versions and from the other readers of a payload).
@_spi(ActionableGenerated) public enum RFC3339 {
    /// The date `text` writes in RFC 3339; `nil` when it is not one.
    @_spi(ActionableGenerated) public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<start + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func byte(_ index: Int, is ascii: UInt8) -> Bool {
            index < bytes.count && bytes[index] == ascii
        }
        guard let year = number(0, 4), byte(4, is: 45),
              let month = number(5, 2), (1...12).contains(month), byte(7, is: 45),
              let day = number(8, 2), day >= 1, day <= daysIn(month: month, year: year), byte(10, is: 84),
              let hour = number(11, 2), hour < 24, byte(13, is: 58),
              let minute = number(14, 2), minute < 60, byte(16, is: 58),
              let second = number(17, 2), second <= 60
        else { return nil }
        var index = 19
        var microseconds = 0
        if byte(index, is: 46) {
            let start = index + 1
            index = start
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            // To the microsecond, rounded: what the encoder writes back reads as the same date.
            for position in 0..<7 {
                let digit = start + position < index ? Int(bytes[start + position] - 48) : 0
                if position < 6 {
                    microseconds = microseconds * 10 + digit
                } else if digit >= 5 {
                    microseconds += 1
                }
            }
        }
        var offset = 0
        if byte(index, is: 90) {
            index += 1
        } else {
            guard byte(index, is: 43) || byte(index, is: 45),
                  let hours = number(index + 1, 2), hours < 24, byte(index + 3, is: 58),
                  let minutes = number(index + 4, 2), minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (bytes[index] == 45 ? -1 : 1)
            index += 6
        }
        guard index == bytes.count else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        let interval = Double(seconds) + Double(microseconds) / 1_000_000
        return Date(timeIntervalSince1970: interval)
    }

    /// `date` in RFC 3339, in UTC, with the microseconds when it has any; a date outside the years 0000 to
    /// 9999 is written as no reader reads it, so that the payload refuses it.
    @_spi(ActionableGenerated) public static func text(of date: Date) -> String {
        let interval = date.timeIntervalSince1970
        guard interval >= -62_167_219_200, interval < 253_402_300_800 else {
            return "a date outside the years 0000 to 9999"
        }
        var seconds = Int(interval.rounded(.down))
        var microseconds = Int(((interval - interval.rounded(.down)) * 1_000_000).rounded())
        if microseconds == 1_000_000 {
            seconds += 1
            microseconds = 0
        }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
        text += "T" + digits(time / 3_600, 2) + ":" + digits(time / 60 % 60, 2) + ":" + digits(time % 60, 2)
        if microseconds > 0 {
            var fraction = digits(microseconds, 6)
            while fraction.hasSuffix("0") { fraction.removeLast() }
            text += "." + fraction
        }
        return text + "Z"
    }

    /// The days from 1970-01-01 to a day of the proleptic Gregorian calendar.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    /// The days of `month` in `year`.
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
