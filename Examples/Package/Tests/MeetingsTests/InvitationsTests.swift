import Foundation
import Meetings
import Testing

@Test("The generated code compiled into the target, with the actions the YAML declares")
func generatedActions() {
    #expect(Invitations.actionIdentifiers == ["ACCEPT_ACTION", "DECLINE_ACTION", "COMMENT_ACTION"])
}

@Test("Responses reach the app's reactions")
func reactions() {
    #expect(Invitations.reaction(to: .comment(userText: "late")) == "comment: late")
    #expect(Invitations.reaction(to: .unknown(actionIdentifier: "OLD")) == "ignore OLD")
}

@Test("The push names the category")
func push() throws {
    let json = String(decoding: try Invitations.push(title: "Review", meetingID: "7"), as: UTF8.self)
    #expect(json == #"{"aps":{"alert":{"title":"Review"},"category":"MEETING_INVITATION"},"meeting-id":"7"}"#)
}
