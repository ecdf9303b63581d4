extension PayloadCodec where T == String {
    /// The string, which must contain a match of `pattern`.
    @_spi(ActionableGenerated) public func matching(_ pattern: RuntimePattern) -> Self {
        let base = self
        let expected = { @Sendable in RuntimeExpectation.matching(base.expected, pattern: pattern.source) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            let text = try base.decode(json, place)
            guard pattern.matches(text) else { throw place.failure(expected(), json) }
            return text
        }, encode: base.encode)
    }
}
