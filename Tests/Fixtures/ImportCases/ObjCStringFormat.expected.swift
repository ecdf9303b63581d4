import UserNotifications

func registerObjCStringFormat() {
    let open = UNNotificationAction(identifier: "OSF_OPEN", title: "Open", options: [.foreground])
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OSF", actions: [open], intentIdentifiers: [], options: [])])
}
