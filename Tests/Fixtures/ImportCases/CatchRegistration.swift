// A registration in a `catch` clause, after a throwing call.
import Foundation
import UserNotifications

struct CatchRegistrationError: Error {}
func catchRegistrationLoad() throws { if ProcessInfo.processInfo.environment["CR_OK"] == nil { throw CatchRegistrationError() } }

func registerCatchRegistration() {
    do {
        try catchRegistrationLoad()
    } catch {
        UNUserNotificationCenter.current().setNotificationCategories([ // reported
            UNNotificationCategory(identifier: "CR", actions: [UNNotificationAction(identifier: "CR_A", title: "A", options: [])], intentIdentifiers: [], options: []),
        ])
    }
}
