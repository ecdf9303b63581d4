// `#if !DEBUG` around an enum case the registration lists with `allCases`.
import UserNotifications

enum IfDebugEnumCaseKind: String, CaseIterable {
    case reply = "IDE_REPLY"
    #if !DEBUG
    case share = "IDE_SHARE" // reported
    #endif
}

func registerIfDebugEnumCase() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "IDE", actions: IfDebugEnumCaseKind.allCases.map { UNNotificationAction(identifier: $0.rawValue, title: "T", options: []) }, // reported
                               intentIdentifiers: [], options: []),
    ])
}
