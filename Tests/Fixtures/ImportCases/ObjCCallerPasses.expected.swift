import Foundation
import UserNotifications

func objCCallerPassesRegister(with title: String) {
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OCP", actions: [UNNotificationAction(identifier: "OCP_A", title: title, options: [])], intentIdentifiers: [], options: [])])
}

func registerObjCCallerPasses() {
    objCCallerPassesRegister(with: "Reply")
}
