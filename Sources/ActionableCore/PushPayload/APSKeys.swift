/// The keys APNs documents for `aps` (besides `category`) and what each must hold; `validate-payload`
/// checks them all, and the manifest's ``PushPayloadSchema`` states those a server fills most
/// (`alert`, `badge`, `sound`, `interruption-level`).
enum APSKeys {
    /// What one value must be.
    enum Expectation {
        /// A JSON string.
        case string
        /// An integer from 0.
        case count
        /// A number from 0 to 1.
        case fraction
        /// 0 or 1.
        case flag
        /// One of these strings.
        case oneOf([String])
        /// A list of strings.
        case strings
        /// A JSON object.
        case object
        /// A string, or an object whose keys have these expectations.
        case stringOrObject([String: Expectation])

        /// The problem with `node` at `path`, or `nil` when it is what it must be.
        func problem(_ node: JSONNode, path: String) -> PayloadValueCheck.Problem? {
            func wrong(_ expected: String) -> PayloadValueCheck.Problem {
                PayloadValueCheck.Problem(
                    message: "'\(path)' must be \(expected), found \(PayloadValueCheck.describe(node))", position: node.position)
            }
            switch self {
            case .string:
                return node.string == nil ? wrong("a string") : nil
            case .count:
                guard case .number(let text) = node.content, PayloadValueRules.isInteger(text), Double(text).map({ $0 >= 0 }) == true
                else { return wrong("an integer from 0") }
                return nil
            case .fraction:
                guard case .number(let text) = node.content, let value = Double(text), (0...1).contains(value)
                else { return wrong("a number from 0 to 1") }
                return nil
            case .flag:
                guard case .number(let text) = node.content, Double(text) == 0 || Double(text) == 1 else { return wrong("0 or 1") }
                return nil
            case .oneOf(let values):
                guard let text = node.string, values.contains(text) else {
                    return wrong("one of " + values.map(DiagnosticText.quoted).joined(separator: ", "))
                }
                return nil
            case .strings:
                guard case .array(let items) = node.content, items.allSatisfy({ $0.string != nil }) else { return wrong("a list of strings") }
                return nil
            case .object:
                return node.members == nil ? wrong("an object") : nil
            case .stringOrObject(let keys):
                if node.string != nil { return nil }
                guard let members = node.members else { return wrong("a string or an object") }
                for member in members {
                    if let problem = keys[member.key]?.problem(member.value, path: path + "." + member.key) { return problem }
                }
                return nil
            }
        }
    }

    /// Every documented `aps` key but `category`, with what it must hold.
    static let expectations: [String: Expectation] = [
        "alert": .stringOrObject([
            "title": .string, "subtitle": .string, "body": .string, "launch-image": .string,
            "title-loc-key": .string, "title-loc-args": .strings, "subtitle-loc-key": .string, "subtitle-loc-args": .strings,
            "loc-key": .string, "loc-args": .strings, "summary-arg": .string, "summary-arg-count": .count,
            "action": .string, "action-loc-key": .string,
        ]),
        "badge": .count,
        "sound": .stringOrObject(["critical": .flag, "name": .string, "volume": .fraction]),
        "thread-id": .string,
        "target-content-id": .string,
        "filter-criteria": .string,
        "content-available": .flag,
        "mutable-content": .flag,
        "interruption-level": .oneOf(["passive", "active", "time-sensitive", "critical"]),
        "relevance-score": .fraction,
        "stale-date": .count,
        "timestamp": .count,
        "dismissal-date": .count,
        "event": .string,
        "content-state": .object,
        "url-args": .strings,
    ]
}
