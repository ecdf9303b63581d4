// A property wrapper's value is the wrapper's, not the initial value written beside it.
import Foundation
import UserNotifications

@propertyWrapper
struct PropertyWrapperSetting {
    let key: String
    let defaultValue: String
    init(wrappedValue: String, _ key: String) { self.key = key; defaultValue = wrappedValue }
    var wrappedValue: String { UserDefaults.standard.string(forKey: key) ?? defaultValue + " (setting)" }
}

enum PropertyWrapperSettings {
    @PropertyWrapperSetting("replyTitle") static var replyTitle = "Reply"
}

func registerPropertyWrapper() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "PW", actions: [
            UNNotificationAction(identifier: "PW_A", title: PropertyWrapperSettings.replyTitle, options: []), // reported
        ], intentIdentifiers: [], options: []),
    ])
}
