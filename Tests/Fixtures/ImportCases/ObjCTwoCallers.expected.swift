import Foundation
import UserNotifications

func objCTwoCallersRegister(_ title: String) {
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OTC", actions: [UNNotificationAction(identifier: "OTC_A", title: title, options: [])], intentIdentifiers: [], options: [])])
}

func registerObjCTwoCallers() {
    objCTwoCallersRegister("First")
    objCTwoCallersRegister("Second")
}
