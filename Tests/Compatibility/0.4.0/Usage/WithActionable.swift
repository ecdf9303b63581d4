// The same as `HandWritten.swift`, with the code `actionable compile` generates from
// `Examples/Definitions` (`Examples/Generated/NotificationCategories.swift`). A renamed or removed id
// is now a compile error, and the `switch` is exhaustive: a new action must be handled.

import Foundation
#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications
#endif

#if canImport(UserNotifications) && !os(tvOS)
/// The app's notification delegate, written for Swift 6, Xcode 26's defaults (main-actor isolation by default)
/// and Swift 5. The delegate and its methods are isolated to the main actor, where the system calls them
/// (UIKit requires the completion handler to be called there), so the system's non-`Sendable` response and
/// notification are read on the main thread only. `@preconcurrency` says so to Swift: the SDK's protocol
/// predates actors, and its requirements are not isolated. Do not make the methods `nonisolated`: an `async`
/// one then runs, and calls the system back, off the main thread.
@MainActor
final class AppNotificationDelegate: NSObject, @preconcurrency UNUserNotificationCenterDelegate {
    /// The app's notification center.
    let center = UNUserNotificationCenter.current()
    /// What the last response led to.
    private(set) var lastAnswer: String?

    /// At launch, before `application(_:didFinishLaunchingWithOptions:)` returns: the categories, then the delegate.
    func start() {
        NotificationCategories.register(on: center)
        center.delegate = self
    }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        lastAnswer = WithActionable.answer(to: NotificationCategories.Response(response))
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        WithActionable.presentation(of: notification, at: Date())
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
    /// has started already only goes to the list. `.banner` and `.list` are from iOS 14, macOS 11 and watchOS 7;
    /// before them, a notification that arrives while the app is open only plays its sound.
    static func presentation(of notification: UNNotification, at now: Date) -> UNNotificationPresentationOptions {
        guard #available(iOS 14.0, macOS 11.0, watchOS 7.0, *) else { return [.sound] }
        guard case .success(let invitation)? = NotificationCategories.MeetingInvitation.userInfo(of: notification),
              let start = invitation.start, start < now else { return [.banner, .sound, .list] }
        return [.list]
    }
    #endif

    /// The answer to a response: the action and the notification's keys, typed. A push without `MEETING_ID` or
    /// `USER_ID`, or with a number in one, still delivers the action; only what needs the keys says which key is
    /// wrong, instead of crashing.
    static func answer(to response: NotificationCategories.Response) -> String {
        guard case .meetingInvitation(let action, _, let userInfo) = response else { return "not an invitation" }
        switch (action, userInfo) {
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
    static func invitationContent(title: String, body: String, meetingID: String, userID: String) throws -> UNMutableNotificationContent {
        try NotificationCategories.MeetingInvitation.makeContent(
            for: .init(meetingID: meetingID, userID: userID), title: title, body: body)
    }
    #endif

    static func invitationPush(title: String, body: String, meetingID: String, userID: String) throws -> Data {
        let payload = NotificationCategories.Payload(
            NotificationCategories.MeetingInvitation.UserInfo(meetingID: meetingID, userID: userID),
            title: title, body: body, interruptionLevel: .timeSensitive)
        return try payload.jsonData()
    }

    /// What the app does with any push it is handed, a background one too (the `userInfo` of
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`): the push kinds the definitions
    /// declare arrive typed, and nothing is thrown away unread.
    static func work(for userInfo: [AnyHashable: Any]) -> String {
        switch NotificationCategories.Push(userInfo: userInfo) {
        case .chatEvent(let event): return "fetch event \(event.eventID) in room \(event.roomID)"
        case .sync(let sync): return "sync since \(sync.since ?? "the beginning")"
        case .category(let notification): return "a \(notification.id.rawValue) notification"
        case .unknown(_, let error?): return "unreadable push: \(error)"
        case .unknown(let payload, nil): return "unknown push with \(payload.count) keys"
        }
    }

    /// The silent push the server sends to make the app sync.
    static func syncPush(since token: String) throws -> Data {
        try NotificationCategories.Payload(NotificationCategories.Push.Sync(since: token)).jsonData()
    }
}
