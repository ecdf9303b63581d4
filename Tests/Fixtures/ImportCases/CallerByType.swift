// A registering function's caller is the one of its type, not another type's method of the same name.
import UserNotifications

struct CallerByTypeRegistrar {
    func apply(_ categories: Set<UNNotificationCategory>) {
        UNUserNotificationCenter.current().setNotificationCategories(categories) // may report
    }
}

struct CallerByTypePreview {
    func apply(_ categories: Set<UNNotificationCategory>) { print(categories.count) }
}

func registerCallerByType() {
    CallerByTypePreview().apply([UNNotificationCategory(identifier: "CBT_PREVIEW", actions: [], intentIdentifiers: [], options: [])]) // may report
    CallerByTypeRegistrar().apply([UNNotificationCategory(identifier: "CBT", actions: [], intentIdentifiers: [], options: [])]) // may report
}
