// A local declared in a loop's body is gone after the loop: the name then means the constant outside.
import UserNotifications

let loopLocalLeakTitle = "Outer"

func registerLoopLocalLeak() {
    var actions: [UNNotificationAction] = []
    for id in ["LLL_A"] {
        let loopLocalLeakTitle = "Inner"
        actions.append(UNNotificationAction(identifier: id, title: loopLocalLeakTitle, options: []))
    }
    actions.append(UNNotificationAction(identifier: "LLL_B", title: loopLocalLeakTitle, options: []))
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "LLL", actions: actions, intentIdentifiers: [], options: []),
    ])
}
