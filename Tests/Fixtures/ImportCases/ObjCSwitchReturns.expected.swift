import Foundation
import UserNotifications

func registerObjCSwitchReturns() {
    switch UserDefaults.standard.integer(forKey: "OSRT_MODE") {
    case 1: return
    default: break
    }
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OSRT", actions: [], intentIdentifiers: [], options: [])])
}
