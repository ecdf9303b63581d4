extension UserInfoError {
    /// What the definitions declare the value holds, in words, such as `an integer`.
    @available(*, deprecated, renamed: "expectation", message: "the words are expectation.description")
    public var expected: String {
        get { expectation.description }
        set { expectation = .described(newValue) }
    }

    /// What the notification holds instead, in words, such as `the string "soon"`; `nil` when the key is missing.
    @available(*, deprecated, renamed: "finding", message: "the words are finding.description")
    public var found: String? {
        get { if case .missing = finding { nil } else { finding.description } }
        set { finding = newValue.map(Finding.described) ?? .missing }
    }

    /// The error for `key` of `source`'s keys, told in words.
    @available(*, deprecated, renamed: "init(source:key:expectation:finding:)")
    public init(source: Schema.UserInfoSource, key: String, expected: String, found: String?) {
        self.init(source: source, key: key, expectation: .described(expected),
                  finding: found.map(Finding.described) ?? .missing)
    }
}
