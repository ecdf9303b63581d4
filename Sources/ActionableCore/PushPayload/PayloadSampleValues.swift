/// Custom keys made from their declared types alone: values that `validate-payload`, the manifest's schema and
/// the generated decoder all accept, the same bytes on every run. Dates, URLs and UUIDs are fixed values; a
/// number is its minimum, else its maximum when that is below zero, else zero (or one half for a double); a
/// string with a `pattern` is made from the pattern, in time linear in its size; a key with `values` holds the
/// first; a list holds one item, a map one member, a union its first alternative.
public enum PayloadSampleValues {
    /// The instant every synthesized date holds.
    public static let date = "2026-01-01T09:30:00Z"
    /// The URL every synthesized `url` holds.
    public static let url = "https://example.com/notifications/1"
    /// The UUID every synthesized `uuid` holds.
    public static let uuid = "00000000-0000-4000-8000-000000000001"
    /// The text of a `string` without a pattern.
    public static let text = "Sample"

    /// The members for `keys`: every key when `everyKey`, else the required ones and the keys they come
    /// `together` with (an object's properties likewise, at every depth).
    public static func members(of keys: [Model.PayloadKey], everyKey: Bool) -> [String: JSONValue] {
        var included = Set(keys.filter { everyKey || !$0.isOptional }.map(\.key))
        // A key brings the keys it comes together with, and those bring theirs.
        var pending = Array(included)
        let byKey = Dictionary(keys.map { ($0.key, $0) }) { first, _ in first }
        while let key = pending.popLast() {
            for other in byKey[key]?.together ?? [] where included.insert(other).inserted { pending.append(other) }
        }
        var members: [String: JSONValue] = [:]
        for key in keys where included.contains(key.key) {
            members[key.key] = value(of: key.type, everyKey: everyKey)
        }
        return members
    }

    /// A value of `type`, written in its encoding.
    public static func value(of type: Model.PayloadType, everyKey: Bool) -> JSONValue {
        let plain = plainValue(of: type, everyKey: everyKey)
        switch type.encoding {
        case .plain:
            return plain
        case .text(let separator, let trueText, let falseText):
            return .string(text(of: plain, separator: separator, trueText: trueText, falseText: falseText))
        case .json:
            return .string(plain.compactText)
        case .base64JSON:
            return .string(Base64.encode(Array(plain.compactText.utf8)))
        }
    }

    private static func plainValue(of type: Model.PayloadType, everyKey: Bool) -> JSONValue {
        switch type.shape {
        case .scalar(let kind): return scalar(kind, type.constraints)
        case .list(let element): return .array([value(of: element, everyKey: everyKey)])
        case .map(let element): return .object(["key": value(of: element, everyKey: everyKey)])
        case .object(let object): return .object(members(of: object.properties, everyKey: everyKey))
        case .anyOf(let alternatives):
            guard let first = alternatives.first else { return .object([:]) }
            return value(of: first.type, everyKey: everyKey)
        }
    }

    private static func scalar(_ kind: Model.PayloadKind, _ constraints: Model.PayloadConstraints) -> JSONValue {
        switch kind {
        case .string:
            guard let pattern = constraints.pattern else { return .string(text) }
            return .string(PayloadPattern.example(of: pattern) ?? text)
        case .int:
            // The whole number nearest zero within the bounds (validation keeps them within Int64).
            if let minimum = constraints.minimum, minimum > 0 {
                let whole = Int(min(minimum, 9.0e18))
                return .integer(Double(whole) < minimum ? whole + 1 : whole)
            }
            if let maximum = constraints.maximum, maximum < 0 {
                let whole = Int(max(maximum, -9.0e18))
                return .integer(Double(whole) > maximum ? whole - 1 : whole)
            }
            return .integer(0)
        case .double:
            if let minimum = constraints.minimum, minimum > 0.5 { return .number(minimum) }
            if let maximum = constraints.maximum, maximum < 0.5 { return .number(maximum) }
            return .number("0.5")
        case .bool: return .bool(true)
        case .url: return .string(url)
        case .date: return .string(date)
        case .uuid: return .string(uuid)
        case .oneOf(let values): return .string(values.first?.value ?? "")
        }
    }

    /// `value` written as text: a list's items joined by `separator`, a Boolean as `trueText` or `falseText`.
    private static func text(of value: JSONValue, separator: String, trueText: String, falseText: String) -> String {
        switch value {
        case .string(let text): text
        case .integer(let number): String(number)
        case .number(let text): text
        case .bool(let flag): flag ? trueText : falseText
        case .array(let items): items.map { text(of: $0, separator: separator, trueText: trueText, falseText: falseText) }
            .joined(separator: separator)
        case .object: value.compactText
        }
    }
}
