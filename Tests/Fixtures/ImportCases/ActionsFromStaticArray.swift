// Actions kept in a `static let` array of a type.
import UserNotifications

enum ActionsFromStaticArrayCatalog {
    static let actions = [
        UNNotificationAction(identifier: "AFS_A", title: "A", options: []),
        UNNotificationAction(identifier: "AFS_B", title: "B", options: [.destructive]),
    ]
}

func registerActionsFromStaticArray() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "AFS", actions: ActionsFromStaticArrayCatalog.actions, intentIdentifiers: [], options: []),
    ])
}
