/// The Apple-only members of the category types and `Response` enums: content for local notifications,
/// and decoding a `UNNotificationResponse`. Each is printed inside its type under `#if`.
extension SwiftGenerator {
    /// The expression that reads the text of a text-input response named `response`.
    private static let userTextOfResponse = "(response as? UNTextInputNotificationResponse)?.userText"

    /// Prints, inside a category's `Response`, its initializers from an action identifier and from a
    /// `UNNotificationResponse`. They are members of the enum itself (under `#if`) rather than of an
    /// extension, because only inside the declaration does lookup find the category's `Action` and `id`.
    func categoryResponseDecoding(_ category: Catalog.Category, actions: [Catalog.Action], _ p: inout CodePrinter) {
        p.line("#if \(Self.appleCondition)")
        p.line("/// The response that `actionIdentifier` names; `userText` is the text of a text-input response.")
        p.block("\(access)init(actionIdentifier: String, userText: String?)") { p in
            p.line("switch \(identifierValue("actionIdentifier")) {")
            p.line("case \(identifierValue("UNNotificationDefaultActionIdentifier")): self = .opened")
            if category.options.contains(.customDismissAction) {
                p.line("case \(identifierValue("UNNotificationDismissActionIdentifier")): self = .dismissed")
            }
            for action in actions {
                let name = SwiftIdentifier.escaped(action.swiftName)
                let value = action.textInput != nil ? ".\(name)(userText: userText ?? \"\")" : ".\(name)"
                p.line("case \(identifierValue("Action.\(name).rawValue")): self = \(value)")
            }
            p.line("default: self = .unknown(actionIdentifier: actionIdentifier)")
            p.line("}")
        }
        p.line()
        p.line("/// The user's response, or `nil` when `response` is to a notification of another category.")
        p.block("\(access)init?(_ response: UNNotificationResponse)") { p in
            p.line("guard \(identifierValue("response.notification.request.content.categoryIdentifier")) == \(identifierValue("id.rawValue")) else { return nil }")
            p.line("self.init(actionIdentifier: response.actionIdentifier, userText: \(Self.userTextOfResponse))")
        }
        p.line("#endif")
    }

    /// Prints `makeContent`, so that no category identifier is typed by hand for a local notification.
    func contentFactory(_ p: inout CodePrinter) {
        p.line("#if \(Self.appleCondition)")
        p.line("/// New content for a local notification of this category: `categoryIdentifier` is set, so its actions show.")
        p.line("\(access)static func makeContent(")
        p.indented { p in
            p.line("title: String = \"\", subtitle: String = \"\", body: String = \"\", threadIdentifier: String = \"\"")
        }
        p.block(") -> UNMutableNotificationContent") { p in
            p.line("let content = UNMutableNotificationContent()")
            p.line("content.categoryIdentifier = id.rawValue")
            p.line("content.title = title")
            p.line("content.subtitle = subtitle")
            p.line("content.body = body")
            p.line("content.threadIdentifier = threadIdentifier")
            p.line("return content")
        }
        p.line("#endif")
    }

    /// Prints, inside the namespace-wide `Response`, its initializers, which pick the category's own decoding.
    func responseDecoding(_ catalog: Catalog, _ p: inout CodePrinter) {
        p.line("#if \(Self.appleCondition)")
        p.line("/// The response to a notification of the category `categoryIdentifier`; `userText` is the text of a text-input response.")
        p.block("\(access)init(categoryIdentifier: String, actionIdentifier: String, userText: String?)") { p in
            p.line("switch \(identifierValue("categoryIdentifier")) {")
            p.forEach(catalog.categories) { category, p in
                let name = SwiftIdentifier.escaped(category.swiftName)
                p.line("case \(identifierValue("CategoryID.\(name).rawValue")):")
                p.indented { p in
                    p.line("self = .\(name)(\(SwiftIdentifier.escaped(category.typeName)).Response(actionIdentifier: actionIdentifier, userText: userText))")
                }
            }
            p.line("default:")
            p.indented { p in
                p.line("self = .unknown(categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier, userText: userText)")
            }
            p.line("}")
        }
        p.line()
        p.line("/// The user's response to any of the app's notifications, typically in")
        p.line("/// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.")
        p.block("\(access)init(_ response: UNNotificationResponse)") { p in
            p.line("self.init(")
            p.indented { p in
                p.line("categoryIdentifier: response.notification.request.content.categoryIdentifier,")
                p.line("actionIdentifier: response.actionIdentifier,")
                p.line("userText: \(Self.userTextOfResponse)")
            }
            p.line(")")
        }
        p.line("#endif")
    }
}
