// A registration in a `guard`'s `else`, which runs only when the condition fails.
import Foundation
import UserNotifications

func registerGuardElseRegisters() {
    guard UserDefaults.standard.bool(forKey: "GER_CONFIGURED") else {
        UNUserNotificationCenter.current().setNotificationCategories([ // reported
            UNNotificationCategory(identifier: "GER", actions: [], intentIdentifiers: [], options: []),
        ])
        return
    }
}
