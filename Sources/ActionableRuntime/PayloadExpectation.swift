/// What the definitions (or APNs, for `aps`) declare a value holds, as ``UserInfoError/expectation`` reports it:
/// `.range(.integer, from: 0, upTo: nil)` for a key declared `type: int` with `minimum: 0`.
///
/// A minor version may add a case, for a type the definition language gains: switch over it with a `default`.
/// The wording of ``description`` is not API.
public indirect enum PayloadExpectation: Hashable, Sendable, CustomStringConvertible {
    /// A string.
    case string
    /// An integer: a number without a fraction (`3`, `3.0`), within the range of `Int`.
    case integer
    /// A finite number.
    case number
    /// `true` or `false`.
    case boolean
    /// A string holding a UUID.
    case uuid
    /// A string holding an RFC 3339 date and time, such as `2026-11-23T09:30:00Z`.
    case date
    /// A string holding an absolute URL.
    case absoluteURL
    /// A string holding a URL, or a relative reference such as a path.
    case urlOrPath
    /// An object, holding the keys its definition declares.
    case object
    /// One of these strings.
    case oneOf([String])
    /// A string holding an integer (`"42"`).
    case integerText
    /// A string holding a number as JSON writes it (`"2.5"`).
    case numberText
    /// One of two strings that stand for `true` and `false`.
    case booleanText(whenTrue: String, whenFalse: String)
    /// Exactly this value (the constant that tells a push kind, `content-available` 1 for a silent push).
    case value(PayloadValue)
    /// Nothing: a push of a kind names no category, and a silent push has no alert, badge or sound.
    case absent
    /// Present, as the other key `key` is (a key declared to come with it).
    case present(with: String)
    /// A list, each item as expected.
    case list(of: PayloadExpectation)
    /// An object whose values are each as expected, whatever its keys.
    case dictionary(of: PayloadExpectation)
    /// A string of items joined by `separator`, each item's text as expected.
    case joined(by: String, each: PayloadExpectation)
    /// A string holding JSON text of a value as expected.
    case json(PayloadExpectation)
    /// A string holding Base64-encoded JSON text of a value as expected.
    case base64JSON(PayloadExpectation)
    /// A value as expected, from `from` up to `upTo` (either bound may be open).
    case range(PayloadExpectation, from: PayloadValue?, upTo: PayloadValue?)
    /// A string as expected that contains a match of the regular expression `pattern`.
    case matching(PayloadExpectation, pattern: String)
    /// A value as one of the alternatives expects, tried in order.
    case anyOf([PayloadExpectation])
    /// What ``UserInfoError``'s deprecated initializer was told, in words: no reader reports it.
    case described(String)

    /// The expectation in words, such as `an integer from 0`.
    public var description: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .uuid: "a UUID"
        case .date: "an RFC 3339 date and time such as \"2026-11-23T09:30:00Z\""
        case .absoluteURL: "an absolute URL"
        case .urlOrPath: "a URL or a path"
        case .object: "an object"
        case .oneOf(let strings): "one of " + strings.map { "\"\($0)\"" }.joined(separator: ", ")
        case .integerText: "an integer written as a string"
        case .numberText: "a number written as a string"
        case .booleanText(let whenTrue, let whenFalse): "the string \"\(whenTrue)\" or \"\(whenFalse)\""
        case .value(let value): Self.literal(value)
        case .absent: "absent"
        case .present(let key): "present, as \"\(key)\" is"
        case .list(let item): "a list, each item \(item)"
        case .dictionary(let value): "an object whose values are each \(value)"
        case .joined(let separator, let item): "a string of items joined by \"\(separator)\", each \(item)"
        case .json(let inner): "a string holding JSON: \(inner)"
        case .base64JSON(let inner): "a string holding Base64-encoded JSON: \(inner)"
        case .range(let base, let minimum, let maximum):
            "\(base)" + (minimum.map { " from " + Self.literal($0) } ?? "")
                + (maximum.map { " up to " + Self.literal($0) } ?? "")
        case .matching(let base, let pattern): "\(base) matching \"\(pattern)\""
        case .anyOf(let alternatives): alternatives.map(\.description).joined(separator: ", or ")
        case .described(let words): words
        }
    }

    /// A value as the definitions write it: a number or a string as such (`0`, `"text"`), anything else summed up.
    /// Not JSON text: an app that prints an error links no JSON encoder for it.
    private static func literal(_ value: PayloadValue) -> String {
        switch value {
        case .int(let number): "\(number)"
        case .double(let number): "\(number)"
        case .string(let text): "\"\(text)\""
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .array, .object: value.summary
        }
    }
}
