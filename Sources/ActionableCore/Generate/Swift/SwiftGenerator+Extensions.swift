/// Notification extensions: for each content extension (`contentExtensions:`), a type nested in `ContentExtension`
/// that reads what `UNNotificationContentExtension.didReceive(_:)` receives (one case per category it draws, with the
/// notification's context and its keys typed) and lists those categories; for the service extension, when the
/// definitions mark categories or push kinds `mutableContent`, `ServiceExtensionPush`, which reads what
/// `didReceive(_:withContentHandler:)` receives. Their initializers from a `UNNotification` and a `UNNotificationRequest`
/// are the runtime's (`ContentExtensionNotification`, `ServiceExtensionInput`), so nothing here is gated.
extension SwiftGenerator {
    /// Prints, in the namespace, `ContentExtension` with one type per content extension.
    func contentExtensions(_ catalog: Model, _ p: inout CodePrinter) {
        let categories = Dictionary(catalog.categories.map { (ExactText($0.identifier), $0) }, uniquingKeysWith: { first, _ in first })
        p.documentation("The app's notification content extensions (`contentExtensions:`): what each `didReceive(_:)` receives, typed.")
        p.block("\(access)enum ContentExtension") { p in
            for (index, contentExtension) in catalog.contentExtensions.enumerated() {
                if index > 0 { p.line() }
                contentExtensionType(contentExtension, drawing: contentExtension.categories.compactMap { categories[ExactText($0)] }, &p)
            }
        }
    }

    /// Prints the type of one content extension that draws `categories`.
    private func contentExtensionType(_ contentExtension: Model.ContentExtension, drawing categories: [Model.Category], _ p: inout CodePrinter) {
        let ns = namespaceName
        let context = "\(ns).NotificationContext"
        p.documentation(
            (contentExtension.description.map { $0 + " " } ?? "")
                + "What the notification content extension \(DiagnosticText.quoted(contentExtension.identifier)) receives: "
                + "`\(SwiftIdentifier.escaped(contentExtension.typeName))(notification)` in `didReceive(_:)`. "
                + "Initial content size ratio: \(contentExtension.initialContentSizeRatio).")
        p.block("\(access)enum \(SwiftIdentifier.escaped(contentExtension.typeName)): ActionableRuntime.ContentExtensionNotification, Hashable, Sendable") { p in
            p.line("/// The categories it draws, as its Info.plist lists them (`UNNotificationExtensionCategory`).")
            identifierEnum(
                "Category", conformances: "CaseIterable, Sendable",
                cases: categories.map { ($0.swiftName, $0.identifier, documentation(of: $0)) }, &p
            ) { p in
                p.line("/// The category's identifier among all the app's categories.")
                p.block("\(access)var id: \(ns).CategoryID") { p in p.line("\(ns).CategoryID(rawValue: rawValue)!") }
            }
            p.line()
            for category in categories {
                p.documentation(documentation(of: category))
                let name = SwiftIdentifier.escaped(category.swiftName)
                if category.payload == nil {
                    p.line("case \(name)(context: \(context))")
                } else {
                    let type = "\(ns).\(SwiftIdentifier.escaped(category.typeName))"
                    p.list("case \(name)(", ["context: \(context)", userInfoResult(type, label: "userInfo: ", column: p.column + 4)], ")")
                }
            }
            p.documentation("A notification of a category the extension does not draw (its Info.plist lists one the definitions do not give it).")
            p.line("case unknown(context: \(context))")
            p.line()
            p.block("\(access)init(context: \(context))") { p in
                p.line("switch context.category {")
                for category in categories {
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    if category.payload == nil {
                        p.headed("case .\(name)?:", "self = .\(name)(context: context)")
                    } else {
                        let type = "\(ns).\(SwiftIdentifier.escaped(category.typeName))"
                        p.headed("case .\(name)?:", call: "self = .\(name)(", ["context: context", "userInfo: \(type).UserInfo.decoding(context.valuesAsUserInfo)"], ")")
                    }
                }
                p.line("default: self = .unknown(context: context)")
                p.line("}")
            }
            p.line()
            p.line("/// The notification.")
            p.block("\(access)var context: \(context)") { p in
                p.line("switch self {")
                for category in categories {
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    p.line("case .\(name)(let context\(category.payload == nil ? "" : ", _")): context")
                }
                p.line("case .unknown(let context): context")
                p.line("}")
            }
        }
    }

    /// Prints, in the namespace, `ServiceExtensionPush`: one case per push kind marked `mutableContent`, the marked
    /// categories in `category(_:)`, and `unknown`.
    func serviceExtensionPush(_ catalog: Model, _ p: inout CodePrinter) {
        let ns = namespaceName
        let kinds = catalog.pushes.filter(\.mutableContent)
        let categories = catalog.categories.filter(\.mutableContent)
        p.lines(of: """
            /// What the notification service extension receives in `didReceive(_:withContentHandler:)`, typed:
            /// `ServiceExtensionPush(request)`. The definitions mark these categories and push kinds `mutableContent`, so
            /// their pushes carry `mutable-content` and reach the extension; any other push that does is `unknown`.
            """)
        p.block("\(access)enum ServiceExtensionPush: ActionableRuntime.ServiceExtensionInput, Hashable, Sendable") { p in
            for kind in kinds {
                p.documentation(documentation(of: kind))
                p.line("case \(SwiftIdentifier.escaped(kind.swiftName))(\(ns).Push.\(SwiftIdentifier.escaped(kind.typeName)))")
            }
            if !categories.isEmpty {
                p.line("/// A notification of a category marked `mutableContent`, with its custom keys typed.")
                p.line("case category(MutableContentCategory)")
            }
            if hasPushes {
                p.lines(of: """
                    /// A push the definitions do not mark `mutableContent`, or whose required keys are not what its kind declares
                    /// (`error`): its JSON, as delivered (`aps` included).
                    """)
                p.list("case unknown(", ["payload: [String: \(ns).PayloadValue]", "error: \(ns).UserInfoError?"], ")")
            } else {
                p.line("/// A push the definitions do not mark `mutableContent`: its JSON, as delivered (`aps` included).")
                p.line("case unknown(payload: [String: \(ns).PayloadValue])")
            }
            let unknown = hasPushes ? "self = .unknown(payload: payload, error: nil)" : "self = .unknown(payload: payload)"
            p.line()
            p.lines(of: """
                /// Reads a push as the app reads it (`Push`): a notification of the category `aps.category` names, else the
                /// first kind that recognises it.
                """)
            p.block("\(access)init(userInfo: [AnyHashable: Any])") { p in
                // Each value is converted once: what the category's keys and the push kinds read is `values`, which
                // holds them read already (and a refused key's refusal).
                if kinds.isEmpty && categories.allSatisfy({ $0.payload == nil }) {
                    p.line("let payload = \(ns).PayloadValue.members(of: userInfo)")
                } else {
                    p.line("var refused: [String: \(ns).PayloadValue] = [:]")
                    p.line("let payload = \(ns).PayloadValue.members(of: userInfo, refused: &refused)")
                    p.line("let values = \(ns).PayloadValue.userInfo(members: payload, refused: refused)")
                }
                p.block("if case .object(let aps)? = payload[\"aps\"], case .string(let identifier)? = aps[\"category\"]") { p in
                    p.line("switch \(ns).CategoryID(rawValue: identifier) {")
                    for category in categories {
                        let name = SwiftIdentifier.escaped(category.swiftName)
                        let type = "\(ns).\(SwiftIdentifier.escaped(category.typeName))"
                        p.headed("case .\(name)?:", category.payload == nil
                            ? "self = .category(.\(name))" : "self = .category(.\(name)(\(type).UserInfo.decoding(values)))")
                    }
                    p.line("default: \(unknown)")
                    p.line("}")
                    p.line("return")
                }
                guard !kinds.isEmpty else { return p.line(unknown) }
                p.line("switch \(ns).Push(userInfo: values) {")
                for kind in kinds {
                    let name = SwiftIdentifier.escaped(kind.swiftName)
                    p.line("case .\(name)(let keys): self = .\(name)(keys)")
                }
                p.line("case .unknown(_, let error): self = .unknown(payload: payload, error: error)")
                if hasCategories || kinds.count < catalog.pushes.count { p.line("default: \(unknown)") }
                p.line("}")
            }
            guard !categories.isEmpty else { return }
            p.line()
            p.line("/// The categories marked `mutableContent`, with their custom keys typed (or why they are not what the")
            p.line("/// category declares) where the category declares them.")
            p.block("\(access)enum MutableContentCategory: Hashable, Sendable") { p in
                for category in categories {
                    p.documentation(documentation(of: category))
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    if category.payload == nil {
                        p.line("case \(name)")
                    } else {
                        let type = "\(ns).\(SwiftIdentifier.escaped(category.typeName))"
                        p.list("case \(name)(", [userInfoResult(type, label: "", column: p.column + 4)], ")")
                    }
                }
            }
        }
    }

    /// `label` and the type of a category's keys as read, `Swift.Result<TYPE.UserInfo, UserInfoError>`, for a line
    /// starting at `column`: its generic arguments one to a line when it would not fit.
    private func userInfoResult(_ type: String, label: String, column: Int) -> String {
        CodePrinter.wrapped(label + "Swift.Result<", ["\(type).UserInfo", "\(namespaceName).UserInfoError"], ">", column: column)
    }

    /// Prints `PayloadSchema.requiresMutableContent(_:)`: whether the category or kind a payload is for is marked
    /// `mutableContent`, so that `Payload` sets `mutable-content`.
    func requiresMutableContent(_ catalog: Model, _ p: inout CodePrinter) {
        let sources = catalog.categories.filter(\.mutableContent).map { ".category(.\(SwiftIdentifier.escaped($0.swiftName)))" }
            + catalog.pushes.filter(\.mutableContent).map { ".push(.\(SwiftIdentifier.escaped($0.swiftName)))" }
        // Spelled out: without typed keys the namespace has no `UserInfoSource` of its own, and the runtime's generic type
        // of that name would be found before the protocol's alias.
        let source = "ActionableRuntime.UserInfoSource<\(namespaceName)>"
        p.line("@_spi(ActionableGenerated) public static func requiresMutableContent(")
        p.line("    _ source: \(source)")
        p.block(") -> Bool") { p in
            p.list("[", sources, "].contains(source)")
        }
    }
}
