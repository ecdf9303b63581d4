// A local of a closure does not leak into the code around it, where the same name is another constant.
import UserNotifications

let closureLocalLeakTitle = "Outer"

func closureLocalLeakRun(_ body: () -> Void) { body() }

func registerClosureLocalLeak() {
    let title = closureLocalLeakTitle
    closureLocalLeakRun {
        let title = "Inner"
        _ = title
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "CLL", actions: [UNNotificationAction(identifier: "CLL_A", title: title, options: [])],
                               intentIdentifiers: [], options: []),
    ])
}
