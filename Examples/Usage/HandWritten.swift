// What an app and its push server write by hand today for the meeting invitation category of
// `Examples/Definitions/meetings.yaml`. `WithActionable.swift` does the same with the generated code, and a
// test (`ExamplesUsageTests`) runs both and checks that they behave the same.

import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// The hand-written way: every identifier, title and option typed again, in the app and on the server.
enum HandWritten {
    /// Why a push cannot be sent.
    struct PayloadTooLarge: Error {}

    #if canImport(UserNotifications) && !os(tvOS)
    static func registerCategories() {
        UNUserNotificationCenter.current().setNotificationCategories([meetingInvitation()])
    }

    static func meetingInvitation() -> UNNotificationCategory {
        // Keys typed again too, and kept in step with Localizable.xcstrings by hand.
        func localized(_ key: String) -> String { NSString.localizedUserNotificationString(forKey: key, arguments: nil) }
        func button(_ id: String, _ title: String, _ options: UNNotificationActionOptions, symbol: String) -> UNNotificationAction {
            if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *) {
                let icon = UNNotificationActionIcon(systemImageName: symbol)
                return UNNotificationAction(identifier: id, title: title, options: options, icon: icon)
            }
            return UNNotificationAction(identifier: id, title: title, options: options)
        }
        var snooze = UNNotificationAction(identifier: "SNOOZE_ACTION", title: "Remind me in 10 minutes", options: [])
        if #available(iOS 15.0, macOS 12.0, watchOS 8.0, *) {
            let icon = UNNotificationActionIcon(templateImageName: "snooze-glyph")
            snooze = UNNotificationAction(identifier: "SNOOZE_ACTION", title: "Remind me in 10 minutes", options: [], icon: icon)
        }
        let actions = [
            button("ACCEPT_ACTION", localized("meeting.accept"), [.foreground], symbol: "checkmark.circle"),
            button("DECLINE_ACTION", "Decline", [.destructive], symbol: "xmark.circle"),
            UNTextInputNotificationAction(
                identifier: "COMMENT_ACTION", title: "Comment", options: [],
                textInputButtonTitle: localized("common.send"), textInputPlaceholder: localized("COMMENT_ACTION.placeholder")),
            snooze,
        ]
        #if os(watchOS)
        return UNNotificationCategory(
            identifier: "MEETING_INVITATION", actions: actions, intentIdentifiers: ["INStartCallIntent"],
            options: [.customDismissAction])
        #else
        return UNNotificationCategory(
            identifier: "MEETING_INVITATION", actions: actions, intentIdentifiers: ["INStartCallIntent"],
            hiddenPreviewsBodyPlaceholder: "%u meeting invitations",
            categorySummaryFormat: localized("meeting.invitation.summary"), options: [.customDismissAction])
        #endif
    }

    /// What the app's `userNotificationCenter(_:didReceive:)` does with a response.
    static func handle(_ response: UNNotificationResponse) async -> String {
        let content = response.notification.request.content
        guard content.categoryIdentifier == "MEETING_INVITATION" else {
            return "not an invitation"
        }
        // As Apple's sample does it: a crash the day a server renames a key or sends a number.
        let meetingID = content.userInfo["MEETING_ID"] as! String
        let userID = content.userInfo["USER_ID"] as! String
        switch response.actionIdentifier {
        case UNNotificationDefaultActionIdentifier: return "show meeting \(meetingID)"
        case UNNotificationDismissActionIdentifier: return "ask again tomorrow"
        case "ACCEPT_ACTION": return "accept meeting \(meetingID) for \(userID)"
        case "DECLINE_ACTION": return "decline meeting \(meetingID) for \(userID)"
        case "COMMENT_ACTION":
            let text = (response as? UNTextInputNotificationResponse)?.userText ?? ""
            return "comment on meeting \(meetingID): " + text
        case "SNOOZE_ACTION": return "snooze"
        default: return "ignore"
        }
    }

    static func invitationContent(title: String, body: String, meetingID: String, userID: String) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.categoryIdentifier = "MEETING_INVITATION"
        content.title = title
        content.body = body
        content.userInfo = ["MEETING_ID": meetingID, "USER_ID": userID]
        return content
    }
    #endif

    static func invitationPush(title: String, body: String, meetingID: String, userID: String) throws -> Data {
        let payload: [String: Any] = [
            "aps": [
                "category": "MEETING_INVITATION",
                "alert": ["title": title, "body": body],
                "interruption-level": "time-sensitive",
            ],
            "MEETING_ID": meetingID,
            "USER_ID": userID,
        ]
        let data = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        guard data.count <= 4096 else { throw PayloadTooLarge() }
        return data
    }
}
