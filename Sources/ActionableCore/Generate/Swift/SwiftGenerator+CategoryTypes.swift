/// The per-category types in the namespace, and the namespace-wide `Response`: plain values, usable on
/// every platform.
extension SwiftGenerator {
    /// Prints the type of `category`: its identifier, an `Action` enum of exactly its actions in display
    /// order, and a `Response` enum of what a user can do with its notifications.
    func categoryType(_ category: Catalog.Category, actions: [Catalog.Action], _ p: inout CodePrinter) {
        p.lines(SwiftComment.lines(documentation(of: category)))
        p.block("\(access)enum \(SwiftIdentifier.escaped(category.typeName))") { p in
            p.line("/// The category's identifier.")
            p.line("\(access)static let id: CategoryID = .\(SwiftIdentifier.escaped(category.swiftName))")
            p.line()
            p.line("/// The category's actions, in display order.")
            identifierEnum("Action", cases: actions.map { ($0.swiftName, $0.identifier, documentation(of: $0)) }, &p)
            p.line()
            categoryResponseEnum(category, actions: actions, &p)
            p.line()
            contentFactory(&p)
        }
    }

    /// Prints the `Response` of one category. The dismiss case exists only for a category with
    /// `customDismissAction`, since the system sends the dismiss action to no other.
    private func categoryResponseEnum(_ category: Catalog.Category, actions: [Catalog.Action], _ p: inout CodePrinter) {
        p.line("/// What the user did with a notification of this category.")
        p.block("\(access)enum Response: Hashable, Sendable") { p in
            p.line("/// The user opened the notification (the system's default action).")
            p.line("case opened")
            if category.options.contains(.customDismissAction) {
                p.line("/// The user dismissed the notification (the system's dismiss action, sent because the category has `customDismissAction`).")
                p.line("case dismissed")
            }
            for action in actions {
                p.lines(SwiftComment.lines(documentation(of: action)))
                let name = SwiftIdentifier.escaped(action.swiftName)
                if action.textInput != nil {
                    p.line("///")
                    p.line("/// `userText` is the text the user sent.")
                    p.line("case \(name)(userText: String)")
                } else {
                    p.line("case \(name)")
                }
            }
            p.line("/// An action this build of the app does not define for the category, with the identifier the system sent.")
            p.line("case unknown(actionIdentifier: String)")
            p.line()
            categoryResponseDecoding(category, actions: actions, &p)
        }
    }

    /// Prints the namespace-wide `Response`: one case per category, wrapping that category's `Response`.
    func responseEnum(_ catalog: Catalog, _ p: inout CodePrinter) {
        p.line("/// What the user did with any of the app's notifications, by category.")
        p.block("\(access)enum Response: Hashable, Sendable") { p in
            p.forEach(catalog.categories) { category, p in
                p.lines(SwiftComment.lines(documentation(of: category)))
                let type = SwiftIdentifier.escaped(category.typeName)
                p.line("case \(SwiftIdentifier.escaped(category.swiftName))(\(type).Response)")
            }
            p.line("/// A notification whose category this build of the app does not define, with what the system sent.")
            p.line("case unknown(categoryIdentifier: String, actionIdentifier: String, userText: String?)")
            p.line()
            responseDecoding(catalog, &p)
        }
    }
}
