extension NotificationContext {
    /// The notification's custom keys and `aps` as a `userInfo` whose values are the `PayloadValue`s read
    /// already: generated code reads a response's keys from it, so that the delegate converts the values once.
    @_spi(ActionableGenerated) public var valuesAsUserInfo: [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = allCustomKeys
        if !aps.isEmpty { userInfo["aps"] = RuntimeValue.object(aps) }
        for (key, marker) in refusedKeys { userInfo[key] = RuntimeValue.refusal(marker: marker) }
        return userInfo
    }

    /// The notification's `userInfo` again, as property-list values: the custom keys and `aps`.
    public var userInfo: [AnyHashable: Any] {
        var userInfo: [AnyHashable: Any] = allCustomKeys.mapValues(\.propertyList)
        if !aps.isEmpty { userInfo["aps"] = aps.mapValues(\.propertyList) }
        return userInfo
    }
}
