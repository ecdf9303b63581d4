// A category with a hidden-previews placeholder and a summary format.
import UserNotifications

func registerHiddenPreviewsPlaceholder() {
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "HPP", actions: [UNNotificationAction(identifier: "HPP_A", title: "A", options: [])], intentIdentifiers: [],
                               hiddenPreviewsBodyPlaceholder: "%u new messages", categorySummaryFormat: "%u more from %@", options: [.hiddenPreviewsShowTitle]),
    ])
}
