// `forEach` over a written list.
import UserNotifications

func registerForEachLiteral() {
    var actions: [UNNotificationAction] = []
    ["FEL_A", "FEL_B"].forEach { id in
        actions.append(UNNotificationAction(identifier: id, title: id.lowercased(), options: []))
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "FEL", actions: actions, intentIdentifiers: [], options: []),
    ])
}
