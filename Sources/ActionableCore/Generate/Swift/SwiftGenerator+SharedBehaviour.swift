/// What every category type shares, written once per file: the protocol `CategoryResponse` and its default
/// implementation, and the helpers category types call. A category type then holds only its data and names,
/// which keeps the file about as cheap to build as registration written by hand.
extension SwiftGenerator {
    /// The action identifier the system sends when the user opens a notification (`UNNotificationDefaultActionIdentifier`).
    static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The action identifier the system sends when the user dismisses a notification of a category with
    /// `customDismissAction` (`UNNotificationDismissActionIdentifier`).
    static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
    /// The expression that reads the text of a text-input response named `response`.
    static let userTextOfResponse = "(response as? UNTextInputNotificationResponse)?.userText"

    /// Prints the app's protocols and shared helpers, inside the namespace: `CategoryResponse`, the system's
    /// action identifiers, and `NoAction` when some category has no action.
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

            /// The text of a text-input response; `""` when the system sent none.
            fileprivate static func text(_ userText: String?) -> String {
                userText ?? ""
            }

            /// Whether `actionIdentifier` is the system's when the user opens a notification
            /// (`UNNotificationDefaultActionIdentifier`).
            /// Never inlined: every category's `Response` calls it.
            @inline(never) fileprivate static func isDefaultAction(_ actionIdentifier: String) -> Bool {
                actionIdentifier == \(SwiftLiteral.string(Self.defaultActionIdentifier))
            }

            /// Whether `actionIdentifier` is the system's when the user dismisses a notification of a category with
            /// `customDismissAction` (`UNNotificationDismissActionIdentifier`). Never inlined, as `isDefaultAction(_:)`.
            @inline(never) fileprivate static func isDismissAction(_ actionIdentifier: String) -> Bool {
                actionIdentifier == \(SwiftLiteral.string(Self.dismissActionIdentifier))
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
    /// exists: decoding a `UNNotificationResponse`, and `makeContent`.
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

            nonisolated extension \(namespaceName) {
                /// New content for a local notification of the category `id`.
                fileprivate static func makeContent(
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
