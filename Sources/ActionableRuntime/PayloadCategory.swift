#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// A category whose notifications carry the custom keys it declares (`payload`), typed as its `UserInfo`: a
/// generated category type conforms (through the generated `PayloadCategory`, which says its `UserInfo` is a
/// `CategoryUserInfo`).
public protocol PayloadCategory: IdentifiedCategory
where CategoryID: RawRepresentable, CategoryID.RawValue == String {
    /// The custom keys of a notification of the category.
    associatedtype UserInfo: TypedUserInfo
}

/// A category with typed keys whose responses the app reads: its `Received` is `ReceivedResponse<Self>`.
public protocol ReceivingCategory: PayloadCategory {
    /// What the user did with a notification of the category.
    associatedtype Response: CategoryResponse, Equatable, Sendable where Response.CategoryID == CategoryID
}

extension PayloadCategory {
    #if canImport(UserNotifications) && !os(tvOS)
    /// The custom keys of `notification` (in `userNotificationCenter(_:willPresent:)`), typed, or why they
    /// are not what the category declares; `nil` when the notification is of another category.
    public static func userInfo(
        of notification: UNNotification
    ) -> Result<UserInfo, UserInfo.Schema.UserInfoError>? {
        let content = notification.request.content
        guard content.categoryIdentifier.unicodeScalars.elementsEqual(id.rawValue.unicodeScalars) else { return nil }
        return UserInfo.decoding(content.userInfo)
    }

    /// New content for a local notification of this category, carrying `userInfo`'s keys; throws, naming the
    /// key, for keys the app would not read back (a number out of bounds, a date outside 0000-9999).
    public static func makeContent(
        for userInfo: UserInfo,
        title: String = "",
        subtitle: String = "",
        body: String = "",
        threadID: String = ""
    ) throws(UserInfo.Schema.UserInfoError) -> UNMutableNotificationContent {
        let keys = try userInfo.makeUserInfoDictionary()
        return makeLocalContent(title: title, subtitle: subtitle, body: body, threadID: threadID, userInfo: keys)
    }

    /// New content for a local notification of this category, carrying `userInfo`'s keys, whether the app can
    /// read them back or not.
    @available(
        *, deprecated, renamed: "makeContent(for:title:subtitle:body:threadID:)",
        message: "use makeContent(for:title:subtitle:body:threadID:), which throws for keys the app cannot read")
    public static func makeContent(
        _ userInfo: UserInfo,
        title: String = "",
        subtitle: String = "",
        body: String = "",
        threadID: String = ""
    ) -> UNMutableNotificationContent {
        makeLocalContent(
            title: title, subtitle: subtitle, body: body, threadID: threadID,
            userInfo: userInfo.declaredKeys.mapValues(\.propertyList))
    }
    #endif
}
