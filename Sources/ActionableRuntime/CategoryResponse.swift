/// What every category's generated `Response` has (`NotificationCategories.CategoryResponse`). Each is also
/// `Equatable` and `Sendable`: the same case with equal values is the same response.
public protocol CategoryResponse {
    /// The identifiers of the app's categories: the generated `CategoryID`, whose raw values are `String`s
    /// (said where it is needed: a constraint here costs each conformance an entry in the app's binary).
    associatedtype CategoryID
    /// The identifier of the category whose notifications these respond to.
    static var category: CategoryID { get }
    /// The response that `actionIdentifier` names; `userText` is the text of a text-input response.
    init(actionIdentifier: String, userText: String?)
    /// The user opened the notification (the system's default action).
    static var opened: Self { get }
    /// An action this build of the app does not define for the category, with the identifier the system sent.
    static func unknown(actionIdentifier: String) -> Self
}
