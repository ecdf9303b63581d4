// A `while` loop that appends: how often it runs is the loop's business.
import UserNotifications

func registerWhileLoop() {
    var actions: [UNNotificationAction] = []
    var index = 0
    while index < 2 { // may report
        actions.append(UNNotificationAction(identifier: "WL_\(index)", title: "Item", options: [])) // may report
        index += 1
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "WL", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
