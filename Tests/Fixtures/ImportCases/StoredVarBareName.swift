// A stored `var` read by its bare name after a method changed it.
import UserNotifications

final class StoredVarBareNameSetup {
    var title = "Reply"

    func prefer(_ newTitle: String) { title = newTitle }

    func register() {
        prefer("Answer")
        UNUserNotificationCenter.current().setNotificationCategories([
            UNNotificationCategory(identifier: "SVB", actions: [UNNotificationAction(identifier: "SVB_A", title: title, options: [])], // may report
                                   intentIdentifiers: [], options: []),
        ])
    }
}

func registerStoredVarBareName() { StoredVarBareNameSetup().register() }
