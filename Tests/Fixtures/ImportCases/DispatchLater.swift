// A dispatched closure runs later: it sees the append made after it was dispatched.
import Foundation
import UserNotifications

func registerDispatchLater() {
    var actions = [UNNotificationAction(identifier: "DL_A", title: "A", options: [])]
    DispatchQueue.main.async { // may report
        UNUserNotificationCenter.current().setNotificationCategories([ // may report
            UNNotificationCategory(identifier: "DL", actions: actions, intentIdentifiers: [], options: []), // may report
        ])
    }
    actions.append(UNNotificationAction(identifier: "DL_B", title: "B", options: [])) // may report
}
