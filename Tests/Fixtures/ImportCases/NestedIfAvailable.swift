// `if #available` inside `#if os(iOS)`: gates combine.
import UserNotifications

func registerNestedIfAvailable() {
    var actions = [UNNotificationAction(identifier: "NIA_ALL", title: "All", options: [])]
    #if os(iOS)
    if #available(iOS 16, *) {
        actions.append(UNNotificationAction(identifier: "NIA_NEW", title: "New", options: []))
    }
    #endif
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "NIA", actions: actions, intentIdentifiers: [], options: []),
    ])
}
