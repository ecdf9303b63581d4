import UserNotifications

func registerObjCWhileLoop() {
    let actions = [UNNotificationAction(identifier: "OWL_0", title: "Item", options: []), UNNotificationAction(identifier: "OWL_1", title: "Item", options: [])]
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OWL", actions: actions, intentIdentifiers: [], options: [])])
}
