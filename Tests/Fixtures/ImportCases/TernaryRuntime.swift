// A title chosen by a ternary on a setting.
import Foundation
import UserNotifications

func registerTernaryRuntime() {
    let title = UserDefaults.standard.bool(forKey: "TR_SHORT") ? "Re" : "Reply" // reported
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "TR", actions: [UNNotificationAction(identifier: "TR_A", title: title, options: [])], // reported
                               intentIdentifiers: [], options: []),
    ])
}
