// A generated accessor (SwiftGen's shape): the key is the one its body names, not one guessed from its name.
import Foundation
import UserNotifications

enum GeneratedAccessorL10n {
    enum Notif {
        static let reply = GeneratedAccessorL10n.tr("Localizable", "ga.notif.action.reply", fallback: "Reply")
    }
    private static func tr(_ table: String, _ key: String, fallback value: String) -> String {
        NSLocalizedString(key, tableName: table, value: value, comment: "") // may report
    }
}

func registerGeneratedAccessor() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "GA", actions: [UNNotificationAction(identifier: "GA_A", title: GeneratedAccessorL10n.Notif.reply, options: [])], // may report
                               intentIdentifiers: [], options: []),
    ])
}
