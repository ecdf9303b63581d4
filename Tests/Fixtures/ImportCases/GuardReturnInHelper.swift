// A helper whose `guard` returns early on a run-time condition.
import Foundation
import UserNotifications

func guardReturnInHelperActions() -> [UNNotificationAction] {
    var actions = [UNNotificationAction(identifier: "GRH_A", title: "A", options: [])]
    guard UserDefaults.standard.bool(forKey: "GRH_EXTRA") else { return actions } // reported
    actions.append(UNNotificationAction(identifier: "GRH_B", title: "B", options: [])) // reported
    return actions // reported
}

func registerGuardReturnInHelper() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "GRH", actions: guardReturnInHelperActions(), intentIdentifiers: [], options: []), // reported
    ])
}
