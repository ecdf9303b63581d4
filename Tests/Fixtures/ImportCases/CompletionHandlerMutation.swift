// An append in a completion handler, which runs later than the registration after it.
import UserNotifications

func registerCompletionHandlerMutation() {
    let center = UNUserNotificationCenter.current()
    var actions = [UNNotificationAction(identifier: "CHM_A", title: "A", options: [])]
    center.getNotificationCategories { _ in // may report
        actions.append(UNNotificationAction(identifier: "CHM_B", title: "B", options: [])) // may report
    }
    center.setNotificationCategories([
        UNNotificationCategory(identifier: "CHM", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
