import UserNotifications

func registerObjCMethodGivenArray() {
    let actions = [UNNotificationAction(identifier: "OMG_A", title: "A", options: []), UNNotificationAction(identifier: "OMG_B", title: "B", options: [])]
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OMG", actions: actions, intentIdentifiers: [], options: [])])
}
