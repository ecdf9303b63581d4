/// The arguments a printf-style format string (as `String(format:)` reads it) consumes: for each argument
/// number, the conversions it is formatted with. Comparing two strings' arguments, not their text, lets a
/// translation reorder its specifiers with positional ones (`%2$@ … %1$u`).
///
/// A specifier is `%`, an optional position `N$`, flags (`-+ #0'`), a width (digits, `*` or `*N$`), a
/// precision (`.` and the same), a length modifier (`hh h l ll q L z t j`) and a conversion character.
/// `%%` is a percent sign. A non-positional specifier takes the argument after the last non-positional one
/// (the first is argument 1), whatever positional specifiers come between. The conversion is recorded as
/// written with its length modifier (`lu`, `lld`, `@`); flags, width and precision are not part of it, but a
/// `*` width or precision consumes an argument of its own, recorded as the conversion `*`. A `%` that does not
/// start a complete specifier consumes nothing.
struct FormatArguments: Equatable {
    /// The conversions each argument number is used with (one, unless the string formats it twice differently).
    private(set) var conversions: [Int: Set<String>] = [:]

    /// The conversion characters `String(format:)` accepts.
    private static let conversionCharacters = Set("diouxXDOUeEfFgGaAcCsSp@n".unicodeScalars)
    /// The flag characters.
    private static let flags = Set("-+ #0'".unicodeScalars)
    /// The characters of length modifiers.
    private static let lengthCharacters = Set("hlqLztj".unicodeScalars)

    /// Reads the specifiers of `text`.
    init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var nextArgument = 1
        /// Digits at `index`, as a number (`nil` when there are none), and the index after them.
        func number(at start: Int) -> (value: Int?, end: Int) {
            var end = start
            var value = 0
            while end < scalars.count, let digit = Self.digit(scalars[end]) {
                value = min(value * 10 + digit, 1_000_000)
                end += 1
            }
            return (end > start ? value : nil, end)
        }
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < scalars.count, scalars[cursor] == "%" {
                index = cursor + 1
                continue
            }
            var position: Int?
            let leading = number(at: cursor)
            if let value = leading.value, leading.end < scalars.count, scalars[leading.end] == "$" {
                position = value
                cursor = leading.end + 1
            }
            while cursor < scalars.count, Self.flags.contains(scalars[cursor]) { cursor += 1 }
            var starArguments: [Int?] = []
            /// A width or precision: digits, or `*` with an optional position.
            func skipAmount() {
                if cursor < scalars.count, scalars[cursor] == "*" {
                    let star = number(at: cursor + 1)
                    if let value = star.value, star.end < scalars.count, scalars[star.end] == "$" {
                        starArguments.append(value)
                        cursor = star.end + 1
                    } else {
                        starArguments.append(nil)
                        cursor += 1
                    }
                } else {
                    cursor = number(at: cursor).end
                }
            }
            skipAmount()
            if cursor < scalars.count, scalars[cursor] == "." {
                cursor += 1
                skipAmount()
            }
            var conversion = ""
            while cursor < scalars.count, Self.lengthCharacters.contains(scalars[cursor]), conversion.unicodeScalars.count < 2 {
                conversion.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, Self.conversionCharacters.contains(scalars[cursor]) else {
                index += 1
                continue
            }
            conversion.unicodeScalars.append(scalars[cursor])
            for star in starArguments {
                record("*", for: star ?? take(&nextArgument))
            }
            record(conversion, for: position ?? take(&nextArgument))
            index = cursor + 1
        }
    }

    /// The argument numbers used, in increasing order.
    var argumentNumbers: [Int] { conversions.keys.sorted() }

    /// The next sequential argument number, which is then used up.
    private func take(_ next: inout Int) -> Int {
        defer { next += 1 }
        return next
    }

    private mutating func record(_ conversion: String, for argument: Int) {
        conversions[argument, default: []].insert(conversion)
    }

    /// The value of an ASCII digit.
    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? Int(scalar.value - 0x30) : nil
    }
}
