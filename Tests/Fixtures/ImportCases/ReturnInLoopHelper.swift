// A helper that returns from inside a loop, at the first element a run-time check accepts.
import Foundation
import UserNotifications

func returnInLoopHelperTitle() -> String {
    for candidate in ["First", "Second"] { // reported
        if UserDefaults.standard.bool(forKey: "RIL_" + candidate) { return candidate } // reported
    }
    return "None" // reported
}

func registerReturnInLoopHelper() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "RIL", actions: [UNNotificationAction(identifier: "RIL_A", title: returnInLoopHelperTitle(), options: [])], // reported
                               intentIdentifiers: [], options: []),
    ])
}
