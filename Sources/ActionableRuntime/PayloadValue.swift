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

    /// The deepest that arrays and objects nest in a value any reader accepts (a push's `userInfo`, JSON
    /// carried in a string, `Decodable`), counting the outermost: a payload's own object is the first level, so a
    /// custom key's value nests at most 63 more, and JSON carried in a string 64 of its own. `actionable
    /// validate-payload` reads to the same depth. Deeper input is refused with an error at its key, never read by
    /// recursing further.
    public static var maximumDepth: Int { 64 }

    /// The number `number`: an `int` when it is an integer strictly inside the range of `Int` (`2.0` is `.int(2)`),
    /// a `double` otherwise.
    public init(_ number: Double) {
        self = JSONIntegerRange.integer(exactly: number).map(PayloadValue.int) ?? .double(number)
    }

    /// The integer a number is, written with or without a fraction or an exponent: `2`, `2.0`, `2e0`; `nil` for a
    /// number with a fraction, outside the range of `Int`, and for any other value. A `double` at the very bottom
    /// of the range (-2⁶³) is not one: it is also what a number below it rounds to.
    public var integer: Int? {
        switch self {
        case .int(let number): number
        case .double(let number): JSONIntegerRange.integer(exactly: number)
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

    /// Whether both are the same JSON value: numbers by value (`2 == 2.0`), objects whatever their order. Written
    /// out and never inlined: the synthesized `==` has the app specialize `Dictionary`'s and `Array`'s for it. It
    /// keeps the pairs still to compare in a list of its own, so a value nested however deep (built in code) never
    /// deepens the stack.
    @inline(never) public static func == (lhs: PayloadValue, rhs: PayloadValue) -> Bool {
        // The pairs still to compare, each as two values in a row: an app has `[PayloadValue]`'s code already.
        var pending: [PayloadValue] = []
        var left = lhs
        var right = rhs
        while true {
            switch (left, right) {
            case let (.string(left), .string(right)): guard left == right else { return false }
            case let (.int(left), .int(right)): guard left == right else { return false }
            case let (.double(left), .double(right)): guard left == right else { return false }
            case let (.int(left), .double(right)), let (.double(right), .int(left)):
                guard JSONIntegerRange.integer(exactly: right) == left else { return false }
            case let (.bool(left), .bool(right)): guard left == right else { return false }
            case let (.array(left), .array(right)):
                guard left.count == right.count else { return false }
                for index in left.indices {
                    pending.append(left[index])
                    pending.append(right[index])
                }
            case let (.object(left), .object(right)):
                guard left.count == right.count else { return false }
                for (key, value) in left {
                    guard let other = right[key] else { return false }
                    pending.append(value)
                    pending.append(other)
                }
            case (.null, .null): break
            default: return false
            }
            guard let nextRight = pending.popLast(), let nextLeft = pending.popLast() else { return true }
            left = nextLeft
            right = nextRight
        }
    }

    /// Hashes the value as `==` compares it: a number without a fraction as the integer it is. Below
    /// ``maximumDepth`` only each container's kind and size are hashed (equal values still hash alike), so hashing
    /// never recurses deeper than that.
    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, depth: 1)
    }

    private func hash(into hasher: inout Hasher, depth: Int) {
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
            hasher.combine(items.count)
            guard depth <= Self.maximumDepth else { return }
            for item in items { item.hash(into: &hasher, depth: depth + 1) }
        case .object(let members):
            // Order-independent, as `==` is.
            hasher.combine(4)
            hasher.combine(members.count)
            guard depth <= Self.maximumDepth else { return }
            var combined = 0
            for (key, value) in members {
                var member = Hasher()
                member.combine(key)
                value.hash(into: &member, depth: depth + 1)
                combined ^= member.finalize()
            }
            hasher.combine(combined)
        case .null:
            hasher.combine(5)
        }
    }
}
