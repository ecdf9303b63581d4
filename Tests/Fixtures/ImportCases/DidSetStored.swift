// A stored `var` with a `didSet` that changes another stored `var`.
import UserNotifications

final class DidSetStoredModel {
    var prefix = "DSS" { didSet { suffix = "_CHANGED" } }
    var suffix = "_A"

    func register() {
        prefix = "DSS"
        UNUserNotificationCenter.current().setNotificationCategories([
            UNNotificationCategory(identifier: "DSS", actions: [UNNotificationAction(identifier: prefix + suffix, title: "A", options: [])], // may report
                                   intentIdentifiers: [], options: []),
        ])
    }
}

func registerDidSetStored() { DidSetStoredModel().register() }
