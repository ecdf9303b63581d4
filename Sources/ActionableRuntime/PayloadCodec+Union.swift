extension PayloadCodec {
    /// One alternative of a union: how its value is read and written, and the case that holds it.
    @_spi(ActionableGenerated) public struct Alternative: Sendable {
        fileprivate let expected: @Sendable () -> RuntimeExpectation
        fileprivate let decode: @Sendable (RuntimeValue, RuntimePlace) -> T?
        fileprivate let encode: @Sendable (T) -> RuntimeValue?

        /// The alternative read and written with `codec`, whose values `wrap` puts in the union's case and
        /// `unwrap` takes out of it.
        @_spi(ActionableGenerated) public init<Value>(
            _ codec: RuntimeCodec<Value>,
            _ wrap: @escaping @Sendable (Value) -> T,
            _ unwrap: @escaping @Sendable (T) -> Value?
        ) {
            expected = codec.describe
            // An alternative holds the value only when nothing in it fails, optional values included.
            decode = { json, place in
                let trial = place.trial()
                guard let value = try? codec.decode(json, trial), trial.problems.problems.isEmpty else { return nil }
                return wrap(value)
            }
            encode = { value in unwrap(value).map(codec.encode) }
        }
    }

    /// A value of the first alternative the JSON holds, in the order given. A value none of them holds is kept whole
    /// (`unrecognized`), with its problem, so that a value a newer server sends fails no required key; `recognized`
    /// gives it back (`nil` for a value of an alternative).
    @_spi(ActionableGenerated) public static func union(
        _ alternatives: [Alternative],
        unrecognized: @escaping @Sendable (RuntimeValue) -> T,
        recognized: @escaping @Sendable (T) -> RuntimeValue?
    ) -> Self {
        let expected = { @Sendable in RuntimeExpectation.anyOf(alternatives.map { $0.expected() }) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            for alternative in alternatives {
                if let value = alternative.decode(json, place) { return value }
            }
            place.problems.problems.append(place.failure(expected(), json))
            return unrecognized(json)
        }, encode: { value in
            if let json = recognized(value) { return json }
            for alternative in alternatives {
                if let json = alternative.encode(value) { return json }
            }
            return .null
        })
    }
}
