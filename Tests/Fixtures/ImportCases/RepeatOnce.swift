// A `repeat` whose body runs once.
import UserNotifications

func registerRepeatOnce() {
    var actions: [UNNotificationAction] = []
    repeat { // may report
        actions.append(UNNotificationAction(identifier: "RO_A", title: "A", options: [])) // may report
    } while false
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "RO", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
