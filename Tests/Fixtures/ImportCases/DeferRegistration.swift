// A registration in `defer` runs at the function's end, after the append below it.
import UserNotifications

func registerDeferRegistration() {
    var actions = [UNNotificationAction(identifier: "DR_A", title: "A", options: [])]
    defer { // may report
        UNUserNotificationCenter.current().setNotificationCategories([ // may report
            UNNotificationCategory(identifier: "DR", actions: actions, intentIdentifiers: [], options: []), // may report
        ])
    }
    actions.append(UNNotificationAction(identifier: "DR_B", title: "B", options: [])) // may report
}
