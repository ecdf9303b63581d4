// A call in the `else` of an `#available` every supported OS version has is never reached, and says so.
import UserNotifications

func registerAvailableBelowLowestElse() {
    let center = UNUserNotificationCenter.current()
    if #available(iOS 12.0, *) {
        center.setNotificationCategories([UNNotificationCategory(identifier: "ABE_NEW", actions: [], intentIdentifiers: [], options: [])]) // may report
    } else {
        center.setNotificationCategories([UNNotificationCategory(identifier: "ABE_OLD", actions: [], intentIdentifiers: [], options: [])]) // reported
    }
}
