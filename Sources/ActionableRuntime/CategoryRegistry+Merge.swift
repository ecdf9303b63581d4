#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

extension CategoryRegistry {
    #if canImport(UserNotifications) && !os(tvOS)
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
