/// Why a value read from a payload is not what the definitions declare, before it is known whose keys were read:
/// the generated `UserInfoError` adds the category or push kind.
@_spi(ActionableGenerated) public struct PayloadKeyError: Error, Hashable, Sendable {
    /// The key, or the path to a value inside one: `zulip.recipient_type`, `attachments[2].url`.
    @_spi(ActionableGenerated) public var key: String
    /// What the definitions declare the value holds, such as `an integer`.
    @_spi(ActionableGenerated) public var expected: String
    /// What the payload holds instead, such as `the string "soon"`; `nil` when the key is missing.
    @_spi(ActionableGenerated) public var found: String?

    /// The error for the value at `key`.
    @_spi(ActionableGenerated) public init(key: String, expected: String, found: String?) {
        self.key = key
        self.expected = expected
        self.found = found
    }
}
