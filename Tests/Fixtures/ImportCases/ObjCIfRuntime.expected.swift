import Foundation
import UserNotifications

func registerObjCIfRuntime() {
    var actions = [UNNotificationAction(identifier: "OIR_A", title: "A", options: [])]
    if UserDefaults.standard.bool(forKey: "OIR_BETA") { actions.append(UNNotificationAction(identifier: "OIR_B", title: "B", options: [])) }
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OIR", actions: actions, intentIdentifiers: [], options: [])])
}
