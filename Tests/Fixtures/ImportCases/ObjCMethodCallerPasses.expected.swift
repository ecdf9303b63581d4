import Foundation
import UserNotifications

func objCMethodCallerPassesRegister(_ actions: [UNNotificationAction]) {
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OMCP", actions: actions, intentIdentifiers: [], options: [])])
}

func registerObjCMethodCallerPasses() {
    let open = UNNotificationAction(identifier: "OMCP_OPEN", title: "Open", options: [.foreground])
    if UserDefaults.standard.bool(forKey: "OMCP_OFF") { return }
    objCMethodCallerPassesRegister([open])
}
