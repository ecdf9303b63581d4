// `return a ?? b` of two values made under different availability.
import UserNotifications

func nilCoalescingAvailableIcon() -> UNNotificationActionIcon? {
    if #available(iOS 15, *) { return UNNotificationActionIcon(systemImageName: "star") } // may report
    return nil
}

func registerNilCoalescingAvailable() {
    let icon = nilCoalescingAvailableIcon() // may report
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "NCA", actions: [
            UNNotificationAction(identifier: "NCA_A", title: "Star", options: [], icon: icon), // may report
        ], intentIdentifiers: [], options: []),
    ])
}
