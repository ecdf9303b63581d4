/// Push kinds: a kind added or removed, how it is recognised, the order kinds are tried in, and its custom keys
/// (compared as a category's). App builds recognise a push by the definitions they were built with, and servers
/// send what theirs declare.
extension DiffSession {
    mutating func comparePushes() {
        for id in IndexedSide.missing(from: head.pushes, in: base.pushes) {
            report(.pushKindRemoved,
                   "push kind \(id) was removed: app builds read its pushes as unknown, while servers may still send them",
                   subject: .push(id))
        }
        for id in IndexedSide.missing(from: base.pushes, in: head.pushes) {
            report(.pushKindAdded, "push kind \(id) was added (\(Self.recognition(head.pushes[id])))", subject: .push(id),
                   at: head.pushes[id]?.location, advice: head.pushes[id].map { newCase($0.swiftName, in: ["PushKind", "Push"]) })
        }
        for (id, old) in base.pushes {
            guard let new = head.pushes[id] else { continue }
            compare(old, new)
        }
        // The kinds both sides have, in each side's order: a push two kinds recognise is the first one's.
        let oldOrder = base.snapshot.catalog.pushes.map(\.identifier).filter { head.pushes[$0] != nil }
        let newOrder = head.snapshot.catalog.pushes.map(\.identifier).filter { base.pushes[$0] != nil }
        if let first = zip(oldOrder, newOrder).first(where: { ExactText($0.0) != ExactText($0.1) })?.1 {
            report(.pushOrderChanged,
                   "push kinds are tried in another order (\(list: newOrder)): a push that several recognise may be read as another kind",
                   subject: .push(first), at: head.pushes[first]?.location)
        }
    }

    private mutating func compare(_ old: Model.PushKind, _ new: Model.PushKind) {
        let id = new.identifier
        if old.match != new.match || old.isSilent != new.isSilent {
            report(.pushMatchChanged,
                   "push kind \(id) changes how it is recognised, from \(Self.recognition(old)) to \(Self.recognition(new)): pushes servers send for one side are not this kind on the other",
                   subject: .push(id), at: new.location)
        }
        var found: [(ChangeRule, ChangeMessage, SourceLocation?)] = []
        compareKeys(old.keys, new.keys, path: "", owner: "push kind \(id)") { found.append(($0, $1, $2)) }
        for (rule, message, location) in found {
            report(rule, message, subject: .push(id), at: location ?? new.location)
        }
        if old.swiftName != new.swiftName {
            report(.swiftNameChanged, "push kind \(id) changes Swift name from \(old.swiftName) to \(new.swiftName)", subject: .push(id),
                   at: new.location)
        }
        if old.description != new.description {
            report(.descriptionChanged, "push kind \(id) changes its description", subject: .push(id), at: new.location)
        }
    }

    /// How a kind is recognised, its key and text as user text: `type is 'message'`, `silent`, `only by name`.
    static func recognition(_ kind: Model.PushKind?) -> ChangeMessage {
        guard let kind else { return "" }
        var conditions: [ChangeMessage] = []
        if let match = kind.match {
            switch match.value {
            case nil: conditions.append("\(match.key) is present")
            case .string(let text)?: conditions.append("\(match.key) is \(text)")
            case .int(let number)?: conditions.append("\(match.key) is \(prose: String(number))")
            case .bool(let flag)?: conditions.append("\(match.key) is \(prose: String(flag))")
            }
        }
        if kind.isSilent { conditions.append("silent") }
        guard var message = conditions.first else { return "only by name" }
        for condition in conditions.dropFirst() { message = "\(message) and \(condition)" }
        return message
    }
}
