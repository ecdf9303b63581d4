// A `while` loop over a condition the app reads when it runs.
import Foundation
import UserNotifications

func registerWhileRuntime() {
    var actions = [UNNotificationAction(identifier: "WR_A", title: "A", options: [])]
    var extra = UserDefaults.standard.integer(forKey: "WR_EXTRA")
    while extra > 0 { // reported
        actions.append(UNNotificationAction(identifier: "WR_\(extra)", title: "Extra", options: [])) // reported
        extra -= 1
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "WR", actions: actions, intentIdentifiers: [], options: []), // reported
    ])
}
