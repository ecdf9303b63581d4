/// What every typed set of custom keys has (a category's `UserInfo`, a push kind's type): the keys, typed,
/// and their JSON form. Read one from a `userInfo` with `init(userInfo:)`, or decode one from JSON when it is
/// `Codable` (a generated file's server part). A generated file names it
/// `NotificationCategories.TypedUserInfo`.
public protocol TypedUserInfo<Schema>: Hashable, Sendable {
    /// The definitions that declare the keys.
    associatedtype Schema: PayloadSchema

    /// Reads the keys from a notification's `userInfo` (`UNNotificationContent.userInfo`), as the system
    /// delivers a push's JSON; throws for the first required key that is missing or holds another type.
    init(userInfo: [AnyHashable: Any]) throws(UserInfoError<Schema>)
    /// Reads the keys from JSON values (the members of a push payload beside `aps`); throws as
    /// `init(userInfo:)`.
    init(declaredKeys: [String: PayloadValue]) throws(UserInfoError<Schema>)
    /// The keys as JSON values, beside `aps`; an optional key that is `nil` is left out. (`Payload.declaredKeys`
    /// holds the same.)
    var declaredKeys: [String: PayloadValue] { get }
    /// Why optional values are `nil` though the push holds them; empty for a push every reader accepts.
    var problems: [UserInfoError<Schema>] { get }

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var typedUserInfoConformance: ActionableRuntime.GeneratedConformance { get }
}

extension TypedUserInfo {
    /// The keys in a notification's `userInfo`, or why they are not what the definitions declare.
    public static func decoding(_ userInfo: [AnyHashable: Any]) -> Result<Self, Schema.UserInfoError> {
        do throws(Schema.UserInfoError) {
            return .success(try Self(userInfo: userInfo))
        } catch {
            return .failure(error)
        }
    }

    /// The keys as a notification's `userInfo` holds them (property-list values), whether the app can read
    /// them back or not.
    @available(
        *, deprecated, renamed: "makeUserInfoDictionary()",
        message: "use makeUserInfoDictionary(), which throws for keys the app cannot read")
    public var userInfo: [String: Any] { declaredKeys.mapValues(\.propertyList) }

    /// The dictionary a notification's `userInfo` holds for these keys (property-list values, for
    /// `UNMutableNotificationContent.userInfo`); throws, naming the key, for keys the app would not read back (a
    /// number out of bounds, a string against its pattern, a date outside 0000-9999).
    public func makeUserInfoDictionary() throws(Schema.UserInfoError) -> [String: Any] {
        try checkedCustomKeys().mapValues(\.propertyList)
    }

    /// The dictionary a notification's `userInfo` holds for these keys.
    @available(*, deprecated, renamed: "makeUserInfoDictionary()")
    public func makeUserInfo() throws(Schema.UserInfoError) -> [String: Any] { try makeUserInfoDictionary() }

    /// The keys as JSON values, beside `aps`.
    @available(*, deprecated, renamed: "declaredKeys")
    public var customKeys: [String: Schema.PayloadValue] { declaredKeys }

    /// Reads the keys from JSON values, as ``init(declaredKeys:)``.
    @available(*, deprecated, renamed: "init(declaredKeys:)")
    public init(customKeys: [String: Schema.PayloadValue]) throws(Schema.UserInfoError) {
        try self.init(declaredKeys: customKeys)
    }

    /// The keys as JSON, read back as the app reads them: the first problem of any key is thrown, except where the
    /// value itself was read with that problem (a value no alternative of a union holds, kept as `unrecognized`),
    /// so that whatever a reader produced is written back as the server sent it.
    @_spi(ActionableGenerated) public func checkedCustomKeys(
    ) throws(Schema.UserInfoError) -> [String: Schema.PayloadValue] {
        let keys = declaredKeys
        if let problem = Schema.UserInfoError.first(of: try Self(declaredKeys: keys).problems, beyond: problems) {
            throw problem
        }
        return keys
    }
}

extension TypedUserInfo where Self: Decodable {
    /// Decodes the keys from a JSON object (a push payload, or a part of one); other keys are ignored. The
    /// object is read as one value, so a decoder's key strategy (`.convertFromSnakeCase`) leaves its keys as
    /// they are.
    public init(from decoder: any Decoder) throws {
        try self.init(declaredKeys: decoder.singleValueContainer().decode([String: Schema.PayloadValue].self))
    }
}

extension TypedUserInfo where Self: Encodable {
    /// Encodes the keys as a JSON object; throws `EncodingError.invalidValue`, naming the key, for keys the
    /// app would not read back (a number out of bounds, a string against its pattern, a date outside
    /// 0000-9999).
    public func encode(to encoder: any Encoder) throws {
        let keys: [String: Schema.PayloadValue]
        do throws(Schema.UserInfoError) {
            keys = try checkedCustomKeys()
        } catch {
            throw EncodingError.invalidValue(declaredKeys, EncodingError.Context(
                codingPath: encoder.codingPath, debugDescription: error.description))
        }
        // As one value: an encoder's key strategy (`.convertToSnakeCase`) converts the keys of a keyed container, not
        // those of a dictionary encoded as a value.
        var container = encoder.singleValueContainer()
        try container.encode(keys)
    }
}

extension TypedUserInfo {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var typedUserInfoConformance: ActionableGeneratedConformance {
        .init()
    }
}
