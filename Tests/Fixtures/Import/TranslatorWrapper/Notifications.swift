// An app with its own localization wrapper, a String method, followed with `self` bound to the key.
import Foundation
import UserNotifications

extension String {
    func loco() -> String { NSLocalizedString(self, comment: "") }
}

struct Notifications {
    static func register(_ center: UNUserNotificationCenter) {
        let reply = UNTextInputNotificationAction(
            identifier: "REPLY", title: "reply.title".loco(), options: [],
            textInputButtonTitle: "reply.send".loco(), textInputPlaceholder: "reply.placeholder".loco())
        center.setNotificationCategories([
            UNNotificationCategory(identifier: "CHAT", actions: [reply], intentIdentifiers: [], options: []),
        ])
    }
}
