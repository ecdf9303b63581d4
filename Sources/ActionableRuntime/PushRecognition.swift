/// What a generated `Push` reads of a `userInfo` to recognise a push, as `actionable validate-payload`
/// recognises it: `aps`, a key's JSON value, and whether the push is silent.
@_spi(ActionableGenerated) public enum PushRecognition {
    /// The members of `userInfo`'s `aps` (a dictionary, or the JSON a response's context read); `nil` without
    /// one.
    @_spi(ActionableGenerated) public static func aps(of userInfo: [AnyHashable: Any]) -> [String: PayloadValue]? {
        guard case .object(let aps)? = value(of: "aps", in: userInfo) else { return nil }
        return aps
    }

    /// The JSON value of `key` in `userInfo`; `nil` when it is absent or not JSON.
    @_spi(ActionableGenerated) public static func value(
        of key: String, in userInfo: [AnyHashable: Any]
    ) -> PayloadValue? {
        userInfo[key].flatMap { try? PayloadValue.reading(propertyList: $0, depth: 2) }
    }

    /// Whether the push is silent: `aps.content-available` is 1, and there is no alert, badge or sound.
    @_spi(ActionableGenerated) public static func isSilent(_ userInfo: [AnyHashable: Any]) -> Bool {
        guard let aps = aps(of: userInfo), aps["content-available"] == 1 else { return false }
        return aps["alert"] == nil && aps["badge"] == nil && aps["sound"] == nil
    }
}
