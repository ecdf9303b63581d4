import UserNotifications

func registerObjCPlainLiteral() {
    let reply = UNTextInputNotificationAction(identifier: "OPL_REPLY", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    let mute = UNNotificationAction(identifier: "OPL_MUTE", title: "Mute", options: [.destructive])
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: "OPL", actions: [reply, mute], intentIdentifiers: [], options: [.customDismissAction])])
}
