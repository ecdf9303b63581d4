import Foundation
import UserNotifications

func registerObjCGuardReturn() {
    guard !UserDefaults.standard.bool(forKey: "OGR_OFF") else { return }
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OGR", actions: [], intentIdentifiers: [], options: [])])
}
