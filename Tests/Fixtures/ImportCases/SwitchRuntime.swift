// A `switch` on a setting the app reads when it runs.
import Foundation
import UserNotifications

func registerSwitchRuntime() {
    var actions = [UNNotificationAction(identifier: "SR_A", title: "A", options: [])]
    switch UserDefaults.standard.integer(forKey: "SR_MODE") { // reported
    case 1: actions.append(UNNotificationAction(identifier: "SR_ONE", title: "One", options: [])) // reported
    default: actions.append(UNNotificationAction(identifier: "SR_OTHER", title: "Other", options: [])) // reported
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SR", actions: actions, intentIdentifiers: [], options: []), // reported
    ])
}
