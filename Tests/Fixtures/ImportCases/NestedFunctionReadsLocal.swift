// A nested function reads its enclosing function's local, not the file's constant of the same name.
import UserNotifications

let nestedFunctionTitle = "Global"

func registerNestedFunctionReadsLocal() {
    let nestedFunctionTitle = "Local"
    func makeAction() -> UNNotificationAction {
        UNNotificationAction(identifier: "NFR_A", title: nestedFunctionTitle, options: [])
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "NFR", actions: [makeAction()], intentIdentifiers: [], options: []), // may report
    ])
}
