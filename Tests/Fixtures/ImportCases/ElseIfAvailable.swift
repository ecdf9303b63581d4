// `if #available` with an `else if #available` giving another value.
import UserNotifications

func elseIfAvailableTitle() -> String {
    if #available(iOS 17, *) { // may report
        return "Newest"
    } else if #available(iOS 15, *) {
        return "Newer"
    } else {
        return "Old"
    }
}

func registerElseIfAvailable() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "EIA", actions: [UNNotificationAction(identifier: "EIA_A", title: elseIfAvailableTitle(), options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
