// `compactMap` that drops what its closure returns `nil` for.
import UserNotifications

func registerCompactMapNil() {
    let actions = ["CMN_A", "", "CMN_B"].compactMap { id -> UNNotificationAction? in
        guard !id.isEmpty else { return nil } // may report
        return UNNotificationAction(identifier: id, title: id, options: []) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "CMN", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
