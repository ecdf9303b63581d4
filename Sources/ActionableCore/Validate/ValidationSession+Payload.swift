/// Payload keys: each key's name, type and values checked, shared key sets resolved, and a category's keys
/// merged into the list the generators work from, each key and each Swift name declared once.
extension ValidationSession {
    /// The properties every generated `UserInfo` has beside its keys' properties, and names Swift gives
    /// every struct: a key's Swift name may not be one of them.
    static let reservedPayloadPropertyNames: Set<String> = [
        "categoryID", "customKeys", "declaredKeys", "encode", "hash", "hashValue", "init", "keptProblems", "keys", "makeUserInfo",
        "makeUserInfoDictionary", "payloadCategory", "payloadKeysSource", "problems", "userInfo", "write",
    ]

    /// The names a payload enumeration's case may not have: the members of `RawRepresentable`, `CaseIterable`
    /// and the generated payload-value protocol, the case that keeps an unknown value (`unrecognized`), and
    /// `none` and `some`, which read as `Optional`'s where the enumeration is optional. A value deriving one gets
    /// `_` appended.
    static let reservedPayloadCaseNames: Set<String> = [
        "allCases", "codec", "expected", "hashValue", "init", "jsonValue", "none", "rawValue", "some", "unrecognized",
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

    /// Reports each shared key set (its first definition) that no category's or push kind's payload names, in
    /// reading order.
    mutating func reportUnused(_ sets: [ExactText: SharedPayloadSet], in categories: [CategoryDefinition], pushes: [PushDefinition]) {
        var referenced: Set<ExactText> = []
        for index in categories.indices {
            for case .sharedSet(let name) in categories[index].payload?.parts ?? [] { referenced.insert(ExactText(name.value)) }
        }
        for push in pushes {
            for case .sharedSet(let name) in push.payload?.parts ?? [] { referenced.insert(ExactText(name.value)) }
        }
        let unused = sets.filter { !referenced.contains($0.key) }.sorted { $0.value.location < $1.value.location }
        for (name, set) in unused {
            diagnostics.append(Diagnostic(
                .unusedPayloadSet, "payload key set \(DiagnosticText.quoted(name.text)) is not used by any category or push kind", at: set.location))
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
        let owner = category.id.map { DiagnosticText.quoted($0.value) } ?? "this category"
        return resolvePayload(category.payload, owner: owner, sharedSets: sharedSets)
    }

    /// The keys of `payload` (a category's or a push kind's, named `owner` in messages), in the order written,
    /// with shared sets expanded; `nil` when there is no payload or one of its keys has an error (reported).
    mutating func resolvePayload(
        _ payload: PayloadDefinition?, owner: String, sharedSets: [ExactText: SharedPayloadSet]
    ) -> [Model.PayloadKey]? {
        guard let payload else { return nil }
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
        let checked = checkedSiblings(keys, in: "\(owner)'s payload", at: payload.location)
        return failed ? nil : checked
    }

    /// Checks keys that share one object (a category's payload, or an object's properties): each key and each
    /// Swift name (of a property, and of a type a key's value needs) declared once, and each key's `together`
    /// naming other keys of the object. `nil` when one of them has an error (reported).
    mutating func checkedSiblings(_ keys: [Model.PayloadKey], in owner: String, at ownerLocation: SourceLocation) -> [Model.PayloadKey]? {
        var failed = false
        var seenKeys: [ExactText: SourceLocation?] = [:]
        var seenNames: [String: Model.PayloadKey] = [:]
        var kept: [Model.PayloadKey] = []
        for key in keys {
            let location = key.location ?? ownerLocation
            if let first = seenKeys[ExactText(key.key)] {
                diagnostics.append(Diagnostic(
                    .invalidPayloadKey, "payload key \(DiagnosticText.quoted(key.key)) is declared twice in \(owner)",
                    at: location, notes: first.map { [Diagnostic.Note("first declared here", at: $0)] } ?? []))
                failed = true
                continue
            }
            seenKeys[ExactText(key.key)] = key.location
            let typeName = Self.needsNamedType(key.type) ? key.enumTypeName : nil
            let clash = seenNames[key.swiftName].map { (key.swiftName, $0) } ?? typeName.flatMap { name in seenNames[name].map { (name, $0) } }
            if let (name, other) = clash {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "payload key \(DiagnosticText.quoted(key.key)) gets the Swift name \(DiagnosticText.quoted(name)), "
                        + "which payload key \(DiagnosticText.quoted(other.key)) of \(owner) already has; add a 'swiftName' to one of them",
                    at: location, notes: other.location.map { [Diagnostic.Note("\(DiagnosticText.quoted(other.key)) is declared here", at: $0)] } ?? []))
                failed = true
                continue
            }
            seenNames[key.swiftName] = key
            if let typeName { seenNames[typeName] = key }
            kept.append(key)
        }
        for key in kept {
            for other in key.together where seenKeys[ExactText(other)] == nil || other == key.key {
                diagnostics.append(Diagnostic(
                    .invalidPayloadType,
                    other == key.key
                        ? "payload key \(DiagnosticText.quoted(key.key)) lists itself in 'together'; list the other keys that come with it"
                        : "'together' of payload key \(DiagnosticText.quoted(key.key)) names \(DiagnosticText.quoted(other)), which \(owner) does not declare"
                            + Suggestion.hint(for: other, among: kept.map(\.key)),
                    at: key.location ?? ownerLocation))
                failed = true
            }
        }
        return failed ? nil : kept
    }

    /// Whether a value of `type` needs a Swift type of its own (an enumeration, an object or a union), directly or
    /// as the items of a list or the values of a map; it is named after the key (``Model/PayloadKey/enumTypeName``).
    static func needsNamedType(_ type: Model.PayloadType) -> Bool {
        switch type.shape {
        case .scalar(let kind): kind.values != nil
        case .list(let element), .map(let element): needsNamedType(element)
        case .object, .anyOf: true
        }
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
        let type = payloadType(definition, of: "payload key \(quotedKey)")
        guard valid, let swiftName, let type else { return nil }
        reportValueTypeRename("payload key \(quotedKey)", swiftName: swiftName, type: type, at: definition.swiftName?.location ?? key.location)
        return Model.PayloadKey(
            key: key.value, swiftName: swiftName, type: type, isOptional: definition.isOptional,
            description: definition.description?.value, together: definition.together?.value.map(\.value) ?? [], location: key.location)
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

    /// The type of a key (or of a list's items, a map's values, a union's alternative): `type` parsed (`string`,
    /// `[int]`, `object`, `map`, `list`), `values` making a string an enumeration, `properties` an object,
    /// `anyOf` a union, with its encoding and constraints. `nil` when something is wrong (reported).
    private mutating func payloadType(_ definition: PayloadKeyDefinition, of what: String) -> Model.PayloadType? {
        if let anyOf = definition.anyOf { return unionType(definition, anyOf, of: what) }
        let written = definition.type?.value ?? (definition.properties != nil ? "object" : "string")
        var name = Substring(written)
        var isList = false
        if name.hasPrefix("["), name.hasSuffix("]"), name.count >= 2 {
            name = name.dropFirst().dropLast()
            isList = true
        }
        let typeLocation = definition.type?.location ?? definition.key.location
        var valid = true
        func reject(_ rule: Rule, _ message: String, at location: SourceLocation) {
            diagnostics.append(Diagnostic(rule, message, at: location))
            valid = false
        }
        func reject(_ message: String, at location: SourceLocation) {
            reject(.invalidPayloadType, message, at: location)
        }
        // What the value (or each item) is.
        var element: Model.PayloadType
        switch name {
        case "object":
            guard let properties = definition.properties else {
                reject("\(what) is an object: declare its keys under 'properties'", at: typeLocation)
                return nil
            }
            let keys = properties.value.map { checkedPayloadKey($0) }
            guard !keys.contains(where: { $0 == nil }),
                  let checked = checkedSiblings(keys.compactMap { $0 }, in: "the object \(what)", at: properties.location) else { return nil }
            element = Model.PayloadType(.object(Model.PayloadObject(properties: checked)))
        case "map", "list":
            guard let of = definition.of?.value else {
                reject("\(what) is a \(name): give the type of its \(name == "map" ? "values" : "items") with 'of'", at: typeLocation)
                return nil
            }
            guard let inner = payloadType(of, of: "the \(name == "map" ? "values" : "items") of \(what)") else { return nil }
            guard !isList else {
                reject("\(what): write a list of \(name)s as 'list' with 'of: { type: \(name), ... }'", at: typeLocation)
                return nil
            }
            element = Model.PayloadType(name == "map" ? .map(inner) : .list(inner))
        default:
            guard let kind = Model.PayloadKind.named[String(name)] else {
                let hint = name.hasPrefix("[")
                    ? "; a list of lists is 'list' with 'of'"
                    : Suggestion.hint(for: String(name), among: Self.payloadTypeNames)
                let problem = written.isEmpty ? "\(what) has no type" : "unknown payload type \(DiagnosticText.quoted(written))"
                reject(.unknownPayloadType,
                       problem + hint + "; the types are string, int, double, bool, url, date, uuid, object, map, list, and [type] for a list",
                       at: typeLocation)
                return nil
            }
            element = .scalar(kind)
        }
        // Settings that belong to other types.
        if definition.properties != nil, name != "object" {
            reject("'properties' declares an object's keys, so the type must be object or [object], not \(DiagnosticText.quoted(written))",
                   at: definition.properties!.location)
        }
        if let of = definition.of, name != "map", name != "list" {
            reject("'of' gives the type of a map's values or a list's items, so the type must be map or list, not \(DiagnosticText.quoted(written))",
                   at: of.value.key.location)
        }
        // An enumeration.
        if let values = definition.values {
            guard element.shape == .scalar(.string) else {
                reject(.invalidPayloadValues,
                       "'values' lists the strings a key may hold, so its type must be string or [string], not \(DiagnosticText.quoted(written))",
                       at: values.location)
                return nil
            }
            guard let enumeration = enumValues(values) else { return nil }
            element = .scalar(.oneOf(enumeration))
        }
        // Constraints, on the single values.
        element.constraints = constraints(definition, kind: element.shape.isScalar ? element.scalarKind : nil, valid: &valid)
        // The encoding: text goes on the number or Boolean, or on a list of integers as a whole; JSON on the whole value.
        var type = isList ? Model.PayloadType.list(element) : element
        if let encoding = definition.encoding {
            switch encoding.value {
            case "plain": break
            case "text":
                if isList, element.shape == .scalar(.int) {
                    type.encoding = .text(separator: textSeparator(definition, valid: &valid), trueText: "true", falseText: "false")
                } else if !isList, let kind = element.scalarKind, element.shape.isScalar, kind == .int || kind == .double || kind == .bool {
                    let spellings = kind == .bool ? booleanSpellings(definition, valid: &valid) : ("true", "false")
                    type.encoding = .text(separator: ",", trueText: spellings.0, falseText: spellings.1)
                } else {
                    reject("'encoding: text' carries an int, double or bool, or a list of ints, in a string; \(what) is \(DiagnosticText.quoted(written))",
                           at: encoding.location)
                }
            case "json": type.encoding = .json
            case "base64json": type.encoding = .base64JSON
            default:
                reject("'encoding' must be plain, text, json or base64json, not \(DiagnosticText.quoted(encoding.value))"
                       + Suggestion.hint(for: encoding.value, among: ["plain", "text", "json", "base64json"]), at: encoding.location)
            }
        }
        if let separator = definition.separator, !(isList && type.encoding.name == "text") {
            reject("'separator' joins the integers of a list written as text: use it with 'type: [int]' and 'encoding: text'", at: separator.location)
        }
        if let spellings = definition.textValues, !(element.shape == .scalar(.bool) && !isList && type.encoding.name == "text") {
            reject("'textValues' spells a bool written as text: use it with 'type: bool' and 'encoding: text'", at: spellings.location)
        }
        return valid ? type : nil
    }

    /// The type names the definition language knows, for suggestions.
    static let payloadTypeNames = Model.PayloadKind.named.keys.sorted() + ["list", "map", "object"]

    /// A union: two or three alternatives, each a type of its own with a Swift case name.
    private mutating func unionType(
        _ definition: PayloadKeyDefinition, _ anyOf: Located<[PayloadKeyDefinition]>, of what: String
    ) -> Model.PayloadType? {
        var valid = true
        for (setting, location) in [("type", definition.type?.location), ("values", definition.values?.location),
                                    ("properties", definition.properties?.location), ("of", definition.of?.value.key.location)] {
            guard let location else { continue }
            diagnostics.append(Diagnostic(
                .invalidPayloadType, "'anyOf' lists the types \(what) may have; '\(setting)' belongs inside an alternative", at: location))
            valid = false
        }
        guard (2...3).contains(anyOf.value.count) else {
            diagnostics.append(Diagnostic(
                .invalidPayloadType, "'anyOf' lists two or three alternatives, found \(anyOf.value.count)", at: anyOf.location))
            return nil
        }
        var alternatives: [Model.PayloadAlternative] = []
        var names: [String: Int] = [:]
        for (index, alternative) in anyOf.value.enumerated() {
            guard let type = payloadType(alternative, of: "alternative \(index + 1) of \(what)") else { valid = false; continue }
            if case .anyOf = type.shape {
                diagnostics.append(Diagnostic(
                    .invalidPayloadType, "an alternative of 'anyOf' cannot be a union itself; list its types in the outer 'anyOf'",
                    at: alternative.key.location))
                valid = false
                continue
            }
            let name: String
            if let explicit = alternative.swiftName {
                guard let checked = checkedCaseName(explicit) else { valid = false; continue }
                name = checked
            } else {
                name = Self.alternativeCaseName(type)
            }
            if let first = names[name] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "alternatives \(first + 1) and \(index + 1) of \(what) both get the Swift case name \(DiagnosticText.quoted(name)); give one a 'swiftName'",
                    at: alternative.key.location))
                valid = false
                continue
            }
            names[name] = index
            // A name the tool gives an alternative (`value`, `object`) is its own to suffix; one the definitions give is theirs.
            if let explicit = alternative.swiftName {
                reportValueTypeRename("alternative \(index + 1) of \(what)", swiftName: name, type: type, at: explicit.location)
            }
            alternatives.append(Model.PayloadAlternative(swiftName: name, type: type))
        }
        var type = Model.PayloadType(.anyOf(alternatives))
        if let encoding = definition.encoding {
            switch encoding.value {
            case "plain": break
            case "json": type.encoding = .json
            case "base64json": type.encoding = .base64JSON
            default:
                diagnostics.append(Diagnostic(
                    .invalidPayloadType, "a union is written plainly, or as json or base64json; put 'encoding: \(encoding.value)' on an alternative",
                    at: encoding.location))
                valid = false
            }
        }
        return valid ? type : nil
    }

    /// The case name an alternative gets from its type: `int`, `string`, `intText`, `list`, `object`.
    static func alternativeCaseName(_ type: Model.PayloadType) -> String {
        let base = switch type.shape {
        case .scalar(let kind): kind.values == nil ? kind.name : "value"
        case .list: "list"
        case .map: "map"
        case .object: "object"
        case .anyOf: "union"
        }
        switch type.encoding {
        case .plain: return base
        case .text: return base + "Text"
        case .json, .base64JSON: return base + "JSON"
        }
    }

    /// The values of an enumeration, each with its Swift case name; `nil` when one is repeated or has no name.
    private mutating func enumValues(_ values: Located<[PayloadValueDefinition]>) -> [Model.EnumValue]? {
        guard !values.value.isEmpty else {
            diagnostics.append(Diagnostic(
                .invalidPayloadValues, "'values' is empty, so no notification could carry the key; list its values or remove 'values'",
                at: values.location))
            return nil
        }
        var seen: [ExactText: SourceLocation] = [:]
        var caseNames: [String: String] = [:]
        var enumeration: [Model.EnumValue] = []
        var valid = true
        for entry in values.value {
            let value = entry.value
            if let first = seen[ExactText(value.value)] {
                diagnostics.append(Diagnostic(
                    .invalidPayloadValues, "value \(DiagnosticText.quoted(value.value)) is listed twice",
                    at: value.location, notes: [Diagnostic.Note("first listed here", at: first)]))
                valid = false
                continue
            }
            seen[ExactText(value.value)] = value.location
            let caseName: String
            if let explicit = entry.swiftName {
                guard let checked = checkedCaseName(explicit) else { valid = false; continue }
                caseName = checked
            } else if let derived = Self.payloadCaseName(for: value.value) {
                caseName = derived
                if derived.hasSuffix("_") {
                    reportRename(
                        "value \(DiagnosticText.quoted(value.value))", kind: "Swift case name", given: derived, wanted: String(derived.dropLast()),
                        at: value.location,
                        remedy: "write it as { value: \(DiagnosticText.quoted(value.value)), swiftName: NAME } to choose another")
                }
            } else {
                diagnostics.append(Diagnostic(
                    .invalidPayloadValues,
                    "value \(DiagnosticText.quoted(value.value)) has no ASCII letter or digit to derive a Swift case name from; write it as { value: \(DiagnosticText.quoted(value.value)), swiftName: NAME }",
                    at: value.location))
                valid = false
                continue
            }
            if let other = caseNames[caseName] {
                diagnostics.append(Diagnostic(
                    .invalidPayloadValues,
                    "values \(DiagnosticText.quoted(other)) and \(DiagnosticText.quoted(value.value)) both get the Swift case name \(DiagnosticText.quoted(caseName)); give one a 'swiftName'",
                    at: value.location))
                valid = false
            }
            caseNames[caseName] = value.value
            enumeration.append(Model.EnumValue(value.value, swiftName: caseName))
        }
        return valid ? enumeration : nil
    }

    /// A case name written as `swiftName` (of an enumeration's value or a union's alternative), or `nil` when it
    /// is not a plain identifier or is a name the generated enum has already (reported).
    private mutating func checkedCaseName(_ explicit: Located<String>) -> String? {
        let name = explicit.value
        let reason: String? = if !SwiftIdentifier.isValidName(name) {
            "write ASCII letters, digits and '_', not starting with a digit"
        } else if name == "none" || name == "some" {
            "where the value is optional, '.\(name)' would be Optional's case, not the enumeration's"
        } else if name == "unrecognized" {
            "the enumeration keeps a value it does not declare in its case 'unrecognized'"
        } else if Self.reservedPayloadCaseNames.contains(name) {
            "the enumeration has a member named '\(name)' already"
        } else {
            nil
        }
        if let reason {
            diagnostics.append(Diagnostic(
                .invalidSwiftName, "swiftName \(DiagnosticText.quoted(name)) is not usable as a case name: \(reason)",
                at: explicit.location))
            return nil
        }
        return name
    }

    /// `minimum`, `maximum`, `pattern` and `relative`, each checked against the kind of the single values.
    private mutating func constraints(_ definition: PayloadKeyDefinition, kind: Model.PayloadKind?, valid: inout Bool) -> Model.PayloadConstraints {
        var constraints = Model.PayloadConstraints()
        for (setting, bound) in [("minimum", definition.minimum), ("maximum", definition.maximum)] {
            guard let bound else { continue }
            guard kind?.isNumber == true else {
                diagnostics.append(Diagnostic(.invalidPayloadType, "'\(setting)' bounds a number, so the type must be int or double", at: bound.location))
                valid = false
                continue
            }
            guard let number = Double(bound.value), number.isFinite, RuntimeRules.JSONNumberSyntax.isNumber(bound.value) else {
                diagnostics.append(Diagnostic(
                    .invalidPayloadType, "'\(setting)' must be a number, found \(DiagnosticText.quoted(bound.value))", at: bound.location))
                valid = false
                continue
            }
            if setting == "minimum" { constraints.minimum = number } else { constraints.maximum = number }
        }
        if let minimum = constraints.minimum, let maximum = constraints.maximum, minimum > maximum, let location = definition.maximum?.location {
            diagnostics.append(Diagnostic(.invalidPayloadType, "'maximum' is below 'minimum', so no value fits", at: location))
            valid = false
        }
        if let pattern = definition.pattern {
            if kind != .string {
                diagnostics.append(Diagnostic(.invalidPayloadType, "'pattern' matches text, so the type must be string", at: pattern.location))
                valid = false
            } else if let problem = PayloadPattern.problem(in: pattern.value) {
                diagnostics.append(Diagnostic(.invalidPayloadType, "'pattern' is not a usable regular expression: \(problem)", at: pattern.location))
                valid = false
            } else {
                constraints.pattern = pattern.value
            }
        }
        if let relative = definition.allowsRelative {
            if kind != .url {
                diagnostics.append(Diagnostic(.invalidPayloadType, "'relative' allows a relative URL, so the type must be url", at: relative.location))
                valid = false
            } else {
                constraints.allowsRelative = relative.value
            }
        }
        return constraints
    }

    /// The separator of a list of integers written as text: `separator`, else `,`; one or more characters that are
    /// not digits or signs.
    private mutating func textSeparator(_ definition: PayloadKeyDefinition, valid: inout Bool) -> String {
        guard let separator = definition.separator else { return "," }
        guard !separator.value.isEmpty, !separator.value.contains(where: { $0.isNumber || $0 == "-" || $0 == "+" }) else {
            diagnostics.append(Diagnostic(
                .invalidPayloadType, "'separator' must be one or more characters other than digits and signs, found \(DiagnosticText.quoted(separator.value))",
                at: separator.location))
            valid = false
            return ","
        }
        return separator.value
    }

    /// How a Boolean written as text spells true and false: `textValues`, else `true` and `false`.
    private mutating func booleanSpellings(_ definition: PayloadKeyDefinition, valid: inout Bool) -> (String, String) {
        guard let spellings = definition.textValues else { return ("true", "false") }
        guard spellings.value.count == 2, spellings.value[0].value != spellings.value[1].value else {
            diagnostics.append(Diagnostic(
                .invalidPayloadType, "'textValues' lists two different texts, for true and for false, such as [\"1\", \"0\"]", at: spellings.location))
            valid = false
            return ("true", "false")
        }
        return (spellings.value[0].value, spellings.value[1].value)
    }

    /// The Swift case name of an enumeration's value: derived from it, with `_` appended to a name the enum
    /// has already; `nil` when the value has no ASCII letter or digit.
    static func payloadCaseName(for value: String) -> String? {
        guard let derived = SwiftIdentifier.derive(from: value) else { return nil }
        return reservedPayloadCaseNames.contains(derived) ? derived + "_" : derived
    }
}

