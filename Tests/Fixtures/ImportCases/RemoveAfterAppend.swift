// An action appended, then removed by a method the import does not model.
import UserNotifications

func registerRemoveAfterAppend() {
    var actions = [UNNotificationAction(identifier: "RAA_A", title: "A", options: []),
                   UNNotificationAction(identifier: "RAA_B", title: "B", options: [])]
    actions.removeLast() // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "RAA", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
