#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// What every category's generated `Response` has (`NotificationCategories.CategoryResponse`). Each is also
/// `Equatable` and `Sendable`: the same case with equal values is the same response.
public protocol CategoryResponse {
    /// The identifiers of the app's categories: the generated `CategoryID`.
    associatedtype CategoryID: RawRepresentable where CategoryID.RawValue == String
    /// The identifier of the category whose notifications these respond to.
    static var category: CategoryID { get }
    /// The response that `actionIdentifier` names; `userText` is the text of a text-input response.
    init(actionIdentifier: String, userText: String?)
    /// The user opened the notification (the system's default action).
    static var opened: Self { get }
    /// An action this build of the app does not define for the category, with the identifier the system sent.
    static func unknown(actionIdentifier: String) -> Self
}

extension CategoryResponse {
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
