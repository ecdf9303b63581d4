// Identifiers from `static let` constants and a `String` enum's raw values, titles from a computed property.
import UserNotifications

enum ConstantsAndRawValuesIDs {
    static let prefix = "CRV"
    static let category = prefix + ".category"
}

enum ConstantsAndRawValuesAction: String {
    case accept = "CRV_ACCEPT"
    case decline

    var title: String {
        switch self {
        case .accept: return "Accept"
        case .decline: return "Decline"
        }
    }
}

func registerConstantsAndRawValues() {
    let actions = [ConstantsAndRawValuesAction.accept, .decline].map {
        UNNotificationAction(identifier: $0.rawValue, title: $0.title, options: $0 == .decline ? [.destructive] : []) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: ConstantsAndRawValuesIDs.category, actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
