// A banking app: authentication on every action, a guard #available for the icons, a category only
// macOS shows a button in, and constants in a struct with an instance of its own.
import UserNotifications

struct BankingConstants {
    static let shared = BankingConstants()
    static let approve = "PAYMENT_APPROVE"
    static let reject = "PAYMENT_REJECT"
    static let payment = "PAYMENT_REQUEST"
    static let statement = "STATEMENT_READY"
}

final class BankingNotifications {
    func registerCategories(center: UNUserNotificationCenter) {
        var approveOptions: UNNotificationActionOptions = [.authenticationRequired, .foreground]
        approveOptions.insert(.foreground)
        let approve = UNNotificationAction(identifier: BankingConstants.approve, title: "Approve", options: [.authenticationRequired, .foreground])
        let reject = UNNotificationAction(identifier: BankingConstants.reject, title: "Reject", options: [.authenticationRequired, .destructive])
        var statementActions: [UNNotificationAction] = []
        #if os(macOS)
        statementActions.append(UNNotificationAction(identifier: "STATEMENT_DOWNLOAD", title: "Download", options: []))
        #elseif os(iOS) || os(visionOS)
        statementActions += [UNNotificationAction(identifier: "STATEMENT_SHARE", title: "Share", options: [])]
        #endif
        let categories: Set<UNNotificationCategory> = [
            UNNotificationCategory(identifier: BankingConstants.payment, actions: [approve, reject], intentIdentifiers: [],
                                   hiddenPreviewsBodyPlaceholder: "Payment request", options: []),
            UNNotificationCategory(identifier: BankingConstants.statement, actions: statementActions, intentIdentifiers: [], options: []),
        ]
        center.setNotificationCategories(categories)
    }
}
