/// What a ``Payload`` is for: a category's typed keys (its `UserInfo`), a push kind's (its type in `Push`),
/// or `.category(_:)` of a category that requires no custom key. A generated file names it for its own
/// definitions (`NotificationCategories.PayloadContent`). Whatever a conforming type claims, a payload reads
/// its keys back as the app reads them and refuses what the app would not read.
public protocol PayloadContent<Schema>: Sendable {
    /// The definitions whose categories and kinds the content belongs to.
    associatedtype Schema: PayloadSchema
    /// The category the payload names in `aps.category`; `nil` for a push that names none.
    var payloadCategory: Schema.CategoryID? { get }
    /// Whose typed keys the payload carries; `nil` for a category's payload without them.
    var payloadKeysSource: UserInfoSource<Schema>? { get }
    /// The typed keys as JSON, beside `aps`.
    var declaredKeys: [String: PayloadValue] { get }
    /// What was wrong with the push the typed keys were read from (a union's value kept as `unrecognized`), so that
    /// a payload writes back what was read.
    @_spi(ActionableGenerated) var readingProblems: [Schema.UserInfoError] { get }
}

extension PayloadContent {
    /// `nil`: the payload carries no typed keys.
    public var payloadKeysSource: Schema.UserInfoSource? { nil }
    /// None: the payload carries no typed keys.
    public var declaredKeys: [String: Schema.PayloadValue] { [:] }
    /// None: nothing was read.
    @_spi(ActionableGenerated) public var readingProblems: [Schema.UserInfoError] { [] }
}
