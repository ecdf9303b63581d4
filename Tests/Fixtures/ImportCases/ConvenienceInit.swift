// The app's own convenience initializer of UNNotificationAction.
import UserNotifications

extension UNNotificationAction {
    convenience init(convenienceInitID id: String) {
        self.init(identifier: id, title: "Titled " + id, options: [.foreground])
    }
}

func registerConvenienceInit() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "CI", actions: [UNNotificationAction(convenienceInitID: "CI_A")], // may report
                               intentIdentifiers: [], options: []),
    ])
}
