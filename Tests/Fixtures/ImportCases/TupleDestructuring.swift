// Two actions made by one tuple binding.
import UserNotifications

let accept = UNNotificationAction(identifier: "TD_WRONG", title: "Global", options: [])

func registerTupleDestructuring() {
    let (accept, decline) = (UNNotificationAction(identifier: "TD_ACCEPT", title: "Accept", options: []),
                             UNNotificationAction(identifier: "TD_DECLINE", title: "Decline", options: [.destructive]))
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "TD", actions: [accept, decline], intentIdentifiers: [], options: []),
    ])
}
