// An `if let` or `guard let` of a value the app computes is a condition of the call (as `x != nil` is).
import UserNotifications

final class IfLetAroundCallStore {
    static var center: UNUserNotificationCenter? { UNUserNotificationCenter.current() }
}

func registerIfLetAroundCall() {
    let categories: Set<UNNotificationCategory> = [UNNotificationCategory(identifier: "ILA", actions: [], intentIdentifiers: [], options: [])]
    if let center = IfLetAroundCallStore.center {
        center.setNotificationCategories(categories) // reported
    }
    guard let known = Optional("ILA_KNOWN") else { return } // may report
    UNUserNotificationCenter.current().setNotificationCategories([UNNotificationCategory(identifier: known, actions: [], intentIdentifiers: [], options: [])]) // may report
}
