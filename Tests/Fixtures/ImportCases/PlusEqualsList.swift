// `+=` and `x = x + [y]` on a list of actions.
import UserNotifications

func registerPlusEqualsList() {
    var actions = [UNNotificationAction(identifier: "PEL_A", title: "A", options: [])]
    actions += [UNNotificationAction(identifier: "PEL_B", title: "B", options: [])]
    actions = actions + [UNNotificationAction(identifier: "PEL_C", title: "C", options: [])]
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "PEL", actions: actions, intentIdentifiers: [], options: []),
    ])
}
