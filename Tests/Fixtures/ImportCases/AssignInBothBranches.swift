// A title assigned in both branches of a run-time `if`.
import Foundation
import UserNotifications

func registerAssignInBothBranches() {
    var title = "Initial"
    if UserDefaults.standard.bool(forKey: "AIB_FLAG") { // reported
        title = "On"
    } else {
        title = "Off"
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "AIB", actions: [UNNotificationAction(identifier: "AIB_A", title: title, options: [])], // reported
                               intentIdentifiers: [], options: []),
    ])
}
