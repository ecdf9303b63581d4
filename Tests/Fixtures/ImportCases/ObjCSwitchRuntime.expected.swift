import Foundation
import UserNotifications

func registerObjCSwitchRuntime() {
    let id = UserDefaults.standard.integer(forKey: "OSR_MODE") == 1 ? "OSR_ONE" : "OSR_OTHER"
    let title = id == "OSR_ONE" ? "One" : "Other"
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OSR", actions: [UNNotificationAction(identifier: id, title: title, options: [])], intentIdentifiers: [], options: [])])
}
