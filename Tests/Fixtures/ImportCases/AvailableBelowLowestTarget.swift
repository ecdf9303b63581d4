// `#available` at or below the generated code's lowest deployment target (iOS 13) always holds: one variant.
import UserNotifications

func registerAvailableBelowLowestTarget() {
    var actions: [UNNotificationAction] = []
    if #available(iOS 11.0, macOS 10.14, *) {
        actions.append(UNNotificationAction(identifier: "ABL_NEW", title: "New", options: []))
    } else {
        actions.append(UNNotificationAction(identifier: "ABL_OLD", title: "Old", options: []))
    }
    guard #available(iOS 13, *) else { return }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "ABL", actions: actions, intentIdentifiers: [], options: []),
    ])
}
