/// The per-category types in the namespace: plain values, usable on every platform. What they share
/// (decoding a `UNNotificationResponse`, the text of a reply, the system's actions, building content) is
/// `ActionableRuntime`'s protocols and `NotificationSystem`, and the response with typed custom keys is
/// ``userInfoProtocols(_:)``'s; each category type holds only its own cases and names, and
/// equality is what the compiler synthesizes: the same case with equal values.
extension SwiftGenerator {
    /// Prints the type of `category`: its identifier; for an app, its `Action` enum (exactly its actions, in
    /// display order, so a `switch` over it is exhaustive) and its `Response` enum of what a user can do with
    /// its notifications; for a category that declares its `payload`, a `UserInfo` struct of its custom keys
    /// and, for an app, `Received`, its response with those keys. Members a protocol requires carry no comment
    /// of their own: Quick Help shows the requirement's.
    func categoryType(_ category: Model.Category, actions: [Model.Action], _ p: inout CodePrinter) {
        p.documentation(documentation(of: category))
        let typeName = SwiftIdentifier.escaped(category.typeName)
        // A category none of whose keys is required makes local content without them (the runtime's `KeylessCategory`).
        var conformances = category.payload == nil ? [] : ["PayloadCategory"]
        if generatesApp && category.isKeyless {
            conformances.append("ActionableRuntime.KeylessCategory")
        }
        p.block("\(access)enum \(typeName)\(conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))") { p in
            p.line("\(access)static var id: CategoryID { .\(SwiftIdentifier.escaped(category.swiftName)) }")
            if generatesApp {
                p.line()
                if actions.isEmpty {
                    p.line("/// The category has no actions.")
                    p.line("\(access)typealias Action = NoAction")
                } else {
                    actionEnum(actions, &p)
                }
                p.line()
                categoryResponseEnum(category, actions: actions, &p)
            }
            if let keys = category.payload {
                p.line()
                userInfoType(category, keys: keys, &p)
                if generatesApp {
                    p.line()
                    p.line("/// What the user did with a notification of this category, with the notification's custom keys.")
                    p.line("\(access)typealias Received = ReceivedResponse<\(typeName)>")
                }
            }
        }
    }

    /// Prints a category's `Action`: one case per action, whose raw value is its identifier.
    private func actionEnum(_ actions: [Model.Action], _ p: inout CodePrinter) {
        p.line("/// The category's actions, in display order.")
        identifierEnum("Action", conformances: "CaseIterable, Sendable", cases: actions.map { action in
            (action.swiftName, action.identifier, documentation(of: action))
        }, &p) { p in
            p.line("/// The action's identifier among all the app's actions.")
            // Every case's raw value is the identifier of a case of `ActionID`.
            p.line("\(access)var id: ActionID { ActionID(rawValue: rawValue)! }")
        }
    }

    /// Prints the `Response` of one category. The dismiss case exists only for a category with
    /// `customDismissAction`, since the system sends the dismiss action to no other.
    private func categoryResponseEnum(_ category: Model.Category, actions: [Model.Action], _ p: inout CodePrinter) {
        let dismisses = category.options.contains(.customDismissAction)
        p.line("/// What the user did with a notification of this category.")
        p.block("\(access)enum Response: ActionableRuntime.CategoryResponse, Equatable, Sendable") { p in
            p.line("case opened")
            if dismisses {
                p.line("/// The user dismissed the notification (the system's dismiss action, sent because the category has")
                p.line("/// `customDismissAction`).")
                p.line("case dismissed")
            }
            for action in actions {
                p.documentation(documentation(of: action))
                let name = SwiftIdentifier.escaped(action.swiftName)
                if action.textInput != nil {
                    p.line("///")
                    p.line("/// `userText` is the text the user sent.")
                    p.line("case \(name)(userText: String)")
                } else {
                    p.line("case \(name)")
                }
            }
            p.line("case unknown(actionIdentifier: String)")
            p.line()
            p.line("\(access)static var category: CategoryID { id }")
            p.line()
            responseInitializer(actions, dismisses: dismisses, &p)
        }
    }

    /// Prints `Response.init(actionIdentifier:userText:)`: a switch over the app's `ActionID` (one shared
    /// lookup of the string, then a jump), and the system's actions after it.
    private func responseInitializer(_ actions: [Model.Action], dismisses: Bool, _ p: inout CodePrinter) {
        // The response to one of the system's actions, or `unknown`.
        let system = "self = \(namespaceName).NotificationSystem.systemResponse("
        let arguments = ["to: actionIdentifier"] + (dismisses ? ["dismissed: .dismissed"] : [])
        p.block("\(access)init(actionIdentifier: String, userText: String?)") { p in
            guard !actions.isEmpty else { return p.filled(system, arguments, ")") }
            p.line("switch ActionID(rawValue: actionIdentifier) {")
            for action in actions {
                let name = SwiftIdentifier.escaped(action.swiftName)
                p.headed("case .\(name)?:", "self = .\(name)\(action.textInput != nil ? "(userText: \(namespaceName).NotificationSystem.text(userText))" : "")")
            }
            p.headed("default:", call: system, arguments, ")")
            p.line("}")
        }
    }

    /// Prints the namespace-wide `Response`: one case per category, with that category's `Response` (the
    /// action), the notification's context and, where the category declares custom keys, its typed keys; a
    /// notification without a category (with push kinds: the `Push` it was); and an unknown category.
    func responseEnum(_ catalog: Model, _ p: inout CodePrinter) {
        p.line("/// What the user did with any of the app's notifications, by category, with the notification's context: equal when")
        p.line("/// they are the same case with equal values. (`init(_:)` reads a `UNNotificationResponse`.)")
        p.block("\(access)enum Response: ActionableRuntime.NotificationResponse, Equatable, Sendable") { p in
            p.forEach(catalog.categories) { category, p in
                p.documentation(documentation(of: category))
                let type = SwiftIdentifier.escaped(category.typeName)
                let keys = category.payload == nil ? [] : ["userInfo: Swift.Result<\(type).UserInfo, UserInfoError>"]
                p.list("case \(SwiftIdentifier.escaped(category.swiftName))(", ["\(type).Response", "context: NotificationContext"] + keys, ")")
            }
            if hasPushes {
                p.line("/// The user opened a notification that names no category: the push it was, its kind typed.")
                p.line("case push(Push, context: NotificationContext)")
            }
            p.documentation("A notification whose category this build of the app does not define\(hasPushes ? "" : " (or that names none)"), with what the system sent.")
            p.filled("case unknown(", [
                "categoryIdentifier: String", "actionIdentifier: String", "userText: String?", "context: NotificationContext",
            ], ")")
            p.line()
            p.block("\(access)init(actionIdentifier: String, userText: String? = nil, context: NotificationContext)") { p in
                p.line("switch context.category {")
                p.forEach(catalog.categories) { category, p in
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    let type = SwiftIdentifier.escaped(category.typeName)
                    let keys = category.payload == nil ? [] : ["userInfo: \(type).UserInfo.decoding(context.valuesAsUserInfo)"]
                    let items = [".init(actionIdentifier: actionIdentifier, userText: userText)", "context: context"] + keys
                    let assignment = CodePrinter.wrapped("self = .\(name)(", items, ")", column: p.column + 4)
                    if assignment.utf8.contains(UInt8(ascii: "\n")) {
                        p.line("case .\(name)?:")
                        p.indented { p in p.lines(of: assignment) }
                    } else {
                        p.headed("case .\(name)?:", assignment)
                    }
                }
                if hasPushes {
                    p.line("case nil where context.categoryIdentifier.isEmpty:")
                    p.line("    self = .push(Push(userInfo: context.valuesAsUserInfo), context: context)")
                }
                p.line("case nil: self = .unknownCategory(actionIdentifier: actionIdentifier, userText: userText, context: context)")
                p.line("}")
            }
            p.line()
            p.block("\(access)var context: NotificationContext") { p in
                p.line("switch self {")
                var patterns = catalog.categories.map { ".\(SwiftIdentifier.escaped($0.swiftName))(_, let context\($0.payload == nil ? "" : ", _"))" }
                if hasPushes { patterns.append(".push(_, let context)") }
                patterns.append(".unknown(_, _, _, let context)")
                for pattern in patterns { p.line("case \(pattern): context") }
                p.line("}")
            }
        }
    }
}
