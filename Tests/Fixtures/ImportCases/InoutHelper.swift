// A helper that appends to the list it is given `inout`.
import UserNotifications

func inoutHelperAddExtras(_ actions: inout [UNNotificationAction]) {
    actions.append(UNNotificationAction(identifier: "IH_B", title: "B", options: []))
}

func registerInoutHelper() {
    var actions = [UNNotificationAction(identifier: "IH_A", title: "A", options: [])]
    inoutHelperAddExtras(&actions) // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IH", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
