import Foundation
import UserNotifications

final class NotificationRegistration {
    private let center: UNUserNotificationCenter

    init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    private var acceptAction: UNNotificationAction {
        UNNotificationAction(
            identifier: NotificationIdentifier.Action.accept,
            title: NSLocalizedString("notification.accept", comment: "Accept a meeting invitation"),
            options: [.foreground])
    }

    func register() {
        let decline: UNNotificationAction
        if #available(iOS 15.0, macOS 12.0, *) {
            decline = UNNotificationAction(
                identifier: NotificationIdentifier.Action.decline, title: "Decline", options: [.destructive, .authenticationRequired],
                icon: UNNotificationActionIcon(systemImageName: "xmark.circle"))
        } else {
            decline = UNNotificationAction(
                identifier: NotificationIdentifier.Action.decline, title: "Decline", options: [.destructive, .authenticationRequired])
        }
        let comment = UNTextInputNotificationAction(
            identifier: NotificationIdentifier.Action.comment, title: "Comment", options: [],
            textInputButtonTitle: "Send", textInputPlaceholder: "Add a comment")

        var invitationActions = [acceptAction, decline]
        invitationActions.append(UNNotificationAction(identifier: NotificationIdentifier.Action.tentative, title: "Maybe", options: []))
        invitationActions.append(comment)
        #if os(iOS)
        invitationActions.append(UNNotificationAction(identifier: NotificationIdentifier.Action.call, title: "Call in", options: .foreground))
        #endif

        let invitation = UNNotificationCategory(
            identifier: NotificationIdentifier.Category.invitation.rawValue,
            actions: invitationActions,
            intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "%u invitations",
            options: [.customDismissAction, .hiddenPreviewsShowTitle])
        var reminderActions: [UNNotificationAction] = []
        if #available(iOS 15.0, *) {
            reminderActions.append(UNNotificationAction(
                identifier: NotificationIdentifier.Action.snooze, title: "Snooze", options: [],
                icon: UNNotificationActionIcon(templateImageName: "snooze")))
        }
        let reminder = UNNotificationCategory(
            identifier: NotificationIdentifier.Category.reminder.rawValue, actions: reminderActions, intentIdentifiers: [],
            options: [])
        let cancelled = UNNotificationCategory(
            identifier: NotificationIdentifier.Category.cancelled.rawValue, actions: [], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: "%u more cancellations", options: [])
        center.setNotificationCategories([invitation, reminder, cancelled])
    }
}
