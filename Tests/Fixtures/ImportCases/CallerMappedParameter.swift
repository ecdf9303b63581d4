// A registering function that maps its parameter (`kinds.map { ... }`) is followed to its caller's value.
import UserNotifications

enum CallerMappedParameterKind: String, CaseIterable {
    case comment, message
}

final class CallerMappedParameterCoordinator {
    static let shared = CallerMappedParameterCoordinator()

    func registerCategories(for kinds: [CallerMappedParameterKind], center: UNUserNotificationCenter) {
        center.setNotificationCategories(Set(kinds.map {
            UNNotificationCategory(identifier: "CMP_" + $0.rawValue, actions: [], intentIdentifiers: [], options: [])
        }))
    }
}

func registerCallerMappedParameter() {
    CallerMappedParameterCoordinator.shared.registerCategories(for: CallerMappedParameterKind.allCases, center: .current())
}
