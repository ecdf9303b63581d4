import Foundation
import UserNotifications

struct ObjCThrowInHelperError: Error {}

func objCThrowInHelperActions() throws -> [UNNotificationAction] {
    if UserDefaults.standard.bool(forKey: "OTIH_BAD") { throw ObjCThrowInHelperError() }
    return [UNNotificationAction(identifier: "OTIH_A", title: "A", options: [])]
}

func registerObjCThrowInHelper() {
    guard let actions = try? objCThrowInHelperActions() else { return }
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OTIH", actions: actions, intentIdentifiers: [], options: [])])
}
