// An app that registers one category of its own and others from a server's answer: the import reports each
// value the app computes when it runs, at its line, and the definitions refuse to compile until it is written.
import Foundation
import UserNotifications

struct RemoteCategory: Decodable {
    var id: String
    var title: String
}

enum RemoteCategories {
    static func register(_ remote: [RemoteCategory], center: UNUserNotificationCenter) {
        let open = UNNotificationAction(identifier: "OPEN", title: "Open", options: [.foreground])
        var categories: Set<UNNotificationCategory> = [
            UNNotificationCategory(identifier: "UPDATE", actions: [open], intentIdentifiers: [], options: []),
        ]
        for item in remote {
            categories.insert(UNNotificationCategory(
                identifier: item.id,
                actions: [UNNotificationAction(identifier: item.id + ".open", title: item.title, options: [])],
                intentIdentifiers: [], options: []))
        }
        let title = UserDefaults.standard.string(forKey: "dismissTitle") ?? "Dismiss"
        categories.insert(UNNotificationCategory(
            identifier: "ALERT", actions: [UNNotificationAction(identifier: "DISMISS", title: title, options: [])],
            intentIdentifiers: [], options: []))
        center.setNotificationCategories(categories)
    }
}
