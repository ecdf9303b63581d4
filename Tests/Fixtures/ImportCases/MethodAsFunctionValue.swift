// The registration method taken as a function value and called later.
import UserNotifications

func registerMethodAsFunctionValue() {
    let register = UNUserNotificationCenter.current().setNotificationCategories // may report
    register([ // may report
        UNNotificationCategory(identifier: "MAF", actions: [UNNotificationAction(identifier: "MAF_A", title: "A", options: [])],
                               intentIdentifiers: [], options: []),
    ])
}
