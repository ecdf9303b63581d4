#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// A category none of whose custom keys is required: a generated category type conforms, and gets
/// `makeContent(title:subtitle:body:threadID:)` for its local notifications. (A category that requires keys
/// makes content from its typed keys instead: `makeContent(for:...)`.)
public protocol KeylessCategory: IdentifiedCategory {}

extension KeylessCategory {
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
