extension PayloadCodec {
    /// A JSON array of values each written with `element`.
    @_spi(ActionableGenerated) public static func list<Element>(_ element: RuntimeCodec<Element>) -> Self where T == [Element] {
        let expected = { @Sendable in RuntimeExpectation.list(of: element.expected) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .array(let items) = json else { throw place.failure(expected(), json) }
            var values: [Element] = []
            for (index, item) in items.enumerated() { values.append(try element.decode(item, place.item(index))) }
            return values
        }, encode: { .array($0.map(element.encode)) })
    }

    /// A JSON object whose keys are anything and whose values are each written with `value`.
    @_spi(ActionableGenerated) public static func map<Value>(_ value: RuntimeCodec<Value>) -> Self where T == [String: Value] {
        let expected = { @Sendable in RuntimeExpectation.dictionary(of: value.expected) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .object(let members) = json else { throw place.failure(expected(), json) }
            var values: [String: Value] = [:]
            for (key, member) in members { values[key] = try value.decode(member, place.child(key)) }
            return values
        }, encode: { .object($0.mapValues(value.encode)) })
    }

    /// A JSON object with declared keys, read by `read` from the object's keys and written by `write` as them.
    @_spi(ActionableGenerated) public static func object(
        read: @escaping @Sendable (RuntimeKeys) throws(RuntimeFailure) -> T,
        write: @escaping @Sendable (T) -> [String: RuntimeValue]
    ) -> Self {
        Self(expected: .object, decode: { json, place throws(RuntimeFailure) in
            guard case .object(let members) = json else { throw place.failure(.object, json) }
            return try read(RuntimeKeys(place, values: members))
        }, encode: { .object(write($0)) })
    }
}
