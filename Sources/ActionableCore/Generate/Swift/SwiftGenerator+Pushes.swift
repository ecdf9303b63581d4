/// Push kinds (`pushes:`): `Push`, one value for any `userInfo` the app receives (the kind it is with its keys
/// typed, a category's notification, or an unknown push with its raw dictionary), and nested in it one type
/// per kind with the kind's custom keys, which the server side encodes with `Payload(_:)`. A push is
/// recognised exactly as `actionable validate-payload` recognises it: a push that names a category is the
/// category's; otherwise the first kind, in the order declared, whose match holds (and, for a silent kind,
/// whose `aps` is silent).
extension SwiftGenerator {
    /// Prints, in the namespace, `Push` and the kinds' types.
    func pushEnum(_ catalog: Model, _ p: inout CodePrinter) {
        p.lines(of: """
            /// Any push the app receives, read from its `userInfo` (a notification's content, or a background push's in
            /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`): the kind it is, with its custom
            /// keys typed; a notification of one of the categories; or an unknown push, kept whole as JSON. No push is
            /// thrown away, and a push is a plain value: it can go into a `Task`.
            """)
        p.block("\(access)enum Push: Hashable, Sendable") { p in
            for kind in pushKinds {
                p.documentation(documentation(of: kind))
                p.line("case \(SwiftIdentifier.escaped(kind.swiftName))(\(SwiftIdentifier.escaped(kind.typeName)))")
            }
            if hasCategories {
                p.lines(of: """
                    /// A notification of one of the app's categories (`aps.category` names it), with its custom keys typed.
                    case category(CategoryNotification)
                    """)
            }
            p.lines(of: """
                /// A push that names a category the app does not declare, that no kind recognises, or whose required keys are
                /// not what its kind declares (`error`): its JSON, as delivered (`aps` included).
                case unknown(payload: [String: PayloadValue], error: UserInfoError?)
                """)
            p.line()
            recognisingInitializer(&p)
            p.line()
            namedInitializer(&p)
            p.line()
            p.line("/// The kind of the push; `nil` for a category's notification or an unknown push.")
            sameNameMapping(
                "\(access)var kind: PushKind?", cases: pushKinds.map(\.swiftName),
                otherwise: hasCategories ? "case .category, .unknown: nil" : "case .unknown: nil", &p)
            if hasCategories {
                p.line()
                categoryNotification(catalog, &p)
            }
            for kind in pushKinds {
                p.line()
                pushType(kind, &p)
            }
        }
    }

    /// Prints `Push.CategoryNotification`: one case per category, with its typed keys where it declares them.
    private func categoryNotification(_ catalog: Model, _ p: inout CodePrinter) {
        p.line("/// A notification of one of the app's categories, with its custom keys typed (or why they are not what the")
        p.line("/// category declares) where the category declares them.")
        p.block("\(access)enum CategoryNotification: Hashable, Sendable") { p in
            for category in catalog.categories {
                p.documentation(documentation(of: category))
                // Qualified: inside `Push`, a push kind's type of the same name would hide the category's.
                let type = "\(namespaceName).\(SwiftIdentifier.escaped(category.typeName))"
                let name = SwiftIdentifier.escaped(category.swiftName)
                if category.payload == nil {
                    p.line("case \(name)")
                } else {
                    p.list("case \(name)(", ["Swift.Result<\(type).UserInfo, \(namespaceName).UserInfoError>"], ")")
                }
            }
            p.line()
            p.line("/// A notification of the category `id`, its keys read from `userInfo`.")
            p.block("\(access)init(_ id: CategoryID, userInfo: [AnyHashable: Any])") { p in
                p.line("switch id {")
                for category in catalog.categories {
                    let name = SwiftIdentifier.escaped(category.swiftName)
                    let type = "\(namespaceName).\(SwiftIdentifier.escaped(category.typeName))"
                    p.headed("case .\(name):", category.payload == nil ? "self = .\(name)" : "self = .\(name)(\(type).UserInfo.decoding(userInfo))")
                }
                p.line("}")
            }
            p.line()
            p.line("/// The category.")
            sameNameMapping("\(access)var id: CategoryID", cases: catalog.categories.map(\.swiftName), &p)
        }
    }

    /// Prints `init(userInfo:)`: the category's notification, the first kind that recognises the push, or unknown.
    private func recognisingInitializer(_ p: inout CodePrinter) {
        let recognised = pushKinds.filter(\.isRecognisedUnnamed)
        let order = recognised.isEmpty ? "none is recognised without being named" : recognised.map(recognition).joined(separator: "; ")
        if hasCategories {
            p.line("/// Reads a push: a notification of a category when `aps.category` names one; otherwise the first kind, in the")
            p.line("/// order declared, that recognises it, with its keys read; otherwise unknown. The kinds, in order:")
        } else {
            p.line("/// Reads a push: the first kind, in the order declared, that recognises it, with its keys read; otherwise")
            p.line("/// unknown. The kinds, in order:")
        }
        p.documentation(order + ".")
        p.block("\(access)init(userInfo: [AnyHashable: Any])") { p in
            if hasCategories {
                p.line("if let category = PushRecognition.aps(of: userInfo)?[\"category\"] {")
                p.line("    guard case .string(let identifier) = category, let id = CategoryID(rawValue: identifier) else {")
                p.line("        self = .unknown(payload: PayloadValue.members(of: userInfo), error: nil)")
                p.line("        return")
                p.line("    }")
                p.line("    self = .category(CategoryNotification(id, userInfo: userInfo))")
            } else {
                p.line("if PushRecognition.aps(of: userInfo)?[\"category\"] != nil {")
                p.line("    self = .unknown(payload: PayloadValue.members(of: userInfo), error: nil)")
            }
            for kind in pushKinds where kind.isRecognisedUnnamed {
                var conditions: [String] = []
                if let match = kind.match {
                    conditions.append(match.value.map { "PushRecognition.value(of: \(SwiftLiteral.string(match.key)), in: userInfo) == \(Self.literal($0))" }
                        ?? "userInfo[\(SwiftLiteral.string(match.key))] != nil")
                }
                if kind.isSilent { conditions.append("PushRecognition.isSilent(userInfo)") }
                p.line("} else if \(conditions.joined(separator: " && ")) {")
                p.line("    self.init(.\(SwiftIdentifier.escaped(kind.swiftName)), userInfo: userInfo)")
            }
            p.line("} else {")
            p.line("    self = .unknown(payload: PayloadValue.members(of: userInfo), error: nil)")
            p.line("}")
        }
    }

    /// Prints `init(_:userInfo:)`: the push read as the kind named.
    private func namedInitializer(_ p: inout CodePrinter) {
        p.line("/// Reads a push as `kind`, however it would be recognised: its keys typed, or unknown with why they are not.")
        p.block("\(access)init(_ kind: PushKind, userInfo: [AnyHashable: Any])") { p in
            p.line("do throws(UserInfoError) {")
            p.indented { p in
                p.line("switch kind {")
                for kind in pushKinds {
                    let name = SwiftIdentifier.escaped(kind.swiftName)
                    p.headed("case .\(name):", "self = .\(name)(try \(SwiftIdentifier.escaped(kind.typeName))(userInfo: userInfo))")
                }
                p.line("}")
            }
            p.line("} catch {")
            p.line("    self = .unknown(payload: PayloadValue.members(of: userInfo), error: error)")
            p.line("}")
        }
    }

    /// Prints a kind's type: its keys as properties, read from a `userInfo` or JSON, written back with the key its
    /// match fixes.
    private func pushType(_ kind: Model.PushKind, _ p: inout CodePrinter) {
        typedKeysType(
            named: kind.typeName, conformingTo: "PushUserInfo", keys: kind.keys, fixed: kind.match,
            documentation: "The custom keys of a \(kind.identifier) push",
            identity: "static var kind: PushKind { .\(SwiftIdentifier.escaped(kind.swiftName)) }",
            source: ".push(Self.kind)", &p)
    }

    /// How `kind` is recognised, for documentation: "`sync`: `type` is "sync" and the push is silent".
    private func recognition(_ kind: Model.PushKind) -> String {
        var conditions: [String] = []
        if let match = kind.match {
            conditions.append(match.value.map { "`\(match.key)` is \(Self.literal($0))" } ?? "`\(match.key)` is present")
        }
        if kind.isSilent { conditions.append("the push is silent") }
        return "`\(kind.swiftName)` when " + conditions.joined(separator: " and ")
    }

    func documentation(of kind: Model.PushKind) -> String {
        let how = kind.isRecognisedUnnamed ? recognition(kind) : "`\(kind.swiftName)`, recognised only when named"
        guard let description = kind.description else { return "A push that names no category: \(how)." }
        return "\(description) (\(how).)"
    }
}
