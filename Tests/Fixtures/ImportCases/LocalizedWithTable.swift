// `NSLocalizedString` with a comment, the key's text in the development language's table.
import Foundation
import UserNotifications

func registerLocalizedWithTable() {
    let title = NSLocalizedString("lwt.accept", comment: "Accepts the invitation")
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "LWT", actions: [UNNotificationAction(identifier: "LWT_A", title: title, options: [.foreground])],
                               intentIdentifiers: [], options: []),
    ])
}
