// A `static var` that other code changes before the registration reads it.
import UserNotifications

enum StaticVarChangedElsewhereConfig {
    static var replyTitle = "Reply"
}

func staticVarChangedElsewhereConfigure() { StaticVarChangedElsewhereConfig.replyTitle = "Answer" }

func registerStaticVarChangedElsewhere() {
    staticVarChangedElsewhereConfigure()
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SVC", actions: [
            UNNotificationAction(identifier: "SVC_A", title: StaticVarChangedElsewhereConfig.replyTitle, options: []), // may report
        ], intentIdentifiers: [], options: []),
    ])
}
