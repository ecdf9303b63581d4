// A title from the app's settings with a default.
import Foundation
import UserNotifications

func registerNilCoalescingRuntime() {
    let title = UserDefaults.standard.string(forKey: "NCR_TITLE") ?? "Reply" // reported
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "NCR", actions: [UNNotificationAction(identifier: "NCR_A", title: title, options: [])], // reported
                               intentIdentifiers: [], options: []),
    ])
}
