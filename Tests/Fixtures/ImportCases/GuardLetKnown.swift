// `guard let` of a value the code writes: the code after it runs.
import UserNotifications

func registerGuardLetKnown() {
    let maybe: String? = "GLK_A"
    guard let id = maybe else { return }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "GLK", actions: [UNNotificationAction(identifier: id, title: "A", options: [])], intentIdentifiers: [], options: []),
    ])
}
