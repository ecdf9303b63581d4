// `for` over a written list, each element an action.
import UserNotifications

func registerForLiteralList() {
    var actions: [UNNotificationAction] = []
    for (id) in ["FLL_A", "FLL_B"] {
        actions.append(UNNotificationAction(identifier: id, title: id.lowercased(), options: []))
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "FLL", actions: actions, intentIdentifiers: [], options: []),
    ])
}
