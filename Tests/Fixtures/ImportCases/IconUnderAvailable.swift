// An icon from iOS 15, the same action without one before.
import UserNotifications

func registerIconUnderAvailable() {
    let action: UNNotificationAction
    if #available(iOS 15, macOS 12, *) {
        action = UNNotificationAction(identifier: "IUA_A", title: "Star", options: [], icon: UNNotificationActionIcon(systemImageName: "star"))
    } else {
        action = UNNotificationAction(identifier: "IUA_A", title: "Star", options: [])
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IUA", actions: [action], intentIdentifiers: [], options: []),
    ])
}
