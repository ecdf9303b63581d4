import ActionableCore

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

    var categories: [Category]
    var categoryIDs: [String]
    var actionIDs: [String]
    /// Whether `register(on:)` registered exactly what `makeCategories()` returns.
    var registeredEqualsMade: Bool

    /// The raw values the SDK gives each option (UNNotificationActionOptions, UNNotificationCategoryOptions).
    /// `allowAnnouncement` is deprecated and must not be registered, so it contributes nothing.
    static let actionOptionBits: [ActionOption: UInt] = [.authenticationRequired: 1, .destructive: 2, .foreground: 4]
    static let categoryOptionBits: [CategoryOption: UInt] = [
        .customDismissAction: 1, .allowInCarPlay: 2, .hiddenPreviewsShowTitle: 4, .hiddenPreviewsShowSubtitle: 8,
        .allowAnnouncement: 0,
    ]

    /// What registering `catalog` on the stand-in (which behaves like iOS) must produce.
    static func expected(from catalog: Catalog) -> RegistrationDump {
        let actions = Dictionary(uniqueKeysWithValues: catalog.actions.map { ($0.identifier, $0) })
        return RegistrationDump(
            categories: catalog.categories.map { category in
                Category(
                    identifier: category.identifier,
                    actions: category.actions.compactMap { actions[$0] }.map { action in
                        var icon: (system: String?, template: String?) = (nil, nil)
                        switch action.icon {
                        case .system(let name)?: icon.system = name
                        case .template(let name)?: icon.template = name
                        case nil: break
                        }
                        return Action(
                            identifier: action.identifier, title: action.title,
                            options: action.options.reduce(0) { $0 | actionOptionBits[$1]! },
                            textInput: action.textInput.map { [$0.buttonTitle, $0.placeholder] },
                            systemImageName: icon.system, templateImageName: icon.template)
                    },
                    intentIdentifiers: category.intentIdentifiers,
                    options: category.options.reduce(0) { $0 | categoryOptionBits[$1]! },
                    hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder ?? "",
                    categorySummaryFormat: category.categorySummaryFormat ?? "")
            },
            categoryIDs: catalog.categories.map(\.identifier),
            actionIDs: catalog.actions.map(\.identifier),
            registeredEqualsMade: true)
    }

    /// A `main.swift` that registers the categories of the generated namespace and prints, as JSON, the
    /// fields of this type (an absent optional is an absent key).
    static func program(namespace: String) -> String {
        """
        @_spi(StandIn) import UserNotifications
        import Foundation

        final class Box: @unchecked Sendable { var categories: Set<UNNotificationCategory> = [] }

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

        let center = UNUserNotificationCenter.current()
        \(namespace).register(on: center)
        let box = Box()
        center.getNotificationCategories { box.categories = $0 }
        let dump: [String: Any] = [
            "categories": box.categories.sorted { $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8) }.map(describe),
            "categoryIDs": \(namespace).CategoryID.allCases.map(\\.rawValue),
            "actionIDs": \(namespace).ActionID.allCases.map(\\.rawValue),
            "registeredEqualsMade": box.categories == \(namespace).makeCategories(),
        ]
        print(String(decoding: try JSONSerialization.data(withJSONObject: dump, options: [.sortedKeys]), as: UTF8.self))
        """
    }
}
