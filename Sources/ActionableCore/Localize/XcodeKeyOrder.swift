/// The order in which Xcode writes a String Catalog's object keys, computed without Foundation.
///
/// Xcode writes catalogs with `JSONSerialization`'s `.sortedKeys`, which compares keys with
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale: .system)`: an ICU collation in
/// the root locale (swift-corelibs-foundation `JSONSerialization.swift`, CoreFoundation `CFString.c`; Linux
/// Foundation sorts the same way and was used to check this type). That is not byte order:
/// `_` < `-` < `.` < `(` < `%` < `+` < `$` < digits < letters, `"a2"` < `"a10"`, `"key"` < `"Key"` < `"keys"`.
/// (`JSONEncoder`'s `.sortedKeys` sorts by UTF-8 bytes instead, except for apps linked against old SDKs.)
///
/// Implemented, level by level (the first level with a difference decides):
/// 1. Collation elements: tab, line feed, vertical tab, form feed, carriage return, space, then ASCII
///    punctuation and symbols in the root collation's order; then runs of ASCII digits, compared by numeric
///    value; then letters, case-insensitively. Other ASCII control characters are ignored.
/// 2. The first element that differs only in case (lowercase first) or in leading zeros (fewer first).
/// 3. UTF-16 code units, as CoreFoundation's last resort.
///
/// Where it can still differ from Xcode, all beyond ASCII or in rare mixtures:
/// - non-ASCII characters sort after all ASCII letters, by code point after lowercasing (one scalar, no
///   locale rules), so `é` sorts after `z`, `–` after letters, `Ä` with `ä`; Xcode's collation puts `é` with
///   `e`, `–` among the dashes and orders scripts its own way; non-ASCII control and format characters are
///   ignored as ICU ignores them;
/// - keys that differ only in ignored control characters *and* in leading zeros (`"0\u{1}"` and `"00"`).
///
/// The merge keeps the order of keys an existing catalog already has, so these differences only decide
/// where a new key is inserted; they never reorder what Xcode wrote.
enum XcodeKeyOrder {
    /// Whether `first` is written before `second`.
    static func precedes(_ first: String, _ second: String) -> Bool {
        let left = elements(of: first)
        let right = elements(of: second)
        for (one, other) in zip(left, right) where one.primary != other.primary {
            return one.primary < other.primary
        }
        if left.count != right.count { return left.count < right.count }
        for (one, other) in zip(left, right) where one.variant != other.variant {
            return one.variant < other.variant
        }
        return first.utf16.lexicographicallyPrecedes(second.utf16)
    }

    /// One unit of comparison: a character, or a run of digits.
    private struct Element {
        /// The primary weight: what the element is, ignoring case and leading zeros.
        var primary: Primary
        /// The difference the second level looks at: 1 for an uppercase letter, or a number's leading zeros.
        var variant: Int
    }

    /// A primary weight; groups sort in the order of the cases.
    private enum Primary: Comparable {
        /// Whitespace, punctuation or a symbol, by its rank in ``symbols``.
        case symbol(Int)
        /// A run of ASCII digits, by numeric value: its digits without leading zeros, compared by count
        /// first and then digit by digit, so any length works.
        case number([UInt8])
        /// An ASCII letter, lowercased.
        case letter(UInt8)
        /// Any other scalar, lowercased.
        case other(UInt32)

        static func < (lhs: Primary, rhs: Primary) -> Bool {
            switch (lhs, rhs) {
            case let (.symbol(left), .symbol(right)): return left < right
            case let (.number(left), .number(right)):
                return left.count != right.count ? left.count < right.count : left.lexicographicallyPrecedes(right)
            case let (.letter(left), .letter(right)): return left < right
            case let (.other(left), .other(right)): return left < right
            default: return lhs.group < rhs.group
            }
        }

        /// The group's place: symbols, then numbers, then letters, then everything else.
        private var group: Int {
            switch self {
            case .symbol: 0
            case .number: 1
            case .letter: 2
            case .other: 3
            }
        }
    }

    /// The ASCII whitespace, punctuation and symbols in the root collation's order.
    private static let symbols = Array("\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8)

    /// Each ASCII byte's rank in ``symbols``, or `nil`.
    private static let symbolRanks: [Int?] = (0..<128).map { byte in symbols.firstIndex(of: UInt8(byte)) }

    /// The collation elements of `text`, ignored characters left out.
    private static func elements(of text: String) -> [Element] {
        var elements: [Element] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            if isDigit(value) {
                let start = index
                while index < scalars.count, isDigit(scalars[index].value) { index += 1 }
                let run = scalars[start..<index].map { UInt8($0.value) }
                let zeros = run.prefix { $0 == UInt8(ascii: "0") }.count
                elements.append(Element(primary: .number(Array(run.dropFirst(zeros))), variant: zeros))
                continue
            }
            index += 1
            if let element = element(for: scalars[index - 1]) { elements.append(element) }
        }
        return elements
    }

    /// The element of one scalar that is not a digit, or `nil` when the collation ignores it.
    private static func element(for scalar: Unicode.Scalar) -> Element? {
        let value = scalar.value
        switch value {
        case 0x61...0x7A: return Element(primary: .letter(UInt8(value)), variant: 0)
        case 0x41...0x5A: return Element(primary: .letter(UInt8(value) + 0x20), variant: 1)
        case 0..<0x80: return symbolRanks[Int(value)].map { Element(primary: .symbol($0), variant: 0) }
        default:
            switch scalar.properties.generalCategory {
            case .control where value != 0x85, .format: return nil
            default:
                let lower = scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
                return Element(primary: .other(lower), variant: lower == value ? 0 : 1)
            }
        }
    }

    /// Whether `value` is an ASCII digit.
    private static func isDigit(_ value: UInt32) -> Bool {
        value >= 0x30 && value <= 0x39
    }
}
