// A protocol extension's default beside a conformer's own implementation.
import UserNotifications

protocol ProtocolExtensionDefaultTitled { var replyTitle: String { get } }
extension ProtocolExtensionDefaultTitled { var replyTitle: String { "Default" } }
struct ProtocolExtensionDefaultChat: ProtocolExtensionDefaultTitled { var replyTitle: String { "Chat" } }

func registerProtocolExtensionDefault() {
    let chat = ProtocolExtensionDefaultChat()
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "PED", actions: [
            UNNotificationAction(identifier: "PED_A", title: chat.replyTitle, options: []), // may report
        ], intentIdentifiers: [], options: []),
    ])
}
