/// How a push payload that names no category is recognised as one of the push kinds, exactly as the generated
/// `Push(userInfo:)` does: the first kind, in the order declared, whose match holds (its key present, or
/// holding its value) and, for a silent kind, whose `aps` is that of a silent push.
enum PushRecognition {
    /// The `aps` keys a silent push leaves out: what the system would show or play.
    static let audibleAPSKeys = ["alert", "badge", "sound"]

    /// Whether the payload's `aps` names a category (whatever the value): then it is a category's push.
    static func namesCategory(_ members: [JSONNode.Member]) -> Bool {
        members["aps"]?.members?["category"] != nil
    }

    /// Whether `kind` recognises the payload whose top-level members are `members`.
    static func recognises(_ members: [JSONNode.Member], as kind: Model.PushKind) -> Bool {
        guard kind.isRecognisedUnnamed else { return false }
        if let match = kind.match {
            guard let node = members[match.key] else { return false }
            if let value = match.value, !self.node(node, equals: value) { return false }
        }
        if kind.isSilent {
            guard let aps = members["aps"]?.members, isSilent(aps) else { return false }
        }
        return true
    }

    /// Whether `aps` is that of a silent push: `content-available` 1, and no alert, badge or sound.
    static func isSilent(_ aps: [JSONNode.Member]) -> Bool {
        guard let available = aps["content-available"], node(available, equals: .int(1)) else { return false }
        return !audibleAPSKeys.contains { aps[$0] != nil }
    }

    /// Whether `node` holds `value`: the same string, the same Boolean, or a number equal to the integer.
    static func node(_ node: JSONNode, equals value: Model.PushMatch.Value) -> Bool {
        switch (node.content, value) {
        case let (.string(text), .string(expected)): return ExactText(text) == ExactText(expected)
        case let (.bool(flag), .bool(expected)): return flag == expected
        case let (.number(text), .int(expected)): return PayloadValueRules.isInteger(text) && Double(text) == Double(expected)
        default: return false
        }
    }

    /// How `kind` is recognised, for messages: `'message': 'type' is 'message'`, `'sync': silent`.
    static func describe(_ kind: Model.PushKind) -> String {
        var conditions: [String] = []
        if let match = kind.match {
            conditions.append(match.value.map { "\(DiagnosticText.quoted(match.key)) is \($0.text)" } ?? "\(DiagnosticText.quoted(match.key)) is present")
        }
        if kind.isSilent { conditions.append("the push is silent") }
        return "\(DiagnosticText.quoted(kind.identifier)) when " + (conditions.isEmpty ? "named" : conditions.joined(separator: " and "))
    }
}
