// One action id defined two ways, in two categories.
import UserNotifications

func registerOneIdTwoWays() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "OIT_1", actions: [UNNotificationAction(identifier: "OIT_OPEN", title: "Open", options: [])], // may report
                               intentIdentifiers: [], options: []),
        UNNotificationCategory(identifier: "OIT_2", actions: [UNNotificationAction(identifier: "OIT_OPEN", title: "Open now", options: [.foreground])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
