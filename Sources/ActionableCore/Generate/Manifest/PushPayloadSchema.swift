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

    /// The very end of the text, as every dialect reads it (`$` may match before a final line break in some).
    public static let end = #"(?![\s\S])"#

    /// The text a date must match: RFC 3339's `date-time` as ``PayloadValueRules`` reads it, the day existing in its
    /// month (29 February in leap years only).
    public static let datePattern = "^(?:[0-9]{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)"
        + "|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[048]|[2468][048]|[13579][26])00)-02-29)"
        + "T(?:[01][0-9]|2[0-3]):[0-5][0-9]:(?:[0-5][0-9]|60)(?:\\.[0-9]+)?(?:Z|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])" + end
    /// The text a UUID must match.
    public static let uuidPattern = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}" + end

    /// A character of a URL's user information, host, path, query or fragment (no `:`, `@`, `/`, `?`, `#`).
    private static let urlCharacter = "(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})"
    /// The characters of a path, query or fragment.
    private static let urlPathCharacters = "(?:\(urlCharacter)|[:@/?])*"
    /// After `//`: user information, a host, and a port of digits; then the rest, from `/` or `?`.
    private static let urlAuthority = "//(?:(?:\(urlCharacter)|:)*@)?\(urlCharacter)*(?::[0-9]*)?(?:[/?]\(urlPathCharacters))?"
    /// An optional fragment, then the end.
    private static let urlFragment = "(?:#\(urlPathCharacters))?" + end
    /// A scheme and its `:`.
    private static let urlScheme = "[A-Za-z][A-Za-z0-9+.-]*:"

    /// The text an absolute URL must match (``PayloadValueRules/isURL(_:relative:)``).
    public static let urlPattern = "^\(urlScheme)(?:\(urlAuthority)|(?!//)\(urlPathCharacters))\(urlFragment)"
    /// The text a URL or a relative reference must match: an absolute URL, or the same without a scheme, not
    /// empty, with no `:` in its first segment.
    public static let urlReferencePattern = "^(?:\(urlScheme)(?:\(urlAuthority)|(?!//)\(urlPathCharacters))"
        + "|(?![A-Za-z][A-Za-z0-9+.-]*:)(?=[\\s\\S])(?:\(urlAuthority)|(?!//)(?:\(urlCharacter)|@)*(?:[/?]\(urlPathCharacters))?))"
        + urlFragment

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
            if let together = together(keys) {
                w.member("allOf")
                together.write(to: &w)
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
            JSONValue.object([
                "properties": .object(APSKeys.expectations.mapValues(schema(for:))),
                "type": "object",
            ]).write(to: &w)
            w.member("date")
            JSONValue.object(["type": "string", "format": "date-time", "pattern": .string(datePattern)]).write(to: &w)
            w.member("silentAps")
            w.object { w in
                w.member("$ref")
                w.string("#/$defs/aps")
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
            JSONValue.object(["type": "string", "format": "uri-reference", "pattern": .string(urlReferencePattern)]).write(to: &w)
            w.member("uuid")
            JSONValue.object(["type": "string", "format": "uuid", "pattern": .string(uuidPattern)]).write(to: &w)
        }
    }

    /// The schema of an `aps` key's value: what `validate-payload` checks of it (``APSKeys``).
    static func schema(for expectation: APSKeys.Expectation) -> JSONValue {
        switch expectation {
        case .string: string
        case .count: .object(["type": "integer", "minimum": .integer(0), "maximum": .integer(Int(Int64.max))])
        case .fraction: .object(["type": "number", "minimum": .integer(0), "maximum": .integer(1)])
        case .flag: .object(["type": "integer", "minimum": .integer(0), "maximum": .integer(1)])
        case .oneOf(let values): .object(["enum": .array(values.map(JSONValue.string))])
        case .strings: .object(["type": "array", "items": string])
        case .object: .object(["type": "object"])
        case .stringOrObject(let keys):
            .object(["anyOf": .array([string, .object(["type": "object", "properties": .object(keys.mapValues(schema(for:)))])])])
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

    /// For each key that must come with others (`together`), `{"if": k present and not null, "then": each other
    /// present and not null}`: a `null` is an absent key, as for every reader (`dependentRequired` would count
    /// it present). `nil` when no key has any.
    static func together(_ keys: [Model.PayloadKey]) -> JSONValue? {
        let together = keys.filter { !$0.together.isEmpty }
        guard !together.isEmpty else { return nil }
        func present(_ names: [String]) -> JSONValue {
            .object([
                "properties": .object(Dictionary(names.map { ($0, JSONValue.object(["not": .object(["type": "null"])])) }, uniquingKeysWith: { first, _ in first })),
                "required": .array(names.map(JSONValue.string)),
            ])
        }
        return .array(together.map { key in .object(["if": present([key.key]), "then": present(key.together)]) })
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
                return .object(["type": "string", "pattern": .string("^(?:\(number)(?:\(separator)\(number))*)?" + end)])
            }
            switch type.scalarKind {
            case .bool?: return .object(["type": "string", "enum": .array([.string(trueText), .string(falseText)])])
            case .int?: return .object(["type": "string", "pattern": .string("^-?[0-9]+" + end)])
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
            // A bound is written only where it is stricter than the type's own (an integer's Int64 range).
            if let minimum = type.constraints.minimum, kind != .int || minimum > -0x1p63 { members["minimum"] = .number(minimum) }
            if let maximum = type.constraints.maximum, kind != .int || maximum < 0x1p63 { members["maximum"] = .number(maximum) }
            if let pattern = type.constraints.pattern { members["pattern"] = .string(PayloadPattern.schemaPattern(pattern) ?? pattern) }
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
            if let together = together(object.properties) { members["allOf"] = together }
            return .object(members)
        case .anyOf(let alternatives):
            return .object(["anyOf": .array(alternatives.map { schema(for: $0.type) })])
        }
    }

    /// A JSON number as text (RFC 8259's grammar), for a double written as text.
    static let jsonNumberPattern = #"^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?"# + end

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
        case .int: .object(["type": "integer", "minimum": .integer(Int(Int64.min)), "maximum": .integer(Int(Int64.max))])
        case .double: .object(["type": "number", "minimum": .number("-1.7976931348623157e308"), "maximum": .number("1.7976931348623157e308")])
        case .bool: .object(["type": "boolean"])
        case .url: reference(constraints.allowsRelative ? "urlReference" : "url")
        case .date: reference("date")
        case .uuid: reference("uuid")
        // Any string: a value the definitions do not declare is read as `unrecognized` (and warned about by
        // `validate-payload`), so that a server can add one without breaking shipped apps. The values are examples.
        case .oneOf(let values): .object(["type": "string", "examples": .array(values.map { .string($0.value) })])
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
