#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// A category none of whose custom keys is required: a generated category type conforms, and gets
/// `makeContent(title:subtitle:body:threadID:)` for its local notifications. (A category that requires keys
/// makes content from its typed keys instead: `makeContent(for:...)`.)
public protocol KeylessCategory {
    /// The identifiers of the app's categories: the generated `CategoryID`.
    associatedtype CategoryID: RawRepresentable where CategoryID.RawValue == String
    /// The category's identifier.
    static var id: CategoryID { get }
}

extension KeylessCategory {
    #if canImport(UserNotifications) && !os(tvOS)
    /// New content for a local notification of this category: `categoryIdentifier` is set, so its actions
    /// show.
    public static func makeContent(
        title: String = "", subtitle: String = "", body: String = "", threadID: String = ""
    ) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = id.rawValue
        content.title = title
        content.subtitle = subtitle
        content.body = body
        content.threadIdentifier = threadID
        return content
    }
    #endif
}
