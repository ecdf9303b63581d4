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

    /// The text an ISO 8601 date and time must match (RFC 3339's `date-time`, as the generated code reads it).
    public static let datePattern = #"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"#
    /// The text a UUID must match.
    public static let uuidPattern = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$"
    /// The start an absolute URL must have: a scheme.
    public static let urlPattern = "^[A-Za-z][A-Za-z0-9+.-]*:"

    /// Writes the schema of a push payload of `category`, members in UTF-8 key order as everywhere in the
    /// manifest. The frame every category shares (`aps` with its alert, badge, sound and interruption level:
    /// the keys the schema checks besides the category; `actionable validate-payload` checks every key APNs
    /// documents) is written straight, since the manifest has one schema per category; only the custom
    /// keys' schemas are built as values.
    static func write(_ category: Model.Category, to w: inout JSONTextWriter) {
        let keys = category.payload ?? []
        w.object { w in
            w.member("$schema")
            w.string(dialect)
            w.member("properties")
            w.object { w in
                // "aps" among the custom keys (none is "aps"), in UTF-8 order.
                var apsWritten = false
                for key in keys.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    if !apsWritten, "aps".utf8.lexicographicallyPrecedes(key.key.utf8) {
                        writeAPS(of: category, to: &w)
                        apsWritten = true
                    }
                    w.member(key.key)
                    schema(for: key).write(to: &w)
                }
                if !apsWritten { writeAPS(of: category, to: &w) }
            }
            w.member("required")
            w.array(of: ["aps"] + keys.filter { !$0.isOptional }.map(\.key))
            w.member("title")
            w.string("Push payload of a \(category.identifier) notification")
            w.member("type")
            w.string("object")
        }
    }

    /// Writes the `aps` member: the category constant, the alert's texts, the badge, the sound and the
    /// interruption level.
    private static func writeAPS(of category: Model.Category, to w: inout JSONTextWriter) {
        w.member("aps")
        w.object { w in
            w.member("properties")
            w.object { w in
                w.member("alert")
                stringOr(&w) { w in
                    w.member("properties")
                    w.object { w in
                        for text in ["body", "subtitle", "title"] {
                            w.member(text)
                            w.object { w in typed("string", &w) }
                        }
                    }
                    typed("object", &w)
                }
                w.member("badge")
                w.object { w in
                    w.member("minimum")
                    w.integer(0)
                    typed("integer", &w)
                }
                w.member("category")
                w.object { w in
                    w.member("const")
                    w.string(category.identifier)
                }
                w.member("interruption-level")
                w.object { w in
                    w.member("enum")
                    w.array(of: ["passive", "active", "time-sensitive", "critical"])
                }
                w.member("sound")
                stringOr(&w) { w in typed("object", &w) }
            }
            w.member("required")
            w.array(of: ["category"])
            typed("object", &w)
        }
    }

    /// Writes `{"anyOf": [{"type": "string"}, {…}]}`, the second object's members written by `members`.
    private static func stringOr(_ w: inout JSONTextWriter, _ members: (inout JSONTextWriter) -> Void) {
        w.object { w in
            w.member("anyOf")
            w.array { w in
                w.item()
                w.object { w in typed("string", &w) }
                w.item()
                w.object(members)
            }
        }
    }

    /// Writes the member `"type": name`.
    private static func typed(_ name: String, _ w: inout JSONTextWriter) {
        w.member("type")
        w.string(name)
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
