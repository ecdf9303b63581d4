/// The JSON Schema (draft 2020-12) of a category's complete push payload, which the manifest carries so that a
/// server in any language can check what it sends: `aps` with the category constant, the alert, badge, sound
/// and interruption level, and the custom keys the category declares (required unless optional, an optional
/// one may also be `null`).
///
/// What every schema shares (the `aps` frame, the formats of dates, URLs and UUIDs) is written once, in the
/// manifest's top-level `$defs` (``writeDefinitions(to:)``), and each schema refers to it as `#/$defs/NAME`:
/// a validator resolves those against the manifest, or against the schema with the manifest's `$defs` added.
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
    /// manifest: `aps` (the shared frame with the category constant; `actionable validate-payload` checks every
    /// key APNs documents) and the custom keys.
    static func write(_ category: Model.Category, to w: inout JSONTextWriter) {
        write(
            keys: category.payload ?? [], fixed: nil, title: "Push payload of a \(category.identifier) notification",
            aps: .category(category.identifier), to: &w)
    }

    /// Writes the schema of a push of `kind`: no category in `aps` (a silent kind's `aps` has
    /// `content-available` 1 and no alert, badge or sound), the key its match fixes holding its value, and the
    /// kind's custom keys.
    static func write(_ kind: Model.PushKind, to w: inout JSONTextWriter) {
        let fixed = kind.match.flatMap { match in match.value.map { (key: match.key, value: $0) } }
        write(
            keys: kind.keys, fixed: fixed, title: "Push payload of a \(kind.identifier) push",
            aps: kind.isSilent ? .silentPush : .push, to: &w)
    }

    /// Writes the schema of a payload with `aps` in its `frame`, the custom `keys`, and the `fixed` key holding
    /// its constant.
    private static func write(
        keys: [Model.PayloadKey], fixed: (key: String, value: Model.PushMatch.Value)?, title: String,
        aps frame: APSFrame, to w: inout JSONTextWriter
    ) {
        // Every member of `properties`, in UTF-8 order ("aps" and the fixed key are not custom keys).
        var members: [(name: String, write: (inout JSONTextWriter) -> Void)] = [("aps", { w in writeAPS(frame, to: &w) })]
        for key in keys { members.append((key.key, { w in schema(for: key).write(to: &w) })) }
        if let fixed { members.append((fixed.key, { w in JSONValue.object(["const": fixed.value.json]).write(to: &w) })) }
        members.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        w.object { w in
            w.member("$schema")
            w.string(dialect)
            w.member("properties")
            w.object { w in
                for member in members {
                    w.member(member.name)
                    member.write(&w)
                }
            }
            if let dependencies = dependentRequired(keys) {
                w.member("dependentRequired")
                dependencies.write(to: &w)
            }
            w.member("required")
            w.array(of: ["aps"] + (fixed.map { [$0.key] } ?? []) + keys.filter { !$0.isOptional }.map(\.key))
            w.member("title")
            w.string(title)
            w.member("type")
            w.string("object")
        }
    }

    /// What `aps` holds besides the alert, badge, sound and interruption level every push may have.
    private enum APSFrame: Equatable {
        /// The category, a constant.
        case category(String)
        /// No category.
        case push
        /// No category, `content-available` 1, and no alert, badge or sound.
        case silentPush
    }

    /// Writes the `aps` member's schema: the shared frame (`#/$defs/aps`, or `#/$defs/silentAps`) with the
    /// category constant, or no category.
    private static func writeAPS(_ frame: APSFrame, to w: inout JSONTextWriter) {
        w.object { w in
            w.member("$ref")
            w.string(frame == .silentPush ? "#/$defs/silentAps" : "#/$defs/aps")
            switch frame {
            case .category(let identifier):
                w.member("properties")
                w.object { w in
                    w.member("category")
                    w.object { w in
                        w.member("const")
                        w.string(identifier)
                    }
                }
                w.member("required")
                w.array(of: ["category"])
            case .push:
                w.member("properties")
                w.object { w in
                    w.member("category")
                    w.bool(false)
                }
            case .silentPush:
                break
            }
        }
    }

    /// The names of the shared schemas in the manifest's `$defs`, in UTF-8 order.
    public static let definitionNames = ["aps", "date", "silentAps", "url", "urlReference", "uuid"]

    /// Writes the value of the manifest's top-level `$defs`: what the push payload schemas share. `aps`: the
    /// alert's texts, the badge, the sound and the interruption level; `silentAps`: a silent push's `aps`
    /// (`content-available` 1, no alert, badge, sound or category); `date`, `url`, `urlReference`, `uuid`: the
    /// text of those values.
    static func writeDefinitions(to w: inout JSONTextWriter) {
        w.object { w in
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
                    w.member("interruption-level")
                    w.object { w in
                        w.member("enum")
                        w.array(of: ["passive", "active", "time-sensitive", "critical"])
                    }
                    w.member("sound")
                    stringOr(&w) { w in typed("object", &w) }
                }
                typed("object", &w)
            }
            w.member("date")
            JSONValue.object(["type": "string", "format": "date-time", "pattern": .string(datePattern)]).write(to: &w)
            w.member("silentAps")
            w.object { w in
                w.member("properties")
                w.object { w in
                    for key in ["alert", "badge", "category"] {
                        w.member(key)
                        w.bool(false)
                    }
                    w.member("content-available")
                    w.object { w in
                        w.member("const")
                        w.integer(1)
                    }
                    w.member("sound")
                    w.bool(false)
                }
                w.member("required")
                w.array(of: ["content-available"])
                typed("object", &w)
            }
            w.member("url")
            JSONValue.object(["type": "string", "format": "uri", "pattern": .string(urlPattern)]).write(to: &w)
            w.member("urlReference")
            JSONValue.object(["type": "string", "format": "uri-reference", "pattern": "^[^\\u0000-\\u0020\\u007f]+$"]).write(to: &w)
            w.member("uuid")
            JSONValue.object(["type": "string", "format": "uuid", "pattern": .string(uuidPattern)]).write(to: &w)
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
        case .url: reference(constraints.allowsRelative ? "urlReference" : "url")
        case .date: reference("date")
        case .uuid: reference("uuid")
        case .oneOf(let values): .object(["type": "string", "enum": .array(values.map { .string($0.value) })])
        }
    }

    private static let string: JSONValue = .object(["type": "string"])

    /// `{"$ref": "#/$defs/NAME"}`: one of the shared schemas.
    private static func reference(_ name: String) -> JSONValue {
        .object(["$ref": .string("#/$defs/" + name)])
    }

    private static func anyOf(_ first: JSONValue, _ second: JSONValue) -> JSONValue {
        .object(["anyOf": .array([first, second])])
    }
}
