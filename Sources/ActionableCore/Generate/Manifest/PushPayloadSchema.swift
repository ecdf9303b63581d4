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
            if let dependencies = dependentRequired(keys) {
                w.member("dependentRequired")
                dependencies.write(to: &w)
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

    /// The schema of one custom key's value (`null` allowed too when the key is optional).
    static func schema(for key: Model.PayloadKey) -> JSONValue {
        var value = schema(for: key.type)
        if key.isOptional { value = anyOf(value, .object(["type": "null"])) }
        guard let description = key.description, case .object(var members) = value else { return value }
        members["description"] = .string(description)
        return .object(members)
    }

    /// `{"k": ["s"]}` for the keys that must come with others (`together`); `nil` when no key has any.
    static func dependentRequired(_ keys: [Model.PayloadKey]) -> JSONValue? {
        let together = keys.filter { !$0.together.isEmpty }
        guard !together.isEmpty else { return nil }
        return .object(Dictionary(together.map { ($0.key, JSONValue.array($0.together.map(JSONValue.string))) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The schema of a value of `type`, as the JSON holds it.
    static func schema(for type: Model.PayloadType) -> JSONValue {
        let plain = type.plain
        switch type.encoding {
        case .plain: break
        case .text(let separator, let trueText, let falseText):
            if case .list = type.shape {
                let number = "-?[0-9]+"
                let separator = regexEscaped(separator)
                return .object(["type": "string", "pattern": .string("^(\(number)(\(separator)\(number))*)?$")])
            }
            switch type.scalarKind {
            case .bool?: return .object(["type": "string", "enum": .array([.string(trueText), .string(falseText)])])
            case .int?: return .object(["type": "string", "pattern": "^-?[0-9]+$"])
            default: return .object(["type": "string", "pattern": .string(jsonNumberPattern)])
            }
        case .json:
            return .object(["type": "string", "contentMediaType": "application/json", "contentSchema": schema(for: plain)])
        case .base64JSON:
            return .object([
                "type": "string", "contentEncoding": "base64", "contentMediaType": "application/json", "contentSchema": schema(for: plain),
            ])
        }
        switch type.shape {
        case .scalar(let kind):
            let value = schema(for: kind, constraints: type.constraints)
            guard case .object(var members) = value else { return value }
            if let minimum = type.constraints.minimum { members["minimum"] = .number(minimum) }
            if let maximum = type.constraints.maximum { members["maximum"] = .number(maximum) }
            if let pattern = type.constraints.pattern { members["pattern"] = .string(pattern) }
            return .object(members)
        case .list(let element):
            return .object(["type": "array", "items": schema(for: element)])
        case .map(let value):
            return .object(["type": "object", "additionalProperties": schema(for: value)])
        case .object(let object):
            var members: [String: JSONValue] = [
                "type": "object",
                "properties": .object(Dictionary(object.properties.map { ($0.key, schema(for: $0)) }, uniquingKeysWith: { first, _ in first })),
                "required": .array(object.properties.filter { !$0.isOptional }.map { .string($0.key) }),
            ]
            if let dependencies = dependentRequired(object.properties) { members["dependentRequired"] = dependencies }
            return .object(members)
        case .anyOf(let alternatives):
            return .object(["anyOf": .array(alternatives.map { schema(for: $0.type) })])
        }
    }

    /// A JSON number as text (RFC 8259's grammar), for a double written as text.
    static let jsonNumberPattern = #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#

    /// `text` with every character a regular expression gives a meaning escaped.
    static func regexEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\^$.|?*+()[]{}/-".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func schema(for kind: Model.PayloadKind, constraints: Model.PayloadConstraints) -> JSONValue {
        switch kind {
        case .string: string
        case .int: .object(["type": "integer"])
        case .double: .object(["type": "number"])
        case .bool: .object(["type": "boolean"])
        case .url:
            constraints.allowsRelative
                ? .object(["type": "string", "format": "uri-reference", "pattern": "^[^\\u0000-\\u0020\\u007f]+$"])
                : .object(["type": "string", "format": "uri", "pattern": .string(urlPattern)])
        case .date: .object(["type": "string", "format": "date-time", "pattern": .string(datePattern)])
        case .uuid: .object(["type": "string", "format": "uuid", "pattern": .string(uuidPattern)])
        case .oneOf(let values): .object(["type": "string", "enum": .array(values.map { .string($0.value) })])
        }
    }

    private static let string: JSONValue = .object(["type": "string"])

    private static func anyOf(_ first: JSONValue, _ second: JSONValue) -> JSONValue {
        .object(["anyOf": .array([first, second])])
    }
}
