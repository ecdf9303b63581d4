// A title changed after the action was made from it: the action keeps the old one.
import UserNotifications

func registerReassignAfterUse() {
    var title = "Before"
    let action = UNNotificationAction(identifier: "RAU_A", title: title, options: [])
    title = "After"
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "RAU", actions: [action, UNNotificationAction(identifier: "RAU_B", title: title, options: [])],
                               intentIdentifiers: [], options: []),
    ])
}
