// An `if #available` that returns, with the older value after it.
import UserNotifications

func earlyReturnAvailableTitle() -> String {
    if #available(iOS 15, *) { // may report
        return "New"
    }
    return "Old"
}

func registerEarlyReturnAvailable() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "ERA", actions: [UNNotificationAction(identifier: "ERA_A", title: earlyReturnAvailableTitle(), options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
