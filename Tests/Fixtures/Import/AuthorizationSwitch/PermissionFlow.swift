// An alarm app: the categories are registered in one case of a switch over the authorization status, which the
// app learns when it runs (a warning at the call; the definitions register them on every launch).
import Foundation
import UserNotifications

enum Authorization {
    case authorized, denied, notDetermined
}

struct PermissionFlow {
    static func handle(_ status: Authorization, center: UNUserNotificationCenter) {
        switch status {
        case .authorized:
            let snooze = UNNotificationAction(identifier: "SNOOZE", title: "Snooze", options: [])
            let stop = UNNotificationAction(identifier: "STOP", title: "Stop", options: [.destructive])
            center.setNotificationCategories([
                UNNotificationCategory(identifier: "ALARM", actions: [snooze, stop], intentIdentifiers: [], options: [.customDismissAction]),
            ])
        case .denied, .notDetermined:
            break
        }
    }
}
