// Two `#if os(...)` blocks one after the other: the gates combine.
import UserNotifications

func registerTwoIfOs() {
    var actions = [UNNotificationAction(identifier: "TIO_ALL", title: "All", options: [])]
    #if os(iOS)
    actions.append(UNNotificationAction(identifier: "TIO_IOS", title: "iOS", options: []))
    #endif
    #if os(macOS)
    actions.append(UNNotificationAction(identifier: "TIO_MAC", title: "Mac", options: []))
    #endif
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "TIO", actions: actions, intentIdentifiers: [], options: []),
    ])
}
