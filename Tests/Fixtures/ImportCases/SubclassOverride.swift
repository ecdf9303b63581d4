// A subclass's override of the method that makes the title.
import UserNotifications

class SubclassOverrideBase {
    func title() -> String { "Base" }
    func action() -> UNNotificationAction { UNNotificationAction(identifier: "SO_A", title: title(), options: []) } // may report
}

final class SubclassOverrideChild: SubclassOverrideBase {
    override func title() -> String { "Child" }
}

func registerSubclassOverride() {
    let maker: SubclassOverrideBase = SubclassOverrideChild()
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SO", actions: [maker.action()], intentIdentifiers: [], options: []), // may report
    ])
}
