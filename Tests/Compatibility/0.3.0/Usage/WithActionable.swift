// The same as `HandWritten.swift`, with the code `actionable compile` generates from
// `Examples/Definitions` (`Examples/Generated/NotificationCategories.swift`). A renamed or removed id
// is now a compile error, and the `switch` is exhaustive: a new action must be handled.

import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

#if canImport(UserNotifications) && !os(tvOS)
/// The app's notification delegate, written for Swift 6 and Xcode 26's defaults (main-actor isolation by
/// default): the delegate lives on the main actor and keeps the center; the delegate methods are `nonisolated`,
/// decode the system's non-`Sendable` response or notification where the system calls them, and hand the
/// generated `Sendable` values to the main actor.
@MainActor
final class AppNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    /// The app's notification center.
    let center = UNUserNotificationCenter.current()
    /// What the last response led to.
    private(set) var lastAnswer: String?

    /// At launch, before `application(_:didFinishLaunchingWithOptions:)` returns: the categories, then the delegate.
    func start() {
        NotificationCategories.register(on: center)
        center.delegate = self
    }

    nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        let received = NotificationCategories.Response(response)
        await show(WithActionable.answer(to: received))
    }

    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        WithActionable.presentation(of: notification, at: Date())
    }

    /// Runs on the main actor, with a `Sendable` value.
    private func show(_ answer: String) {
        lastAnswer = answer
    }
}
#endif

/// The generated way: one set of definitions, typed identifiers, exhaustive handling.
nonisolated enum WithActionable {
    #if canImport(UserNotifications) && !os(tvOS)
    static func registerCategories() {
        NotificationCategories.register()
    }

    /// What the app's `userNotificationCenter(_:didReceive:)` does with a response.
    static func handle(_ response: UNNotificationResponse) async -> String {
        answer(to: NotificationCategories.Response(response))
    }

    /// How a notification that arrives while the app is open is presented: an invitation to a meeting that
    /// has started already only goes to the list.
    static func presentation(of notification: UNNotification, at now: Date) -> UNNotificationPresentationOptions {
        guard case .success(let invitation)? = NotificationCategories.MeetingInvitation.userInfo(of: notification),
              let start = invitation.start, start < now else { return [.banner, .sound, .list] }
        return [.list]
    }
    #endif

    /// The answer to a response: the action and the notification's keys, typed. A push without `MEETING_ID` or
    /// `USER_ID`, or with a number in one, still delivers the action; only what needs the keys says which key is
    /// wrong, instead of crashing.
    static func answer(to response: NotificationCategories.Response) -> String {
        guard case .meetingInvitation(let received) = response else { return "not an invitation" }
        switch (received.response, received.userInfo) {
        case (.snooze, _): return "snooze"
        case (.unknown, _): return "ignore"
        case (.dismissed, _): return "ask again tomorrow"
        case (_, .failure(let error)): return "unreadable invitation: \(error)"
        case (.opened, .success(let invitation)): return "show meeting \(invitation.meetingID)"
        case (.accept, .success(let invitation)): return "accept meeting \(invitation.meetingID) for \(invitation.userID)"
        case (.decline, .success(let invitation)): return "decline meeting \(invitation.meetingID) for \(invitation.userID)"
        case (.comment(let text), .success(let invitation)): return "comment on meeting \(invitation.meetingID): " + text
        }
    }

    #if canImport(UserNotifications) && !os(tvOS)
    static func invitationContent(title: String, body: String, meetingID: String, userID: String) -> UNMutableNotificationContent {
        NotificationCategories.MeetingInvitation.makeContent(
            .init(meetingID: meetingID, userID: userID), title: title, body: body)
    }
    #endif

    static func invitationPush(title: String, body: String, meetingID: String, userID: String) throws -> Data {
        let payload = NotificationCategories.Payload(
            NotificationCategories.MeetingInvitation.UserInfo(meetingID: meetingID, userID: userID),
            title: title, body: body, interruptionLevel: .timeSensitive)
        return try payload.jsonData()
    }
}
