/// How the manifest writes a payload key and its type, and reads them back: `{key, swiftName, optional,
/// description, together}` and the type's own members:
///
/// - `type`: `string`, `int`, `double`, `bool`, `url`, `date`, `uuid`; `[T]` for a list of such values or of
///   objects (the members below then describe the items); `object`; `map` and `list` with `of`; `anyOf`;
/// - `values` and, when a value's Swift case name is not the one it derives, `valueSwiftNames` (an enumeration), `properties` (an object's keys), `of` (a map's values
///   or a list's items, as a type), `anyOf` (the alternatives, each a type with its `swiftName`);
/// - `encoding` (`text`, `json`, `base64json`; absent for plain), `separator` and `textValues` of text;
/// - `minimum`, `maximum`, `pattern`, `relative`.
enum PayloadTypeDescription {
    /// A key's object.
    static func value(of key: Model.PayloadKey) -> JSONValue {
        var members = members(of: key.type)
        members["key"] = .string(key.key)
        members["optional"] = .bool(key.isOptional)
        members["swiftName"] = .string(key.swiftName)
        if let description = key.description { members["description"] = .string(description) }
        if !key.together.isEmpty { members["together"] = .array(key.together.map(JSONValue.string)) }
        return .object(members)
    }

    /// The members that describe a type.
    static func members(of type: Model.PayloadType) -> [String: JSONValue] {
        var members: [String: JSONValue] = ["type": .string(type.name)]
        // A list of single values or objects is `[T]`, its items' details beside it.
        let detailed = type.detailed
        if detailed != type {
            if case .text(let separator, _, _) = type.encoding { members["separator"] = .string(separator) }
            if type.encoding != .plain { members["encoding"] = .string(type.encoding.name) }
        } else {
            switch type.encoding {
            case .plain: break
            case .text(_, let trueText, let falseText):
                members["encoding"] = "text"
                if type.scalarKind == .bool { members["textValues"] = .array([.string(trueText), .string(falseText)]) }
            case .json, .base64JSON: members["encoding"] = .string(type.encoding.name)
            }
        }
        switch detailed.shape {
        case .scalar(let kind):
            if case .oneOf(let values) = kind {
                members["values"] = .array(values.map { .string($0.value) })
                // Written only when a name is not the one the value derives.
                if values.contains(where: { ValidationSession.payloadCaseName(for: $0.value) != $0.swiftName }) {
                    members["valueSwiftNames"] = .array(values.map { .string($0.swiftName) })
                }
            }
        case .object(let object):
            members["properties"] = .array(object.properties.map(value(of:)))
        case .list(let element), .map(let element):
            members["of"] = .object(self.members(of: element))
        case .anyOf(let alternatives):
            members["anyOf"] = .array(alternatives.map { alternative in
                var members = self.members(of: alternative.type)
                members["swiftName"] = .string(alternative.swiftName)
                return .object(members)
            })
        }
        let constraints = detailed.constraints
        if let minimum = constraints.minimum { members["minimum"] = .number(minimum) }
        if let maximum = constraints.maximum { members["maximum"] = .number(maximum) }
        if let pattern = constraints.pattern { members["pattern"] = .string(pattern) }
        if constraints.allowsRelative { members["relative"] = .bool(true) }
        return members
    }
}

extension ManifestReading {
    /// A payload key: `{description, key, optional, swiftName, together, type, ...}`.
    mutating func payloadKey(_ value: JSONValue, at field: String) -> Model.PayloadKey? {
        guard let fields = object(value, at: field) else { return nil }
        let key = string(fields["key"], at: field + ".key")
        let swiftName = string(fields["swiftName"], at: field + ".swiftName")
        let type = payloadType(fields, at: field)
        var isOptional = false
        if let flag = fields["optional"] {
            guard case .bool(let value) = flag else {
                report("must be true or false", at: field + ".optional")
                return nil
            }
            isOptional = value
        }
        let together = fields["together"].map { strings($0, at: field + ".together") } ?? []
        guard let key, let swiftName, let type else { return nil }
        return Model.PayloadKey(
            key: key, swiftName: swiftName, type: type, isOptional: isOptional,
            description: string(fields["description"], at: field + ".description", required: false), together: together)
    }

    /// The type that `fields` describe (see ``PayloadTypeDescription``).
    mutating func payloadType(_ fields: [String: JSONValue], at field: String) -> Model.PayloadType? {
        guard let name = string(fields["type"], at: field + ".type") else { return nil }
        let isList = name.hasPrefix("[") && name.hasSuffix("]") && name.count > 2
        let itemName = isList ? String(name.dropFirst().dropLast()) : name
        var element: Model.PayloadType
        switch itemName {
        case "object":
            let properties = list(fields["properties"], at: field + ".properties", required: true) { $0.payloadKey($1, at: $2) }
            element = Model.PayloadType(.object(Model.PayloadObject(properties: properties)))
        case "map" where !isList, "list" where !isList:
            guard let of = object(fields["of"], at: field + ".of"), let inner = payloadType(of, at: field + ".of") else { return nil }
            element = Model.PayloadType(itemName == "map" ? .map(inner) : .list(inner))
        case "anyOf" where !isList:
            let alternatives = list(fields["anyOf"], at: field + ".anyOf", required: true) { (reader: inout ManifestReading, value: JSONValue, place: String) -> Model.PayloadAlternative? in
                guard let members = reader.object(value, at: place), let type = reader.payloadType(members, at: place),
                      let swiftName = reader.string(members["swiftName"], at: place + ".swiftName") else { return nil }
                return Model.PayloadAlternative(swiftName: swiftName, type: type)
            }
            element = Model.PayloadType(.anyOf(alternatives))
        default:
            guard let kind = Model.PayloadKind.named[itemName] else {
                report("\(DiagnosticText.quoted(name)) is not a payload type", at: field + ".type")
                return nil
            }
            element = .scalar(kind)
            if let values = fields["values"] {
                let names = strings(values, at: field + ".values")
                let swiftNames = fields["valueSwiftNames"].map { strings($0, at: field + ".valueSwiftNames") }
                    ?? names.map { ValidationSession.payloadCaseName(for: $0) ?? $0 }
                guard kind == .string, swiftNames.count == names.count else {
                    report(kind == .string ? "must have as many entries as 'valueSwiftNames'" : "is only allowed on a string type", at: field + ".values")
                    return nil
                }
                element = .scalar(.oneOf(zip(names, swiftNames).map { Model.EnumValue($0, swiftName: $1) }))
            }
        }
        element.constraints = payloadConstraints(fields, at: field)
        var type = isList ? Model.PayloadType.list(element) : element
        if let encoding = string(fields["encoding"], at: field + ".encoding", required: false) {
            switch encoding {
            case "plain": break
            case "text":
                let spellings = fields["textValues"].map { strings($0, at: field + ".textValues") } ?? ["true", "false"]
                guard spellings.count == 2 else {
                    report("must list two texts", at: field + ".textValues")
                    return nil
                }
                type.encoding = .text(
                    separator: string(fields["separator"], at: field + ".separator", required: false) ?? ",",
                    trueText: spellings[0], falseText: spellings[1])
            case "json": type.encoding = .json
            case "base64json": type.encoding = .base64JSON
            default:
                report("\(DiagnosticText.quoted(encoding)) is not an encoding", at: field + ".encoding")
                return nil
            }
        }
        return type
    }

    private mutating func payloadConstraints(_ fields: [String: JSONValue], at field: String) -> Model.PayloadConstraints {
        var constraints = Model.PayloadConstraints()
        func number(_ value: JSONValue?) -> Double? {
            switch value {
            case .integer(let number)?: Double(number)
            case .number(let text)?: Double(text)
            default: nil
            }
        }
        constraints.minimum = number(fields["minimum"])
        constraints.maximum = number(fields["maximum"])
        constraints.pattern = string(fields["pattern"], at: field + ".pattern", required: false)
        if case .bool(true)? = fields["relative"] { constraints.allowsRelative = true }
        return constraints
    }
}
