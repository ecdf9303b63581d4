// A strings table's value for the development language wins over the `value:` the code gives.
import Foundation
import UserNotifications

func registerTableValueWins() {
    let title = NSLocalizedString("tvw.reply", value: "Reply", comment: "The reply button")
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "TVW", actions: [UNNotificationAction(identifier: "TVW_A", title: title, options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
