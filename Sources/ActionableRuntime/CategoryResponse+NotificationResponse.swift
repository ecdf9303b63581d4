#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

extension CategoryResponse
where CategoryID: RawRepresentable, CategoryID.RawValue == String {
    #if canImport(UserNotifications) && !os(tvOS)
    /// The user's response, or `nil` when `response` is to a notification of another category.
    public init?(_ response: UNNotificationResponse) {
        let identifier = response.notification.request.content.categoryIdentifier
        guard identifier.unicodeScalars.elementsEqual(Self.category.rawValue.unicodeScalars) else { return nil }
        self.init(
            actionIdentifier: response.actionIdentifier,
            userText: (response as? UNTextInputNotificationResponse)?.userText)
    }
    #endif
}
