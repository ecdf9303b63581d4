// A bare `setNotificationCategories(...)` inside `extension UNUserNotificationCenter`.
import UserNotifications

extension UNUserNotificationCenter {
    func extensionBareCallRegister() {
        setNotificationCategories([
            UNNotificationCategory(identifier: "EBC", actions: [UNNotificationAction(identifier: "EBC_A", title: "A", options: [])],
                                   intentIdentifiers: [], options: []),
        ])
    }
}

func registerExtensionBareCall() { UNUserNotificationCenter.current().extensionBareCallRegister() }
