// A helper's default argument.
import UserNotifications

func helperWithDefaultArgumentAction(_ id: String, title: String = "Default title", options: UNNotificationActionOptions = [.foreground]) -> UNNotificationAction {
    UNNotificationAction(identifier: id, title: title, options: options)
}

func registerHelperWithDefaultArgument() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "HDA", actions: [helperWithDefaultArgumentAction("HDA_A"), helperWithDefaultArgumentAction("HDA_B", title: "Given")],
                               intentIdentifiers: [], options: []),
    ])
}
