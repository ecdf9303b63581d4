// Intent identifiers and several category options.
import UserNotifications

func registerIntentIdentifiers() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "II", actions: [UNTextInputNotificationAction(identifier: "II_REPLY", title: "Reply", options: [])],
                               intentIdentifiers: ["INSendMessageIntent", "INStartCallIntent"], options: [.customDismissAction, .allowInCarPlay]),
    ])
}
