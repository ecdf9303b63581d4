// A registering function whose parameter is passed by its one caller, inside a Task.
import Foundation
import UserNotifications

final class Registrar {
    func register(_ categories: Set<UNNotificationCategory>, on center: UNUserNotificationCenter) {
        center.setNotificationCategories(categories)
    }

    func start(center: UNUserNotificationCenter) async {
        let alert = UNNotificationCategory(
            identifier: "ALERT", actions: [UNNotificationAction(identifier: "ACK", title: "Acknowledge", options: [])],
            intentIdentifiers: [], options: [])
        await Task { register([alert], on: center) }.value
    }
}
