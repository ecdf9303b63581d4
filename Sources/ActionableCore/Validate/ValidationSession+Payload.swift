/// Payload keys: each key's name, type and values checked, shared key sets resolved, and a category's keys
/// merged into the list the generators work from, each key and each Swift name declared once.
extension ValidationSession {
    /// The properties every generated `UserInfo` has beside its keys' properties, and names Swift gives
    /// every struct: a key's Swift name may not be one of them.
    static let reservedPayloadPropertyNames: Set<String> = [
        "categoryID", "customKeys", "encode", "hash", "hashValue", "init", "keys", "userInfo", "write",
    ]

    /// The names a payload enumeration's case may not have: the members of `RawRepresentable`, `CaseIterable`
    /// and the generated payload-value protocol. A value deriving one gets `_` appended.
    static let reservedPayloadCaseNames: Set<String> = [
        "allCases", "expected", "hashValue", "init", "jsonValue", "rawValue",
    ]

    /// Checks the shared key sets of every file: a name is defined once, and each set's keys are checked once,
    /// however many categories use it. Returns the first definition of each name, its keys resolved; `nil` keys
    /// when one of them has an error.
    mutating func resolvePayloadSets(_ sets: [PayloadSetDefinition]) -> [ExactText: SharedPayloadSet] {
        var resolved: [ExactText: SharedPayloadSet] = [:]
        for set in sets {
            let name = ExactText(set.name.value)
            if let first = resolved[name] {
                diagnostics.append(Diagnostic(
                    .duplicatePayloadSet, "payload key set \(DiagnosticText.quoted(set.name.value)) is defined twice",
                    at: set.name.location, notes: [Diagnostic.Note("first defined here", at: first.location)]))
                continue
            }
            let keys = set.keys.map { checkedPayloadKey($0) }
            resolved[name] = SharedPayloadSet(
                location: set.name.location, keys: keys.contains(where: { $0 == nil }) ? nil : keys.compactMap { $0 })
        }
        return resolved
    }

    /// Reports each shared key set (its first definition) that no category's payload names, in reading order.
    mutating func reportUnused(_ sets: [ExactText: SharedPayloadSet], in categories: [CategoryDefinition]) {
        var referenced: Set<ExactText> = []
        for index in categories.indices {
            for case .sharedSet(let name) in categories[index].payload?.parts ?? [] { referenced.insert(ExactText(name.value)) }
        }
        let unused = sets.filter { !referenced.contains($0.key) }.sorted { $0.value.location < $1.value.location }
        for (name, set) in unused {
            diagnostics.append(Diagnostic(
                .unusedPayloadSet, "payload key set \(DiagnosticText.quoted(name.text)) is not used by any category", at: set.location))
        }
    }

    /// A shared key set, resolved: where it is defined, and its keys (`nil` when one has an error, reported).
    struct SharedPayloadSet: Sendable {
        var location: SourceLocation
        var keys: [Model.PayloadKey]?
    }

    /// The keys of `category`'s payload, in the order written, with shared sets expanded; `nil` when the
    /// category declares no payload or one of its keys has an error (reported).
    mutating func resolvePayload(
        of category: CategoryDefinition, sharedSets: [ExactText: SharedPayloadSet]
    ) -> [Model.PayloadKey]? {
        guard let payload = category.payload else { return nil }
        var keys: [Model.PayloadKey] = []
        var failed = false
        for part in payload.parts {
            switch part {
            case .keys(let definitions):
                for definition in definitions {
                    if let key = checkedPayloadKey(definition) { keys.append(key) } else { failed = true }
                }
            case .sharedSet(let name):
                guard let set = sharedSets[ExactText(name.value)] else {
                    let names = sharedSets.keys.map(\.text).sorted { $0.precedesInUTF8($1) }
                    diagnostics.append(Diagnostic(
                        .undefinedPayloadSet,
                        "payload key set \(DiagnosticText.quoted(name.value)) is not defined under 'payloads'"
                            + Suggestion.hint(for: name.value, among: names),
                        at: name.location))
                    failed = true
                    continue
                }
                // A set's own problems were reported where it is defined.
                guard let setKeys = set.keys else { failed = true; continue }
                keys += setKeys.map { key in
                    var used = key
                    used.location = key.location ?? name.location
                    return used
                }
            }
        }
        let categoryName = category.id.map { DiagnosticText.quoted($0.value) } ?? "this category"
        var seenKeys: [ExactText: SourceLocation?] = [:]
        var seenNames: [String: Model.PayloadKey] = [:]
        for key in keys {
            let location = key.location ?? payload.location
            if let first = seenKeys[ExactText(key.key)] {
                diagnostics.append(Diagnostic(
                    .invalidPayloadKey, "payload key \(DiagnosticText.quoted(key.key)) is declared twice in \(categoryName)'s payload",
                    at: location, notes: first.map { [Diagnostic.Note("first declared here", at: $0)] } ?? []))
                failed = true
                continue
            }
            seenKeys[ExactText(key.key)] = key.location
            let typeName = key.type.kind.values == nil ? nil : key.enumTypeName
            if let owner = seenNames[key.swiftName] ?? typeName.flatMap({ seenNames[$0] }) {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "payload key \(DiagnosticText.quoted(key.key)) gets the Swift name \(DiagnosticText.quoted(key.swiftName)), "
                        + "which payload key \(DiagnosticText.quoted(owner.key)) of \(categoryName) already has; add a 'swiftName' to one of them",
                    at: location, notes: owner.location.map { [Diagnostic.Note("\(DiagnosticText.quoted(owner.key)) is declared here", at: $0)] } ?? []))
                failed = true
                continue
            }
            seenNames[key.swiftName] = key
            if let typeName { seenNames[typeName] = key }
        }
        return failed ? nil : keys
    }

    /// Checks one payload key on its own: its name, Swift name, type and values. `nil` when it has an error.
    mutating func checkedPayloadKey(_ definition: PayloadKeyDefinition) -> Model.PayloadKey? {
        let key = definition.key
        let quotedKey = DiagnosticText.quoted(key.value)
        var valid = true
        if key.value.isEmpty {
            diagnostics.append(Diagnostic(.invalidPayloadKey, "a payload key must not be empty", at: key.location))
            valid = false
        } else if key.value == "aps" {
            diagnostics.append(Diagnostic(
                .invalidPayloadKey, "'aps' belongs to the system (category, alert, sound, ...) and cannot be a custom payload key",
                at: key.location))
            valid = false
        } else if UnicodeText.containsInvisibleControl(key.value) {
            diagnostics.append(Diagnostic(
                .invalidPayloadKey, "payload key \(quotedKey) contains invisible control or formatting characters", at: key.location))
            valid = false
        }
        let swiftName = payloadSwiftName(definition)
        let type = payloadType(definition)
        guard valid, let swiftName, let type else { return nil }
        return Model.PayloadKey(
            key: key.value, swiftName: swiftName, type: type, isOptional: definition.isOptional,
            description: definition.description?.value, location: key.location)
    }

    /// The Swift property name of a key: its `swiftName`, or derived from the key.
    private mutating func payloadSwiftName(_ definition: PayloadKeyDefinition) -> String? {
        let quotedKey = DiagnosticText.quoted(definition.key.value)
        let name: Located<String>
        if let explicit = definition.swiftName {
            guard SwiftIdentifier.isValidName(explicit.value) else {
                diagnostics.append(Diagnostic(
                    .invalidSwiftName,
                    "swiftName \(DiagnosticText.quoted(explicit.value)) is not usable: write ASCII letters, digits and '_', not starting with a digit or '__'",
                    at: explicit.location))
                return nil
            }
            name = explicit
        } else if let derived = SwiftIdentifier.derive(from: definition.key.value) {
            name = Located(derived, at: definition.key.location)
        } else {
            if !definition.key.value.isEmpty {
                diagnostics.append(Diagnostic(
                    .invalidSwiftName,
                    "payload key \(quotedKey) has no ASCII letter or digit to derive a Swift property name from; add a 'swiftName'",
                    at: definition.key.location))
            }
            return nil
        }
        if Self.reservedPayloadPropertyNames.contains(name.value) || SwiftIdentifier.reservedTypeNames.contains(name.value) {
            diagnostics.append(Diagnostic(
                .invalidSwiftName,
                "payload key \(quotedKey) gets the Swift name \(DiagnosticText.quoted(name.value)), which the generated code declares or uses itself; \(definition.swiftName == nil ? "add a" : "choose another") 'swiftName'",
                at: name.location))
            return nil
        }
        return name.value
    }

    /// The type of a key: `type` parsed (`string`, `[int]`), with `values` making a string an enumeration.
    private mutating func payloadType(_ definition: PayloadKeyDefinition) -> Model.PayloadType? {
        var kind = Model.PayloadKind.string
        var isList = false
        if let type = definition.type {
            var name = Substring(type.value)
            if name.hasPrefix("["), name.hasSuffix("]"), name.count >= 2 {
                name = name.dropFirst().dropLast()
                isList = true
            }
            guard let named = Model.PayloadKind.named[String(name)] else {
                let hint = name.hasPrefix("[")
                    ? "; a list holds single values, not lists"
                    : Suggestion.hint(for: String(name), among: Model.PayloadKind.named.keys.sorted())
                let what = type.value.isEmpty ? "payload key \(DiagnosticText.quoted(definition.key.value)) has no type" :
                    "unknown payload type \(DiagnosticText.quoted(type.value))"
                diagnostics.append(Diagnostic(
                    .unknownPayloadType,
                    what + hint + "; the types are string, int, double, bool, url, date, uuid, and [type] for a list",
                    at: type.location))
                return nil
            }
            kind = named
        }
        guard let values = definition.values else { return Model.PayloadType(kind, isList: isList) }
        guard kind == .string else {
            diagnostics.append(Diagnostic(
                .invalidPayloadValues,
                "'values' lists the strings a key may hold, so its type must be string or [string], not \(DiagnosticText.quoted(definition.type?.value ?? ""))",
                at: values.location))
            return nil
        }
        guard !values.value.isEmpty else {
            diagnostics.append(Diagnostic(
                .invalidPayloadValues, "'values' is empty, so no notification could carry the key; list its values or remove 'values'",
                at: values.location))
            return nil
        }
        var seen: [ExactText: SourceLocation] = [:]
        var caseNames: [String: String] = [:]
        var valid = true
        for value in values.value {
            if let first = seen[ExactText(value.value)] {
                diagnostics.append(Diagnostic(
                    .invalidPayloadValues, "value \(DiagnosticText.quoted(value.value)) is listed twice",
                    at: value.location, notes: [Diagnostic.Note("first listed here", at: first)]))
                valid = false
                continue
            }
            seen[ExactText(value.value)] = value.location
            guard let caseName = Self.payloadCaseName(for: value.value) else {
                diagnostics.append(Diagnostic(
                    .invalidPayloadValues, "value \(DiagnosticText.quoted(value.value)) has no ASCII letter or digit to derive a Swift case name from",
                    at: value.location))
                valid = false
                continue
            }
            if let other = caseNames[caseName] {
                diagnostics.append(Diagnostic(
                    .invalidPayloadValues,
                    "values \(DiagnosticText.quoted(other)) and \(DiagnosticText.quoted(value.value)) both get the Swift case name \(DiagnosticText.quoted(caseName))",
                    at: value.location))
                valid = false
            }
            caseNames[caseName] = value.value
        }
        return valid ? Model.PayloadType(.oneOf(values.value.map(\.value)), isList: isList) : nil
    }

    /// The Swift case name of an enumeration's value: derived from it, with `_` appended to a name the enum
    /// has already; `nil` when the value has no ASCII letter or digit.
    static func payloadCaseName(for value: String) -> String? {
        guard let derived = SwiftIdentifier.derive(from: value) else { return nil }
        return reservedPayloadCaseNames.contains(derived) ? derived + "_" : derived
    }
}

