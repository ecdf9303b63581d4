import Foundation
import UserNotifications

func registerObjCIfDebugElif() {
    var title = "Default"
    #if DEBUG
    title = "Debug"
    #elseif os(iOS)
    title = "Phone"
    #else
    title = "Other"
    #endif
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OIDE", actions: [UNNotificationAction(identifier: "OIDE_A", title: title, options: [])], intentIdentifiers: [], options: [])])
}
