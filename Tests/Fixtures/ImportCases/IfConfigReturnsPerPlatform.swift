// A helper whose `#if os(...)` clauses each return their own title: each platform's, gated.
import UserNotifications

func ifConfigReturnsPerPlatformTitle() -> String {
    #if os(iOS) // may report
    return "Phone"
    #elseif os(macOS)
    return "Mac"
    #else
    return "Other"
    #endif
}

func registerIfConfigReturnsPerPlatform() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "ICRP", actions: [UNNotificationAction(identifier: "ICRP_A", title: ifConfigReturnsPerPlatformTitle(), options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
