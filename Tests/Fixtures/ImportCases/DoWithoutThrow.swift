// A `do` block that throws nothing: its body runs once, in order.
import UserNotifications

func registerDoWithoutThrow() {
    var actions = [UNNotificationAction(identifier: "DWT_A", title: "A", options: [])]
    do {
        actions.append(UNNotificationAction(identifier: "DWT_B", title: "B", options: []))
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "DWT", actions: actions, intentIdentifiers: [], options: []),
    ])
}
