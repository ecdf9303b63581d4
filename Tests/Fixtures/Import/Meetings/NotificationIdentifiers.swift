// A meetings app in the shape many apps use: identifiers in an enum of their own file, actions built once,
// an icon from iOS 15 with the same action before it, a call button on iPhone and iPad only.
import Foundation

enum NotificationIdentifier {
    static let prefix = "com.example.meetings."

    enum Category: String, CaseIterable {
        case invitation = "MEETING_INVITATION"
        case reminder
        case cancelled = "MEETING_CANCELLED"
    }

    enum Action {
        static let accept = prefix + "accept"
        static let decline = "\(prefix)decline"
        static let tentative = "TENTATIVE"
        static let comment = "COMMENT"
        static let call = "CALL"
        static let snooze = "SNOOZE"
    }
}
