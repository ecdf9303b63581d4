// The same as `HandWritten.swift`, with the code `actionable compile` generates from
// `Examples/Definitions` (`Examples/Generated/NotificationCategories.swift`). A renamed or removed id
// is now a compile error, and the `switch` is exhaustive: a new action must be handled.

import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

#if canImport(UserNotifications) && !os(tvOS)
/// The app's notification delegate: the async delegate methods hand each response and notification to
/// ``WithActionable``.
final class AppNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// What the last response led to.
    private(set) var lastAnswer: String?

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        lastAnswer = await WithActionable.handle(response)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        WithActionable.presentation(of: notification, at: Date())
    }
}
#endif

/// The generated way: one set of definitions, typed identifiers, exhaustive handling.
enum WithActionable {
    #if canImport(UserNotifications) && !os(tvOS)
    static func registerCategories() {
        NotificationCategories.register()
    }

    /// What the app's `userNotificationCenter(_:didReceive:)` does with a response: the action and the
    /// notification's keys, typed. A push without `MEETING_ID` or `USER_ID`, or with a number in one, is an
    /// error that names the key, not a crash.
    static func handle(_ response: UNNotificationResponse) async -> String {
        typealias Invitation = NotificationCategories.MeetingInvitation
        do {
            guard let (action, invitation) = try Invitation.response(to: response) else { return "not an invitation" }
            switch action {
            case .opened: return "show meeting \(invitation.meetingId)"
            case .dismissed: return "ask again tomorrow"
            case .acceptAction: return "accept meeting \(invitation.meetingId) for \(invitation.userId)"
            case .declineAction: return "decline meeting \(invitation.meetingId) for \(invitation.userId)"
            case .commentAction(let text): return "comment on meeting \(invitation.meetingId): " + text
            case .snoozeAction: return "snooze"
            case .unknown: return "ignore"
            }
        } catch {
            return "unreadable invitation: \(error)"
        }
    }

    /// How a notification that arrives while the app is open is presented: an invitation to a meeting that
    /// has started already only goes to the list.
    static func presentation(of notification: UNNotification, at now: Date) -> UNNotificationPresentationOptions {
        guard let invitation = try? NotificationCategories.MeetingInvitation.UserInfo(notification),
              let start = invitation.start, start < now else { return [.banner, .sound, .list] }
        return [.list]
    }

    static func invitationContent(title: String, body: String, meetingID: String, userID: String) -> UNMutableNotificationContent {
        NotificationCategories.MeetingInvitation.makeContent(
            .init(meetingId: meetingID, userId: userID), title: title, body: body)
    }
    #endif

    static func invitationPush(title: String, body: String, meetingID: String, userID: String) throws -> Data {
        let payload = NotificationCategories.Payload(
            NotificationCategories.MeetingInvitation.UserInfo(meetingId: meetingID, userId: userID),
            title: title, body: body, interruptionLevel: .timeSensitive)
        return try payload.jsonData()
    }
}
