// A coordinator that asks for authorization on a local center and registers in the completion handler, only when
// the user allows notifications (a warning at the call).
import Foundation
import UserNotifications

final class AppCoordinator {
    func start(done: @escaping @Sendable () -> Void) {
        let center = UNUserNotificationCenter.current()
        center.requestAuthorization(options: [.alert, .sound, .badge]) { granted, _ in
            guard granted else { return done() }
            let open = UNNotificationAction(identifier: "OPEN_TRIP", title: "Open Trip", options: [.foreground])
            let share = UNNotificationAction(identifier: "SHARE_TRIP", title: "Share", options: [])
            center.setNotificationCategories([
                UNNotificationCategory(identifier: "TRIP_UPDATE", actions: [open, share], intentIdentifiers: [], options: []),
            ])
            done()
        }
    }
}
