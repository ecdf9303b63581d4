#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

extension CategoryRegistry {
    #if canImport(UserNotifications) && !os(tvOS)
    /// Every difference between `registered` (the categories the app registers its own way, such as
    /// `await center.notificationCategories()` after the old registration ran) and those ``makeCategories()``
    /// makes on this system: categories on one side only, then for each category its actions (identifiers and
    /// order, kind, titles, options, text input, icons) and its own fields (intent identifiers, placeholder,
    /// summary format, options), in identifier order. Both sides are built on the running OS, so what
    /// `#available` and `#if os(...)` register is compared as it is there. Keep it in a unit test while the
    /// old registration code goes: `#expect(NotificationCategories.registrationDifferences(from: old).isEmpty)`.
    public static func registrationDifferences(
        from registered: Set<UNNotificationCategory>
    ) -> [RegistrationDifference] {
        RegistrationDifference.differences(registered: registered, generated: makeCategories())
    }
    #endif
}

extension RegistrationDifference {
    #if canImport(UserNotifications) && !os(tvOS)
    /// The differences between two sets of categories, in identifier order: the comparison behind
    /// `registrationDifferences(from:)`.
    static func differences(
        registered: Set<UNNotificationCategory>, generated: Set<UNNotificationCategory>
    ) -> [Self] {
        let old = byIdentifier(registered.map { ($0.identifier, $0) })
        let new = byIdentifier(generated.map { ($0.identifier, $0) })
        var differences: [Self] = []
        for id in Set(old.keys).union(new.keys).sorted() {
            guard let before = old[id], let after = new[id] else {
                differences.append(Self(
                    categoryIdentifier: id, field: .category,
                    registered: old[id].map { _ in id }, generated: new[id].map { _ in id }))
                continue
            }
            differences += actionDifferences(before, after)
            func compare(_ field: Field, _ lhs: String, _ rhs: String) {
                guard lhs != rhs else { return }
                differences.append(Self(categoryIdentifier: id, field: field, registered: lhs, generated: rhs))
            }
            compare(
                .intentIdentifiers, before.intentIdentifiers.joined(separator: ", "),
                after.intentIdentifiers.joined(separator: ", "))
            #if !os(watchOS)
            compare(
                .hiddenPreviewsBodyPlaceholder, before.hiddenPreviewsBodyPlaceholder,
                after.hiddenPreviewsBodyPlaceholder)
            if #available(iOS 12.0, *) {
                compare(.categorySummaryFormat, before.categorySummaryFormat, after.categorySummaryFormat)
            }
            #endif
            compare(.categoryOptions, categoryOptions(before.options), categoryOptions(after.options))
        }
        return differences
    }

    /// The differences of two categories' actions: their identifiers in order, then each action both have.
    private static func actionDifferences(
        _ before: UNNotificationCategory, _ after: UNNotificationCategory
    ) -> [Self] {
        let id = before.identifier
        var differences: [Self] = []
        let oldIDs = before.actions.map(\.identifier)
        let newIDs = after.actions.map(\.identifier)
        if oldIDs != newIDs {
            differences.append(Self(
                categoryIdentifier: id, field: .actions,
                registered: oldIDs.joined(separator: ", "), generated: newIDs.joined(separator: ", ")))
        }
        let newActions = byIdentifier(after.actions.map { ($0.identifier, $0) })
        var seen: Set<String> = []
        for old in before.actions where seen.insert(old.identifier).inserted {
            guard let new = newActions[old.identifier] else { continue }
            func compare(_ field: Field, _ lhs: String?, _ rhs: String?) {
                guard lhs != rhs else { return }
                differences.append(Self(
                    categoryIdentifier: id, actionIdentifier: old.identifier, field: field,
                    registered: lhs, generated: rhs))
            }
            compare(.title, old.title, new.title)
            compare(.actionOptions, actionOptions(old.options), actionOptions(new.options))
            let oldInput = old as? UNTextInputNotificationAction
            let newInput = new as? UNTextInputNotificationAction
            compare(.actionKind, oldInput == nil ? "button" : "text input", newInput == nil ? "button" : "text input")
            if let oldInput, let newInput {
                compare(.textInputButtonTitle, oldInput.textInputButtonTitle, newInput.textInputButtonTitle)
                compare(.textInputPlaceholder, oldInput.textInputPlaceholder, newInput.textInputPlaceholder)
            }
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *), old.icon != new.icon {
                let registered = old.icon.map { String(describing: $0) }
                compare(.icon, registered, new.icon.map { String(describing: $0) })
            }
        }
        return differences
    }

    /// `pairs` by identifier, the first of each kept.
    private static func byIdentifier<Value>(_ pairs: [(String, Value)]) -> [String: Value] {
        Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// An action's options by name.
    private static func actionOptions(_ options: UNNotificationActionOptions) -> String {
        names(options.rawValue, ["authenticationRequired", "destructive", "foreground"])
    }

    /// A category's options by name.
    private static func categoryOptions(_ options: UNNotificationCategoryOptions) -> String {
        names(options.rawValue, [
            "customDismissAction", "allowInCarPlay", "hiddenPreviewsShowTitle", "hiddenPreviewsShowSubtitle",
            "allowAnnouncement",
        ])
    }

    /// The names of the bits of `rawValue`, bit 0 first, and any other bits as a number.
    private static func names(_ rawValue: UInt, _ names: [String]) -> String {
        var result: [String] = []
        for (bit, name) in names.enumerated() where rawValue & (1 << UInt(bit)) != 0 { result.append(name) }
        let rest = rawValue & ~((1 << UInt(names.count)) - 1)
        if rest != 0 { result.append("rawValue \(rest)") }
        return "[" + result.joined(separator: ", ") + "]"
    }
    #endif
}
