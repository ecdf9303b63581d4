// A `static var` no code changes: its written value.
import UserNotifications

enum StaticVarNeverChangedConfig {
    static var replyTitle = "Reply"
}

func registerStaticVarNeverChanged() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SVN", actions: [UNNotificationAction(identifier: "SVN_A", title: StaticVarNeverChangedConfig.replyTitle, options: [])],
                               intentIdentifiers: [], options: []),
    ])
}
