// `do`/`catch` whose `try` cannot throw (`try?`): the block runs whole.
import UserNotifications

func doCatchNoThrowingCallLoad() throws -> String { "DCN_B" }

func registerDoCatchNoThrowingCall() {
    var actions = [UNNotificationAction(identifier: "DCN_A", title: "A", options: [])]
    do {
        let id = (try? doCatchNoThrowingCallLoad()) ?? "DCN_FALLBACK" // may report
        actions.append(UNNotificationAction(identifier: id, title: "B", options: [])) // may report
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "DCN", actions: actions, intentIdentifiers: [], options: []), // may report
    ])
}
