// A PromiseKit-style app: the categories are registered inside the closure of the promise a function returns.
import Foundation
import UserNotifications

/// A promise as PromiseKit's `Guarantee` (its body runs at once here).
final class Guarantee<T> {
    private var value: T?
    init(resolver body: (@escaping (T) -> Void) -> Void) {
        var result: T?
        body { result = $0 }
        value = result
    }
    func done(_ body: (T) -> Void) { if let value { body(value) } }
}

enum PushSetup {
    static let replyAction = UNTextInputNotificationAction(
        identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Message")

    static func registerCategories(on center: UNUserNotificationCenter) -> Guarantee<Void> {
        return Guarantee { seal in
            let message = UNNotificationCategory(
                identifier: "message", actions: [replyAction], intentIdentifiers: [], options: [.customDismissAction])
            center.setNotificationCategories([message])
            seal(())
        }
    }
}
