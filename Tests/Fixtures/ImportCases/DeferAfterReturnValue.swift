// A `defer` in a helper changes its local after the returned value was made: the caller gets the value without it.
import UserNotifications

func deferAfterReturnValueActions() -> [UNNotificationAction] {
    var actions = [UNNotificationAction(identifier: "DAR_A", title: "A", options: [])]
    defer { actions.append(UNNotificationAction(identifier: "DAR_B", title: "B", options: [])) } // may report
    return actions
}

func registerDeferAfterReturnValue() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "DAR", actions: deferAfterReturnValueActions(), intentIdentifiers: [], options: []), // may report
    ])
}
