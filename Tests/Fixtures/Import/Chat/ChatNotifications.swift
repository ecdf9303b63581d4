// A chat app: categories made by a helper from a literal list, one reply action shared by several categories,
// identifiers interpolated from constants, intents, a set built with map and insert.
import Foundation
import UserNotifications

struct ChatNotifications {
    static let namespace = "chat"
    static let replyID = "\(namespace).reply"
    static let markReadID = namespace + ".mark-read"
    static let kinds = ["DIRECT", "GROUP", "CHANNEL"]

    static func replyAction() -> UNTextInputNotificationAction {
        UNTextInputNotificationAction(identifier: replyID, title: "Reply", options: [.authenticationRequired])
    }

    static func category(_ kind: String, summary: String, extra: [UNNotificationAction] = []) -> UNNotificationCategory {
        let markRead = UNNotificationAction(identifier: markReadID, title: "Mark as Read", options: [])
        return UNNotificationCategory(
            identifier: "\(namespace).\(kind)", actions: [replyAction(), markRead] + extra,
            intentIdentifiers: ["INSendMessageIntent"], hiddenPreviewsBodyPlaceholder: "%u new messages",
            categorySummaryFormat: summary, options: [.allowInCarPlay])
    }

    static func register(on center: UNUserNotificationCenter) {
        var categories = Set(kinds.map { category($0, summary: "%u more messages") })
        categories.insert(UNNotificationCategory(
            identifier: "\(namespace).mention", actions: [replyAction()], intentIdentifiers: [], options: []))
        center.setNotificationCategories(categories)
    }
}
