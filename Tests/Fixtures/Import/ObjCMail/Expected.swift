// What MailNotifications.m registers, written in Swift by hand from reading it: "Reply" first on macOS,
// "Archive" first elsewhere, then "Trash".
import Foundation
import UserNotifications

func registerExpected(on center: UNUserNotificationCenter) {
    let trashOptions: UNNotificationActionOptions = [.destructive, .authenticationRequired]
    #if os(macOS)
    let actions = [
        UNNotificationAction(identifier: "mail.reply", title: "Reply", options: [.foreground]),
        UNNotificationAction(identifier: "mail.trash", title: "Trash", options: trashOptions),
    ]
    #else
    let actions = [
        UNNotificationAction(identifier: "mail.archive", title: "Archive", options: []),
        UNNotificationAction(identifier: "mail.trash", title: "Trash", options: trashOptions),
    ]
    #endif
    let newMessage = UNNotificationCategory(
        identifier: "NEW_MESSAGE", actions: actions, intentIdentifiers: [], options: [.hiddenPreviewsShowTitle])
    let flagged = UNNotificationCategory(
        identifier: "FLAGGED", actions: actions + [UNNotificationAction(identifier: "mail.unflag", title: "Unflag", options: [])],
        intentIdentifiers: [], options: [.hiddenPreviewsShowTitle, .hiddenPreviewsShowSubtitle])
    center.setNotificationCategories([newMessage, flagged])
}
