/// What the file adds to `ActionableRuntime`'s `Payload`: the categories that need no custom key, and what the
/// runtime asks of the definitions (`PayloadSchema`): which categories require keys, which kinds are silent, and how
/// a payload's keys are read back. `Payload`, `PayloadError` and `PayloadContent` themselves are the runtime's.
extension SwiftGenerator {
    /// Prints the namespace's conformance to `ActionableRuntime.PayloadSchema` (with the file's own checks when it
    /// has typed keys) and, with the server's part, `.category(_:)`, the content of a payload of a category that
    /// requires no custom key.
    func payload(_ catalog: Model, _ p: inout CodePrinter) {
        schemaConformance(catalog, &p)
        guard generatesServer && catalog.categories.contains(where: \.isKeyless) else { return }
        // The parameter's type is the namespace's own, so that two generated files in one module declare two functions.
        let type = "\(namespaceName).CategoryWithoutRequiredKeys"
        p.line()
        p.line("nonisolated extension \(namespaceName).PayloadContent")
        p.block("where Self == \(type)") { p in
            p.line("/// A notification of `category`, which requires no custom key: `Payload(.category(.dailySummary))`.")
            p.list("\(access)static func category(", ["_ category: \(type)"], ") -> Self { category }")
        }
    }

    /// Prints, in the namespace, `CategoryWithoutRequiredKeys`: the categories none of whose keys is required, by
    /// their identifiers.
    func categoryWithoutRequiredKeys(_ catalog: Model, _ p: inout CodePrinter) {
        let keyless = catalog.categories.filter(\.isKeyless)
        p.line("/// The categories whose notifications need no custom key: a payload of one is `Payload(.category(_:))`.")
        identifierEnum("CategoryWithoutRequiredKeys", conformances: "CaseIterable, ActionableRuntime.PayloadContent", cases: keyless.map { category in
            (category.swiftName, category.identifier, documentation(of: category))
        }, &p) { p in
            p.line("\(access)typealias Schema = \(namespaceName)")
            p.line("/// The category's identifier.")
            // Every case's raw value is the identifier of a case of `CategoryID`.
            p.line("\(access)var id: CategoryID { CategoryID(rawValue: rawValue)! }")
            p.line("\(access)var payloadCategory: CategoryID? { id }")
        }
    }

    /// Prints `extension Namespace: ActionableRuntime.PayloadSchema`, with what the runtime's `Payload` asks of typed
    /// keys: which categories require them, which kinds are silent, and the keys a payload writes read back as the app
    /// reads a push of the category it names (when the category declares keys) or of the kind its keys came from. A
    /// type of the app that conforms to `PayloadContent` cannot make the payload skip them.
    private func schemaConformance(_ catalog: Model, _ p: inout CodePrinter) {
        let conformance = "nonisolated extension \(namespaceName): \(runtimeAtFileScope)PayloadSchema"
        // Only `Payload` asks which pushes need the service extension: with the server's part.
        let marksMutableContent = generatesServer && catalog.marksMutableContent
        guard hasPayloads else {
            guard marksMutableContent else { return p.line(conformance + " {}") }
            return p.block(conformance) { p in requiresMutableContent(catalog, &p) }
        }
        p.block(conformance) { p in
            if marksMutableContent { requiresMutableContent(catalog, &p) }
            let requiring = catalog.categories.filter { $0.payload?.contains { !$0.isOptional } ?? false }
            if !requiring.isEmpty {
                let list = requiring.map { "." + SwiftIdentifier.escaped($0.swiftName) }.joined(separator: ", ")
                p.block("@_spi(ActionableGenerated) public static func requiresCustomKeys(_ category: CategoryID) -> Bool") { p in
                    p.line("[\(list)].contains(category)")
                }
            }
            if let silentKinds {
                p.block("@_spi(ActionableGenerated) public static func isSilent(_ kind: PushKind) -> Bool") { p in
                    p.line("[\(silentKinds)].contains(kind)")
                }
            }
            p.line("@_spi(ActionableGenerated) public static func problems(")
            p.line("    readingBack keys: [String: PayloadValue], category: CategoryID?, source: UserInfoSource?")
            p.block(") throws(UserInfoError) -> [UserInfoError]") { p in
                let typed = catalog.categories.filter { $0.payload != nil }
                if !typed.isEmpty {
                    p.line("switch category {")
                    for category in typed {
                        let type = "\(SwiftIdentifier.escaped(category.typeName)).UserInfo"
                        p.headed("case .\(SwiftIdentifier.escaped(category.swiftName))?:", "return try \(type)(declaredKeys: keys).problems")
                    }
                    p.line("default: break")
                    p.line("}")
                }
                guard hasPushes else { return p.line("return []") }
                p.line("guard case .push(let kind)? = source else { return [] }")
                p.line("switch kind {")
                for kind in pushKinds {
                    let type = "Push.\(SwiftIdentifier.escaped(kind.typeName))"
                    p.headed("case .\(SwiftIdentifier.escaped(kind.swiftName)):", "return try \(type)(declaredKeys: keys).problems")
                }
                p.line("}")
            }
        }
    }

    /// The cases of `PushKind` whose pushes are silent, as Swift writes them in an array (`.sync, .wipe`); `nil`
    /// when no kind is silent.
    var silentKinds: String? {
        let silent = pushKinds.filter(\.isSilent)
        return silent.isEmpty ? nil : silent.map { "." + SwiftIdentifier.escaped($0.swiftName) }.joined(separator: ", ")
    }
}
