// A closure stored and called after a change to what it captures.
import UserNotifications

func registerStoredClosureLater() {
    var actions = [UNNotificationAction(identifier: "SCL_A", title: "A", options: [])]
    let register = {
        UNUserNotificationCenter.current().setNotificationCategories([ // may report
            UNNotificationCategory(identifier: "SCL", actions: actions, intentIdentifiers: [], options: []), // may report
        ])
    }
    actions.append(UNNotificationAction(identifier: "SCL_B", title: "B", options: [])) // may report
    register() // may report
}
