// `for` over identifiers the app reads from its settings.
import Foundation
import UserNotifications

func registerForRuntimeSequence() {
    var actions = [UNNotificationAction(identifier: "FRS_A", title: "A", options: [])]
    for id in UserDefaults.standard.stringArray(forKey: "FRS_IDS") ?? ["FRS_DEFAULT"] { // reported
        actions.append(UNNotificationAction(identifier: id, title: id, options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "FRS", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
