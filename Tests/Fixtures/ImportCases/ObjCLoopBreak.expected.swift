import Foundation
import UserNotifications

func registerObjCLoopBreak() {
    var actions: [UNNotificationAction] = []
    for name in ["OLB_A", "OLB_B"] {
        actions.append(UNNotificationAction(identifier: name, title: name, options: []))
        break
    }
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OLB", actions: actions, intentIdentifiers: [], options: [])])
}
