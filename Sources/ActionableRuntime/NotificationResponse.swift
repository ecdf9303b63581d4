import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// What the user did with any of the app's notifications: a generated file's top-level `Response` conforms,
/// and gets its initializers from a `UNNotificationResponse` and from a category identifier and `userInfo`.
public protocol NotificationResponse {
    /// The identifiers of the app's categories: the generated `CategoryID`.
    associatedtype CategoryID: RawRepresentable where CategoryID.RawValue == String
    /// The notification a response answers.
    typealias Context = NotificationContext<CategoryID>

    /// The response `actionIdentifier` names to the notification `context` describes; `userText` is the text
    /// of a text-input response. Tests build responses with it.
    init(actionIdentifier: String, userText: String?, context: Context)
    /// The notification the response answers.
    var context: Context { get }
    /// A notification whose category this build of the app does not define, with what the system sent.
    static func unknown(
        categoryIdentifier: String, actionIdentifier: String, userText: String?, context: Context
    ) -> Self

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var responseConformance: ActionableRuntime.GeneratedConformance { get }
}

extension NotificationResponse {
    /// The response to a notification of a category this build of the app does not define, which `context`
    /// names.
    @_spi(ActionableGenerated) public static func unknownCategory(
        actionIdentifier: String, userText: String?, context: Context
    ) -> Self {
        unknown(
            categoryIdentifier: context.categoryIdentifier, actionIdentifier: actionIdentifier, userText: userText,
            context: context)
    }

    /// The response to a notification of the category `categoryIdentifier` with `userInfo`; `userText` is the
    /// text of a text-input response. Tests build responses with it.
    public init(
        categoryIdentifier: String,
        actionIdentifier: String,
        userText: String? = nil,
        userInfo: [AnyHashable: Any] = [:]
    ) {
        self.init(
            actionIdentifier: actionIdentifier, userText: userText,
            context: Context(categoryIdentifier: categoryIdentifier, userInfo: userInfo))
    }

    #if canImport(UserNotifications) && !os(tvOS)
    /// The user's response to any of the app's notifications, in `userNotificationCenter(_:didReceive:)`.
    public init(_ response: UNNotificationResponse) {
        self.init(
            actionIdentifier: response.actionIdentifier,
            userText: (response as? UNTextInputNotificationResponse)?.userText,
            context: Context(response.notification))
    }
    #endif
}

extension NotificationResponse {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var responseConformance: ActionableGeneratedConformance {
        .init()
    }
}
