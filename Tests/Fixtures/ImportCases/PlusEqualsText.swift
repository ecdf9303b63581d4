// `+=` on text.
import UserNotifications

func registerPlusEqualsText() {
    var title = "Re"
    title += "ply"
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "PET", actions: [UNNotificationAction(identifier: "PET_A", title: title, options: [])],
                               intentIdentifiers: [], options: []),
    ])
}
