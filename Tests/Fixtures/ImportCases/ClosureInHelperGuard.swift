// A closure whose `guard` returns early: what follows in it runs only when the condition holds.
import Foundation
import UserNotifications

func registerClosureInHelperGuard() {
    var actions = [UNNotificationAction(identifier: "CHG_A", title: "A", options: [])]
    let add = {
        guard UserDefaults.standard.bool(forKey: "CHG_EXTRA") else { return } // reported
        actions.append(UNNotificationAction(identifier: "CHG_B", title: "B", options: [])) // reported
    }
    add() // reported
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "CHG", actions: actions, intentIdentifiers: [], options: []), // reported
    ])
}
