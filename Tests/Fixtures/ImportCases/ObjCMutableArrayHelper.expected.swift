import UserNotifications

func registerObjCMutableArrayHelper() {
    let actions = [UNNotificationAction(identifier: "OMH_A", title: "A", options: []), UNNotificationAction(identifier: "OMH_B", title: "B", options: [])]
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OMH", actions: actions, intentIdentifiers: [], options: [])])
}
