// A closure run once to make a constant is its body's value; a lazy var of an instance made in the same function too.
import Foundation
import UserNotifications

enum ClosureConstantStrings {
    static let snooze: String = {
        NSLocalizedString("closure.snooze", value: "Snooze", comment: "Snooze button")
    }()
    static let category: String = {
        let prefix = "CC"
        return prefix + "_CATEGORY"
    }()
}

final class ClosureConstantFactory {
    lazy var done: UNNotificationAction = UNNotificationAction(identifier: "CC_DONE", title: "Done", options: [])
}

func registerClosureConstant() {
    let factory = ClosureConstantFactory()
    let snooze = UNNotificationAction(identifier: "CC_SNOOZE", title: ClosureConstantStrings.snooze, options: [])
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: ClosureConstantStrings.category, actions: [snooze, factory.done], intentIdentifiers: [], options: []),
    ])
}
