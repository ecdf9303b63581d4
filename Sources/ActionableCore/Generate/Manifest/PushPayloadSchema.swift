/// The JSON Schema (draft 2020-12) of a category's complete push payload, which the manifest carries so that a
/// server in any language can check what it sends: `aps` with the category constant, the alert, badge, sound
/// and interruption level, and the custom keys the category declares (required unless optional, an optional
/// one may also be `null`).
///
/// Keys a category does not declare are allowed, as APNs allows them (`actionable validate-payload` warns about
/// them); a category without `payload` leaves its custom keys unchecked.
public enum PushPayloadSchema {
    /// The dialect every schema declares.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The keys of `aps` the schema checks besides the category: the alert's texts, the badge, the sound and
    /// the interruption level. (`actionable validate-payload` checks every key APNs documents; each schema
    /// stays small, since the manifest has one per category.)
    public static let apsProperties: [String: JSONValue] = [
        "alert": anyOf(string, .object([
            "type": "object",
            "properties": .object(["title": string, "subtitle": string, "body": string]),
        ])),
        "badge": .object(["type": "integer", "minimum": .integer(0)]),
        "sound": anyOf(string, .object(["type": "object"])),
        "interruption-level": .object(["enum": .array(["passive", "active", "time-sensitive", "critical"])]),
    ]

    /// The text an ISO 8601 date and time must match (RFC 3339's `date-time`, as the generated code reads it).
    public static let datePattern = #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"#
    /// The text a UUID must match.
    public static let uuidPattern = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"
    /// The start an absolute URL must have: a scheme.
    public static let urlPattern = "^[A-Za-z][A-Za-z0-9+.-]*:"

    /// The schema of a push payload of `category`.
    public static func schema(for category: Model.Category) -> JSONValue {
        var properties: [String: JSONValue] = [
            "aps": .object([
                "type": "object",
                "required": .array(["category"]),
                "properties": .object(apsProperties.merging(["category": .object(["const": .string(category.identifier)])]) { _, new in new }),
            ]),
        ]
        var required: [JSONValue] = ["aps"]
        for key in category.payload ?? [] {
            properties[key.key] = schema(for: key)
            if !key.isOptional { required.append(.string(key.key)) }
        }
        return .object([
            "$schema": .string(dialect),
            "title": .string("Push payload of a \(category.identifier) notification"),
            "type": "object",
            "required": .array(required),
            "properties": .object(properties),
        ])
    }

    /// The schema of one custom key's value.
    static func schema(for key: Model.PayloadKey) -> JSONValue {
        var value = schema(for: key.type.kind)
        if key.type.isList { value = .object(["type": "array", "items": value]) }
        if key.isOptional { value = anyOf(value, .object(["type": "null"])) }
        guard let description = key.description, case .object(var members) = value else { return value }
        members["description"] = .string(description)
        return .object(members)
    }

    private static func schema(for kind: Model.PayloadKind) -> JSONValue {
        switch kind {
        case .string: string
        case .int: .object(["type": "integer"])
        case .double: .object(["type": "number"])
        case .bool: .object(["type": "boolean"])
        case .url: .object(["type": "string", "format": "uri", "pattern": .string(urlPattern)])
        case .date: .object(["type": "string", "format": "date-time", "pattern": .string(datePattern)])
        case .uuid: .object(["type": "string", "format": "uuid", "pattern": .string(uuidPattern)])
        case .oneOf(let values): .object(["type": "string", "enum": .array(values.map(JSONValue.string))])
        }
    }

    private static let string: JSONValue = .object(["type": "string"])

    private static func anyOf(_ first: JSONValue, _ second: JSONValue) -> JSONValue {
        .object(["anyOf": .array([first, second])])
    }
}
