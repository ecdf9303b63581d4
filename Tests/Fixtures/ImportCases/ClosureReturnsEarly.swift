// A local closure that returns before its append when a setting says so, called where it stands.
import Foundation
import UserNotifications

func registerClosureReturnsEarly() {
    var actions = [UNNotificationAction(identifier: "CRE_A", title: "A", options: [])]
    let addMaybe = {
        if UserDefaults.standard.bool(forKey: "CRE_SKIP") { return } // reported
        actions.append(UNNotificationAction(identifier: "CRE_B", title: "B", options: [])) // may report
    }
    addMaybe() // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "CRE", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
