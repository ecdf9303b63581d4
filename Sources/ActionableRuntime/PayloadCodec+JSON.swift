import Foundation

extension PayloadCodec {
    /// A value whose JSON is carried as text in a string.
    @_spi(ActionableGenerated) public static func json(_ inner: Self) -> Self {
        let expected = { @Sendable in RuntimeExpectation.json(inner.expected) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .string(let text) = json else { throw place.failure(expected(), json) }
            return try inner.decode(try embeddedJSON(Data(text.utf8), in: json, place, expected()), place)
        }, encode: { .string(inner.encode($0).jsonText) })
    }

    /// A value whose JSON is carried Base64-encoded in a string (the URL-safe alphabet and missing padding read too).
    @_spi(ActionableGenerated) public static func base64JSON(_ inner: Self) -> Self {
        let expected = { @Sendable in RuntimeExpectation.base64JSON(inner.expected) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .string(let text) = json else { throw place.failure(expected(), json) }
            // The URL-safe alphabet read as the standard one, and the padding completed, byte by byte.
            var standard = Data(text.utf8.lazy.map { byte in
                switch byte {
                case UInt8(ascii: "-"): UInt8(ascii: "+")
                case UInt8(ascii: "_"): UInt8(ascii: "/")
                default: byte
                }
            })
            standard.append(contentsOf: repeatElement(UInt8(ascii: "="), count: (4 - standard.count % 4) % 4))
            guard let data = Data(base64Encoded: standard) else { throw place.failure(expected(), json) }
            return try inner.decode(try embeddedJSON(data, in: json, place, expected()), place)
        }, encode: { value in .string(Data(inner.encode(value).jsonText.utf8).base64EncodedString()) })
    }

    /// The JSON value `data` (from the string `string`) holds, at `place`: text that nests arrays and objects deeper
    /// than `RuntimeValue.maximumDepth` is refused before any decoder reads it.
    private static func embeddedJSON(
        _ data: Data, in string: RuntimeValue, _ place: RuntimePlace,
        _ expected: @autoclosure () -> RuntimeExpectation
    ) throws(RuntimeFailure) -> RuntimeValue {
        guard nesting(of: data) <= RuntimeValue.maximumDepth else {
            throw RuntimeFailure(key: place.path, expectation: expected(), finding: .nestedTooDeep)
        }
        // Read as the system reads a push's own JSON: into property-list values, then into JSON values.
        guard let object = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed),
              let value = try? RuntimeValue.reading(propertyList: object, depth: 1)
        else { throw place.failure(expected(), string) }
        return value
    }

    /// How deep the arrays and objects of the JSON text `data` nest, brackets inside strings left out: one pass,
    /// no recursion. Stops counting once past the limit.
    private static func nesting(of data: Data) -> Int {
        data.withUnsafeBytes { bytes in
            var depth = 0, deepest = 0, inString = false, escaped = false
            for byte in bytes {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    deepest = max(deepest, depth)
                    if deepest > RuntimeValue.maximumDepth { return deepest }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return deepest
        }
    }
}
