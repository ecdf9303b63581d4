/// The generated code's side of the one contract (``PayloadValueRules``, ``PayloadPattern``): URLs, dates and
/// patterns read by hand-written rules rather than `URL(string:)`, `ISO8601DateFormatter` or
/// `NSRegularExpression`, whose answers differ between OS versions and from the other readers. Each part is
/// printed only when a key needs it.
extension SwiftGenerator {
    /// Prints the URL and date codecs and the pattern matcher the file's keys need, and the check of `aps`.
    func valueRules(_ p: inout CodePrinter) {
        p.line()
        p.lines(of: apsRule)
        if uses(.url) {
            p.line()
            p.lines(of: urlRule)
        }
        if uses(.date) {
            p.line()
            p.lines(of: dateRule)
        }
        if uses(.matching) {
            p.line()
            p.lines(of: patternRule)
            p.line()
            patternTable(&p)
        }
    }

    private var apsRule: String {
        #"""
        nonisolated extension \#(namespaceName).UserInfoKeys {
            /// Checks `aps` as every reader of the payload does. A push of a kind (`push`) must have one, name no category
            /// and, when `silent`, have `content-available` 1 and no alert, badge or sound: otherwise this throws. A key APNs
            /// documents holding a value of another type is a problem, kept with those of optional values.
            func checkAPS(push: Bool, silent: Bool) throws(\#(namespaceName).UserInfoError) {
                let apsPlace = place.child("aps")
                guard let json = try json("aps", expected: "an object") else {
                    if push { throw apsPlace.failure("an object", nil) }
                    return
                }
                guard case .object(let aps) = json else {
                    if push { throw apsPlace.failure("an object", json) }
                    return place.problems.problems.append(apsPlace.failure("an object", json))
                }
                if push, let category = aps["category"] {
                    throw apsPlace.child("category").failure("absent: a push of a kind names no category", category)
                }
                if silent {
                    let flag = aps["content-available"]
                    guard flag == .int(1) || flag == .double(1) else {
                        throw apsPlace.child("content-available").failure("1, as the push is silent", flag)
                    }
                    for key in ["alert", "badge", "sound"] {
                        if let value = aps[key] { throw apsPlace.child(key).failure("absent, as the push is silent", value) }
                    }
                }
                var problems: [\#(namespaceName).UserInfoError] = []
                for (key, value) in aps {
                    if let expected = Self.expectation(ofAPSKey: key, value) {
                        problems.append(apsPlace.child(key).failure(expected, value))
                    }
                }
                place.problems.problems += problems.sorted { $0.key < $1.key }
            }

            /// What the `aps` key `key` must hold when `value` is not that; `nil` when it is, or APNs does not document it.
            private static func expectation(
                ofAPSKey key: String, _ value: \#(namespaceName).PayloadValue
            ) -> String? {
                switch key {
                case "alert":
                    if case .string = value { return nil }
                    guard case .object(let alert) = value else { return "a string or an object" }
                    for (member, item) in alert {
                        switch member {
                        case "title-loc-args", "subtitle-loc-args", "loc-args":
                            if !isStrings(item) { return "an alert whose \(member) is a list of strings" }
                        case "summary-arg-count":
                            if !isCount(item) { return "an alert whose \(member) is an integer from 0" }
                        case "title", "subtitle", "body", "launch-image", "title-loc-key", "subtitle-loc-key", "loc-key",
                             "summary-arg", "action", "action-loc-key":
                            if !isString(item) { return "an alert whose \(member) is a string" }
                        default: break
                        }
                    }
                    return nil
                case "sound":
                    if case .string = value { return nil }
                    guard case .object(let sound) = value else { return "a string or an object" }
                    if let critical = sound["critical"], !isFlag(critical) { return "a sound whose critical is 0 or 1" }
                    if let name = sound["name"], !isString(name) { return "a sound whose name is a string" }
                    if let volume = sound["volume"], !isFraction(volume) { return "a sound whose volume is from 0 to 1" }
                    return nil
                case "badge", "stale-date", "timestamp", "dismissal-date": return isCount(value) ? nil : "an integer from 0"
                case "content-available", "mutable-content": return isFlag(value) ? nil : "0 or 1"
                case "relevance-score": return isFraction(value) ? nil : "a number from 0 to 1"
                case "thread-id", "target-content-id", "filter-criteria", "event": return isString(value) ? nil : "a string"
                case "url-args": return isStrings(value) ? nil : "a list of strings"
                case "content-state": if case .object = value { return nil } else { return "an object" }
                case "interruption-level":
                    guard case .string(let level) = value,
                          ["passive", "active", "time-sensitive", "critical"].contains(level)
                    else {
                        return #"one of "passive", "active", "time-sensitive", "critical""#
                    }
                    return nil
                default: return nil
                }
            }

            private static func isString(_ value: \#(namespaceName).PayloadValue) -> Bool {
                if case .string = value { true } else { false }
            }

            private static func isStrings(_ value: \#(namespaceName).PayloadValue) -> Bool {
                if case .array(let items) = value { items.allSatisfy(isString) } else { false }
            }

            private static func isCount(_ value: \#(namespaceName).PayloadValue) -> Bool {
                switch value {
                case .int(let number): number >= 0
                case .double(let number): number >= 0 && number < 0x1p63 && number.rounded(.towardZero) == number
                default: false
                }
            }

            private static func isFlag(_ value: \#(namespaceName).PayloadValue) -> Bool {
                value == .int(0) || value == .int(1) || value == .double(0) || value == .double(1)
            }

            private static func isFraction(_ value: \#(namespaceName).PayloadValue) -> Bool {
                switch value {
                case .int(let number): number == 0 || number == 1
                case .double(let number): (0...1).contains(number)
                default: false
                }
            }
        }
        """#
    }

    private var urlRule: String {
        #"""
        nonisolated extension \#(namespaceName).PayloadCodec where T == URL {
            /// A JSON string holding an absolute URL (see `PayloadValue.isURL(_:relative:)`).
            static var url: Self {
                Self(expected: "an absolute URL", value: { json in
                    guard case .string(let text) = json, \#(namespaceName).PayloadValue.isURL(text, relative: false) else {
                        return nil
                    }
                    return URL(string: text)
                }, encode: { .string($0.absoluteString) })
            }
        \#(uses(.relativeURL) ? Self.relativeURLCodec(namespaceName) : "")}

        nonisolated extension \#(namespaceName).PayloadValue {
            /// Whether `text` is a URL as every reader of the payload reads it, the same on every OS: ASCII letters,
            /// digits and `-._~:/?#@!$&'()*+,;=`, `%` before two hexadecimal digits; a scheme and `:` (or, when
            /// `relative`, no scheme and no `:` in the first segment, not empty); after `//`, a port of digits and
            /// one `@` at most; one `#` at most.
            static func isURL(_ text: String, relative: Bool) -> Bool {
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
                    guard isLetterOrDigit(byte) || Array("-._~:/?#@!$&'()*+,;=".utf8).contains(byte) else { return false }
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
        """#
    }

    /// The codec of URLs that may be relative.
    private static func relativeURLCodec(_ namespaceName: String) -> String {
        #"""

            /// A JSON string holding a URL, or a relative reference such as a path (`/rooms/7`).
            static var urlReference: Self {
                Self(expected: "a URL or a path", value: { json in
                    guard case .string(let text) = json, \#(namespaceName).PayloadValue.isURL(text, relative: true) else {
                        return nil
                    }
                    return URL(string: text)
                }, encode: { .string($0.relativeString) })
            }

        """#
    }

    private var dateRule: String {
        #"""
        nonisolated extension \#(namespaceName).PayloadCodec where T == Date {
            /// A JSON string holding an RFC 3339 date and time, such as `2026-11-23T09:30:00Z` or
            /// `2026-11-23T10:30:00.25+01:00` (the day must exist; `:60`, a leap second, is the next second); read and
            /// written to the microsecond, in UTC.
            static var date: Self {
                Self(expected: "an RFC 3339 date and time such as \"2026-11-23T09:30:00Z\"", value: { json in
                    guard case .string(let text) = json else { return nil }
                    return \#(namespaceName).PayloadValue.date(text)
                }, encode: { .string(\#(namespaceName).PayloadValue.text(of: $0)) })
            }
        }

        nonisolated extension \#(namespaceName).PayloadValue {
            /// The date `text` writes in RFC 3339; `nil` when it is not one.
            static func date(_ text: String) -> Date? {
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
                        if position < 6 { microseconds = microseconds * 10 + digit } else if digit >= 5 { microseconds += 1 }
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
                return Date(timeIntervalSince1970: Double(seconds) + Double(microseconds) / 1_000_000)
            }

            /// `date` in RFC 3339, in UTC, with the microseconds when it has any; a date outside the years 0000 to
            /// 9999 is written as no reader reads it, so that the payload refuses it.
            static func text(of date: Date) -> String {
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
                var text = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2) + "T" + digits(time / 3_600, 2) + ":"
                    + digits(time / 60 % 60, 2) + ":" + digits(time % 60, 2)
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
        """#
    }

    private var patternRule: String {
        #"""
        nonisolated extension \#(namespaceName) {
            /// A key's `pattern`, compiled by actionable to the program `actionable validate-payload` runs: an automaton
            /// run in lock step over the text's Unicode scalars, in time linear in the text. `\d \w \s` are ASCII, `.`
            /// is any character but a line break, and `$` is the very end.
            fileprivate struct PayloadPattern: Sendable {
                /// One step of the program.
                enum Step: Sendable {
                    /// One character in (or, `negated`, not in) the ranges of scalar values.
                    case scalars([ClosedRange<UInt32>], negated: Bool)
                    /// The start of the text.
                    case start
                    /// The end of the text.
                    case end
                    /// Both steps.
                    case split(Int, Int)
                    /// Another step.
                    case jump(Int)
                    /// A match.
                    case match
                }

                /// The pattern as the definitions write it.
                let source: String
                /// The program.
                let steps: [Step]

                /// Whether `text` holds a match of the pattern.
                func matches(_ text: String) -> Bool {
                    let scalars = Array(text.unicodeScalars)
                    var marks = [Int](repeating: -1, count: steps.count)
                    var current: [Int] = []
                    var next: [Int] = []
                    for position in 0...scalars.count {
                        next.removeAll(keepingCapacity: true)
                        for index in current {
                            guard case .scalars(let ranges, let negated) = steps[index] else { continue }
                            let value = scalars[position - 1].value
                            guard ranges.contains(where: { $0.contains(value) }) != negated else { continue }
                            if follow(index + 1, at: position, of: scalars.count, marks: &marks, into: &next) { return true }
                        }
                        if follow(0, at: position, of: scalars.count, marks: &marks, into: &next) { return true }
                        swap(&current, &next)
                    }
                    return false
                }

                /// Adds the steps that read a character, reached from `start` at `position`, to `list`; `true` on a match.
                private func follow(
                    _ start: Int, at position: Int, of count: Int,
                    marks: inout [Int], into list: inout [Int]
                ) -> Bool {
                    var stack = [start]
                    while let index = stack.popLast() {
                        guard marks[index] != position else { continue }
                        marks[index] = position
                        switch steps[index] {
                        case .match: return true
                        case .jump(let target): stack.append(target)
                        case .split(let first, let second): stack.append(contentsOf: [second, first])
                        case .start: if position == 0 { stack.append(index + 1) }
                        case .end: if position == count { stack.append(index + 1) }
                        case .scalars: list.append(index)
                        }
                    }
                    return false
                }
            }
        }

        nonisolated extension \#(namespaceName).PayloadCodec where T == String {
            /// The string, which must contain a match of `pattern`.
            func matching(_ pattern: \#(namespaceName).PayloadPattern) -> Self {
                let base = self
                let expected = { @Sendable in base.expected + " matching \"" + pattern.source + "\"" }
                return Self(expected: expected(), decode: { json, place throws(\#(namespaceName).UserInfoError) in
                    let text = try base.decode(json, place)
                    guard pattern.matches(text) else { throw place.failure(expected(), json) }
                    return text
                }, encode: base.encode)
            }
        }
        """#
    }

    /// The static member of `PayloadPattern` that holds `pattern` compiled (``patternTable(_:)``): `.pattern0`.
    func patternMember(_ pattern: String) -> String {
        ".pattern\(patterns.firstIndex(of: pattern) ?? 0)"
    }

    /// Prints every pattern of the file, compiled, as static members of `PayloadPattern`, once each.
    private func patternTable(_ p: inout CodePrinter) {
        p.block("nonisolated extension \(namespaceName).PayloadPattern") { p in
            for (index, pattern) in patterns.enumerated() {
                if index > 0 { p.line() }
                p.documentation("`\(pattern)`")
                p.line("static let pattern\(index) = Self(source: \(SwiftLiteral.string(pattern)), steps: [")
                p.indented { p in
                    for instruction in PayloadPattern.program(for: pattern)?.instructions ?? [] {
                        p.line(Self.step(instruction) + ",")
                    }
                }
                p.line("])")
            }
        }
    }

    /// One step of a compiled pattern as Swift.
    private static func step(_ instruction: PayloadPattern.Program.Instruction) -> String {
        switch instruction {
        case .character(let set):
            let ranges = set.ranges.map { "0x\(String($0.lowerBound, radix: 16, uppercase: true))...0x\(String($0.upperBound, radix: 16, uppercase: true))" }
            return ".scalars([\(ranges.joined(separator: ", "))], negated: \(set.isNegated))"
        case .start: return ".start"
        case .end: return ".end"
        case .split(let first, let second): return ".split(\(first), \(second))"
        case .jump(let target): return ".jump(\(target))"
        case .match: return ".match"
        }
    }
}
