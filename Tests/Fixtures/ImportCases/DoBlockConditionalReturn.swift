// A `do` block without `catch` whose code returns on a setting the app reads when it runs.
import Foundation
import UserNotifications

func registerDoBlockConditionalReturn() {
    do {
        if UserDefaults.standard.bool(forKey: "DBCR_OFF") { return } // reported
    }
    UNUserNotificationCenter.current().setNotificationCategories([ // may report
        UNNotificationCategory(identifier: "DBCR", actions: [], intentIdentifiers: [], options: []),
    ])
}
