import Foundation

extension PayloadValue {
    /// The value in a few words, for errors: `the string "soon"`, `the number 3`.
    @_spi(ActionableGenerated) public var summary: String {
        switch self {
        case .string(let text): "the string \"\(text.count > 40 ? text.prefix(40) + "…" : text)\""
        case .int(let number): "the number \(number)"
        case .double(let number): "the number \(number)"
        case .bool(let value): "\(value)"
        case .array(let items): "a list of \(items.count) items"
        case .object: "an object"
        case .null: "null"
        }
    }

    /// The value as compact JSON text, keys sorted.
    @_spi(ActionableGenerated) public var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }
}
