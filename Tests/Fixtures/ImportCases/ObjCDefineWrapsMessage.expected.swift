import UserNotifications

func registerObjCDefineWrapsMessage() {
    let a = UNNotificationAction(identifier: "ODW_A", title: "A", options: [])
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "ODW", actions: [a], intentIdentifiers: [], options: [])])
}
