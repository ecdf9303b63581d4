import Foundation

/// The JSON value of a custom key, written with literals: `["meeting": "42", "attendees": 3]`.
///
/// A number is one value however it was written or decoded: `2`, `2.0`, `2e0` and `20E-1` are equal, hash alike and
/// read as the same integer, whether they came through `JSONDecoder`, `JSONSerialization` or a property list.
public enum PayloadValue: Hashable, Sendable {
    /// A JSON string.
    case string(String)
    /// A JSON number without a fraction, within the range of `Int`.
    case int(Int)
    /// A JSON number; it must be finite. One without a fraction equals the same `int`.
    case double(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A JSON array.
    case array([PayloadValue])
    /// A JSON object; of a literal's repeated keys, the last wins.
    case object([String: PayloadValue])
    /// `null`.
    case null

    /// The number `number`: an `int` when it is an integer strictly inside the range of `Int` (`2.0` is `.int(2)`),
    /// a `double` otherwise.
    public init(_ number: Double) {
        self = Self.integer(exactly: number).map(PayloadValue.int) ?? .double(number)
    }

    /// The integer a number is, written with or without a fraction or an exponent: `2`, `2.0`, `2e0`; `nil` for a
    /// number with a fraction, outside the range of `Int`, and for any other value. A `double` at the very bottom
    /// of the range (-2⁶³) is not one: it is also what a number below it rounds to.
    public var integer: Int? {
        switch self {
        case .int(let number): number
        case .double(let number): Self.integer(exactly: number)
        default: nil
        }
    }

    /// The number as a `Double`; `nil` for a value that is not a number.
    public var number: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    /// `number` as an integer, when it is one and strictly inside the range of `Int`.
    private static func integer(exactly number: Double) -> Int? {
        guard number > -0x1p63, number < 0x1p63 else { return nil }
        return Int(exactly: number)
    }

    /// Whether both are the same JSON value: numbers by value (`2 == 2.0`), objects whatever their order. Written
    /// out and never inlined: the synthesized `==` has the app specialize `Dictionary`'s and `Array`'s for it.
    @inline(never) public static func == (lhs: PayloadValue, rhs: PayloadValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(left), .string(right)): left == right
        case let (.int(left), .int(right)): left == right
        case let (.double(left), .double(right)): left == right
        case let (.int(left), .double(right)), let (.double(right), .int(left)): integer(exactly: right) == left
        case let (.bool(left), .bool(right)): left == right
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)):
            left.count == right.count && left.allSatisfy { key, value in right[key] == value }
        case (.null, .null): true
        default: false
        }
    }

    /// Hashes the value as `==` compares it: a number without a fraction as the integer it is.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text):
            hasher.combine(0)
            hasher.combine(text)
        case .int, .double:
            hasher.combine(1)
            if let whole = integer {
                hasher.combine(whole)
            } else if case .double(let number) = self {
                hasher.combine(number)
            }
        case .bool(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .array(let items):
            hasher.combine(3)
            hasher.combine(items)
        case .object(let members):
            // Order-independent, as `==` is.
            hasher.combine(4)
            hasher.combine(members.count)
            var combined = 0
            for (key, value) in members {
                var member = Hasher()
                member.combine(key)
                member.combine(value)
                combined ^= member.finalize()
            }
            hasher.combine(combined)
        case .null:
            hasher.combine(5)
        }
    }
}
