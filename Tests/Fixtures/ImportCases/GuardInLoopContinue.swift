// `guard ... else { continue }` in a loop over a written list.
import UserNotifications

func registerGuardInLoopContinue() {
    var actions: [UNNotificationAction] = []
    for id in ["GLC_A", "", "GLC_B"] { // may report
        guard !id.isEmpty else { continue } // may report
        actions.append(UNNotificationAction(identifier: id, title: id, options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "GLC", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
