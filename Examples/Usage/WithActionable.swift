// The same as `HandWritten.swift`, with the code `actionable compile` generates from
// `Examples/Definitions` (`Examples/Generated/NotificationCategories.swift`). A renamed or removed id
// is now a compile error, and the `switch` is exhaustive: a new action must be handled.

import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

/// The generated way: one set of definitions, typed identifiers, exhaustive handling.
enum WithActionable {
    #if canImport(UserNotifications) && !os(tvOS)
    static func registerCategories() {
        NotificationCategories.register()
    }

    static func handle(_ response: UNNotificationResponse) -> String {
        switch NotificationCategories.MeetingInvitation.Response(response) {
        case .opened?: return "show the invitation"
        case .dismissed?: return "ask again tomorrow"
        case .acceptAction?: return "accept"
        case .declineAction?: return "decline"
        case .commentAction(let text)?: return "comment: " + text
        case .snoozeAction?: return "snooze"
        case .unknown?: return "ignore"
        case nil: return "not an invitation"
        }
    }

    static func invitationContent(title: String, body: String) -> UNMutableNotificationContent {
        NotificationCategories.MeetingInvitation.makeContent(title: title, body: body)
    }
    #endif

    static func invitationPush(title: String, body: String, meetingID: String) throws -> Data {
        let payload = NotificationCategories.Payload(
            category: .meetingInvitation, title: title, body: body,
            interruptionLevel: .timeSensitive, customKeys: ["meeting-id": .string(meetingID)])
        return try payload.jsonData()
    }
}
