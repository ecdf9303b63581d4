// Two `defer`s in one block run last first.
import UserNotifications

func registerDeferOrder() {
    var actions: [UNNotificationAction] = []
    do {
        defer { actions.append(UNNotificationAction(identifier: "DO_LAST", title: "Last", options: [])) }
        defer { actions.append(UNNotificationAction(identifier: "DO_SECOND", title: "Second", options: [])) }
        actions.append(UNNotificationAction(identifier: "DO_FIRST", title: "First", options: []))
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "DO", actions: actions, intentIdentifiers: [], options: []),
    ])
}
