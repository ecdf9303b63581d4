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

    /// A difference `registrationDifferences(from:)` finds between the app's own registration and the
    /// generated one.
    typealias RegistrationDifference = ActionableRuntime.RegistrationDifference

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var categoryRegistryConformance: ActionableRuntime.GeneratedConformance { get }
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
        var categories: [UNNotificationCategory] = []
        for id in CategoryID.allCases { categories.append(makeCategory(id)) }
        return Set(categories)
    }

    /// Registers every category with `center` in one call, replacing those registered before.
    public static func register(on center: UNUserNotificationCenter = .current()) {
        center.setNotificationCategories(makeCategories())
    }
    #endif
}

extension CategoryRegistry {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var categoryRegistryConformance: ActionableGeneratedConformance {
        .init()
    }
}
