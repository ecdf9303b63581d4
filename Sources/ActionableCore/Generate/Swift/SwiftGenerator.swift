/// Generates the Swift file for a ``Model``.
///
/// Everything compiles everywhere, Linux servers included (the namespace enum with the identifier enums,
/// one type per category with its actions and the responses it can receive, and the APNs payload), except
/// what uses the UserNotifications category API: registration, content for local notifications, and
/// decoding of responses, which are gated by ``appleCondition``. ``GenerationSettings/parts`` leaves out
/// what an app target (`app`) or a push server (`server`) does not use.
///
/// Every identifier from user input is written through ``SwiftIdentifier/escaped(_:)``, every string
/// through ``SwiftLiteral/string(_:)``, every comment through ``SwiftComment/lines(_:marker:)``.
/// Every declaration carries ``GenerationSettings/accessLevel``, and the namespace and each extension are
/// `nonisolated`, so the file means the same in a module that makes `MainActor` its default isolation.
public struct SwiftGenerator: Sendable {
    /// The namespace, access level and localization of the file.
    public let settings: GenerationSettings
    /// Whether the identifier enums' `init?(rawValue:)` compares scalar by scalar (through a private `ExactID`):
    /// only when two ids differ only in Unicode normalization, which `==` on `String` ignores (see
    /// ``Model/hasLookalikeIdentifiers``). Responses decode through those initializers, and the shared
    /// response code compares scalar by scalar always.
    var comparesExactly = false
    /// Whether any category declares its `payload`, or any push kind is declared: only then does the file print
    /// the code of typed custom keys.
    var hasPayloads = false
    /// Whether any category is declared.
    var hasCategories = false
    /// Whether a typed key's value is a Foundation type (`URL`, `Date`, `UUID`), which the file's declarations show.
    var showsFoundationTypes = false
    /// The push kinds (`pushes:`), in the order they are tried.
    var pushKinds: [Model.PushKind] = []
    /// Whether any push kind is declared: only then does the file print `PushKind` and `Push`.
    var hasPushes: Bool { !pushKinds.isEmpty }
    /// Whether any category declares its `payload`: only then does the file print `CategoryUserInfo` and what
    /// reads a category's keys from notifications and responses.
    var hasCategoryPayloads = false
    /// Every key's `pattern`, once each, in UTF-8 order: compiled once in the file, as `PayloadPattern.pattern0`, ...
    var patterns: [String] = []

    /// Whether the file uses `ActionableRuntime` (imported, or embedded): whenever it shows `PayloadValue`, which is
    /// with an app's part (`NotificationContext`), and with categories or push kinds whenever it has custom keys or a
    /// server's part.
    var usesRuntime: Bool {
        generatesApp || (hasCategories || hasPushes) && (generatesServer || hasPayloads)
    }

    /// Whether the file has the app's part: registration, responses, decoding and content.
    var generatesApp: Bool { settings.parts.contains(.app) }
    /// Whether the file has the server's part: the APNs payload, and `Codable` identifiers and custom keys.
    var generatesServer: Bool { settings.parts.contains(.server) }

    /// The version of `ActionableRuntime`'s API the generated code is written against (its `APIVersion1`, ...): a new
    /// one when a generated file needs what an older runtime lacks. See Documentation/APIStability.md.
    static let runtimeAPIVersion = "APIVersion1"

    /// The condition under which the UserNotifications category API exists. Every category, action and
    /// response API is `API_UNAVAILABLE(tvos)` in the SDK headers, and on platforms without the framework
    /// (Linux) nothing of it exists; the import is gated the same way so that a `public import` is never
    /// unused.
    static let appleCondition = "canImport(UserNotifications) && !os(tvOS)"

    /// Creates a generator; `settings.namespace` must satisfy ``SwiftIdentifier/isValidNamespace(_:)``.
    public init(settings: GenerationSettings = GenerationSettings()) {
        self.settings = settings
    }

    /// The Swift file for `catalog`; `parallelism` says whether its long lists (cases, category types) are
    /// printed on all cores. The bytes are the same either way.
    public func generate(_ catalog: Model, parallelism: Parallelism = .allCores) -> GeneratedFile {
        let generator = configured(for: catalog)
        var pieces = generator.printedPieces(catalog, parallelism: parallelism)
        return GeneratedFile(
            .swift, bytes: SwiftQualifier.qualified(&pieces, keeping: generator.keptNames(catalog), parallelism: parallelism))
    }

    /// This generator, set up for what `catalog` holds.
    func configured(for catalog: Model) -> SwiftGenerator {
        var generator = self
        generator.comparesExactly = catalog.hasLookalikeIdentifiers
        generator.pushKinds = catalog.pushes
        generator.hasCategories = !catalog.categories.isEmpty
        generator.hasCategoryPayloads = catalog.categories.contains { $0.payload != nil }
        generator.hasPayloads = generator.hasPushes || generator.hasCategoryPayloads
        let keys = catalog.categories.flatMap { $0.payload ?? [] } + catalog.pushes.flatMap(\.keys)
        generator.patterns = Set(PayloadKeyFacts.patterns(in: keys)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        generator.showsFoundationTypes = PayloadKeyFacts.showFoundationTypes(keys)
        return generator
    }

    /// The names ``SwiftQualifier`` leaves as they are in the file for `catalog`: the definitions' and the namespace.
    func keptNames(_ catalog: Model) -> Set<String> {
        Self.definedNames(catalog).union([settings.namespace])
    }

    /// The file for `catalog` as printed, before ``SwiftQualifier`` qualifies it, in the pieces
    /// ``CodePrinter/takePieces()`` gives (a generator ``configured(for:)`` it).
    func printedPieces(_ catalog: Model, parallelism: Parallelism) -> [[UInt8]] {
        let actionsByID = Dictionary(uniqueKeysWithValues: catalog.actions.map { (ExactText($0.identifier), $0) })
        let actionsOf = { @Sendable (category: Model.Category) in category.actions.compactMap { actionsByID[ExactText($0)] } }
        var printer = CodePrinter(parallelism: parallelism)
        header(catalog, &printer)
        namespaceDeclaration(catalog, actionsOf: actionsOf, &printer)
        if usesRuntime && settings.runtime == .embedded {
            printer.line()
            printer.lines(of: EmbeddedRuntime.source(namespace: namespaceName, access: access))
        }
        // Only with payloads or the server's part: `PayloadSchema`'s witnesses bring `UserInfoError` into the app's binary.
        if (!catalog.categories.isEmpty || hasPushes) && (generatesServer || hasPayloads) {
            printer.line()
            payload(catalog, &printer)
        }
        if generatesApp {
            printer.line()
            printer.line("#if \(Self.appleCondition)")
            registration(catalog, &printer)
            printer.line("#endif")
            if !catalog.categories.isEmpty || hasPushes {
                printer.line()
                samples(catalog, &printer)
            }
        }
        return printer.takePieces()
    }

    /// Every Swift name the definitions give (categories, actions, kinds, keys, values, alternatives and their
    /// types): the qualifier leaves them as they are, should one be spelled like a standard type.
    static func definedNames(_ catalog: Model) -> Set<String> {
        var names = Set(catalog.categories.flatMap { [$0.swiftName, $0.typeName] } + catalog.actions.map(\.swiftName)
            + catalog.pushes.flatMap { [$0.swiftName, $0.typeName] } + catalog.contentExtensions.map(\.typeName))
        func add(_ keys: [Model.PayloadKey]) {
            for key in keys {
                names.formUnion([key.swiftName, key.enumTypeName])
                add(key.type)
            }
        }
        func add(_ type: Model.PayloadType) {
            switch type.shape {
            case .scalar(let kind): if case .oneOf(let values) = kind { names.formUnion(values.map(\.swiftName)) }
            case .list(let element), .map(let element): add(element)
            case .object(let object): add(object.properties)
            case .anyOf(let alternatives):
                for alternative in alternatives {
                    names.formUnion([alternative.swiftName, SwiftIdentifier.valueTypeName(for: alternative.swiftName)])
                    add(alternative.type)
                }
            }
        }
        for category in catalog.categories { add(category.payload ?? []) }
        for kind in catalog.pushes { add(kind.keys) }
        return names
    }

    /// How a declaration at file scope names `ActionableRuntime` (`ActionableRuntime.` or, with `runtime: embedded`,
    /// `Namespace.ActionableRuntime.`): there the namespace's members are not in scope, and a conformance clause cannot
    /// name a typealias of the namespace without a circular reference.
    var runtimeAtFileScope: String {
        settings.runtime == .embedded ? "\(namespaceName).ActionableRuntime." : "ActionableRuntime."
    }

    /// `public ` / `package ` / nothing: the prefix of every generated declaration.
    var access: String { settings.accessLevel.modifier }

    /// The namespace as written in Swift source.
    var namespaceName: String { SwiftIdentifier.escaped(settings.namespace) }

    private func header(_ catalog: Model, _ p: inout CodePrinter) {
        let build = ActionableVersion.generatedCode + (ActionableVersion.isRelease ? "" : ",")
        p.line("// Generated by actionable \(build) from the notification category definitions listed below.")
        p.line("// Do not edit: change the definitions and run `actionable compile` again.")
        p.line("//")
        p.line("// Inputs:")
        for input in catalog.inputs { p.lines(SwiftComment.lines("  " + input, marker: "//")) }
        p.line("//")
        p.line("// swift-format-ignore-file")
        p.line("// swiftlint:disable all")
        p.line()
        // Foundation is used by the payload (`JSONEncoder`, `Data`) and typed custom keys (`JSONSerialization`,
        // `Date`) on every platform; a `public import` that nothing public uses is a warning, so it is imported
        // only along with them.
        // The import is as visible as the declarations only when one of them shows a Foundation type (`Data`, `URL`,
        // `Date`, `UUID`): Swift warns about a `public import` that no public declaration uses.
        // What shows one: a key's `Date`, `URL` or `UUID`, and the embedded runtime (`Payload.jsonData()`,
        // `NotificationContext.date`, the `LocalizedError` conformances of its errors).
        if generatesApp || (!catalog.categories.isEmpty || hasPushes) && (generatesServer || hasPayloads) {
            let showsFoundation = showsFoundationTypes || usesRuntime && settings.runtime == .embedded
            p.line(importLine("Foundation", shown: showsFoundation))
        }
        if usesRuntime && settings.runtime == .module {
            // `PayloadValue` is public API (the namespace's typealias), so the import is as visible as the declarations.
            p.line("@_spi(ActionableGenerated) \(access)import ActionableRuntime")
        }
        // A server's part uses nothing of UserNotifications; the embedded runtime's `NotificationContext` reads a notification.
        // It is as visible as the declarations where one shows a UserNotifications type: the registration of categories
        // (`makeCategory(_:)`), and the embedded runtime.
        if generatesApp || usesRuntime && settings.runtime == .embedded {
            let showsUserNotifications = generatesApp && hasCategories || usesRuntime && settings.runtime == .embedded
            p.line("#if \(Self.appleCondition)")
            p.line(importLine("UserNotifications", shown: showsUserNotifications))
            p.line("#endif")
        }
        p.line()
    }

    /// The import of `module`: as visible as the declarations when one of them shows its types (`shown`). Otherwise a
    /// plain import, which Swift 6 takes as `public` as the app's own plain imports are, but for `package`
    /// declarations, whose file says `internal import`: a plain import beside another generated file's
    /// `package import` of the same module is an error ("ambiguous implicit access level"), and an access-level import
    /// that no declaration of that level uses is a warning.
    private func importLine(_ module: String, shown: Bool) -> String {
        if shown { return "\(access)import \(module)" }
        return settings.accessLevel == .package ? "internal import \(module)" : "import \(module)"
    }

    /// Prints the namespace; `actionsOf` gives a category's actions in display order.
    private func namespaceDeclaration(
        _ catalog: Model, actionsOf: @Sendable (Model.Category) -> [Model.Action], _ p: inout CodePrinter
    ) {
        p.line("/// The app's notification categories and actions, generated from its definitions.")
        p.block("nonisolated \(access)enum \(namespaceName)") { p in
            if comparesExactly {
                p.line("/// Identifiers compared Unicode scalar by scalar, as the system compares them: two ids here differ only")
                p.line("/// in Unicode normalization, which `==` on `String` does not tell apart.")
                p.block("private struct ExactID: Equatable") { p in
                    p.line("let text: String")
                    p.line("init(_ text: String) { self.text = text }")
                    p.line("static func == (lhs: ExactID, rhs: ExactID) -> Bool { lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars) }")
                }
                p.line()
            }
            p.line("/// Every category identifier: what a push names in `aps.category` and local content in `categoryIdentifier`.")
            identifierEnum("CategoryID", cases: catalog.categories.map { category in
                (category.swiftName, category.identifier, documentation(of: category))
            }, &p)
            p.line()
            p.line("/// Every action identifier: what the app receives as a response's `actionIdentifier`.")
            identifierEnum("ActionID", cases: catalog.actions.map { action in
                (action.swiftName, action.identifier, documentation(of: action))
            }, &p)
            if hasPushes {
                p.line()
                p.line("/// Every push kind (`pushes:`): the pushes the app receives that name no category.")
                identifierEnum("PushKind", cases: catalog.pushes.map { kind in
                    (kind.swiftName, kind.identifier, documentation(of: kind))
                }, &p)
            }
            if usesRuntime {
                p.line()
                runtimeAliases(&p)
            }
            if generatesApp && catalog.categories.contains(where: \.actions.isEmpty) {
                p.line()
                noAction(&p)
            }
            if hasPayloads {
                p.line()
                userInfoProtocols(&p)
            }
            p.forEach(catalog.categories) { category, p in
                guard generatesApp || category.payload != nil else { return }
                p.line()
                categoryType(category, actions: actionsOf(category), &p)
            }
            if generatesApp {
                p.line()
                responseEnum(catalog, &p)
            }
            if generatesServer && hasCategories {
                p.line()
                categoryWithoutRequiredKeys(catalog, &p)
            }
            if !patterns.isEmpty {
                p.line()
                patternTable(&p)
            }
            if hasPushes {
                p.line()
                pushEnum(catalog, &p)
            }
            if generatesApp && !catalog.contentExtensions.isEmpty {
                p.line()
                contentExtensions(catalog, &p)
            }
            if generatesApp && catalog.marksMutableContent {
                p.line()
                serviceExtensionPush(catalog, &p)
            }
        }
    }

    /// Prints, inside the namespace, the names the file uses from `ActionableRuntime` (the module, or the enum of that
    /// name the file carries with `runtime: embedded`): `PayloadValue` as API (`\(namespace).PayloadValue`), and what
    /// only generated code uses, `fileprivate`. Inside the namespace these are found before any type of the app's own
    /// module with the same name.
    private func runtimeAliases(_ p: inout CodePrinter) {
        if settings.runtime == .module {
            p.line("/// The ActionableRuntime API this file needs: a build error here names the release of it to depend on.")
            p.line("fileprivate typealias ActionableRuntimeAPI = ActionableRuntime.\(Self.runtimeAPIVersion)")
            p.line()
        }
        p.line("/// The JSON value of a custom key (`ActionableRuntime.PayloadValue`).")
        p.line("\(access)typealias PayloadValue = ActionableRuntime.PayloadValue")
        if generatesApp {
            p.line("/// The notification a response answers (`ActionableRuntime.NotificationContext`), for these categories.")
            p.line("\(access)typealias NotificationContext = ActionableRuntime.NotificationContext<CategoryID>")
        }
        if generatesApp && hasCategories {
            p.line("fileprivate typealias NotificationSystem = ActionableRuntime.NotificationSystem")
        }
        if generatesServer && (hasCategories || hasPushes) {
            p.line("/// A push's JSON body, as APNs expects it (`ActionableRuntime.Payload`), for these categories.")
            p.line("\(access)typealias Payload = ActionableRuntime.Payload<\(namespaceName)>")
            p.line("/// Why a payload cannot be sent (`ActionableRuntime.PayloadError`).")
            p.line("\(access)typealias PayloadError = ActionableRuntime.PayloadError<\(namespaceName)>")
            p.line("/// What a `Payload` is for (`ActionableRuntime.PayloadContent`): typed keys, or `.category(_:)`.")
            p.line("\(access)typealias PayloadContent = ActionableRuntime.PayloadContent<\(namespaceName)>")
        }
        // The runtime's protocols an app's type may conform to are the namespace's own names: a conformance clause does
        // not find a name through the namespace's conformance to `PayloadSchema`.
        if generatesApp && hasCategories {
            p.line("/// What every category's `Response` has (`ActionableRuntime.CategoryResponse`).")
            p.line("\(access)typealias CategoryResponse = ActionableRuntime.CategoryResponse")
        }
        if hasPayloads {
            p.line("/// What every typed set of custom keys has (`ActionableRuntime.TypedUserInfo`): the keys, typed, and as JSON.")
            p.line("\(access)typealias TypedUserInfo = ActionableRuntime.TypedUserInfo<\(namespaceName)>")
        }
        guard hasPayloads else { return }
        p.line("/// Whose custom keys a `userInfo` was read as (`ActionableRuntime.UserInfoSource`).")
        p.line("\(access)typealias UserInfoSource = ActionableRuntime.UserInfoSource<\(namespaceName)>")
        p.line("/// Why custom keys are not what the definitions declare (`ActionableRuntime.UserInfoError`).")
        p.line("\(access)typealias UserInfoError = ActionableRuntime.UserInfoError<\(namespaceName)>")
        p.line("fileprivate typealias KeptProblems = ActionableRuntime.KeptProblems<\(namespaceName)>")
        for name in ["PayloadKeyError", "UserInfoKeys", "PayloadPattern"] {
            p.line("fileprivate typealias \(name) = ActionableRuntime.\(name)")
        }
        p.line("fileprivate typealias PayloadCodec<T> = ActionableRuntime.PayloadCodec<T>")
        if hasPushes { p.line("fileprivate typealias PushRecognition = ActionableRuntime.PushRecognition") }
    }

    /// Prints `declaration` (`var id: ActionID`) as a switch that maps each of `cases` (Swift names) to the case of
    /// the same name of its type, then `otherwise` (`case .unknown: nil`), if any: an action's and a category's `id`,
    /// a push's `kind`.
    func sameNameMapping(_ declaration: String, cases: [String], otherwise: String? = nil, _ p: inout CodePrinter) {
        p.block(declaration) { p in
            if cases.isEmpty && otherwise == nil { return p.line("switch self {}") }
            p.line("switch self {")
            for name in cases.map(SwiftIdentifier.escaped) { p.headed("case .\(name):", ".\(name)") }
            if let otherwise { p.line(otherwise) }
            p.line("}")
        }
    }

    /// Prints a `String`-backed enum `name` with one documented case per entry, conforming to `conformances` (by
    /// default `CaseIterable, Sendable`, and `Codable` with the server's part), then `members`, if any, after a blank
    /// line. With ids that differ only in Unicode normalization, `init?(rawValue:)` compares them exactly.
    func identifierEnum(
        _ name: String, conformances: String? = nil, cases: [(name: String, rawValue: String, doc: String)],
        _ p: inout CodePrinter, members: ((inout CodePrinter) -> Void)? = nil
    ) {
        let conformances = conformances ?? "CaseIterable, Sendable" + (generatesServer ? ", Codable" : "")
        guard !cases.isEmpty else {
            // An enum without cases cannot declare a raw type; spell out the same API by hand.
            p.block("\(access)enum \(name):", "RawRepresentable, Hashable, \(conformances)") { p in
                p.line("\(access)init?(rawValue: String) { nil }")
                p.line("\(access)var rawValue: String { switch self {} }")
                members?(&p)
            }
            return
        }
        p.block("\(access)enum \(name):", "String, \(conformances)") { p in
            p.forEach(cases) { entry, p in
                p.documentation(entry.doc)
                p.line("case \(SwiftIdentifier.escaped(entry.name)) = \(SwiftLiteral.string(entry.rawValue))")
            }
            if comparesExactly {
                p.line()
                p.line("/// The case whose identifier has exactly the Unicode scalars of `rawValue`.")
                p.block("\(access)init?(rawValue: String)") { p in
                    p.line("guard let match = Self.allCases.first(where: { ExactID($0.rawValue) == ExactID(rawValue) }) else { return nil }")
                    p.line("self = match")
                }
            }
            if let members {
                p.line()
                members(&p)
            }
        }
    }

    func documentation(of category: Model.Category) -> String {
        if let description = category.description { return description }
        return category.actions.isEmpty ? "A category without actions." : "Actions: " + category.actions.joined(separator: ", ") + "."
    }

    func documentation(of action: Model.Action) -> String {
        if let description = action.description { return description }
        let kind = action.textInput == nil ? "button" : "text-input button"
        let options = action.options.isEmpty ? "" : " Options: " + action.options.map(\.rawValue).joined(separator: ", ") + "."
        return "The \"\(action.title.value)\" \(kind).\(options)"
    }
}
