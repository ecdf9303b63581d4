// Actions collected by a result builder.
import UserNotifications

@resultBuilder
enum ResultBuilderActions {
    static func buildBlock(_ actions: UNNotificationAction...) -> [UNNotificationAction] { actions }
}

@ResultBuilderActions
func resultBuilderActions() -> [UNNotificationAction] { // may report
    UNNotificationAction(identifier: "RB_A", title: "A", options: [])
    UNNotificationAction(identifier: "RB_B", title: "B", options: [])
}

func registerResultBuilder() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "RB", actions: resultBuilderActions(), intentIdentifiers: [], options: []), // may report
    ])
}
