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

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var payloadContentConformance: ActionableRuntime.GeneratedConformance { get }
}

extension PayloadContent {
    /// `nil`: the payload carries no typed keys.
    public var payloadKeysSource: Schema.UserInfoSource? { nil }
    /// None: the payload carries no typed keys.
    public var declaredKeys: [String: Schema.PayloadValue] { [:] }
    /// None: nothing was read.
    @_spi(ActionableGenerated) public var readingProblems: [Schema.UserInfoError] { [] }
}

extension PayloadContent {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var payloadContentConformance: ActionableGeneratedConformance {
        .init()
    }
}
