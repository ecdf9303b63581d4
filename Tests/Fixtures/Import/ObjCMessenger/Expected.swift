// What MSGAppDelegate.m registers, written in Swift by hand from reading it: the registration the imported
// definitions must make.
import Foundation
import UserNotifications

func registerExpected(on center: UNUserNotificationCenter) {
    let reply = UNTextInputNotificationAction(
        identifier: "REPLY", title: NSLocalizedString("Reply", comment: "Reply button"), options: [],
        textInputButtonTitle: NSLocalizedString("Send", comment: ""), textInputPlaceholder: "Message\u{2026}")
    let archive = UNNotificationAction(
        identifier: "com.example.messenger.archive", title: NSLocalizedString("Archive", comment: "Archive button"),
        options: [.destructive, .authenticationRequired])
    var actions: [UNNotificationAction] = [reply, archive]
    if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *) {
        actions.append(UNNotificationAction(
            identifier: "LIKE", title: "Like", options: [.foreground], icon: UNNotificationActionIcon(systemImageName: "hand.thumbsup")))
    }
    #if os(iOS)
    actions.append(UNNotificationAction(identifier: "CALL", title: "Call Back", options: [.foreground]))
    #endif
    let message = UNNotificationCategory(
        identifier: "MESSAGE", actions: actions, intentIdentifiers: ["INSendMessageIntent"],
        hiddenPreviewsBodyPlaceholder: "%u new messages", categorySummaryFormat: "%u more messages from %@",
        options: [.customDismissAction, .allowInCarPlay])
    let typing = UNNotificationCategory(identifier: "TYPING", actions: [], intentIdentifiers: [], options: [])
    center.setNotificationCategories([message, typing])
}
