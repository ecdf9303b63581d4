import Foundation
import UserNotifications

func objCHelperReturnsEarlyActions() -> [UNNotificationAction] {
    if UserDefaults.standard.bool(forKey: "OHRE_OFF") { return [] }
    return [UNNotificationAction(identifier: "OHRE_A", title: "A", options: [])]
}

func registerObjCHelperReturnsEarly() {
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OHRE", actions: objCHelperReturnsEarlyActions(), intentIdentifiers: [], options: [])])
}
