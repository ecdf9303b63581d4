// What DLVNotifications.m registers, written in Swift by hand from reading it: every title from the Delivery
// table.
import Foundation
import UserNotifications

func registerExpected(on center: UNUserNotificationCenter) {
    func loc(_ key: String) -> String { NSLocalizedString(key, tableName: "Delivery", comment: "") }
    let track = UNNotificationAction(identifier: "delivery.track", title: loc("delivery.track"), options: [.foreground])
    let reschedule = UNNotificationAction(identifier: "delivery.reschedule", title: loc("delivery.reschedule"), options: [.authenticationRequired])
    var categories: Set<UNNotificationCategory> = []
    for state in ["OUT_FOR_DELIVERY", "DELAYED"] {
        categories.insert(UNNotificationCategory(
            identifier: state, actions: [track, reschedule], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: loc("delivery.hidden"), options: []))
    }
    center.setNotificationCategories(categories)
}
