// A parameter named like a file-scope constant: the caller's value, not the constant.
import UserNotifications

let shadowedParameterTitle = "Global"

func shadowedParameterAction(_ shadowedParameterTitle: String) -> UNNotificationAction {
    UNNotificationAction(identifier: "SP_A", title: shadowedParameterTitle, options: [])
}

func registerShadowedParameter() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SP", actions: [shadowedParameterAction("Passed")], intentIdentifiers: [], options: []),
    ])
}
