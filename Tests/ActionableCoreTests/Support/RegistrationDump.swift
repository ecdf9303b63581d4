import ActionableCore
import Foundation
import Testing

/// What a generated program registered with the stand-in SDK, as it prints it; and what the catalog
/// says should have been registered, computed independently of the generator.
struct RegistrationDump: Codable, Equatable {
    struct Action: Codable, Equatable {
        var identifier: String
        var title: String
        var options: UInt
        var textInput: [String]?
        var systemImageName: String?
        var templateImageName: String?
    }

    struct Category: Codable, Equatable {
        var identifier: String
        var actions: [Action]
        var intentIdentifiers: [String]
        var options: UInt
        var hiddenPreviewsBodyPlaceholder: String
        var categorySummaryFormat: String
    }

    /// One simulated response and the case the generated `Response` decoded it to.
    struct Response: Codable, Equatable {
        var category: String
        var action: String
        var decoded: String
    }

    var categories: [Category]
    /// For every category: the default and dismiss actions, each of its actions, and an unknown action;
    /// then an unknown category.
    var responses: [Response]
    var categoryIDs: [String]
    var actionIDs: [String]
    /// Whether `register(on:)` registered exactly what `makeCategories()` returns.
    var registeredEqualsMade: Bool

    /// The raw values the SDK gives each option (UNNotificationActionOptions, UNNotificationCategoryOptions).
    /// The stand-in behaves like iOS 13 or 14, where the deprecated `allowAnnouncement` is still registered.
    static let actionOptionBits: [ActionOption: UInt] = [.authenticationRequired: 1, .destructive: 2, .foreground: 4]
    static let categoryOptionBits: [CategoryOption: UInt] = [
        .customDismissAction: 1, .allowInCarPlay: 2, .hiddenPreviewsShowTitle: 4, .hiddenPreviewsShowSubtitle: 8,
        .allowAnnouncement: 16,
    ]

    /// Compiles `files`, builds the generated code against the stand-in SDK, runs the registration program, and
    /// expects it to register exactly what the catalog says; returns what it registered.
    @discardableResult
    static func expectRegistration(of files: [SourceFile], namespace: String = GenerationSettings.defaultNamespace) throws -> RegistrationDump {
        let result = TestSupport.compile(files, namespace: namespace)
        let swift = try #require(result.swiftSource, "\(result.diagnostics)")
        let catalog = try #require(Compiler.tested.check(files).catalog)
        let output = try GeneratedProgram.run(
            generated: swift, main: RegistrationDump.program(namespace: namespace), withStandInSDK: true)
        try #require(output.status == 0, "\(output.standardError)")
        let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))
        let expected = RegistrationDump.expected(from: catalog)
        #expect(dump == expected)
        #expect(try dump.exactBytes() == expected.exactBytes(), "registered text differs in its Unicode scalars")
        return dump
    }

    /// The dump as JSON with sorted keys. Equal bytes mean every text is equal scalar for scalar, which
    /// `==` does not promise: `String ==` treats canonically equivalent strings as equal.
    func exactBytes() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(self)
    }

    /// The action identifiers the system uses for opening and dismissing a notification.
    static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
    static let dismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
    /// The identifiers the program uses for an action and a category that are not defined.
    static let unknownIdentifier = "not.defined.\u{1F47B}"

    /// The actions of `category` the stand-in registers: those shown on iOS, which it behaves like.
    static func shownOnStandIn(_ category: Model.Category) -> [String] {
        category.actions.filter { category.actionPlatforms[$0]?.contains(.iOS) ?? true }
    }

    /// The text the program sends with a text-input response to `action`.
    static func userText(for action: String) -> String { "typed for " + action }

    /// How the program renders each decoded response, in its order, for `catalog`.
    static func expectedResponses(from catalog: Model) -> [Response] {
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { (ExactText($0.identifier), $0) })
        return catalog.categories.flatMap { category in
            let name = category.swiftName
            let dismissed = category.options.contains(.customDismissAction)
                ? "dismissed" : "unknown(actionIdentifier: \(dismissActionIdentifier))"
            return [
                Response(category: category.identifier, action: defaultActionIdentifier, decoded: "\(name)(opened)"),
                Response(category: category.identifier, action: dismissActionIdentifier, decoded: "\(name)(\(dismissed))"),
            ] + shownOnStandIn(category).compactMap { actions[ExactText($0)] }.map { action in
                let decoded = action.textInput == nil
                    ? action.swiftName : "\(action.swiftName)(userText: \(userText(for: action.identifier)))"
                return Response(category: category.identifier, action: action.identifier, decoded: "\(name)(\(decoded))")
            } + [
                Response(category: category.identifier, action: unknownIdentifier, decoded: "\(name)(unknown(actionIdentifier: \(unknownIdentifier)))"),
            ]
        } + [
            Response(
                category: unknownIdentifier, action: defaultActionIdentifier,
                decoded: "unknown(categoryIdentifier: \(unknownIdentifier), actionIdentifier: \(defaultActionIdentifier), userText: nil)"),
        ]
    }

    /// What registering `catalog` on the stand-in (which behaves like iOS) must produce when the generated code
    /// looks localized text up as `localization` says. The test programs have no strings tables, so a lookup finds
    /// nothing: `localizedUserNotificationString` then gives the key, as iOS does, and a bundle lookup gives the
    /// development-language value it was passed.
    static func expected(from catalog: Model, localization: LocalizationSettings = LocalizationSettings()) -> RegistrationDump {
        func text(_ text: Model.Text) -> String {
            guard let key = text.localization?.key else { return text.value }
            return localization.isAppDefault ? key : text.value
        }
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { (ExactText($0.identifier), $0) })
        return RegistrationDump(
            categories: catalog.categories.map { category in
                Category(
                    identifier: category.identifier,
                    actions: shownOnStandIn(category).compactMap { actions[ExactText($0)] }.map { action in
                        var icon: (system: String?, template: String?) = (nil, nil)
                        switch action.icon {
                        case .system(let name)?: icon.system = name
                        case .template(let name)?: icon.template = name
                        case nil: break
                        }
                        return Action(
                            identifier: action.identifier, title: text(action.title),
                            options: action.options.reduce(0) { $0 | actionOptionBits[$1]! },
                            // `textInput: {}` uses the inherited initializer: the stand-in, like the SDK,
                            // then has an empty button title and placeholder.
                            textInput: action.textInput.map { [$0.buttonTitle.map(text) ?? "", text($0.placeholder)] },
                            systemImageName: icon.system, templateImageName: icon.template)
                    },
                    intentIdentifiers: category.intentIdentifiers,
                    options: category.options.reduce(0) { $0 | categoryOptionBits[$1]! },
                    hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder.map(text) ?? "",
                    categorySummaryFormat: category.categorySummaryFormat.map(text) ?? "")
            },
            responses: expectedResponses(from: catalog),
            categoryIDs: catalog.categories.map(\.identifier),
            actionIDs: catalog.actions.map(\.identifier),
            registeredEqualsMade: true)
    }

    /// A `main.swift` that registers the categories of the generated namespace, decodes a simulated
    /// response for every action of every registered category, and prints, as JSON, the fields of this
    /// type (an absent optional is an absent key).
    static func program(namespace: String) -> String {
        """
        @_spi(StandIn) import UserNotifications
        import Foundation


        func describe(_ action: UNNotificationAction) -> [String: Any] {
            var object: [String: Any] = ["identifier": action.identifier, "title": action.title, "options": Int(action.options.rawValue)]
            if let input = action as? UNTextInputNotificationAction {
                object["textInput"] = [input.textInputButtonTitle, input.textInputPlaceholder]
            }
            object["systemImageName"] = action.icon?.standInSystemImageName
            object["templateImageName"] = action.icon?.standInTemplateImageName
            return object
        }

        func describe(_ category: UNNotificationCategory) -> [String: Any] {
            [
                "identifier": category.identifier,
                "actions": category.actions.map(describe),
                "intentIdentifiers": category.intentIdentifiers,
                "options": Int(category.options.rawValue),
                "hiddenPreviewsBodyPlaceholder": category.hiddenPreviewsBodyPlaceholder,
                "categorySummaryFormat": category.categorySummaryFormat,
            ]
        }

        /// A decoded response as `case(payload)`, with labelled tuples as `label: value, ...` (without the context and keys),
        /// and a `Received` as its response.
        func render(_ value: Any) -> String {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .enum?:
                guard let child = mirror.children.first else { return String(describing: value) }
                return (child.label ?? "?") + "(" + render(child.value) + ")"
            case .tuple?:
                // The notification's context and keys are checked elsewhere; the action is what is rendered.
                let children = mirror.children.filter { $0.label != "context" && $0.label != "userInfo" }
                if children.count == 1, children.first?.label == ".0" { return render(children.first!.value) }
                return children.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ")
            case .optional?:
                return mirror.children.first.map { render($0.value) } ?? "nil"
            case .struct? where String(describing: type(of: value)).hasPrefix("ReceivedResponse<"):
                // A category's `Received`: its response (the keys are checked elsewhere).
                return mirror.children.first { $0.label == "response" }.map { render($0.value) } ?? "?"
            default:
                return String(describing: value)
            }
        }

        func respond(category: String, action: String, isTextInput: Bool) -> [String: Any] {
            let content = UNMutableNotificationContent()
            content.categoryIdentifier = category
            let notification = UNNotification.makeForTesting(
                request: UNNotificationRequest(identifier: "request", content: content, trigger: nil))
            let response = isTextInput
                ? UNTextInputNotificationResponse.makeForTesting(
                    notification: notification, actionIdentifier: action, userText: "typed for " + action)
                : UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: action)
            return ["category": category, "action": action, "decoded": render(\(namespace).Response(response))]
        }

        let center = UNUserNotificationCenter.current()
        \(namespace).register(on: center)
        let registeredSet = await center.notificationCategories()
        let registered = registeredSet.sorted { $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8) }
        let unknown = "\(unknownIdentifier)"
        let responses = registered.flatMap { category in
            [UNNotificationDefaultActionIdentifier, UNNotificationDismissActionIdentifier].map {
                respond(category: category.identifier, action: $0, isTextInput: false)
            } + category.actions.map {
                respond(category: category.identifier, action: $0.identifier, isTextInput: $0 is UNTextInputNotificationAction)
            } + [respond(category: category.identifier, action: unknown, isTextInput: false)]
        } + [respond(category: unknown, action: UNNotificationDefaultActionIdentifier, isTextInput: false)]
        let dump: [String: Any] = [
            "categories": registered.map(describe),
            "responses": responses,
            "categoryIDs": \(namespace).CategoryID.allCases.map(\\.rawValue),
            "actionIDs": \(namespace).ActionID.allCases.map(\\.rawValue),
            "registeredEqualsMade": registeredSet == \(namespace).makeCategories(),
        ]
        print(String(decoding: try JSONSerialization.data(withJSONObject: dump, options: [.sortedKeys]), as: UTF8.self))
        """
    }
}
