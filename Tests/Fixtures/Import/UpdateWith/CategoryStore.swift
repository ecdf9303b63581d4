// A set of categories changed with `update(with:)`, which the import does not follow: a marker at the change.
import Foundation
import UserNotifications

struct CategoryStore {
    static func register(_ center: UNUserNotificationCenter) {
        var categories: Set<UNNotificationCategory> = [
            UNNotificationCategory(identifier: "NEWS", actions: [], intentIdentifiers: [], options: []),
        ]
        categories.update(with: UNNotificationCategory(
            identifier: "NEWS", actions: [UNNotificationAction(identifier: "READ", title: "Read", options: [])],
            intentIdentifiers: [], options: []))
        center.setNotificationCategories(categories)
    }
}
