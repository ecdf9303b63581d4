/// What every category type shares, written once per file: the protocols `Category`, `CategoryResponse` and
/// `UntypedContentCategory` in the namespace, and their default implementations. A category type then holds
/// only its data and names, which keeps the file about as cheap to build as registration written by hand.
extension SwiftGenerator {
    /// The action identifier the system sends when the user opens a notification (`UNNotificationDefaultActionIdentifier`).
    static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The action identifier the system sends when the user dismisses a notification of a category with
    /// `customDismissAction` (`UNNotificationDismissActionIdentifier`).
    static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
    /// The expression that reads the text of a text-input response named `response`.
    static let userTextOfResponse = "(response as? UNTextInputNotificationResponse)?.userText"

    /// Prints the protocols, inside the namespace: `Category` always, the app's protocols with the app part,
    /// and `NoAction` when some category has no action.
    func sharedProtocols(_ catalog: Model, _ p: inout CodePrinter) {
        p.lines(of: """
            /// What every category type here has.
            \(access)protocol Category {
                /// The category's identifier.
                static var id: CategoryID { get }
            }
            """)
        guard generatesApp else { return }
        p.line()
        p.lines(of: """
            /// What every category's `Response` has.
            \(access)protocol CategoryResponse: Hashable, Sendable {
                /// The identifier of the category whose notifications these respond to.
                static var category: CategoryID { get }
                /// The identifier of the action, as the system sends it.
                var actionIdentifier: String { get }
                /// The text the user sent with a text-input action; `nil` for any other response.
                var userText: String? { get }
                /// The response that `actionIdentifier` names; `userText` is the text of a text-input response.
                init(actionIdentifier: String, userText: String?)
            }

            /// A category none of whose custom keys is required, so that content for a local notification of it needs
            /// none: `makeContent(title:subtitle:body:threadID:)`.
            \(access)protocol UntypedContentCategory: Category {}
            """)
        if catalog.categories.contains(where: \.actions.isEmpty) {
            p.line()
            p.lines(of: """
                /// The `Action` of a category without actions: it has no case.
                \(access)enum NoAction: CaseIterable, Sendable {
                    /// The action's identifier among all the app's actions.
                    \(access)var id: ActionID { switch self {} }
                }
                """)
        }
    }

    /// Prints the default implementations of the app's protocols, after the namespace: the text of a reply
    /// everywhere; decoding a `UNNotificationResponse` and `makeContent` where UserNotifications exists.
    func sharedImplementations(_ p: inout CodePrinter) {
        guard generatesApp else { return }
        p.lines(of: """
            nonisolated extension \(namespaceName).CategoryResponse {
                /// `nil`: the category has no text-input action.
                \(access)var userText: String? { nil }
            }

            #if \(Self.appleCondition)
            nonisolated extension \(namespaceName).CategoryResponse {
                /// The user's response, or `nil` when `response` is to a notification of another category.
                \(access)init?(_ response: UNNotificationResponse) {
                    guard response.notification.request.content.categoryIdentifier.unicodeScalars.elementsEqual(Self.category.rawValue.unicodeScalars) else {
                        return nil
                    }
                    self.init(actionIdentifier: response.actionIdentifier, userText: \(Self.userTextOfResponse))
                }
            }

            nonisolated extension \(namespaceName).UntypedContentCategory {
                /// New content for a local notification of this category: `categoryIdentifier` is set, so its actions show.
                \(access)static func makeContent(
                    title: String = "", subtitle: String = "", body: String = "", threadID: String = ""
                ) -> UNMutableNotificationContent {
                    \(namespaceName).makeContent(id, title: title, subtitle: subtitle, body: body, threadID: threadID)
                }
            }

            nonisolated extension \(namespaceName) {
                /// New content for a local notification of the category `id`.
                static func makeContent(
                    _ id: CategoryID, title: String, subtitle: String, body: String, threadID: String
                ) -> UNMutableNotificationContent {
                    let content = UNMutableNotificationContent()
                    content.categoryIdentifier = id.rawValue
                    content.title = title
                    content.subtitle = subtitle
                    content.body = body
                    content.threadIdentifier = threadID
                    return content
                }
            }
            #endif
            """)
    }
}
