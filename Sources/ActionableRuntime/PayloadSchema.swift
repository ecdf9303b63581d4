/// What a generated file tells the runtime about its definitions, so that ``Payload``, ``UserInfoError`` and
/// ``PayloadError`` speak of its own categories and push kinds: the generated namespace conforms (`extension
/// NotificationCategories: ActionableRuntime.PayloadSchema`), and gets the runtime's names through it
/// (`NotificationCategories.PayloadValue`). The checks a payload runs on what it writes are the generated file's,
/// so that no type of the app can make a payload skip them.
public protocol PayloadSchema {
    /// The identifiers of the categories (`aps.category`): the generated `CategoryID`.
    associatedtype CategoryID: RawRepresentable, Hashable, Sendable where CategoryID.RawValue == String
    /// The kinds of push the definitions declare (`pushes:`): the generated `PushKind`.
    associatedtype PushKind: RawRepresentable, Hashable, Sendable = NoPushKind
    where PushKind.RawValue == String
    /// The categories whose notifications need no custom key (`Payload.CategoryWithoutRequiredKeys`): the
    /// content of `Payload(.category(_:))`.
    associatedtype CategoryWithoutRequiredKeys = Never

    /// The JSON value of a custom key (the generated `PayloadValue`).
    typealias PayloadValue = ActionableRuntime.PayloadValue
    /// Whose custom keys a `userInfo` was read as, in these definitions (the generated `UserInfoSource`).
    typealias UserInfoSource = ActionableRuntime.UserInfoSource<Self>
    /// Why custom keys are not what these definitions declare (the generated `UserInfoError`).
    typealias UserInfoError = ActionableRuntime.UserInfoError<Self>

    /// Whether a notification of `category` needs custom keys that only its typed keys (`UserInfo`) give.
    @_spi(ActionableGenerated) static func requiresCustomKeys(_ category: CategoryID) -> Bool
    /// Whether a push of `kind` is silent: it wakes the app, with no alert, badge or sound.
    @_spi(ActionableGenerated) static func isSilent(_ kind: PushKind) -> Bool
    /// Whether the definitions mark the category or push kind `source` names `mutableContent`: the app's
    /// notification service extension must see its pushes (`aps.mutable-content` 1).
    @_spi(ActionableGenerated) static func requiresMutableContent(_ source: UserInfoSource) -> Bool
    /// The problems of the custom keys `keys` read back as the app reads a push of `category` (when it
    /// declares keys) or of the kind `source` names; throws when the keys cannot be read at all.
    @_spi(ActionableGenerated) static func problems(
        readingBack keys: [String: PayloadValue], category: CategoryID?, source: UserInfoSource?
    ) throws(UserInfoError) -> [UserInfoError]

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var payloadSchemaConformance: ActionableRuntime.GeneratedConformance { get }
}

extension PayloadSchema {
    /// `false`: without typed keys, no category requires any.
    @_spi(ActionableGenerated) public static func requiresCustomKeys(_ category: CategoryID) -> Bool { false }
    /// `false`: without push kinds, no push is silent.
    @_spi(ActionableGenerated) public static func isSilent(_ kind: PushKind) -> Bool { false }
    /// `false`: without `mutableContent` in the definitions, no push needs the service extension.
    @_spi(ActionableGenerated) public static func requiresMutableContent(_ source: UserInfoSource) -> Bool { false }
    /// None: without typed keys, nothing is read back.
    @_spi(ActionableGenerated) public static func problems(
        readingBack keys: [String: PayloadValue], category: CategoryID?, source: UserInfoSource?
    ) throws(UserInfoError) -> [UserInfoError] {
        []
    }
}

/// The `PushKind` of definitions without push kinds: it has no value.
public enum NoPushKind: RawRepresentable, Hashable, Sendable {
    /// `nil`: no string names a kind.
    public init?(rawValue: String) { nil }
    /// Never called: there is no value.
    public var rawValue: String { switch self {} }
}

extension PayloadSchema {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var payloadSchemaConformance: ActionableGeneratedConformance {
        .init()
    }
}
