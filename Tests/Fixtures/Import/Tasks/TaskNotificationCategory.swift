// A to-do app: an enum of categories with CaseIterable, each case's actions from a switch, the identifiers
// its raw values (implicit ones too), and registration by mapping over allCases.
import Foundation
import UserNotifications

enum TaskNotificationCategory: String, CaseIterable {
    case due = "TASK_DUE"
    case assigned
    case digest

    enum ActionID: String {
        case complete = "TASK_COMPLETE"
        case snooze
        case open
    }

    var actions: [UNNotificationAction] {
        switch self {
        case .due:
            return [
                UNNotificationAction(identifier: ActionID.complete.rawValue, title: "Complete", options: [.authenticationRequired]),
                UNNotificationAction(identifier: ActionID.snooze.rawValue, title: "Snooze 1 hour", options: []),
            ]
        case .assigned:
            return [UNNotificationAction(identifier: ActionID.open.rawValue, title: "View", options: .foreground)]
        default:
            return []
        }
    }

    var summaryFormat: String {
        switch self {
        case .digest: "%u more tasks today"
        default: ""
        }
    }
}

struct TaskNotifications {
    func register(with center: UNUserNotificationCenter) {
        let categories = TaskNotificationCategory.allCases.map { category in
            UNNotificationCategory(
                identifier: category.rawValue, actions: category.actions, intentIdentifiers: [],
                hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: category.summaryFormat, options: [])
        }
        center.setNotificationCategories(Set(categories))
    }
}
