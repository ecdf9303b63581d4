extension PayloadValue {
    /// Sample pushes as the `userInfo` the system hands the app: each one's name, and its JSON as
    /// property-list values. A generated file writes its samples as `PayloadValue` literals, in order
    /// (`["Sample": ["aps": [...]]]`).
    @_spi(ActionableGenerated) public static func sampleUserInfos(
        _ samples: KeyValuePairs<String, [String: Self]>
    ) -> [(name: String, userInfo: [AnyHashable: Any])] {
        samples.map { sample in
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in sample.value { userInfo[key] = value.propertyList }
            return (name: sample.key, userInfo: userInfo)
        }
    }
}
