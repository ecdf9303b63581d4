import Foundation
import UserNotifications

func objCLoopHelperReturnsTitle() -> String {
    for word in UserDefaults.standard.stringArray(forKey: "OLHR_WORDS") ?? [] { return word }
    return "Reply"
}

func registerObjCLoopHelperReturns() {
    let reply = UNNotificationAction(identifier: "OLHR_A", title: objCLoopHelperReturnsTitle(), options: [])
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OLHR", actions: [reply], intentIdentifiers: [], options: [])])
}
