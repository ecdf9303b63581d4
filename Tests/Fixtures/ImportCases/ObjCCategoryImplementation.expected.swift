import UserNotifications

func registerObjCCategoryImplementation() {
    let accept = UNNotificationAction(identifier: "OCI_A", title: "Accept", options: [.foreground])
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OCI", actions: [accept], intentIdentifiers: [], options: [])])
}
