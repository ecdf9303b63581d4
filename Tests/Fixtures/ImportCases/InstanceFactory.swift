// A factory type's instance method makes the category.
import UserNotifications

struct InstanceFactoryMaker {
    func category() -> UNNotificationCategory {
        UNNotificationCategory(identifier: "IF", actions: [reply()], intentIdentifiers: [], options: [])
    }

    func reply() -> UNTextInputNotificationAction {
        UNTextInputNotificationAction(identifier: "IF_REPLY", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "Message")
    }
}

func registerInstanceFactory() {
    UNUserNotificationCenter.current().setNotificationCategories([InstanceFactoryMaker().category()])
}
