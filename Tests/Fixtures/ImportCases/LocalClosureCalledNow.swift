// A local closure that makes actions, called where it stands.
import UserNotifications

func registerLocalClosureCalledNow() {
    let make = { (id: String) -> UNNotificationAction in UNNotificationAction(identifier: id, title: "Made", options: []) }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "LCN", actions: [make("LCN_A"), make("LCN_B")], intentIdentifiers: [], options: []), // may report
    ])
}
