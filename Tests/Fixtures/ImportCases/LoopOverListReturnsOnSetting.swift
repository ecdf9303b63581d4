// A loop over a written list whose body returns, with no value, on a setting the app reads when it runs.
import Foundation
import UserNotifications

func registerLoopOverListReturnsOnSetting() {
    var actions: [UNNotificationAction] = []
    for name in ["A", "B"] {
        if UserDefaults.standard.bool(forKey: "LOLR_STOP_" + name) { return } // reported
        actions.append(UNNotificationAction(identifier: "LOLR_" + name, title: name, options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([ // may report
        UNNotificationCategory(identifier: "LOLR", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
