// In a file of its own: only a service extension's push calls it, and a linker keeps every public function of an
// object file an app links.
extension PayloadValue {
    /// `members` and the markers of the `refused` keys as a `userInfo` whose values are read already: reading it again
    /// converts nothing, and refuses each refused key for the same reason.
    @_spi(ActionableGenerated) public static func userInfo(
        members: [String: Self], refused: [String: Self]
    ) -> [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = members
        for (key, marker) in refused { userInfo[key] = refusal(marker: marker) }
        return userInfo
    }
}
