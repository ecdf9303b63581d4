// SwiftGen's Swift accessors: each ends in `String(format:locale:arguments:)` over the key's text; the key is read,
// and a format argument the app computes is reported at its own line.
import Foundation
import UserNotifications

enum SwiftGenL10n {
    enum Notification {
        /// Mark as read
        static let markRead = SwiftGenL10n.tr("Localizable", "swiftgen.mark_read", fallback: "Mark as read")
        /// Reply to %@
        static func reply(_ p1: Any) -> String {
            SwiftGenL10n.tr("Localizable", "swiftgen.reply", String(describing: p1), fallback: "Reply to %@")
        }
    }
}

extension SwiftGenL10n {
    private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
        let format = SwiftGenBundleToken.bundle.localizedString(forKey: key, value: value, table: table)
        return String(format: format, locale: Locale.current, arguments: args)
    }
}

private final class SwiftGenBundleToken {
    static let bundle: Bundle = {
        #if SWIFT_PACKAGE
        return Bundle.module
        #else
        return Bundle(for: SwiftGenBundleToken.self)
        #endif
    }()
}

func registerSwiftGenAccessors() {
    let sender = ProcessInfo.processInfo.processName
    let read = UNNotificationAction(identifier: "SG_READ", title: SwiftGenL10n.Notification.markRead, options: [])
    let reply = UNTextInputNotificationAction(identifier: "SG_REPLY", title: SwiftGenL10n.Notification.reply(sender), options: []) // reported
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SG", actions: [read, reply], intentIdentifiers: [], options: []),
    ])
}
