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

    /// Prints the protocols, inside the namespace; `CategoryAction` only when some action exists.
    func sharedProtocols(_ p: inout CodePrinter) {
        if hasActions {
            p.lines(of: """
                /// What every category's `Action` enum has: its raw value and its `Codable` form are the action's identifier.
                /// (Not `RawRepresentable`: the standard library's `==` for raw-representable types would replace the enum's own.)
                \(access)protocol CategoryAction: CaseIterable, Hashable, Sendable, Codable where AllCases == [Self] {
                    /// The identifiers of the actions, in the order of the cases (display order).
                    static var actionIDs: [ActionID] { get }
                }
                """)
            p.line()
        }
        p.lines(of: """
            /// What every category type here has. Content for local notifications (`makeContent`) comes with it.
            \(access)protocol Category {
                /// The category's identifier.
                static var id: CategoryID { get }
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
        if hasActions {
            p.lines(of: """
                nonisolated extension \(namespaceName).CategoryAction {
                    /// The action's identifier among all the app's actions.
                    \(access)var id: \(namespaceName).ActionID { Self.actionIDs[Self.allCases.firstIndex(of: self)!] }

                    /// The action's identifier, as the system sends it.
                    \(access)var rawValue: String { id.rawValue }

                    /// The action whose identifier is `rawValue`, or `nil` when the category has none.
                    \(access)init?(rawValue: String) {
                        guard let id = \(namespaceName).ActionID(rawValue: rawValue), let index = Self.actionIDs.firstIndex(of: id) else { return nil }
                        self = Self.allCases[index]
                    }

                    /// Decodes the action's identifier; another category's action, or any other string, is an error.
                    \(access)init(from decoder: any Decoder) throws {
                        let id = try \(namespaceName).ActionID(from: decoder)
                        guard let index = Self.actionIDs.firstIndex(of: id) else {
                            let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "\\(id.rawValue) is not an action of this category")
                            throw DecodingError.dataCorrupted(context)
                        }
                        self = Self.allCases[index]
                    }

                    /// Encodes the action's identifier.
                    \(access)func encode(to encoder: any Encoder) throws {
                        try id.encode(to: encoder)
                    }
                }
                """)
            p.line()
        }
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
