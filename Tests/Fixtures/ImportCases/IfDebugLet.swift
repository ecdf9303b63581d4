// `#if DEBUG` around the `let` of a title: the build decides.
import UserNotifications

func registerIfDebugLet() {
    #if DEBUG // reported
    let title = "Debug reply"
    #else // reported
    let title = "Reply"
    #endif
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IDL", actions: [UNNotificationAction(identifier: "IDL_A", title: title, options: [])], // reported
                               intentIdentifiers: [], options: []),
    ])
}
