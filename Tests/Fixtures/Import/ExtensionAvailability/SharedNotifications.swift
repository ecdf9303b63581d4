// Code an app shares with its extensions: an action gated with the extension's spelling of iOS 15.
import Foundation
import UserNotifications

enum SharedNotifications {
    static func categories() -> Set<UNNotificationCategory> {
        var actions = [UNNotificationAction(identifier: "MARK_DONE", title: "Mark Done", options: [])]
        if #available(iOSApplicationExtension 15.0, *) {
            actions.append(UNNotificationAction(
                identifier: "SHARE", title: "Share", options: [.foreground],
                icon: UNNotificationActionIcon(systemImageName: "square.and.arrow.up")))
        }
        return [UNNotificationCategory(identifier: "TASK", actions: actions, intentIdentifiers: [], options: [])]
    }

    static func register(_ center: UNUserNotificationCenter) {
        center.setNotificationCategories(categories())
    }
}
