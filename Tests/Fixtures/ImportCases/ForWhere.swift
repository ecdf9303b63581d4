// `for ... where` over a written list: only the elements the clause keeps.
import UserNotifications

func registerForWhere() {
    var actions: [UNNotificationAction] = []
    for name in ["FW_A", "FW_SKIP", "FW_B"] where name != "FW_SKIP" { // may report
        actions.append(UNNotificationAction(identifier: name, title: name, options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "FW", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
