#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

extension IdentifiedCategory
where CategoryID: RawRepresentable, CategoryID.RawValue == String {
    #if canImport(UserNotifications) && !os(tvOS)
    /// New content for a local notification of this category, with `userInfo`: `categoryIdentifier` is set,
    /// so its actions show.
    @_spi(ActionableGenerated) public static func makeLocalContent(
        title: String, subtitle: String, body: String, threadID: String,
        userInfo: [String: Any]
    ) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = id.rawValue
        content.title = title
        content.subtitle = subtitle
        content.body = body
        content.threadIdentifier = threadID
        content.userInfo = userInfo
        return content
    }
    #endif
}
