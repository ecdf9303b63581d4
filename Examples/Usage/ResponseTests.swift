// An app's unit tests of its response handling (Documentation/GeneratedSwift.md, step 4): every response is
// made from what the system would send, without the SDK, on any platform. Built and run by the tests.

#if canImport(Testing)
import Testing

@Test func responsesAreTyped() throws {
    #expect(NotificationCategories.Response(categoryIdentifier: "NEW_MESSAGE", actionIdentifier: "REPLY_ACTION", userText: "On my way")
        == .newMessage(.reply(userText: "On my way")))
    #expect(NotificationCategories.MeetingInvitation.Response(actionIdentifier: "ACCEPT_ACTION", userText: nil) == .accept)
    let received = NotificationCategories.MeetingInvitation.Received(
        actionIdentifier: "DECLINE_ACTION", userInfo: ["MEETING_ID": "m-1", "USER_ID": "u-2"])
    #expect(received.response == .decline && (try? received.userInfo.get().meetingID) == "m-1")
}
#endif
