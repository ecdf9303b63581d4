// Categories read from an instance of the app's class, through `Self` and `type(of: self)`.
import Foundation
import UserNotifications

final class CategoryProvider {
    static let invite = UNNotificationCategory(
        identifier: "INVITE", actions: [UNNotificationAction(identifier: "JOIN", title: "Join", options: [.foreground])],
        intentIdentifiers: [], options: [])
    static let reminder = UNNotificationCategory(
        identifier: "REMINDER", actions: [], intentIdentifiers: [], options: [.hiddenPreviewsShowTitle])

    var categories: Set<UNNotificationCategory> { [Self.invite, type(of: self).reminder] }
}

enum Setup {
    static func run(_ center: UNUserNotificationCenter) {
        center.setNotificationCategories(CategoryProvider().categories)
    }
}
