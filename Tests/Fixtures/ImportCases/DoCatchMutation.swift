// A mutation after a throwing call in `do`: it happens only when the call does not throw.
import Foundation
import UserNotifications

func doCatchMutationLoad() throws -> Bool { ProcessInfo.processInfo.environment["DCM_FAIL"] == nil }

func registerDoCatchMutation() {
    var actions = [UNNotificationAction(identifier: "DCM_A", title: "A", options: [])]
    do { // reported
        _ = try doCatchMutationLoad() // reported
        actions.append(UNNotificationAction(identifier: "DCM_B", title: "B", options: [])) // reported
    } catch {
        actions.append(UNNotificationAction(identifier: "DCM_C", title: "C", options: [])) // reported
    }
    UNUserNotificationCenter.current().setNotificationCategories([
        UNNotificationCategory(identifier: "DCM", actions: actions, intentIdentifiers: [], options: []),
    ])
}
