/// A category's typed custom keys (its `UserInfo`), which are the content of a ``Payload`` of the category: a
/// generated file's `CategoryUserInfo` refines it for its own definitions, and every category's `UserInfo`
/// conforms to that.
public protocol CategoryUserInfo<Schema>: TypedUserInfo, PayloadContent {
    /// The identifier of the category whose notifications carry these keys.
    static var category: Schema.CategoryID { get }
}

/// A push kind's typed custom keys (its type nested in `Push`), which are the content of a ``Payload`` of the
/// kind: a generated file's `PushUserInfo` refines it for its own definitions, and every kind's type conforms
/// to that.
public protocol PushUserInfo<Schema>: TypedUserInfo, PayloadContent {
    /// The kind of push that carries these keys.
    static var kind: Schema.PushKind { get }
}

extension CategoryUserInfo {
    /// The keys' category, which the payload names in `aps.category`.
    public var payloadCategory: Schema.CategoryID? { Self.category }
    /// The keys' category.
    public var payloadKeysSource: Schema.UserInfoSource? { .category(Self.category) }
    /// The keys' own `problems`.
    @_spi(ActionableGenerated) public var readingProblems: [Schema.UserInfoError] { problems }
}

extension PushUserInfo {
    /// `nil`: a push kind's payload names no category.
    public var payloadCategory: Schema.CategoryID? { nil }
    /// The keys' push kind.
    public var payloadKeysSource: Schema.UserInfoSource? { .push(Self.kind) }
    /// The keys' own `problems`.
    @_spi(ActionableGenerated) public var readingProblems: [Schema.UserInfoError] { problems }
}
