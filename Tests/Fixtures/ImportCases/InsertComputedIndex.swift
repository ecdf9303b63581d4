// `insert(_:at:)` at an index the code computes.
import UserNotifications

func registerInsertComputedIndex() {
    var actions = [UNNotificationAction(identifier: "ICI_A", title: "A", options: []),
                   UNNotificationAction(identifier: "ICI_C", title: "C", options: [])]
    actions.insert(UNNotificationAction(identifier: "ICI_B", title: "B", options: []), at: actions.count - 1) // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "ICI", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
