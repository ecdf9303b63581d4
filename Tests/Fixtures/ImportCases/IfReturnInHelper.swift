// A helper that returns early when a run-time condition holds.
import Foundation
import UserNotifications

func ifReturnInHelperActions() -> [UNNotificationAction] {
    let short = [UNNotificationAction(identifier: "IRH_A", title: "A", options: [])]
    if !UserDefaults.standard.bool(forKey: "IRH_LONG") { // reported
        return short // reported
    }
    return short + [UNNotificationAction(identifier: "IRH_B", title: "B", options: [])] // reported
}

func registerIfReturnInHelper() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IRH", actions: ifReturnInHelperActions(), intentIdentifiers: [], options: []), // reported
    ])
}
