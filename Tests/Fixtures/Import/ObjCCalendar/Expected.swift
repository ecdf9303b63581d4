// What CALNotificationRegistrar.m registers, written in Swift by hand from reading it.
import Foundation
import UserNotifications

func answerActions() -> [UNNotificationAction] {
    [
        UNNotificationAction(
            identifier: "ACCEPT", title: NSLocalizedString("invite.accept", tableName: "Notifications", comment: "Accept an invitation"),
            options: [.authenticationRequired]),
        UNNotificationAction(
            identifier: "TENTATIVE", title: NSLocalizedString("invite.maybe", tableName: "Notifications", comment: "Answer maybe"), options: []),
        UNNotificationAction(
            identifier: "DECLINE",
            title: NSLocalizedString("invite.decline", tableName: "Notifications", value: "Decline", comment: "Decline an invitation"),
            options: [.destructive]),
    ]
}

func registerExpected(on center: UNUserNotificationCenter) {
    func category(_ kind: String, summary: String) -> UNNotificationCategory {
        UNNotificationCategory(
            identifier: "INVITE_" + kind, actions: answerActions(), intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: NSLocalizedString("invite.hidden", tableName: "Notifications", comment: ""),
            categorySummaryFormat: summary, options: [.customDismissAction])
    }
    center.setNotificationCategories([
        category("EVENT", summary: "%u more invitations"),
        category("REMINDER", summary: "%u more reminders"),
        UNNotificationCategory(identifier: "ALARM", actions: [], intentIdentifiers: [], options: []),
    ])
}
