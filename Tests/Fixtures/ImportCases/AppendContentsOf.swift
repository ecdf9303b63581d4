// `append(contentsOf:)` of another written list.
import UserNotifications

func registerAppendContentsOf() {
    let extra = [UNNotificationAction(identifier: "ACO_B", title: "B", options: []), UNNotificationAction(identifier: "ACO_C", title: "C", options: [.authenticationRequired])]
    var actions = [UNNotificationAction(identifier: "ACO_A", title: "A", options: [])]
    actions.append(contentsOf: extra)
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "ACO", actions: actions, intentIdentifiers: [], options: []),
    ])
}
