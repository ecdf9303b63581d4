// `guard #available` before the registration: the category exists from that version on.
import UserNotifications

func registerGuardAvailable() {
    guard #available(iOS 15, macOS 12, *) else { return }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "GAV", actions: [UNNotificationAction(identifier: "GAV_A", title: "A", options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
