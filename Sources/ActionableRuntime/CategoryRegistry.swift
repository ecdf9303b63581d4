#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// The app's categories, registered with the system: a generated namespace conforms
/// (`extension NotificationCategories: ActionableRuntime.CategoryRegistry`) and gets `makeCategories()`,
/// `register(on:)` and `merge(into:)`.
public protocol CategoryRegistry {
    /// The identifiers of the categories: the generated `CategoryID`.
    associatedtype CategoryID: RawRepresentable, CaseIterable where CategoryID.RawValue == String

    /// The identifiers of the categories the definitions retire (`reserved:`): `merge(into:)` removes them.
    @_spi(ActionableGenerated) static var retiredCategoryIdentifiers: [String] { get }

    #if canImport(UserNotifications) && !os(tvOS)
    /// The category `id` names, with its actions in display order, built anew.
    @_spi(ActionableGenerated) static func makeCategory(_ id: CategoryID) -> UNNotificationCategory
    #endif
}

extension CategoryRegistry {
    /// None: the definitions retire no category.
    @_spi(ActionableGenerated) public static var retiredCategoryIdentifiers: [String] { [] }

    #if canImport(UserNotifications) && !os(tvOS)
    /// A category without actions: a namespace without categories has no `CategoryID` to call it with (a
    /// function of its own over no case would warn that its body never runs).
    @_spi(ActionableGenerated) public static func makeCategory(_ id: CategoryID) -> UNNotificationCategory {
        UNNotificationCategory(identifier: id.rawValue, actions: [], intentIdentifiers: [])
    }

    /// Every category, built anew on each call (the UserNotifications classes are not `Sendable`).
    public static func makeCategories() -> Set<UNNotificationCategory> {
        var categories = Set<UNNotificationCategory>(minimumCapacity: CategoryID.allCases.count)
        for id in CategoryID.allCases { categories.insert(makeCategory(id)) }
        return categories
    }

    /// Registers every category with `center` in one call, replacing those registered before.
    public static func register(on center: UNUserNotificationCenter = .current()) {
        center.setNotificationCategories(makeCategories())
    }

    /// Registers every category with `center` next to the categories registered there already, in one call:
    /// those with the identifier of a category defined here are replaced, those the definitions retire
    /// (`reserved:`) removed, and every other (a push SDK's, or one built at run time) kept. It runs on the
    /// caller's actor, so a center that a main-actor type keeps can be passed.
    nonisolated(nonsending) public static func merge(into center: UNUserNotificationCenter = .current()) async {
        let replaced = Set(CategoryID.allCases.map(\.rawValue) + retiredCategoryIdentifiers)
        let kept = await center.notificationCategories().filter { !replaced.contains($0.identifier) }
        center.setNotificationCategories(kept.union(makeCategories()))
    }
    #endif
}
