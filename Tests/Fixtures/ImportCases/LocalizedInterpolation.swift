// `String(localized:)` with an interpolation looks up a key of format specifiers (`Call %@`) and formats the
// table's value with the interpolation: not the key `Call Bob`.
import Foundation
import UserNotifications

let localizedInterpolationName = "Bob"

func registerLocalizedInterpolation() {
    let call = UNNotificationAction(identifier: "LI_CALL", title: String(localized: "LI Call \(localizedInterpolationName)"), options: []) // reported
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "LI", actions: [call], intentIdentifiers: [], options: []),
    ])
}
