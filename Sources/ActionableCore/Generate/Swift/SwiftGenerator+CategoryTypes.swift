/// The per-category types in the namespace, and the namespace-wide `Response`: plain values, usable on
/// every platform. What they share (equality, hashing, decoding a `UNNotificationResponse`, an action's raw
/// value and `Codable` form, content for local notifications) is written once, in the protocols of
/// ``sharedProtocols(_:)`` and their ``sharedImplementations(_:)``; each category type holds only its own
/// data and names.
extension SwiftGenerator {
    /// Prints the type of `category`: its identifier, its `Action` enum (exactly its actions, in display order,
    /// so a `switch` over it is exhaustive; its raw value and `Codable` form come from `CategoryAction`) and a
    /// `Response` enum of what a user can do with its notifications, and for a category that declares its
    /// `payload`, a `UserInfo` struct of its custom keys. Members a protocol requires carry no
    /// comment of their own: Quick Help shows the requirement's.
    func categoryType(_ category: Model.Category, actions: [Model.Action], _ p: inout CodePrinter) {
        p.lines(SwiftComment.lines(documentation(of: category)))
        let typeName = SwiftIdentifier.escaped(category.typeName)
        p.block("\(access)enum \(typeName): \(category.payload == nil ? "Category" : "PayloadCategory")") { p in
            p.line("\(access)static var id: CategoryID { .\(SwiftIdentifier.escaped(category.swiftName)) }")
            p.line()
            p.line("/// The category's actions, in display order.")
            if hasActions {
                actionEnum(actions, &p)
            } else {
                emptyActionEnum(&p)
            }
            p.line()
            categoryResponseEnum(category, actions: actions, &p)
            if let keys = category.payload {
                p.line()
                userInfoType(category, keys: keys, &p)
            }
        }
    }

    /// Prints a category's `Action`: one case per action, and their identifiers for `CategoryAction`.
    private func actionEnum(_ actions: [Model.Action], _ p: inout CodePrinter) {
        p.block("\(access)enum Action: CategoryAction") { p in
            let names = actions.map { SwiftIdentifier.escaped($0.swiftName) }
            for (action, name) in zip(actions, names) {
                p.lines(SwiftComment.lines(documentation(of: action)))
                p.line("case \(name)")
            }
            p.line("\(access)static var actionIDs: [ActionID] { [\(names.map { "." + $0 }.joined(separator: ", "))] }")
        }
    }

    /// Prints an `Action` without cases, with the API `CategoryAction` would give it: for definitions with no
    /// action at all, where the file declares no `CategoryAction`.
    private func emptyActionEnum(_ p: inout CodePrinter) {
        p.block("\(access)enum Action: RawRepresentable, CaseIterable, Hashable, Sendable, Codable") { p in
            p.line("\(access)init?(rawValue: String) { nil }")
            p.line("\(access)var rawValue: String { switch self {} }")
        }
    }

    /// Prints the `Response` of one category. The dismiss case exists only for a category with
    /// `customDismissAction`, since the system sends the dismiss action to no other.
    private func categoryResponseEnum(_ category: Model.Category, actions: [Model.Action], _ p: inout CodePrinter) {
        let dismisses = category.options.contains(.customDismissAction)
        p.line("/// What the user did with a notification of this category.")
        p.block("\(access)enum Response: CategoryResponse") { p in
            p.line("/// The user opened the notification (the system's default action).")
            p.line("case opened")
            if dismisses {
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
            p.line("\(access)static var categoryID: CategoryID { id }")
            p.line()
            p.block("\(access)init(actionIdentifier: String, userText: String?)") { p in
                // A switch over `Action`, not over strings: string patterns cost every app build far more code.
                // Statements and helper calls rather than a chain of `?:` and `==`, which take the type checker far longer.
                if !actions.isEmpty {
                    p.line("switch Action(rawValue: actionIdentifier) {")
                    for action in actions {
                        let name = SwiftIdentifier.escaped(action.swiftName)
                        let value = action.textInput != nil ? ".\(name)(userText: userText ?? \"\")" : ".\(name)"
                        p.line("case .\(name)?: self = \(value); return")
                    }
                    p.line("case nil: break")
                    p.line("}")
                }
                p.line("if Self.isDefaultAction(actionIdentifier) {")
                p.line("    self = .opened")
                if dismisses {
                    p.line("} else if Self.isDismissAction(actionIdentifier) {")
                    p.line("    self = .dismissed")
                }
                p.line("} else {")
                p.line("    self = .unknown(actionIdentifier: actionIdentifier)")
                p.line("}")
            }
            p.line()
            p.block("\(access)var actionIdentifier: String") { p in
                p.line("switch self {")
                p.line("case .opened: \(SwiftLiteral.string(Self.defaultActionIdentifier))")
                if dismisses { p.line("case .dismissed: \(SwiftLiteral.string(Self.dismissActionIdentifier))") }
                for action in actions {
                    let name = SwiftIdentifier.escaped(action.swiftName)
                    p.line("case .\(name): \(SwiftLiteral.string(action.identifier))")
                }
                p.line("case .unknown(let actionIdentifier): actionIdentifier")
                p.line("}")
            }
            let textInputs = actions.filter { $0.textInput != nil }.map { SwiftIdentifier.escaped($0.swiftName) }
            if !textInputs.isEmpty {
                p.line()
                p.block("\(access)var userText: String?") { p in
                    p.line("switch self {")
                    p.line("case \(textInputs.map { ".\($0)(let text)" }.joined(separator: ", ")): text")
                    p.line("default: nil")
                    p.line("}")
                }
            }
        }
    }

    /// Prints the namespace-wide `Response`: one case per category, wrapping that category's `Response`.
    func responseEnum(_ catalog: Model, _ p: inout CodePrinter) {
        p.line("/// What the user did with any of the app's notifications, by category. Two responses are equal when the")
        p.line("/// system sent the same identifiers and text for them.")
        p.block("\(access)enum Response: Hashable, Sendable") { p in
            p.forEach(catalog.categories) { category, p in
                p.lines(SwiftComment.lines(documentation(of: category)))
                let type = SwiftIdentifier.escaped(category.typeName)
                p.line("case \(SwiftIdentifier.escaped(category.swiftName))(\(type).Response)")
            }
            p.line("/// A notification whose category this build of the app does not define, with what the system sent.")
            p.line("case unknown(categoryIdentifier: String, actionIdentifier: String, userText: String?)")
            p.line()
            p.line("/// The response to a notification of the category `categoryIdentifier`; `userText` is the text of a text-input response.")
            p.block("\(access)init(categoryIdentifier: String, actionIdentifier: String, userText: String?)") { p in
                let unknown = "self = .unknown(categoryIdentifier: categoryIdentifier, actionIdentifier: actionIdentifier, userText: userText)"
                guard !catalog.categories.isEmpty else { return p.line(unknown) }
                p.line("switch CategoryID(rawValue: categoryIdentifier) {")
                p.forEach(catalog.categories) { category, p in
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    let type = SwiftIdentifier.escaped(category.typeName)
                    p.line("case .\(name)?: self = .\(name)(\(type).Response(actionIdentifier: actionIdentifier, userText: userText))")
                }
                p.line("case nil: \(unknown)")
                p.line("}")
            }
            p.line()
            p.line("/// What the system sent: the identifiers of the notification's category and of the action, and the text")
            p.line("/// of a text-input response.")
            p.block("\(access)var identifiers: (categoryIdentifier: String, actionIdentifier: String, userText: String?)") { p in
                p.line("switch self {")
                p.forEach(catalog.categories) { category, p in
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    p.line("case .\(name)(let response): Self.identifiers(of: response)")
                }
                p.line("case .unknown(let category, let action, let text): (category, action, text)")
                p.line("}")
            }
            p.line()
            if !catalog.categories.isEmpty {
                p.line("/// The identifiers and text of a category's `response`.")
                p.block("private static func identifiers(of response: some CategoryResponse) -> (categoryIdentifier: String, actionIdentifier: String, userText: String?)") { p in
                    p.line("(Swift.type(of: response).categoryID.rawValue, response.actionIdentifier, response.userText)")
                }
                p.line()
            }
            p.line("/// Whether the system sent the same identifiers (compared Unicode scalar by scalar) and text for both.")
            p.block("\(access)static func == (lhs: Response, rhs: Response) -> Bool") { p in
                p.line("let (left, right) = (lhs.identifiers, rhs.identifiers)")
                p.line("return left.categoryIdentifier.unicodeScalars.elementsEqual(right.categoryIdentifier.unicodeScalars)")
                p.line("    && left.actionIdentifier.unicodeScalars.elementsEqual(right.actionIdentifier.unicodeScalars)")
                p.line("    && left.userText == right.userText")
            }
            p.line()
            p.line("/// Hashes what ``==`` compares.")
            p.block("\(access)func hash(into hasher: inout Hasher)") { p in
                p.line("let parts = identifiers")
                p.line("hasher.combine(parts.categoryIdentifier)")
                p.line("hasher.combine(parts.actionIdentifier)")
                p.line("hasher.combine(parts.userText)")
            }
            p.line()
            p.line("#if \(Self.appleCondition)")
            p.line("/// The user's response to any of the app's notifications, typically in")
            p.line("/// `userNotificationCenter(_:didReceive:withCompletionHandler:)`.")
            p.block("\(access)init(_ response: UNNotificationResponse)") { p in
                p.line("self.init(")
                p.line("    categoryIdentifier: response.notification.request.content.categoryIdentifier,")
                p.line("    actionIdentifier: response.actionIdentifier,")
                p.line("    userText: \(Self.userTextOfResponse)")
                p.line(")")
            }
            p.line("#endif")
        }
    }
}
