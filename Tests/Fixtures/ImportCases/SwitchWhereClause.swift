// A `switch` case with a `where` clause on a known value.
import UserNotifications

func registerSwitchWhereClause() {
    var actions: [UNNotificationAction] = []
    let count = 2
    switch count { // may report
    case let value where value > 1: actions.append(UNNotificationAction(identifier: "SWC_MANY", title: "Many", options: [])) // may report
    default: actions.append(UNNotificationAction(identifier: "SWC_ONE", title: "One", options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SWC", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
