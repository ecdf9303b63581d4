extension PayloadCodec where T: Comparable & Sendable {
    /// The number, from `minimum` up to `maximum` (compared exactly: an integer's bounds are integers).
    @_spi(ActionableGenerated) public func bounded(minimum: T?, maximum: T?) -> Self {
        let base = self
        let expected = { @Sendable in
            base.expected + (minimum.map { " from \($0)" } ?? "") + (maximum.map { " up to \($0)" } ?? "")
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
