// A messenger: actions and categories as static members of extensions on the SDK's classes, registered with
// implicit member syntax, and the Objective-C-era spellings (`.init`, `rawValue: 0`, `arrayLiteral:`).
import UserNotifications

extension UNNotificationAction {
    static let like = UNNotificationAction(identifier: MessengerIDs.like, title: "Like", options: UNNotificationActionOptions(rawValue: 0))
    static let open = UNNotificationAction.init(identifier: "messenger.open", title: "Open", options: .foreground)
}

extension UNTextInputNotificationAction {
    static let reply = UNTextInputNotificationAction(
        identifier: "messenger.reply", title: "Reply", options: [],
        textInputButtonTitle: "Send", textInputPlaceholder: "Write a message…")
}

extension UNNotificationCategory {
    static let message = UNNotificationCategory(
        identifier: MessengerIDs.message, actions: [UNTextInputNotificationAction.reply, .like, .open], intentIdentifiers: ["INSendMessageIntent"],
        hiddenPreviewsBodyPlaceholder: "%u messages", options: [.customDismissAction, .hiddenPreviewsShowSubtitle])
    static let story = UNNotificationCategory(identifier: "STORY", actions: [UNNotificationAction.open], intentIdentifiers: [], options: [])
}

enum MessengerIDs {
    static let like = "messenger.like"
    static let message = "MESSAGE"
}

enum Messenger {
    static func registerCategories() {
        UNUserNotificationCenter.current().setNotificationCategories(Set<UNNotificationCategory>(arrayLiteral: .message, .story))
    }
}
