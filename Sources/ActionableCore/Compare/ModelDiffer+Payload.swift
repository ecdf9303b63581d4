/// Payload keys: what a change to a category's declared custom keys does to servers that send them and app
/// builds that read them. An app build requires every key its definitions declared as required, and rejects
/// a value of another type; a server sends what its definitions declare.
extension DiffSession {
    /// Compares the custom keys of one category's two versions; `note` reports a change about it, at a key's
    /// place in the head when there is one.
    func comparePayload(_ old: Model.Category, _ new: Model.Category, _ note: (ChangeRule, ChangeMessage, SourceLocation?) -> Void) {
        let id = new.identifier
        let oldKeys = old.payload ?? []
        let newKeys = new.payload ?? []
        let oldByKey = Dictionary(oldKeys.map { (ExactText($0.key), $0) }) { first, _ in first }
        let newByKey = Dictionary(newKeys.map { (ExactText($0.key), $0) }) { first, _ in first }
        var removed = oldKeys.filter { newByKey[ExactText($0.key)] == nil }
        var added = newKeys.filter { oldByKey[ExactText($0.key)] == nil }
        // A key removed and one added with the same type and optionality reads as a rename.
        if removed.count == 1, added.count == 1, removed[0].type == added[0].type, removed[0].isOptional == added[0].isOptional {
            note(.payloadKeyRenamed,
                 "category \(id) renames payload key \(removed[0].key) to \(added[0].key): app builds that read \(removed[0].key) and servers that send it no longer agree; send both while both are in use",
                 added[0].location)
            removed = []
            added = []
        }
        for key in removed {
            if key.isOptional {
                note(.payloadKeyRemoved, "category \(id) drops optional payload key \(key.key): app builds that read it lose its value", nil)
            } else {
                note(.payloadKeyRemoved,
                     "category \(id) drops payload key \(key.key): app builds that require it fail to read notifications without it", nil)
            }
        }
        for key in added {
            if key.isOptional {
                note(.payloadKeyAdded, "category \(id) adds optional payload key \(key.key) (\(key.type.name))", key.location)
            } else {
                note(.payloadKeyRequiredAdded,
                     "category \(id) adds required payload key \(key.key) (\(key.type.name)): servers that do not send it yet break new app builds",
                     key.location)
            }
        }
        for key in newKeys {
            guard let before = oldByKey[ExactText(key.key)] else { continue }
            if before.type != key.type {
                note(.payloadKeyTypeChanged,
                     "category \(id) changes payload key \(key.key) from \(Self.describe(before.type)) to \(Self.describe(key.type)): app builds and servers on the other side read the value as wrong",
                     key.location)
            }
            if before.isOptional && !key.isOptional {
                note(.payloadKeyMadeRequired,
                     "category \(id) makes payload key \(key.key) required: servers that leave it out break new app builds", key.location)
            } else if !before.isOptional && key.isOptional {
                note(.payloadKeyMadeOptional,
                     "category \(id) makes payload key \(key.key) optional: app builds already shipped still require it, and fail when a server leaves it out",
                     key.location)
            }
            if before.swiftName != key.swiftName {
                note(.swiftNameChanged, "category \(id) payload key \(key.key) changes Swift name from \(before.swiftName) to \(key.swiftName)",
                     key.location)
            }
            if before.description != key.description {
                note(.descriptionChanged, "category \(id) payload key \(key.key) changes its description", key.location)
            }
        }
    }

    /// A payload type for a message: `string`, `[int]`, `string (one of a, b)`.
    static func describe(_ type: Model.PayloadType) -> ChangeMessage {
        guard let values = type.kind.values else { return "\(type.name)" }
        return "\(type.name) (one of \(list: values))"
    }
}
