import UserNotifications

func registerObjCDoWhile() {
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "ODW2", actions: [UNNotificationAction(identifier: "ODW2_A", title: "A", options: [])], intentIdentifiers: [], options: [])])
}
