// A branch of `if #available` that returns on a setting the app reads when it runs: the registration after it is
// reached only when it does not.
import Foundation
import UserNotifications

func registerAvailableHoldsConditionalReturn() {
    if #available(iOS 13, *) {
        if UserDefaults.standard.bool(forKey: "AHCR_OFF") { return } // reported
    }
    UNUserNotificationCenter.current().setNotificationCategories([ // may report
        UNNotificationCategory(identifier: "AHCR", actions: [], intentIdentifiers: [], options: []),
    ])
}
