#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// What the user did with a notification of a category that declares custom keys (its `Received`), the
/// notification's context and its keys: the action always, even when a key is not what the category declares,
/// so that no tap is lost. A generated file names it `NotificationCategories.ReceivedResponse`.
public struct ReceivedResponse<CategoryType: ReceivingCategory>: Equatable, Sendable {
    /// What the user did.
    public var response: CategoryType.Response
    /// The notification the response answers.
    public var context: NotificationContext<CategoryType.CategoryID>
    /// The notification's custom keys, typed, or why they are not what the category declares.
    public var userInfo: Result<CategoryType.UserInfo, UserInfoError<CategoryType.UserInfo.Schema>>

    /// A response with its context and custom keys.
    public init(
        response: CategoryType.Response,
        context: NotificationContext<CategoryType.CategoryID>,
        userInfo: Result<CategoryType.UserInfo, UserInfoError<CategoryType.UserInfo.Schema>>
    ) {
        self.response = response
        self.context = context
        self.userInfo = userInfo
    }

    /// The response that `actionIdentifier` names (`userText` is the text of a text-input response) to the
    /// notification `context` describes, with the keys read from it. Tests build responses with it.
    public init(
        actionIdentifier: String,
        userText: String? = nil,
        context: NotificationContext<CategoryType.CategoryID>
    ) {
        self.init(
            response: CategoryType.Response(actionIdentifier: actionIdentifier, userText: userText),
            context: context,
            userInfo: CategoryType.UserInfo.decoding(context.valuesAsUserInfo))
    }

    /// A response with the keys read (0.3.0's initializer), to a notification whose context has only its
    /// category.
    @available(*, deprecated, renamed: "init(response:context:userInfo:)")
    public init(
        response: CategoryType.Response,
        userInfo: Result<CategoryType.UserInfo, UserInfoError<CategoryType.UserInfo.Schema>>
    ) {
        self.init(
            response: response, context: NotificationContext(categoryIdentifier: CategoryType.id.rawValue),
            userInfo: userInfo)
    }

    /// The response that `actionIdentifier` names with the keys of `userInfo` (0.3.0's initializer).
    @available(*, deprecated, message: "use init(actionIdentifier:userText:context:)")
    public init(
        actionIdentifier: String, userText: String? = nil, userInfo: [AnyHashable: Any]
    ) {
        self.init(
            actionIdentifier: actionIdentifier, userText: userText,
            context: NotificationContext(categoryIdentifier: CategoryType.id.rawValue, userInfo: userInfo))
    }

    #if canImport(UserNotifications) && !os(tvOS)
    /// The user's response with the notification's custom keys (in `userNotificationCenter(_:didReceive:)`);
    /// `nil` when `response` is to a notification of another category.
    public init?(_ response: UNNotificationResponse) {
        guard let action = CategoryType.Response(response) else { return nil }
        let context = NotificationContext<CategoryType.CategoryID>(response.notification)
        let userInfo = CategoryType.UserInfo.decoding(context.valuesAsUserInfo)
        self.init(response: action, context: context, userInfo: userInfo)
    }
    #endif
}
