import Foundation
import UserNotifications

func registerObjCDispatchLater() {
    DispatchQueue.main.async {
        let actions = [UNNotificationAction(identifier: "ODL_A", title: "A", options: []), UNNotificationAction(identifier: "ODL_B", title: "B", options: [])]
        UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "ODL", actions: actions, intentIdentifiers: [], options: [])])
    }
}
