/// What every category type shares, written once per file: the protocol `CategoryResponse` and its default
/// implementation, and the helpers category types call. A category type then holds only its data and names,
/// which keeps the file about as cheap to build as registration written by hand.
extension SwiftGenerator {
    /// The expression that reads the text of a text-input response named `response`.
    static let userTextOfResponse = "(response as? UNTextInputNotificationResponse)?.userText"

    /// Prints the app's protocols, inside the namespace: `CategoryResponse`, and `NoAction` when some category has
    /// no action. (What responses share, such as the system's action identifiers, is `ActionableRuntime`'s
    /// `NotificationSystem`.)
    func sharedProtocols(_ catalog: Model, _ p: inout CodePrinter) {
        guard generatesApp else { return }
        p.lines(of: """
            /// What every category's `Response` has. (Each is also `Equatable` and `Sendable`: the same case with equal
            /// values is the same response.)
            \(access)protocol CategoryResponse {
                /// The identifier of the category whose notifications these respond to.
                static var category: CategoryID { get }
                /// The response that `actionIdentifier` names; `userText` is the text of a text-input response.
                init(actionIdentifier: String, userText: String?)
            }
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

    /// Prints the default implementations of the app's protocols, after the namespace, where UserNotifications
    /// exists: decoding a `UNNotificationResponse`.
    func sharedImplementations(_ p: inout CodePrinter) {
        guard generatesApp else { return }
        p.lines(of: """
            #if \(Self.appleCondition)
            nonisolated extension \(namespaceName).CategoryResponse {
                /// The user's response, or `nil` when `response` is to a notification of another category.
                \(access)init?(_ response: UNNotificationResponse) {
                    let identifier = response.notification.request.content.categoryIdentifier
                    guard identifier.unicodeScalars.elementsEqual(Self.category.rawValue.unicodeScalars) else { return nil }
                    self.init(
                        actionIdentifier: response.actionIdentifier,
                        userText: \(Self.userTextOfResponse))
                }
            }
            #endif
            """)
    }
}
