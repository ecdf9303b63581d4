// An `if` on a run-time condition that adds an action.
import Foundation
import UserNotifications

func registerIfRuntimeNoReturn() {
    var actions = [UNNotificationAction(identifier: "IRN_A", title: "A", options: [])]
    if UserDefaults.standard.bool(forKey: "IRN_BETA") { // reported
        actions.append(UNNotificationAction(identifier: "IRN_B", title: "B", options: []))
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IRN", actions: actions, intentIdentifiers: [], options: []), // reported
    ])
}
