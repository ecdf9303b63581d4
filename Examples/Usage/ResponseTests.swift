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
#endif
