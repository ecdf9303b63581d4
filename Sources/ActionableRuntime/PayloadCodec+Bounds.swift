extension PayloadCodec where T: Comparable & Sendable {
    /// The number, from `minimum` up to `maximum` (compared exactly: an integer's bounds are integers).
    @_spi(ActionableGenerated) public func bounded(minimum: T?, maximum: T?) -> Self {
        let base = self
        // A bound is the number, even where the value is written as text (`intText`).
        let number = { @Sendable (bound: T) -> RuntimeValue in
            if let integer = bound as? Int { return .int(integer) }
            if let double = bound as? Double { return RuntimeValue(double) }
            return base.encode(bound)
        }
        let expected = { @Sendable in
            RuntimeExpectation.range(base.expected, from: minimum.map(number), upTo: maximum.map(number))
        }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            let value = try base.decode(json, place)
            guard minimum.map({ value >= $0 }) ?? true, maximum.map({ value <= $0 }) ?? true else {
                throw place.failure(expected(), json)
            }
            return value
        }, encode: base.encode)
    }
}
