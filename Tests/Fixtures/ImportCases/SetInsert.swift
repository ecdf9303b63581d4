// A set of categories built with `insert`.
import UserNotifications

func registerSetInsert() {
    var categories = Set<UNNotificationCategory>()
    categories.insert(UNNotificationCategory(identifier: "SI_ONE", actions: [], intentIdentifiers: [], options: []))
    categories.insert(UNNotificationCategory(identifier: "SI_TWO", actions: [UNNotificationAction(identifier: "SI_A", title: "A", options: [])],
                                             intentIdentifiers: [], options: [.customDismissAction]))
    UNUserNotificationCenter.current().setNotificationCategories(categories)
}
