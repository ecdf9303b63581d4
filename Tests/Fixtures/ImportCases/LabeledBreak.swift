// A labelled `break` out of two loops over written lists.
import UserNotifications

func registerLabeledBreak() {
    var actions: [UNNotificationAction] = []
    outer: for group in ["LB_A", "LB_B"] { // may report
        for suffix in ["1", "2"] { // may report
            if group == "LB_B" { break outer } // may report
            actions.append(UNNotificationAction(identifier: group + suffix, title: suffix, options: [])) // may report
        }
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "LB", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
