/// What every category type shares, written once per file: the protocols `Category` and `CategoryResponse`
/// in the namespace, and their default implementations. A category type then holds only its data and
/// names, which keeps the file about as cheap to compile as registration written by hand.
extension SwiftGenerator {
    /// The action identifier the system sends when the user opens a notification (`UNNotificationDefaultActionIdentifier`).
    static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    /// The action identifier the system sends when the user dismisses a notification of a category with
    /// `customDismissAction` (`UNNotificationDismissActionIdentifier`).
    static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
    /// The expression that reads the text of a text-input response named `response`.
    static let userTextOfResponse = "(response as? UNTextInputNotificationResponse)?.userText"

    /// Prints the protocols and the generic action type, inside the namespace. Without any action, `ActionID`
    /// has no value, and reading one's raw value would be code Swift warns can never run.
    func sharedProtocols(hasActions: Bool, _ p: inout CodePrinter) {
        let rawValue = hasActions ? "id.rawValue" : "switch id {}"
        p.lines(of: """
            /// What every category type here has. Content for local notifications (`makeContent`) comes with it.
            \(access)protocol Category {
                /// The category's identifier.
                static var id: CategoryID { get }
                /// The identifiers of the category's actions, in display order.
                static var actionIDs: [ActionID] { get }
            }

            /// An action of the category `Owner`: each category's `Action`, with one static member per action (`.acceptAction`),
            /// and `allCases` in display order. Its raw value and its `Codable` form are the action's identifier.
            \(access)struct CategoryAction<Owner: Category>: RawRepresentable, CaseIterable, Hashable, Sendable, Codable {
                /// The action's identifier among all the app's actions.
                \(access)let id: ActionID

                /// The action `id`, which must be one of `Owner.actionIDs`.
                init(_ id: ActionID) { self.id = id }

                /// The action of `Owner` whose identifier is `rawValue`, or `nil` when `Owner` has none.
                \(access)init?(rawValue: String) {
                    guard let id = ActionID(rawValue: rawValue), Owner.actionIDs.contains(id) else { return nil }
                    self.id = id
                }

                /// The action's identifier, as the system sends it.
                \(access)var rawValue: String { \(rawValue) }

                /// The category's actions, in display order.
                \(access)static var allCases: [CategoryAction] {
                    var actions: [CategoryAction] = []
                    for id in Owner.actionIDs { actions.append(CategoryAction(id)) }
                    return actions
                }
            }

            /// What every category's `Response` has. Two responses are equal when the system sent the same action
            /// identifier (compared Unicode scalar by scalar) and the same text for them.
            \(access)protocol CategoryResponse: Hashable, Sendable {
                /// The identifier of the category whose responses these are.
                static var categoryID: CategoryID { get }
                /// The identifier of the action, as the system sends it.
                var actionIdentifier: String { get }
                /// The text the user sent with a text-input action; `nil` for any other response.
                var userText: String? { get }
                /// The response that `actionIdentifier` names; `userText` is the text of a text-input response.
                init(actionIdentifier: String, userText: String?)
            }
            """)
    }

    /// Prints the default implementations of the protocols, after the namespace: equality, hashing and the
    /// system's action identifiers everywhere; decoding a `UNNotificationResponse` and `makeContent` where
    /// UserNotifications exists.
    func sharedImplementations(_ p: inout CodePrinter) {
        p.lines(of: """
            nonisolated extension \(namespaceName).CategoryResponse {
                /// Whether `actionIdentifier` is the system's when the user opens the notification (`UNNotificationDefaultActionIdentifier`).
                fileprivate static func isDefaultAction(_ actionIdentifier: String) -> Bool {
                    actionIdentifier == \(SwiftLiteral.string(Self.defaultActionIdentifier))
                }

                /// Whether `actionIdentifier` is the system's when the user dismisses the notification of a category with
                /// `customDismissAction` (`UNNotificationDismissActionIdentifier`).
                fileprivate static func isDismissAction(_ actionIdentifier: String) -> Bool {
                    actionIdentifier == \(SwiftLiteral.string(Self.dismissActionIdentifier))
                }

                /// `nil`: the category has no text-input action.
                \(access)var userText: String? { nil }

                /// Whether the system sent the same action identifier (compared Unicode scalar by scalar) and text for both.
                \(access)static func == (lhs: Self, rhs: Self) -> Bool {
                    lhs.actionIdentifier.unicodeScalars.elementsEqual(rhs.actionIdentifier.unicodeScalars) && lhs.userText == rhs.userText
                }

                /// Hashes what `==` compares.
                \(access)func hash(into hasher: inout Hasher) {
                    hasher.combine(actionIdentifier)
                    hasher.combine(userText)
                }
            }

            #if \(Self.appleCondition)
            nonisolated extension \(namespaceName).CategoryResponse {
                /// The user's response, or `nil` when `response` is to a notification of another category.
                \(access)init?(_ response: UNNotificationResponse) {
                    guard response.notification.request.content.categoryIdentifier.unicodeScalars.elementsEqual(Self.categoryID.rawValue.unicodeScalars) else {
                        return nil
                    }
                    self.init(actionIdentifier: response.actionIdentifier, userText: \(Self.userTextOfResponse))
                }
            }

            nonisolated extension \(namespaceName).Category {
                /// New content for a local notification of this category: `categoryIdentifier` is set, so its actions show.
                \(access)static func makeContent(
                    title: String = "", subtitle: String = "", body: String = "", threadIdentifier: String = ""
                ) -> UNMutableNotificationContent {
                    let content = UNMutableNotificationContent()
                    content.categoryIdentifier = id.rawValue
                    content.title = title
                    content.subtitle = subtitle
                    content.body = body
                    content.threadIdentifier = threadIdentifier
                    return content
                }
            }
            #endif
            """)
    }
}
