// A loop whose body never runs.
import UserNotifications

func registerWhileFalse() {
    var actions = [UNNotificationAction(identifier: "WF0_A", title: "A", options: [])]
    while false { // may report
        actions.append(UNNotificationAction(identifier: "WF0_NEVER", title: "Never", options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "WF0", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
