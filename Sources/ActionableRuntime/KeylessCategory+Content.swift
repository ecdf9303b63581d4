#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

extension KeylessCategory
where CategoryID: RawRepresentable, CategoryID.RawValue == String {
    #if canImport(UserNotifications) && !os(tvOS)
    /// New content for a local notification of this category: `categoryIdentifier` is set, so its actions
    /// show.
    public static func makeContent(
        title: String = "", subtitle: String = "", body: String = "", threadID: String = ""
    ) -> UNMutableNotificationContent {
        makeLocalContent(title: title, subtitle: subtitle, body: body, threadID: threadID, userInfo: [:])
    }
    #endif
}
