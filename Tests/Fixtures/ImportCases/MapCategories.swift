// Categories made by `map` over a written list.
import UserNotifications

func registerMapCategories() {
    let ids = ["MC_ONE", "MC_TWO"]
    let categories = ids.map { id in
        UNNotificationCategory(identifier: id, actions: [UNNotificationAction(identifier: id + "_OPEN", title: "Open", options: [.foreground])],
                               intentIdentifiers: [], options: [])
    }
    UNUserNotificationCenter.current().setNotificationCategories(Set(categories))
}
