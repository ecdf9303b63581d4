// `fallthrough` on a known value runs the next case too.
import UserNotifications

enum SwitchFallthroughLevel { case full, basic }

func registerSwitchFallthrough() {
    var actions: [UNNotificationAction] = []
    let level = SwitchFallthroughLevel.full
    switch level {
    case .full:
        actions.append(UNNotificationAction(identifier: "SF_FULL", title: "Full", options: []))
        fallthrough // may report
    case .basic:
        actions.append(UNNotificationAction(identifier: "SF_BASIC", title: "Basic", options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SF", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
