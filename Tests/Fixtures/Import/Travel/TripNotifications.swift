import Foundation
import UserNotifications

enum TripNotifications {
    static func register(with center: UNUserNotificationCenter) {
        let checkIn = UNNotificationAction(identifier: "CHECK_IN", title: L10n.Trip.checkIn, options: [.foreground, .authenticationRequired])
        let boardingPass = UNNotificationAction(identifier: "BOARDING_PASS", title: L10n.Trip.boardingPass, options: [.foreground])
        let delay = UNTextInputNotificationAction(
            identifier: "REPORT_DELAY", title: "trip.delay".localized, options: [],
            textInputButtonTitle: "trip.delay.send".localized, textInputPlaceholder: "trip.delay.placeholder".localized)
        let flight = UNNotificationCategory(
            identifier: "FLIGHT", actions: [checkIn, boardingPass, delay], intentIdentifiers: [],
            hiddenPreviewsBodyPlaceholder: "trip.hidden".localized, categorySummaryFormat: NSLocalizedString("trip.summary", tableName: "Notifications", comment: ""), options: [])
        center.setNotificationCategories([flight])
    }
}
