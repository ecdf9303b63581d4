// A calling app: the registration follows a throwing call inside `do`, with a `catch` that only logs.
import Foundation
import UserNotifications

struct Launch {
    static func loadConfiguration() throws -> String { "v1" }

    static func setUp(_ center: UNUserNotificationCenter) {
        do {
            _ = try loadConfiguration()
            let call = UNNotificationAction(identifier: "CALL_BACK", title: "Call Back", options: [.foreground])
            let message = UNTextInputNotificationAction(identifier: "MESSAGE", title: "Message", options: [])
            center.setNotificationCategories([
                UNNotificationCategory(identifier: "MISSED_CALL", actions: [call, message], intentIdentifiers: ["INStartCallIntent"], options: []),
            ])
        } catch {
            print("configuration failed: \(error)")
        }
    }
}
