// A wrapper whose body formats its key's text with an argument.
import Foundation
import UserNotifications

func wrapperFormatsTr(_ key: String, _ arguments: CVarArg...) -> String {
    String(format: NSLocalizedString(key, comment: ""), arguments: arguments) // may report
}

func registerWrapperFormats() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "WF", actions: [UNNotificationAction(identifier: "WF_A", title: wrapperFormatsTr("wf.call", "Ann"), options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
