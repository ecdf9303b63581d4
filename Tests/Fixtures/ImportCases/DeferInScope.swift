// A `defer` in a nested block runs when that block ends, before the code after it.
import UserNotifications

func registerDeferInScope() {
    var actions: [UNNotificationAction] = []
    do {
        defer { actions.append(UNNotificationAction(identifier: "DIS_B", title: "B", options: [])) }
        actions.append(UNNotificationAction(identifier: "DIS_A", title: "A", options: []))
    }
    actions.append(UNNotificationAction(identifier: "DIS_C", title: "C", options: []))
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "DIS", actions: actions, intentIdentifiers: [], options: []),
    ])
}
