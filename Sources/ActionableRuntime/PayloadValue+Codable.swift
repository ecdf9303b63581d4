import Foundation

extension PayloadValue: Codable {
    /// Decodes any JSON value. A number is an `int` when it is an integer within the range of `Int`, however it is
    /// written (`2.0` too), so that every decoder reads the same value. An array or object deeper than
    /// ``maximumDepth`` in what the decoder reads (its coding path counted) is a `DecodingError.dataCorrupted` at
    /// its coding path, before anything inside it is read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = Self(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else {
            // A container: its depth is checked before its items are read, and an error inside it is thrown as it
            // is (an array is told from an object without reading either).
            guard decoder.codingPath.count < Self.maximumDepth else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "arrays or objects nested more than \(Self.maximumDepth) deep")
            }
            if (try? decoder.unkeyedContainer()) != nil {
                self = .array(try container.decode([Self].self))
            } else {
                self = .object(try container.decode([String: Self].self))
            }
        }
    }

    /// Encodes the value as JSON. A `double` that is not finite cannot be written, nor arrays or objects nested
    /// deeper than ``maximumDepth`` (no reader would read them back): this throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value):
            guard value.isFinite else {
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "JSON cannot hold the number \(value)"))
            }
            try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array, .object:
            guard encoder.codingPath.count < Self.maximumDepth else {
                throw EncodingError.invalidValue(self, EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "arrays or objects nested more than \(Self.maximumDepth) deep"))
            }
            if case .array(let items) = self { try container.encode(items) }
            if case .object(let members) = self { try container.encode(members) }
        case .null: try container.encodeNil()
        }
    }
}
