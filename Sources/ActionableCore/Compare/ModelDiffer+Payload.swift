/// Payload keys: what a change to a category's declared custom keys does to servers that send them and app
/// builds that read them. An app build requires every key its definitions declared as required, and rejects
/// a value of another type; a server sends what its definitions declare.
extension DiffSession {
    /// Compares the custom keys of one category's two versions; `note` reports a change about it, at a key's
    /// place in the head when there is one.
    func comparePayload(_ old: Model.Category, _ new: Model.Category, _ note: (ChangeRule, ChangeMessage, SourceLocation?) -> Void) {
        compareKeys(old.payload ?? [], new.payload ?? [], path: "", owner: "category \(new.identifier)", note)
    }

    /// Compares the keys of one object (the payload of `owner`, a category or push kind, or an object value at
    /// `path`), and the properties of objects on both sides key by key, so that a change deep inside is reported
    /// as what it is, with its path.
    func compareKeys(
        _ oldKeys: [Model.PayloadKey], _ newKeys: [Model.PayloadKey], path: String, owner id: ChangeMessage,
        _ note: (ChangeRule, ChangeMessage, SourceLocation?) -> Void
    ) {
        func named(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
        let oldByKey = Dictionary(oldKeys.map { (ExactText($0.key), $0) }) { first, _ in first }
        let newByKey = Dictionary(newKeys.map { (ExactText($0.key), $0) }) { first, _ in first }
        var removed = oldKeys.filter { newByKey[ExactText($0.key)] == nil }
        var added = newKeys.filter { oldByKey[ExactText($0.key)] == nil }
        // A key removed and one added with the same type and optionality reads as a rename.
        if removed.count == 1, added.count == 1, removed[0].type.withoutLocations == added[0].type.withoutLocations, removed[0].isOptional == added[0].isOptional {
            let (before, after) = (named(removed[0].key), named(added[0].key))
            note(.payloadKeyRenamed,
                 "\(id) renames payload key \(before) to \(after): app builds that read \(before) and servers that send it no longer agree; send both while both are in use",
                 added[0].location)
            removed = []
            added = []
        }
        for key in removed {
            if key.isOptional {
                note(.payloadKeyRemoved, "\(id) drops optional payload key \(named(key.key)): app builds that read it lose its value", nil)
            } else {
                note(.payloadKeyRemoved,
                     "\(id) drops payload key \(named(key.key)): app builds that require it fail to read notifications without it", nil)
            }
        }
        for key in added {
            if key.isOptional {
                note(.payloadKeyAdded, "\(id) adds optional payload key \(named(key.key)) (\(prose: key.type.name))", key.location)
            } else {
                note(.payloadKeyRequiredAdded,
                     "\(id) adds required payload key \(named(key.key)) (\(prose: key.type.name)): servers that do not send it yet break new app builds",
                     key.location)
            }
        }
        // The keys on both sides, in each side's order: the order of the generated initializer's parameters.
        let kept = oldKeys.filter { newByKey[ExactText($0.key)] != nil }.map(\.key)
        let keptNow = newKeys.filter { oldByKey[ExactText($0.key)] != nil }.map(\.key)
        if !kept.elementsEqual(keptNow, by: { ExactText($0) == ExactText($1) }) {
            let message: ChangeMessage = path.isEmpty
                ? "\(id) changes the order of its payload keys to \(list: newKeys.map(\.key)): the parameters of its initializer follow it"
                : "\(id) changes the order of the properties of payload key \(path) to \(list: newKeys.map(\.key)): the parameters of its initializer follow it"
            note(.payloadKeysReordered, message, newKeys.first { oldByKey[ExactText($0.key)] != nil }?.location)
        }
        for key in newKeys {
            guard let before = oldByKey[ExactText(key.key)] else { continue }
            let name = named(key.key)
            if let (oldProperties, newProperties) = Self.objectProperties(before.type, key.type) {
                compareKeys(oldProperties, newProperties, path: name, owner: id, note)
            } else if let (oldValues, newValues) = Self.enumerationValues(before.type, key.type) {
                compareValues(oldValues, newValues, key: name, typeName: key.enumTypeName, owner: id, at: key.location, note)
            } else if before.type.withoutLocations != key.type.withoutLocations {
                note(.payloadKeyTypeChanged,
                     "\(id) changes payload key \(name) from \(Self.describe(before.type)) to \(Self.describe(key.type)): app builds and servers on the other side read the value as wrong",
                     key.location)
            }
            if before.isOptional && !key.isOptional {
                note(.payloadKeyMadeRequired,
                     "\(id) makes payload key \(name) required: servers that leave it out break new app builds", key.location)
            } else if !before.isOptional && key.isOptional {
                note(.payloadKeyMadeOptional,
                     "\(id) makes payload key \(name) optional: app builds already shipped still require it, and fail when a server leaves it out",
                     key.location)
            }
            if before.together != key.together, !Set(key.together).isSubset(of: before.together) {
                note(.payloadKeyMadeRequired,
                     "\(id) requires more keys to come with payload key \(name): servers that send it without them break new app builds",
                     key.location)
            }
            if before.swiftName != key.swiftName {
                note(.swiftNameChanged, "\(id) payload key \(name) changes Swift name from \(before.swiftName) to \(key.swiftName)",
                     key.location)
            }
            if before.description != key.description {
                note(.descriptionChanged, "\(id) payload key \(name) changes its description", key.location)
            }
        }
    }

    /// Compares the values of a key that has `values` on both sides. A value a newer server sends is read by every
    /// build (as `unrecognized` by one that does not declare it), so no value breaks the wire; what changes is the
    /// Swift enum `typeName`: a switch over it must handle an added case, and code that names a removed one stops
    /// compiling.
    private func compareValues(
        _ oldValues: [Model.EnumValue], _ newValues: [Model.EnumValue], key name: String, typeName: String, owner id: ChangeMessage,
        at location: SourceLocation?, _ note: (ChangeRule, ChangeMessage, SourceLocation?) -> Void
    ) {
        let oldByValue = Dictionary(oldValues.map { (ExactText($0.value), $0) }) { first, _ in first }
        let newByValue = Dictionary(newValues.map { (ExactText($0.value), $0) }) { first, _ in first }
        for value in newValues where oldByValue[ExactText(value.value)] == nil {
            note(.payloadValueAdded,
                 "\(id) adds value \(value.value) to payload key \(name): app builds already shipped read it as .unrecognized; a switch over \(typeName) must handle its case \(value.swiftName); servers built with the old definitions can send it only as .unrecognized",
                 location)
        }
        for value in oldValues where newByValue[ExactText(value.value)] == nil {
            note(.payloadValueRemoved,
                 "\(id) removes value \(value.value) from payload key \(name): app code that names its case \(value.swiftName) stops compiling; new app builds read it, from servers that still send it, as .unrecognized",
                 location)
        }
        for value in newValues {
            guard let before = oldByValue[ExactText(value.value)], before.swiftName != value.swiftName else { continue }
            note(.swiftNameChanged,
                 "\(id) payload key \(name) value \(value.value) changes Swift name from \(before.swiftName) to \(value.swiftName)",
                 location)
        }
    }

    /// The values of two keys with `values` (or lists of them) that differ in nothing else; `nil` otherwise.
    static func enumerationValues(_ old: Model.PayloadType, _ new: Model.PayloadType) -> ([Model.EnumValue], [Model.EnumValue])? {
        func values(_ type: Model.PayloadType) -> [Model.EnumValue]? {
            switch type.shape {
            case .scalar(.oneOf(let values)): values
            case .list(let element): values(element)
            default: nil
            }
        }
        func withoutValues(_ type: Model.PayloadType) -> Model.PayloadType {
            var type = type.withoutLocations
            switch type.shape {
            case .scalar(.oneOf): type.shape = .scalar(.oneOf([]))
            case .list(let element): type.shape = .list(withoutValues(element))
            default: break
            }
            return type
        }
        guard let oldValues = values(old), let newValues = values(new), withoutValues(old) == withoutValues(new) else { return nil }
        return (oldValues, newValues)
    }

    /// The properties of two objects, or of the items of two lists of objects, written the same way; `nil`
    /// when the types are not both such.
    static func objectProperties(_ old: Model.PayloadType, _ new: Model.PayloadType) -> ([Model.PayloadKey], [Model.PayloadKey])? {
        guard old.encoding == new.encoding, old.constraints == new.constraints else { return nil }
        switch (old.shape, new.shape) {
        case let (.object(before), .object(after)): return (before.properties, after.properties)
        case let (.list(before), .list(after)), let (.map(before), .map(after)): return objectProperties(before, after)
        default: return nil
        }
    }

    /// A payload type for a message: `string`, `[int]`, `string (one of a, b)`.
    static func describe(_ type: Model.PayloadType) -> ChangeMessage {
        var text: ChangeMessage = "\(prose: type.name)"
        if case .anyOf(let alternatives) = type.shape {
            text = "anyOf (\(prose: alternatives.map { $0.type.name }.joined(separator: ", ")))"
        }
        if type.encoding != .plain { text = "\(text) (\(prose: type.encoding.name))" }
        if let values = type.scalarKind?.values { text = "\(text) (one of \(list: values))" }
        if !type.constraints.isEmpty { text = "\(text) (with constraints)" }
        return text
    }
}
