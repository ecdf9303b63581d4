/// A JSON value with a deterministic document: object keys sorted by UTF-8 bytes, in ``JSONTextWriter``'s
/// actionable layout, a trailing newline. Foundation's encoder is not used so the bytes cannot differ
/// between Foundation versions or platforms.
public enum JSONValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// An integer.
    case integer(Int)
    /// Any other JSON number, as written (`0.5`, `1e-7`): the manifest keeps what it is given.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// An array.
    case array([JSONValue])
    /// An object; written with its keys sorted.
    case object([String: JSONValue])

    /// The document: the value pretty-printed by ``JSONTextWriter`` (keys sorted), with a trailing newline.
    public var document: String {
        var writer = JSONTextWriter()
        write(to: &writer)
        writer.raw("\n")
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The value on one line without spaces (``JSONTextWriter/Style/compact``), keys sorted, without a newline.
    public var compactText: String {
        var writer = JSONTextWriter(style: .compact)
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes the value, each object's members in UTF-8 key order.
    func write(to writer: inout JSONTextWriter) {
        switch self {
        case .string(let string): writer.string(string)
        case .integer(let number): writer.integer(number)
        case .number(let text): writer.raw(text)
        case .bool(let flag): writer.bool(flag)
        case .array(let items):
            writer.array { writer in
                for item in items {
                    writer.item()
                    item.write(to: &writer)
                }
            }
        case .object(let members):
            writer.object { writer in
                for (key, value) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    writer.member(key)
                    value.write(to: &writer)
                }
            }
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string written as a literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue {
    /// A number from a `Double`: an integer when it is whole (and within `Int`'s range), else its shortest
    /// exact decimal form.
    static func number(_ value: Double) -> JSONValue {
        if abs(value) < 9.0e15, Double(Int(value)) == value { return .integer(Int(value)) }
        return .number("\(value)")
    }
}
