// `continue` and `break` in a loop over a written list.
import UserNotifications

func registerForContinueBreak() {
    var actions: [UNNotificationAction] = []
    for name in ["FCB_A", "FCB_SKIP", "FCB_B", "FCB_STOP", "FCB_C"] { // may report
        if name == "FCB_SKIP" { continue } // may report
        if name == "FCB_STOP" { break } // may report
        actions.append(UNNotificationAction(identifier: name, title: name, options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "FCB", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
