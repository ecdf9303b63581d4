// An app's unit tests of its response handling (Documentation/GeneratedSwift.md, step 4): every response is
// made from what the system would send, without the SDK, on any platform. Built and run by the tests.

#if canImport(Testing)
import Testing

@Test func responsesAreTyped() throws {
    let context = NotificationCategories.NotificationContext(
        requestIdentifier: "r-1", threadID: "conversation-7", categoryIdentifier: "NEW_MESSAGE")
    let reply = NotificationCategories.Response(actionIdentifier: "REPLY_ACTION", userText: "On my way", context: context)
    #expect(reply == .newMessage(.reply(userText: "On my way"), context: context))
    guard case .newMessage(.reply(let text), let replied) = reply else { throw CancellationError() }
    #expect(text == "On my way" && replied.threadID == "conversation-7" && replied.requestIdentifier == "r-1")
    #expect(NotificationCategories.MeetingInvitation.Response(actionIdentifier: "ACCEPT_ACTION", userText: nil) == .accept)
    let received = NotificationCategories.MeetingInvitation.Received(
        actionIdentifier: "DECLINE_ACTION",
        context: .init(categoryIdentifier: "MEETING_INVITATION", userInfo: ["MEETING_ID": "m-1", "USER_ID": "u-2"]))
    #expect(received.response == .decline && (try? received.userInfo.get().meetingID) == "m-1")
}

#if canImport(UserNotifications) && !os(tvOS)
import UserNotifications

/// The migration check (Documentation/Adopting.md): the app's own registration, still in HandWritten.swift, and the
/// generated one register the meeting invitation alike. HandWritten registers nothing else, so every other category
/// is the definitions' alone; an app that imported all of its registration expects no difference at all.
@Test func theDefinitionsRegisterWhatTheAppRegistered() async {
    let center = UNUserNotificationCenter.current()
    HandWritten.registerCategories()
    let registered = await center.notificationCategories()
    let differences = NotificationCategories.registrationDifferences(from: registered)
    #expect(!differences.contains { $0.categoryIdentifier == "MEETING_INVITATION" }, "\(differences)")
    #expect(differences.allSatisfy { $0.field == .category && $0.registered == nil }, "\(differences)")
}
#endif
#endif
