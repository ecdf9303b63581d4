import Foundation

extension PayloadCodec {
    /// A value whose JSON is carried as text in a string.
    @_spi(ActionableGenerated) public static func json(_ inner: Self) -> Self {
        let expected = { @Sendable in "a string holding JSON: \(inner.expected)" }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .string(let text) = json,
                  let value = try? JSONDecoder().decode(RuntimeValue.self, from: Data(text.utf8))
            else { throw place.failure(expected(), json) }
            return try inner.decode(value, place)
        }, encode: { .string(inner.encode($0).jsonText) })
    }

    /// A value whose JSON is carried Base64-encoded in a string (the URL-safe alphabet and missing padding read too).
    @_spi(ActionableGenerated) public static func base64JSON(_ inner: Self) -> Self {
        let expected = { @Sendable in "a string holding Base64-encoded JSON: \(inner.expected)" }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .string(let text) = json else { throw place.failure(expected(), json) }
            var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
            guard let data = Data(base64Encoded: standard),
                  let value = try? JSONDecoder().decode(RuntimeValue.self, from: data)
            else { throw place.failure(expected(), json) }
            return try inner.decode(value, place)
        }, encode: { value in .string(Data(inner.encode(value).jsonText.utf8).base64EncodedString()) })
    }
}
