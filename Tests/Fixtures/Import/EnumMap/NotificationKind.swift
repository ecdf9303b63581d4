// A social app: one category per case of an enum, made by an instance method and mapped over `allCases`.
import Foundation
import UserNotifications

enum NotificationKind: String, CaseIterable {
    case comment, mention, follow

    func category() -> UNNotificationCategory {
        UNNotificationCategory(identifier: rawValue.uppercased(), actions: actions, intentIdentifiers: [], options: [])
    }

    var actions: [UNNotificationAction] {
        switch self {
        case .comment, .mention:
            return [UNNotificationAction(identifier: "LIKE_\(rawValue.uppercased())", title: "Like", options: [])]
        case .follow:
            return []
        }
    }
}

enum Registration {
    static func register(_ center: UNUserNotificationCenter) {
        center.setNotificationCategories(Set(NotificationKind.allCases.map { $0.category() }))
    }
}
