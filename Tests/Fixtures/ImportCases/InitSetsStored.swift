// Stored properties an `init` sets from its parameters.
import UserNotifications

struct InitSetsStoredBuilder {
    let prefix: String
    let title: String

    init(prefix: String, title: String) {
        self.prefix = prefix
        self.title = title
    }

    func action() -> UNNotificationAction {
        UNNotificationAction(identifier: prefix + "_A", title: title, options: []) // may report
    }
}

func registerInitSetsStored() {
    let builder = InitSetsStoredBuilder(prefix: "ISS", title: "Built")
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "ISS", actions: [builder.action()], intentIdentifiers: [], options: []), // may report
    ])
}
