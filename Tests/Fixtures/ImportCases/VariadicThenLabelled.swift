// A helper with variadic actions followed by a labelled parameter.
import UserNotifications

func variadicThenLabelledCategory(_ id: String, _ actions: UNNotificationAction..., options: UNNotificationCategoryOptions) -> UNNotificationCategory {
    UNNotificationCategory(identifier: id, actions: actions, intentIdentifiers: [], options: options) // may report
}

func registerVariadicThenLabelled() {
    UNUserNotificationCenter.current().setNotificationCategories([
        variadicThenLabelledCategory("VTL",
                                     UNNotificationAction(identifier: "VTL_A", title: "A", options: []),
                                     UNNotificationAction(identifier: "VTL_B", title: "B", options: []),
                                     options: [.customDismissAction]), // may report
    ])
}
