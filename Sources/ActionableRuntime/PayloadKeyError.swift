/// Why a value read from a payload is not what the definitions declare, before it is known whose keys were read:
/// the generated `UserInfoError` adds the category or push kind.
@_spi(ActionableGenerated) public struct PayloadKeyError: Error, Hashable, Sendable {
    /// The key, or the path to a value inside one: `zulip.recipient_type`, `attachments[2].url`.
    @_spi(ActionableGenerated) public var key: String
    /// What the definitions declare the value holds.
    @_spi(ActionableGenerated) public var expectation: PayloadExpectation
    /// What the payload holds instead.
    @_spi(ActionableGenerated) public var finding: PayloadFinding

    /// The error for the value at `key`.
    @_spi(ActionableGenerated) public init(key: String, expectation: PayloadExpectation, finding: PayloadFinding) {
        self.key = key
        self.expectation = expectation
        self.finding = finding
    }
}
