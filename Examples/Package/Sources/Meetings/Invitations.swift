import Foundation

/// What the app does with invitations, written against the generated API.
public enum Invitations {
    /// What the app does for each answer to an invitation; the `switch` must cover every action.
    public static func reaction(to response: NotificationCategories.MeetingInvitation.Response) -> String {
        switch response {
        case .opened: "show the invitation"
        case .dismissed: "ask again tomorrow"
        case .accept: "accept"
        case .decline: "decline"
        case .comment(let text): "comment: " + text
        case .unknown(let identifier): "ignore " + identifier
        }
    }

    /// The push a server sends for an invitation.
    public static func push(title: String, meetingID: String) throws -> Data {
        try NotificationCategories.Payload(
            .category(.meetingInvitation), title: title, undeclaredKeys: ["meeting-id": .string(meetingID)]
        ).jsonData()
    }

    /// The identifiers of the invitation's actions, in display order.
    public static var actionIdentifiers: [String] {
        NotificationCategories.MeetingInvitation.Action.allCases.map(\.id.rawValue)
    }
}
