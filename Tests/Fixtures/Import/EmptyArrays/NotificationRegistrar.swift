// A mail app: lists started empty (`[T]()`, `Array<T>()`), filled by `append`, and a qualified option.
import Foundation
import UserNotifications

final class NotificationRegistrar {
    func register(with center: UNUserNotificationCenter) {
        var categories = [UNNotificationCategory]()
        var actions = Array<UNNotificationAction>()
        actions.append(UNNotificationAction(identifier: "ARCHIVE", title: "Archive", options: [.destructive, .authenticationRequired]))
        actions.append(UNNotificationAction(identifier: "FLAG", title: "Flag", options: UNNotificationActionOptions.foreground))
        categories.append(UNNotificationCategory(
            identifier: "MAIL", actions: actions, intentIdentifiers: [], options: UNNotificationCategoryOptions.customDismissAction))
        center.setNotificationCategories(Set(categories))
    }
}
