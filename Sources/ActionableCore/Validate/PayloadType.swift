extension Model {
    /// What a payload value holds (its shape), how it is written in JSON (its encoding), and the constraints its
    /// values meet. Types nest: an object's properties, a list's items, a map's values and a union's
    /// alternatives are types themselves.
    public struct PayloadType: Hashable, Sendable {
        /// What the value holds.
        public var shape: PayloadShape
        /// How the value is written in the JSON.
        public var encoding: PayloadEncoding
        /// What its values must satisfy beyond their kind.
        public var constraints: PayloadConstraints

        /// Creates a type.
        public init(_ shape: PayloadShape, encoding: PayloadEncoding = .plain, constraints: PayloadConstraints = PayloadConstraints()) {
            self.shape = shape
            self.encoding = encoding
            self.constraints = constraints
        }

        /// A single value of `kind`, written plainly.
        public static func scalar(_ kind: PayloadKind) -> PayloadType {
            PayloadType(.scalar(kind))
        }

        /// A JSON array of values of `element`.
        public static func list(_ element: PayloadType) -> PayloadType {
            PayloadType(.list(element))
        }

        /// The kind of a single value, or of a list's items when they are single values; `nil` otherwise.
        public var scalarKind: PayloadKind? {
            switch shape {
            case .scalar(let kind): kind
            case .list(let element): element.scalarKind
            default: nil
            }
        }

        /// The same type written as itself: what a text or embedded-JSON value holds once read from its string.
        public var plain: PayloadType {
            var type = self
            type.encoding = .plain
            return type
        }

        /// What the settings written beside ``name`` describe: the items of a list named `[T]` (whose values,
        /// properties and constraints are written with it), else the type itself.
        public var detailed: PayloadType {
            if case .list(let element) = shape, case .scalar = element.shape { return element }
            if case .list(let element) = shape, case .object = element.shape { return element }
            return self
        }

        /// The type as the definition language and the manifest name it in `type`: `string`, `[int]`,
        /// `object`, `[object]`, `map`, or `anyOf` for a union.
        public var name: String {
            switch shape {
            case .scalar(let kind): kind.name
            case .list(let element):
                switch element.shape {
                case .scalar, .object: "[\(element.name)]"
                default: "list"
                }
            case .map: "map"
            case .object: "object"
            case .anyOf: "anyOf"
            }
        }
    }

    /// What a payload value holds.
    public indirect enum PayloadShape: Hashable, Sendable {
        /// One value of a kind.
        case scalar(PayloadKind)
        /// A JSON array whose items are all of one type.
        case list(PayloadType)
        /// A JSON object whose keys are anything and whose values are all of one type.
        case map(PayloadType)
        /// A JSON object with declared properties.
        case object(PayloadObject)
        /// A value of one of two or three types, tried in the order declared.
        case anyOf([PayloadAlternative])

        /// Whether the shape is a single value.
        public var isScalar: Bool {
            if case .scalar = self { return true }
            return false
        }
    }

    /// An object's declared properties.
    public struct PayloadObject: Hashable, Sendable {
        /// The properties, in the order declared.
        public var properties: [PayloadKey]

        /// Creates an object.
        public init(properties: [PayloadKey]) {
            self.properties = properties
        }
    }

    /// One alternative of a union: its type, and the Swift case that holds it.
    public struct PayloadAlternative: Hashable, Sendable {
        /// The Swift case name.
        public var swiftName: String
        /// The alternative's type.
        public var type: PayloadType

        /// Creates an alternative.
        public init(swiftName: String, type: PayloadType) {
            self.swiftName = swiftName
            self.type = type
        }
    }

    /// How a value is written in the JSON.
    public enum PayloadEncoding: Hashable, Sendable {
        /// As itself: a number as a JSON number, an object as a JSON object.
        case plain
        /// A number or Boolean as text in a JSON string (`"42"`, `"true"`); a list of integers as one string,
        /// the integers joined by `separator` (`"1,2,3"`). `trueText` and `falseText` spell a Boolean.
        case text(separator: String, trueText: String, falseText: String)
        /// The value's JSON, as text in a JSON string.
        case json
        /// The value's JSON, encoded in Base64, in a JSON string.
        case base64JSON

        /// A text encoding with the usual spellings: `,` between integers, `true` and `false`.
        public static let text = PayloadEncoding.text(separator: ",", trueText: "true", falseText: "false")

        /// The encoding's name in the definition language and the manifest.
        public var name: String {
            switch self {
            case .plain: "plain"
            case .text: "text"
            case .json: "json"
            case .base64JSON: "base64json"
            }
        }

        /// Whether the value travels as a JSON string that holds JSON.
        public var embedsJSON: Bool { self == .json || self == .base64JSON }
    }

    /// What a value must satisfy beyond its kind.
    public struct PayloadConstraints: Hashable, Sendable {
        /// The smallest number allowed.
        public var minimum: Double?
        /// The largest number allowed.
        public var maximum: Double?
        /// A regular expression a string must contain a match of (as JSON Schema's `pattern`; anchor it with
        /// `^` and `$` to match the whole string).
        public var pattern: String?
        /// For a URL: a relative reference (a path such as `/rooms/7`) is allowed too.
        public var allowsRelative: Bool

        /// Creates constraints; none by default.
        public init(minimum: Double? = nil, maximum: Double? = nil, pattern: String? = nil, allowsRelative: Bool = false) {
            self.minimum = minimum
            self.maximum = maximum
            self.pattern = pattern
            self.allowsRelative = allowsRelative
        }

        /// Whether there is no constraint.
        public var isEmpty: Bool { self == PayloadConstraints() }
    }

    /// The kind of a single payload value, and how it is written in JSON.
    public enum PayloadKind: Hashable, Sendable {
        /// A JSON string.
        case string
        /// A JSON number without a fraction.
        case int
        /// A JSON number.
        case double
        /// `true` or `false`.
        case bool
        /// A JSON string holding a URL (absolute, unless the constraints allow a relative one).
        case url
        /// A JSON string holding an ISO 8601 date and time (`2026-11-23T09:30:00Z`).
        case date
        /// A JSON string holding a UUID.
        case uuid
        /// A JSON string that is one of these values, in the order declared.
        case oneOf([EnumValue])

        /// The kinds named by a type, by name (the enumeration is written with `values`).
        public static let named: [String: PayloadKind] = [
            "string": .string, "int": .int, "double": .double, "bool": .bool, "url": .url, "date": .date, "uuid": .uuid,
        ]

        /// The kind's name in the definition language; an enumeration is a `string` with `values`.
        public var name: String {
            switch self {
            case .string, .oneOf: "string"
            case .int: "int"
            case .double: "double"
            case .bool: "bool"
            case .url: "url"
            case .date: "date"
            case .uuid: "uuid"
            }
        }

        /// The declared values of an enumeration; `nil` for other kinds.
        public var values: [String]? {
            if case .oneOf(let values) = self { return values.map(\.value) }
            return nil
        }

        /// Whether the kind is a number.
        public var isNumber: Bool { self == .int || self == .double }
    }

    /// One value of an enumeration, and its Swift case name.
    public struct EnumValue: Hashable, Sendable {
        /// The string in the JSON.
        public var value: String
        /// The Swift case name.
        public var swiftName: String

        /// Creates a value.
        public init(_ value: String, swiftName: String) {
            self.value = value
            self.swiftName = swiftName
        }
    }
}

extension Model.PayloadKey {
    /// The key with no source location, at any depth of its type: what a manifest records of it.
    public var withoutLocations: Model.PayloadKey {
        var key = self
        key.location = nil
        key.type = key.type.withoutLocations
        return key
    }
}

extension Model.PayloadType {
    /// The type with no source location in any key it declares.
    public var withoutLocations: Model.PayloadType {
        var type = self
        switch shape {
        case .scalar: break
        case .list(let element): type.shape = .list(element.withoutLocations)
        case .map(let value): type.shape = .map(value.withoutLocations)
        case .object(let object): type.shape = .object(Model.PayloadObject(properties: object.properties.map(\.withoutLocations)))
        case .anyOf(let alternatives):
            type.shape = .anyOf(alternatives.map { Model.PayloadAlternative(swiftName: $0.swiftName, type: $0.type.withoutLocations) })
        }
        return type
    }
}
