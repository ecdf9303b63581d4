// A `repeat` loop that appends.
import UserNotifications

func registerRepeatLoop() {
    var actions: [UNNotificationAction] = []
    repeat { // may report
        actions.append(UNNotificationAction(identifier: "RL_A", title: "A", options: [])) // may report
    } while actions.count < 2 // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "RL", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
