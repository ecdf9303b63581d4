// `switch` over a case of the app's enum the code names.
import UserNotifications

enum SwitchKnownEnumStyle { case compact, full }

func registerSwitchKnownEnum() {
    let style = SwitchKnownEnumStyle.full
    var actions = [UNNotificationAction(identifier: "SKE_A", title: "A", options: [])]
    switch style {
    case .compact: break
    case .full: actions.append(UNNotificationAction(identifier: "SKE_B", title: "B", options: []))
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "SKE", actions: actions, intentIdentifiers: [], options: []),
    ])
}
